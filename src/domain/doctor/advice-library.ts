// The advice library: for each condition the built-in doctor recognises, the impression, self-care advice,
// the usual urgency and what raises it, and the safety-netting. Written as data; the triage reads it.
import {
  allOf,
  anyOf,
  atRisk,
  hasCondition,
  isMale,
  isPregnant,
  lastingMoreThanDays,
  not,
  olderThan,
  pregnantOrMaybe,
  said,
  screened,
  severityAtLeast,
  suddenOnset,
  symptom,
  takesMedicine,
  youngerThan,
  type ClinicalPicture,
  type When,
} from './facts';
import { phrases } from '../language';
import type { Urgency } from './types';

export interface Escalation {
  when: When;
  urgency: Urgency;
  /** Spoken after "because": why it needs seeing sooner. */
  because: string;
}

export interface ConditionAdvice {
  id: string;
  /** Follows "This sounds most likely like …". */
  impression: string | null;
  /** A whole impression sentence, when "most likely like" would claim too much. */
  impressionSentence?: string;
  /** Evidence for this condition over its siblings in the same complaint. */
  cues: [When, number][];
  /** Follows "My advice is to …"; {painkillers} is filled in for the patient (allergies, pregnancy…). */
  advice: string;
  /** One sentence for when the patient raises it at the end. */
  brief: string;
  urgency: Urgency;
  escalations: Escalation[];
  /** For self-care: when to book an appointment anyway. */
  reviewAfter: string;
  /** Follows "Seek help sooner if …". */
  safetyNet: string;
}

const ADVICE_DATA = {
  'tension-headache': {
    id: 'tension-headache',
    impression: 'a tension-type headache',
    cues: [
      [
        said(
          phrases(
            'tight band',
            'band around',
            'pressure',
            'squeez\\w*',
            'tight\\w*',
            'both sides',
            'all over',
            'stress\\w*',
            'screens?',
            'computer',
            'desk',
            'forehead',
            'dull',
          ),
        ),
        2,
      ],
    ],
    advice: `rest, drink plenty of water, take {painkillers} if needed, following the directions on the packet, take regular breaks from screens, and try gentle neck and shoulder stretches, but avoid taking painkillers on more than a few days a week, as that can cause more headaches`,
    brief:
      'For headaches, rest, drink water, take simple painkillers as directed, and take regular breaks from screens.',
    urgency: 'self-care',
    escalations: [
      { when: severityAtLeast(9), urgency: 'urgent', because: 'the pain is very severe' },
      {
        when: isPregnant,
        urgency: 'urgent',
        because: 'headaches in pregnancy should be checked, including your blood pressure',
      },
      {
        when: lastingMoreThanDays(14),
        urgency: 'routine',
        because: "it's been going on for more than two weeks",
      },
      { when: olderThan(50), urgency: 'routine', because: 'new headaches after 50 should be checked' },
    ],
    reviewAfter: "it isn't better within a week, or keeps coming back",
    safetyNet:
      'the headache becomes sudden and severe, or you get a stiff neck, a fever, a rash, confusion, weakness, or problems with your speech or sight',
  },
  migraine: {
    id: 'migraine',
    impression: 'a migraine',
    cues: [
      [said(phrases('migraines?')), 4],
      [
        said(
          phrases(
            'throbb\\w*',
            'pound\\w*',
            'puls\\w*',
            'one side',
            'left side',
            'right side',
            'aura',
            'zig ?zags?',
            'flashing lights',
            'dark room',
          ),
        ),
        1,
      ],
      [symptom('nausea', 'vomiting', 'sensitivity to light', 'migraine'), 2],
      [said(phrases('light (?:hurts|bothers)', 'bright lights?', 'noise')), 1],
    ],
    advice: `take {painkillers} as early in an attack as you can, following the directions on the packet, rest in a quiet, dark room, drink water, and keep a diary of possible triggers such as missed meals, poor sleep, alcohol or stress`,
    brief:
      'For migraines, rest in a dark, quiet room, take simple painkillers early in an attack, and keep a trigger diary.',
    urgency: 'self-care',
    escalations: [
      { when: severityAtLeast(9), urgency: 'urgent', because: 'the pain is very severe' },
      {
        when: isPregnant,
        urgency: 'urgent',
        because: 'headaches in pregnancy should be checked, including your blood pressure',
      },
      {
        when: lastingMoreThanDays(3),
        urgency: 'routine',
        because: 'a migraine lasting more than three days needs a review',
      },
      {
        when: said(
          phrases('every (?:week|few days|day)', 'more often', 'getting more frequent', 'keep getting'),
        ),
        urgency: 'routine',
        because: 'frequent migraines can often be prevented with treatment',
      },
    ],
    reviewAfter: 'you get migraines often, or painkillers are not helping',
    safetyNet:
      'the headache is sudden and the worst you have ever had, or you get weakness, numbness, confusion, a stiff neck, a fever, or trouble speaking or seeing that does not pass within an hour',
  },
  'common-cold': {
    id: 'common-cold',
    impression: 'a common cold, which is a viral infection',
    cues: [
      [symptom('runny nose', 'blocked nose', 'sneezing', 'cold symptoms'), 2],
      [said(phrases('(?:a|the|got a|have a|bad|head|streaming) cold', 'snotty', 'stuffy', 'bunged up')), 2],
    ],
    advice: `rest, drink plenty of fluids, take {painkillers} for aches or a temperature if needed, and try saline nose spray or steam for a blocked nose, as antibiotics won't help a cold`,
    brief:
      'For a cold, rest, drink plenty of fluids, and take simple painkillers if needed; it usually clears within a week or two.',
    urgency: 'self-care',
    escalations: [
      { when: symptom('shortness of breath'), urgency: 'urgent', because: 'you are short of breath' },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
      {
        when: allOf(atRisk, symptom('fever')),
        urgency: 'routine',
        because: 'your other health conditions make infections riskier',
      },
    ],
    reviewAfter: "it isn't improving after three weeks",
    safetyNet:
      'you become short of breath, get chest pain, cough up blood, your temperature stays very high, or you feel very unwell',
  },
  flu: {
    id: 'flu',
    impression: 'flu, a viral infection',
    cues: [
      [symptom('flu symptoms'), 4],
      [symptom('fever', 'chills', 'muscle aches', 'fatigue'), 1],
      [
        said(
          phrases(
            'aching all over',
            'achy all over',
            'aches all over',
            'wiped out',
            'exhausted',
            'floored',
            'came on (?:really )?(?:quickly|suddenly|fast)',
          ),
        ),
        1,
      ],
    ],
    advice: `rest, keep warm, drink plenty of fluids, take {painkillers} to bring down a fever and ease aches, following the directions on the packet, and stay at home, away from others, while you have a high temperature`,
    brief:
      'For flu, rest, keep warm, drink plenty of fluids, and take simple painkillers for the fever and aches.',
    urgency: 'self-care',
    escalations: [
      {
        when: symptom('shortness of breath', 'chest pain'),
        urgency: 'urgent',
        because: 'you have breathing or chest symptoms',
      },
      {
        when: pregnantOrMaybe,
        urgency: 'urgent',
        because: 'flu in pregnancy can be more serious, and antiviral treatment can help',
      },
      {
        when: anyOf(atRisk, hasCondition('asthma')),
        urgency: 'urgent',
        because: 'your other health conditions put you at higher risk from flu',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's not improving after a week" },
    ],
    reviewAfter: "you're not starting to feel better within a week",
    safetyNet:
      'you get short of breath, chest pain, confusion, or a rash that does not fade, you cough up blood, or you cannot keep fluids down',
  },
  'chest-infection': {
    id: 'chest-infection',
    impression: 'a chest infection',
    cues: [
      [symptom('phlegm', 'chesty cough'), 2],
      [said(phrases('green', 'yellow', 'phlegm', 'mucus', 'chesty')), 1],
    ],
    advice: `rest, drink plenty of fluids, take {painkillers} for a temperature or aches if needed, sleep propped up on pillows, and try warm honey and lemon for the cough`,
    brief: 'For a chesty cough, rest, drink plenty of fluids, and try warm honey and lemon.',
    // Most chest infections clear in a week or two by themselves; what needs a doctor is listed below.
    urgency: 'self-care',
    escalations: [
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
      {
        when: said(
          phrases(
            'getting worse',
            'feel(?:ing)? (?:really |very )?(?:unwell|ill|rough)',
            'high (?:fever|temperature)',
          ),
        ),
        urgency: 'routine',
        because: "you're feeling unwell with it",
      },
      {
        when: symptom('shortness of breath', 'chest pain'),
        urgency: 'urgent',
        because: 'you have breathing or chest symptoms with the infection',
      },
      {
        when: anyOf(atRisk, pregnantOrMaybe),
        urgency: 'urgent',
        because: 'your health conditions make chest infections riskier',
      },
      { when: symptom('coughing up blood'), urgency: 'urgent', because: 'you are coughing up blood' },
    ],
    reviewAfter: "it isn't improving within three weeks",
    safetyNet:
      'you get short of breath, chest pain, or you cough up blood, or you feel confused or very unwell',
  },
  'persistent-cough': {
    id: 'persistent-cough',
    impression: null,
    impressionSentence: 'A cough that has lasted more than three weeks should be checked by a doctor.',
    cues: [[allOf(symptom('cough', 'dry cough', 'chesty cough'), lastingMoreThanDays(21)), 6]],
    advice:
      'drink plenty of fluids, try warm honey and lemon, avoid smoke, and if you smoke, this is a good time to get support to stop',
    brief:
      'For a lingering cough, drink plenty, try warm honey and lemon, and have it checked if it lasts more than three weeks.',
    urgency: 'routine',
    escalations: [
      {
        when: symptom(
          'coughing up blood',
          'shortness of breath',
          'chest pain',
          'weight loss',
          'night sweats',
        ),
        urgency: 'urgent',
        because: 'of the other symptoms with your cough',
      },
    ],
    reviewAfter: '',
    safetyNet: 'you cough up blood, get short of breath or chest pain, or lose weight without trying',
  },
  'viral-sore-throat': {
    id: 'viral-sore-throat',
    impression: 'a viral sore throat',
    cues: [[symptom('cough', 'runny nose', 'blocked nose', 'hoarse voice'), 1]],
    advice: `drink plenty of fluids, take {painkillers} if needed, following the directions on the packet, gargle with warm salty water, and try lozenges or cool, soft food, as most sore throats get better within a week without antibiotics`,
    brief:
      'For a sore throat, drink plenty, gargle with warm salty water, and take simple painkillers; it usually settles within a week.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            "can't swallow (?:my )?(?:own )?(?:saliva|spit|water|fluids|anything)",
            'drool\\w*',
            "can't open (?:my )?mouth",
            'muffled voice',
          ),
        ),
        urgency: 'urgent',
        because: 'difficulty swallowing or opening your mouth can mean an abscess',
      },
      {
        when: anyOf(atRisk, hasCondition('a weakened immune system')),
        urgency: 'urgent',
        because: 'your other health conditions make infections riskier',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's lasted more than a week" },
    ],
    reviewAfter: "it isn't better within a week",
    safetyNet:
      "you can't swallow fluids or your own saliva, you're drooling, you can't open your mouth, your breathing is noisy or difficult, or you feel very unwell",
  },
  tonsillitis: {
    id: 'tonsillitis',
    impression: 'tonsillitis',
    cues: [
      [said(phrases('tonsils?', 'tonsillitis', 'white spots', 'pus', 'strep')), 3],
      [symptom('swollen glands'), 1],
      [allOf(symptom('fever'), not(symptom('cough'))), 1],
    ],
    advice: `rest, drink plenty of fluids, take {painkillers} if needed, gargle with warm salty water, and ask a pharmacist to check whether you need antibiotics`,
    brief:
      'For tonsillitis, rest, drink plenty, take simple painkillers, and ask a pharmacist whether you need antibiotics.',
    urgency: 'routine',
    escalations: [
      {
        when: said(
          phrases(
            "can't swallow (?:my )?(?:own )?(?:saliva|spit|water|fluids|anything)",
            'drool\\w*',
            "can't open (?:my )?mouth",
            'muffled voice',
          ),
        ),
        urgency: 'urgent',
        because: 'difficulty swallowing or opening your mouth can mean an abscess',
      },
      { when: atRisk, urgency: 'urgent', because: 'your other health conditions make infections riskier' },
    ],
    reviewAfter: "it isn't better within a week",
    safetyNet:
      "you can't swallow fluids or your own saliva, you're drooling, or your breathing becomes noisy or difficult",
  },
  gastroenteritis: {
    id: 'gastroenteritis',
    impression: 'gastroenteritis, a tummy bug',
    cues: [[symptom('diarrhoea', 'vomiting', 'nausea', 'upset stomach'), 2]],
    advice:
      'drink plenty of fluids in small, frequent sips, use oral rehydration sachets from a pharmacy, eat when you feel able, take paracetamol if you need it for discomfort, wash your hands often, and stay off work or school until 48 hours after the last bout of diarrhoea or vomiting',
    brief:
      'For a tummy bug, sip fluids often, use rehydration sachets, and stay home until 48 hours after the last bout.',
    urgency: 'self-care',
    escalations: [
      {
        when: symptom('bloody diarrhoea', 'blood in stool', 'vomiting blood', 'black stools'),
        urgency: 'urgent',
        because: "there's blood with it",
      },
      {
        when: said(
          phrases(
            "can't keep (?:anything|any fluids|fluids|water|anything at all) down",
            "haven't (?:peed|weed|been to the toilet) (?:much|for)",
            'not (?:peeing|weeing) (?:much|at all)',
            'dark (?:urine|pee|wee)',
            'dizzy when i stand',
            'very thirsty',
          ),
        ),
        urgency: 'urgent',
        because: 'you are at risk of dehydration',
      },
      {
        when: anyOf(symptom('dehydration', 'dark urine'), screened('hydration', 'no')),
        urgency: 'urgent',
        because: 'you are at risk of dehydration',
      },
      { when: severityAtLeast(8), urgency: 'urgent', because: 'the tummy pain is severe' },
      {
        when: anyOf(pregnantOrMaybe, atRisk),
        urgency: 'routine',
        because: 'your health conditions mean it should be checked',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's lasted more than a week" },
    ],
    reviewAfter: 'the vomiting lasts more than 2 days or the diarrhoea more than a week',
    safetyNet:
      "you can't keep fluids down, you stop peeing or feel very dizzy, you see blood in your vomit or poo, or you get severe tummy pain",
  },
  uti: {
    id: 'uti',
    impression: 'a urinary tract infection, also called cystitis',
    cues: [[symptom('painful urination', 'frequent urination', 'urgent need to pee', 'cloudy urine'), 2]],
    advice: `drink plenty of water, take {painkillers} if needed, avoid sex until it settles, don't hold in your urine, and ask a pharmacist about treatment, as some infections need antibiotics`,
    brief:
      'For a water infection, drink plenty of water, take simple painkillers, and see a pharmacist or your doctor about treatment.',
    // A woman of 16 to 64 with cystitis and no warning signs can be treated by a pharmacist (NHS Pharmacy First).
    urgency: 'self-care',
    escalations: [
      { when: isMale, urgency: 'routine', because: 'urine infections in men should be checked by a doctor' },
      {
        when: anyOf(olderThan(64), youngerThan(16)),
        urgency: 'routine',
        because: 'urine infections at this age should be checked by a doctor',
      },
      {
        when: lastingMoreThanDays(7),
        urgency: 'routine',
        because: "it hasn't cleared in a week",
      },
      {
        when: anyOf(
          symptom('fever', 'chills', 'vomiting', 'kidney pain', 'side pain'),
          said(phrases('(?:pain|ache) in (?:my|the) (?:side|back|loin)', 'back pain', 'side pain', 'loin')),
        ),
        urgency: 'urgent',
        because: 'a fever or pain in your back or side can mean a kidney infection',
      },
      {
        when: pregnantOrMaybe,
        urgency: 'urgent',
        because: 'urine infections in pregnancy need prompt treatment',
      },
      { when: symptom('blood in urine'), urgency: 'routine', because: "there's blood in your urine" },
    ],
    reviewAfter: "it isn't better in 2 days",
    safetyNet:
      'you get a fever, shivering, pain in your back or side, you are sick, or you feel confused or very unwell',
  },
  'back-pain': {
    id: 'back-pain',
    impression: 'simple back pain, such as a muscle strain',
    cues: [],
    advice: `keep moving gently and carry on with normal activities as much as you can, take {painkillers} if needed, following the directions on the packet, use a heat pack, avoid long spells of bed rest, and try gentle stretches, as most back pain improves within a few weeks`,
    brief:
      'For back pain, keep gently active, use heat, and take simple painkillers; most back pain improves within a few weeks.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          symptom('numbness', 'pins and needles', 'weakness'),
          said(
            phrases(
              '(?:leg|legs|foot|feet) (?:is |are |feels? )?(?:numb|weak|tingl\\w*)',
              'numb\\w* (?:in|down) (?:my )?(?:leg|legs|foot)',
            ),
          ),
        ),
        urgency: 'urgent',
        because: 'numbness or weakness in your legs should be checked',
      },
      {
        when: screened('associated', 'yes'),
        urgency: 'urgent',
        because: 'numbness, weakness or bladder symptoms with back pain need checking',
      },
      { when: symptom('fever'), urgency: 'urgent', because: 'back pain with a fever should be checked' },
      { when: hasCondition('cancer'), urgency: 'urgent', because: 'of your history of cancer' },
      { when: severityAtLeast(8), urgency: 'routine', because: 'the pain is severe' },
      { when: lastingMoreThanDays(42), urgency: 'routine', because: "it's lasted more than six weeks" },
      {
        when: said(phrases('fell', 'fall', 'accident', 'crash')),
        urgency: 'routine',
        because: 'it followed an injury',
      },
    ],
    reviewAfter: "it isn't improving within a few weeks",
    safetyNet:
      'you get numbness around your bottom or genitals, problems controlling your bladder or bowels, weakness in your legs, or a fever',
  },
  sprain: {
    id: 'sprain',
    impression: 'a sprain or strain, an injury to the ligaments or muscles',
    cues: [],
    advice: `rest it for the first 2 to 3 days, put an ice pack wrapped in a towel on it for up to 20 minutes every 2 to 3 hours, keep it raised on a pillow, take {painkillers} if needed, and start moving it gently as the pain allows`,
    brief:
      'For a sprain, rest it, use ice wrapped in a towel, keep it raised, and move it gently as the pain allows.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          screened('associated', 'no'),
          symptom('unable to bear weight'),
          said(
            phrases(
              "can't (?:put (?:any )?weight on|walk on|stand on|bear weight|move|bend|straighten)",
              'looks (?:deformed|out of shape|the wrong shape)',
              'bone sticking out',
              'heard a (?:crack|snap|pop)',
              '(?:foot|toes|hand|fingers) (?:is |are |feel )?(?:numb|cold|blue)',
            ),
          ),
        ),
        urgency: 'urgent',
        because: 'an X-ray is needed to rule out a fracture',
      },
      {
        when: severityAtLeast(8),
        urgency: 'urgent',
        because: 'the pain is severe and an X-ray is needed to rule out a fracture',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's not improving after a week" },
      {
        when: allOf(
          olderThan(64),
          said(phrases('fell', 'fall', 'fallen', 'tripped', 'slipped', 'went over')),
        ),
        urgency: 'routine',
        because: 'a fall at this age is worth a check of what caused it',
      },
    ],
    reviewAfter: "it's not improving after a week",
    safetyNet:
      "you can't put any weight on it, it looks out of shape, it goes numb, cold or blue, or the pain and swelling get much worse",
  },
  eczema: {
    id: 'eczema',
    impression: 'eczema, a flare of dry, inflamed skin',
    cues: [
      [said(phrases('eczema', 'dermatitis')), 4],
      [symptom('dry skin', 'itching', 'peeling skin'), 1],
      [said(phrases('elbows?', 'knees?', 'creases', 'flaky', 'cracked', 'dry')), 1],
    ],
    advice:
      'use a fragrance-free moisturiser, called an emollient, generously several times a day and instead of soap, avoid perfumed products and anything that seems to trigger it, keep your nails short to limit damage from scratching, and ask a pharmacist about a mild steroid cream such as hydrocortisone for a short course',
    brief:
      'For eczema, use a fragrance-free moisturiser often and instead of soap, and ask a pharmacist about a mild steroid cream.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            'weeping',
            'oozing',
            'crust\\w*',
            'yellow',
            'pus',
            'hot to (?:the )?touch',
            'feels hot',
            'spreading',
            'infected',
            'blisters?',
          ),
        ),
        urgency: 'routine',
        because: 'weeping, crusted or hot skin needs checking for infection',
      },
      { when: lastingMoreThanDays(14), urgency: 'routine', because: "it hasn't settled after two weeks" },
    ],
    reviewAfter: "it hasn't improved after two weeks of self-care",
    safetyNet:
      'the skin becomes hot, swollen, weeping or crusted, you develop painful blisters or a fever, or you feel unwell',
  },
  hives: {
    id: 'hives',
    impression: 'hives, an itchy allergic-type rash',
    cues: [
      [symptom('hives'), 4],
      [
        said(
          phrases(
            'welts',
            'wheals',
            'raised (?:bumps|patches|rash)',
            'nettle rash',
            'new (?:soap|washing powder|detergent|food)',
          ),
        ),
        2,
      ],
    ],
    advice:
      'take a non-drowsy antihistamine such as cetirizine or loratadine from a pharmacy, keep cool, avoid anything you think may have triggered it, and try not to scratch',
    brief: 'For hives, take a non-drowsy antihistamine, keep cool, and avoid the trigger if you know it.',
    urgency: 'self-care',
    escalations: [
      { when: lastingMoreThanDays(2), urgency: 'routine', because: "it's lasted more than two days" },
    ],
    reviewAfter: "it isn't better within 2 days",
    safetyNet:
      'your lips, tongue or throat swell, you have any difficulty breathing or swallowing, or you feel faint, which needs an ambulance',
  },
  rash: {
    id: 'rash',
    impression: null,
    impressionSentence: "I can't be sure what this rash is without someone seeing it.",
    cues: [],
    advice:
      'keep the area clean and dry, avoid scratching and anything that might irritate it, use a fragrance-free moisturiser, and try an antihistamine from a pharmacy if it is itchy',
    brief: 'For a rash, keep the skin clean and dry, avoid irritants, and use a fragrance-free moisturiser.',
    urgency: 'routine',
    escalations: [{ when: symptom('fever'), urgency: 'urgent', because: 'you have a rash with a fever' }],
    reviewAfter: '',
    safetyNet:
      'you get a fever, the rash spreads quickly, or it does not fade when you press a glass against it',
  },
  'hay-fever': {
    id: 'hay-fever',
    impression: 'hay fever, an allergy to pollen',
    cues: [],
    advice:
      'take a non-drowsy antihistamine such as cetirizine or loratadine, consider a steroid nasal spray from a pharmacy, put a little Vaseline around your nostrils, wear wraparound sunglasses, shower and change your clothes after being outside, and keep windows closed when the pollen count is high',
    brief:
      'For hay fever, take a non-drowsy antihistamine, try a steroid nasal spray, and shower after being outdoors.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          symptom('wheezing', 'shortness of breath', 'chest tightness'),
          screened('associated', 'yes'),
        ),
        urgency: 'routine',
        because: "it's affecting your chest",
      },
      {
        when: said(phrases("(?:isn't|aren't|not|don't|doesn't) (?:helping|working)", 'not helped')),
        urgency: 'routine',
        because: 'the usual treatments are not helping',
      },
    ],
    reviewAfter: 'the pharmacy treatments are not helping',
    safetyNet:
      'you get wheezing, chest tightness or breathlessness, or any swelling of your lips, tongue or throat',
  },
  anxiety: {
    id: 'anxiety',
    impression: 'anxiety, which is common and treatable',
    cues: [[symptom('anxiety', 'palpitations'), 2]],
    advice:
      'try slow breathing exercises, keep active every day, cut down on caffeine and alcohol, and talk to someone you trust; talking therapies help a lot, and in many places you can refer yourself',
    brief:
      'For anxiety, slow breathing, regular exercise and less caffeine help, and talking therapies are very effective.',
    urgency: 'routine',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      'you have any thoughts of harming yourself, or you feel you cannot cope; if you ever feel unsafe, call emergency services or a crisis line such as Samaritans on 116 123',
  },
  'low-mood': {
    id: 'low-mood',
    impression: 'low mood, possibly depression, which is treatable',
    cues: [
      [symptom('low mood'), 3],
      [
        said(
          phrases(
            'depress\\w*',
            'down',
            'hopeless',
            'no interest',
            "can't enjoy",
            'empty',
            'tearful',
            'crying',
          ),
        ),
        2,
      ],
    ],
    advice:
      'keep to a routine, stay active, spend time with people you trust, and cut down on alcohol; talking therapies and other treatments help, and in many places you can refer yourself',
    brief: 'For low mood, keep a routine, stay active and connected, and consider talking therapies.',
    urgency: 'routine',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      'you have any thoughts of harming yourself, or you feel you cannot cope; if you ever feel unsafe, call emergency services or a crisis line such as Samaritans on 116 123',
  },
  stress: {
    id: 'stress',
    impression: 'stress, which is a normal reaction to pressure such as exams or a deadline',
    cues: [
      [
        said(
          phrases(
            'exams?',
            'revision',
            'revising',
            'deadlines?',
            'stress\\w*',
            'under (?:a lot of )?pressure',
            'workload',
            'interview',
            'wedding',
            'moving house',
          ),
        ),
        3,
      ],
    ],
    advice:
      'keep a routine with regular sleep, meals and some exercise or fresh air every day, break the work into small parts with breaks, talk to someone you trust, and cut down on caffeine and energy drinks',
    brief: 'For stress, keep a routine, take breaks, get some exercise and talk to someone you trust.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases('panic attacks?', "can't cope", 'not coping', 'not eating', "haven't slept", 'hopeless'),
        ),
        urgency: 'routine',
        because: "it's affecting you a lot",
      },
      { when: lastingMoreThanDays(14), urgency: 'routine', because: "it's gone on for more than two weeks" },
    ],
    reviewAfter: "it doesn't ease once the pressure is over, or it stops you doing everyday things",
    safetyNet:
      'you have any thoughts of harming yourself, or you feel you cannot cope; if you ever feel unsafe, call emergency services or a crisis line such as Samaritans on 116 123',
  },
  'chest-wall-pain': {
    id: 'chest-wall-pain',
    impression: 'a strain of the muscles or joints of the chest wall',
    // Sore to press, after lifting or exercise, worse twisting: the chest wall, when no warning sign is told.
    cues: [
      [
        said(
          phrases(
            '(?:push|press|pressing|pushing|touch\\w*) (?:on )?(?:it|there|my ribs|the spot|the sore bit)',
            'tender',
            'sore to (?:touch|press)',
            'hurts to touch',
            'one spot',
            'worse when i (?:twist|turn|move|lift|stretch)',
          ),
        ),
        2,
      ],
      [
        said(
          phrases(
            'gym',
            'lifting',
            'lifted',
            'bench ?press',
            'press-?ups',
            'push-?ups',
            'moving (?:furniture|house|a sofa|boxes)',
            'carrying',
            'coughing fit',
          ),
        ),
        1,
      ],
    ],
    advice:
      'rest from whatever brought it on, take {painkillers} if needed, use a warm pack on the sore area, and return to exercise gently',
    brief: 'For a chest wall strain, rest it, take simple painkillers and use a warm pack.',
    urgency: 'routine',
    escalations: [
      // Only a younger adult known to be so: unknown age is not taken as young.
      {
        when: not(youngerThan(50)),
        urgency: 'urgent',
        because: 'chest pain needs checking in person unless it is clearly a strain in a younger person',
      },
      {
        when: atRisk,
        urgency: 'urgent',
        because: 'your health conditions mean chest pain should be checked soon',
      },
      {
        when: symptom('shortness of breath', 'palpitations', 'dizziness'),
        urgency: 'urgent',
        because: 'you have other symptoms with the chest pain',
      },
    ],
    reviewAfter: "it isn't easing after a week or two",
    safetyNet:
      'the pain becomes heavy or crushing, spreads to your arm, neck or jaw, or you become breathless, sweaty or sick, in which case call emergency services straight away',
  },
  'morning-sickness': {
    id: 'morning-sickness',
    impression: 'sickness in early pregnancy, which is common and usually eases by 16 to 20 weeks',
    // Sickness in pregnancy without diarrhoea; with diarrhoea it is more likely a tummy bug.
    cues: [
      [said(phrases('morning sickness')), 4],
      [
        allOf(
          said(phrases('(?:\\d+|[a-z]+) weeks pregnant', 'pregnan(?:t|cy)', 'expecting')),
          not(symptom('diarrhoea')),
        ),
        3,
      ],
    ],
    advice:
      'eat small, plain snacks often, such as dry toast or crackers before getting up, sip cold drinks through the day, rest, and try ginger; a pharmacist can advise on safe remedies',
    brief: 'For sickness in pregnancy, eat little and often, sip cold drinks and rest.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            "(?:can't|cannot|couldn't) keep (?:anything|any fluids|fluids|water|food) down",
            'dark (?:urine|pee|wee)',
            "(?:haven't|not) (?:peed|weed|been for a wee)",
            'blood',
            'dizzy when i stand',
          ),
        ),
        urgency: 'urgent',
        because: 'being sick like this in pregnancy needs checking today',
      },
      {
        when: symptom('fever', 'abdominal pain'),
        urgency: 'urgent',
        because: 'you have other symptoms with it',
      },
    ],
    reviewAfter: "it stops you eating or drinking, or isn't easing",
    safetyNet:
      "you can't keep fluids down for 24 hours, your pee is dark, you feel faint, or you have pain, bleeding or a fever",
  },
  insomnia: {
    id: 'insomnia',
    impression: 'insomnia, a common problem with sleep',
    cues: [],
    advice:
      "keep regular times for going to bed and getting up, avoid caffeine after midday and alcohol in the evening, keep screens out of the bedroom, get up and do something calm if you can't sleep after about 20 minutes, and avoid napping in the day",
    brief:
      'For sleep problems, keep regular sleep times, avoid caffeine later in the day, and keep screens out of the bedroom.',
    urgency: 'self-care',
    escalations: [
      {
        when: lastingMoreThanDays(28),
        urgency: 'routine',
        because: "it's been going on for more than a month",
      },
      { when: severityAtLeast(8), urgency: 'routine', because: "it's having a big effect on your life" },
    ],
    reviewAfter: "it's still a problem after a month",
    safetyNet: 'you feel low or hopeless, or so tired that it is unsafe to drive or work',
  },
  'ear-infection': {
    id: 'ear-infection',
    impression: 'an ear infection',
    cues: [],
    advice: `take {painkillers} if needed, following the directions on the packet, hold a warm or cold flannel against the ear, and don't put anything inside it such as cotton buds or drops unless a pharmacist advises, as most ear infections clear up within 3 days`,
    brief: 'For earache, take simple painkillers, use a warm flannel, and keep cotton buds out of the ear.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            'swelling behind',
            'swollen behind',
            'behind (?:my|the) ear (?:is )?(?:swollen|red|sore)',
            'ear (?:is )?sticking out',
          ),
        ),
        urgency: 'urgent',
        because: 'swelling behind the ear needs checking the same day',
      },
      {
        when: anyOf(
          said(phrases('discharge', 'fluid', 'pus', 'leaking', 'gunk')),
          screened('associated', 'yes'),
        ),
        urgency: 'routine',
        because: 'there is discharge or a change in your hearing',
      },
      { when: symptom('hearing loss'), urgency: 'routine', because: 'your hearing has changed' },
      { when: lastingMoreThanDays(3), urgency: 'routine', because: "it's lasted more than three days" },
      { when: severityAtLeast(8), urgency: 'routine', because: 'the pain is severe' },
    ],
    reviewAfter: "it isn't better after 3 days",
    safetyNet:
      'you get swelling or redness behind the ear, a high temperature, a severe headache, a stiff neck, or you feel very unwell',
  },
  conjunctivitis: {
    id: 'conjunctivitis',
    impression: 'conjunctivitis, an eye infection or irritation',
    cues: [],
    advice:
      "clean your eyelids with cotton wool soaked in cooled boiled water, use a cool compress, avoid contact lenses until it has cleared, don't share towels or pillows, wash your hands often, and ask a pharmacist about eye drops",
    brief:
      "For conjunctivitis, clean the eyelids with cooled boiled water, don't share towels, and ask a pharmacist about drops.",
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          screened('associated', 'yes'),
          symptom('eye pain', 'blurred vision', 'sensitivity to light'),
          said(
            phrases(
              'contact lens\\w*',
              'lenses',
              "can't see properly",
              'vision (?:is )?(?:blurred|blurry|changed)',
            ),
          ),
        ),
        urgency: 'urgent',
        because:
          'pain, light sensitivity, changes in your vision or contact lenses need an eye check the same day',
      },
      { when: lastingMoreThanDays(14), urgency: 'routine', because: "it's lasted more than two weeks" },
    ],
    reviewAfter: "it isn't better within two weeks",
    safetyNet: 'your eye becomes painful, light hurts, your vision changes, or the redness gets much worse',
  },
  constipation: {
    id: 'constipation',
    impression: 'constipation',
    cues: [],
    advice:
      "drink plenty of water, eat more fibre such as fruit, vegetables, wholegrains and prunes, keep active, don't put off going to the toilet, and ask a pharmacist about a gentle laxative if that doesn't help within a few days",
    brief:
      'For constipation, drink more water, eat more fibre, keep active, and ask a pharmacist about a gentle laxative.',
    urgency: 'self-care',
    escalations: [
      {
        when: allOf(
          symptom('vomiting', 'bloating'),
          said(
            phrases(
              "can't pass wind",
              'not passing wind',
              'no wind',
              'swollen',
              'bloated',
              'vomit\\w*',
              'being sick',
            ),
          ),
        ),
        urgency: 'urgent',
        because: 'being sick with a swollen tummy can mean a blockage',
      },
      { when: severityAtLeast(8), urgency: 'urgent', because: 'the pain is severe' },
      {
        when: anyOf(symptom('blood in stool', 'black stools', 'weight loss'), screened('associated', 'yes')),
        urgency: 'routine',
        because: "of the bleeding or weight loss you've mentioned",
      },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
    ],
    reviewAfter: "it isn't better within a couple of weeks",
    safetyNet:
      'you see blood, you are sick, your tummy swells, you cannot pass wind, or the pain becomes severe',
  },
  heartburn: {
    id: 'heartburn',
    impression: 'heartburn, also called acid reflux',
    // Told as tummy trouble: a burning high in the tummy after meals, bloating and belching, eased by antacids.
    cues: [
      [
        said(
          phrases(
            'indigestion',
            'heartburn',
            'acid\\w*',
            'reflux',
            'belch\\w*',
            'burp\\w*',
            'gaviscon',
            'rennies?',
            'antacids?',
            'omeprazole',
          ),
        ),
        2,
      ],
      [
        said(
          phrases(
            'after (?:eating|meals?|food|dinner|tea|a (?:big |heavy |large )?meal)',
            '(?:big|heavy|fatty|spicy|rich) (?:meals?|food|dinner)',
            'takeaways?',
            'bloat\\w*',
            'top of (?:my|the) (?:tummy|stomach)',
            'upper (?:tummy|stomach)',
            'under (?:my|the) ribs',
            'high up in (?:my|the) (?:tummy|stomach)',
          ),
        ),
        1,
      ],
    ],
    advice:
      'eat smaller meals, avoid eating within 3 or 4 hours of bedtime, cut down on foods that trigger it such as spicy or fatty food, coffee and alcohol, raise the head of your bed a little, stop smoking if you smoke, and try an antacid from a pharmacy',
    brief: 'For heartburn, eat smaller meals, avoid late eating and trigger foods, and try an antacid.',
    urgency: 'self-care',
    escalations: [
      {
        when: symptom('vomiting blood', 'black stools'),
        urgency: 'urgent',
        because: 'this needs checking for bleeding in the stomach',
      },
      {
        when: anyOf(symptom('difficulty swallowing', 'weight loss'), screened('associated', 'yes')),
        urgency: 'routine',
        because: 'trouble swallowing or weight loss needs checking',
      },
      { when: severityAtLeast(7), urgency: 'urgent', because: 'the pain is severe' },
      {
        when: symptom('fever', 'vomiting'),
        urgency: 'urgent',
        because: 'you have other symptoms with the pain',
      },
      { when: olderThan(55), urgency: 'routine', because: 'new heartburn after 55 should be checked' },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
    ],
    reviewAfter: "it's not better after three weeks of these changes",
    safetyNet:
      'you get pain spreading to your arm, neck or jaw, breathlessness or sweating, or you vomit blood or pass black poo, which needs an ambulance',
  },
  'asthma-flare': {
    id: 'asthma-flare',
    impression: 'a mild flare of asthma',
    cues: [
      [said(phrases('asthma\\w*', 'inhaler', 'puffer')), 3],
      [hasCondition('asthma'), 3],
      [symptom('wheezing', 'chest tightness'), 1],
    ],
    advice:
      'use your blue reliever inhaler as your asthma plan says, ideally with a spacer, keep taking your preventer inhaler every day if you have one, and avoid triggers such as smoke, cold air and pollen',
    brief:
      'For asthma, use your reliever inhaler as your plan says, keep taking your preventer, and avoid your triggers.',
    urgency: 'routine',
    escalations: [
      {
        when: screened('associated', 'no'),
        urgency: 'urgent',
        because: "your reliever inhaler isn't helping enough",
      },
      {
        when: said(
          phrases(
            'every (?:hour|2 hours|two hours|couple of hours|few hours|four hours|4 hours)',
            'more than (?:3|three) times a (?:day|week)',
            "isn't helping",
            'not helping',
            "doesn't help",
          ),
        ),
        urgency: 'urgent',
        because: "you're needing your reliever a lot",
      },
      { when: severityAtLeast(7), urgency: 'urgent', because: 'your symptoms are severe' },
    ],
    reviewAfter: '',
    safetyNet:
      "your reliever isn't helping, or you're too breathless to speak, eat or sleep, or your lips turn blue, in which case call emergency services",
  },
  breathlessness: {
    id: 'breathlessness',
    impression: null,
    impressionSentence: 'Breathlessness can have several causes, and it needs to be checked in person.',
    cues: [],
    advice: 'rest, sit upright, avoid exertion, and keep your phone with you',
    brief: 'For breathlessness, rest, sit upright, and get it checked in person.',
    urgency: 'urgent',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      "you're too breathless to speak, your lips turn blue, or you get chest pain, in which case call emergency services",
  },
  'chest-pain': {
    id: 'chest-pain',
    impression: null,
    impressionSentence:
      'Chest pain can come from the muscles or from reflux, but it can also come from the heart, so it needs to be checked in person.',
    cues: [],
    advice: "rest, avoid exertion, and don't drive yourself if you feel unwell",
    brief: 'Chest pain needs checking in person; rest and avoid exertion until then.',
    urgency: 'urgent',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      'the pain becomes severe or spreads to your arm, neck or jaw, or you become breathless, sweaty or sick, in which case call emergency services straight away',
  },
  'abdominal-pain': {
    id: 'abdominal-pain',
    impression: null,
    impressionSentence: "I can't be sure what's causing tummy pain without an examination.",
    cues: [],
    advice:
      'rest, sip water, take paracetamol if you need it, avoid alcohol and heavy meals, and try a warm heat pad for cramps',
    brief: 'For tummy pain, rest, sip water, and use a warm heat pad.',
    urgency: 'routine',
    escalations: [
      { when: severityAtLeast(7), urgency: 'urgent', because: 'the pain is severe' },
      {
        when: anyOf(
          said(
            phrases('right (?:lower|bottom) (?:side|tummy|stomach|abdomen)', 'lower right', 'bottom right'),
          ),
          (p) => p.facts.sites.some((s) => /right/.test(s)),
        ),
        urgency: 'urgent',
        because: 'pain low on the right side can be appendicitis',
      },
      {
        when: pregnantOrMaybe,
        urgency: 'urgent',
        because: 'tummy pain needs checking the same day when pregnancy is possible',
      },
      {
        when: symptom('fever', 'vomiting', 'blood in stool', 'black stools'),
        urgency: 'urgent',
        because: 'you have other symptoms with the pain',
      },
      { when: suddenOnset, urgency: 'urgent', because: 'it came on suddenly' },
    ],
    reviewAfter: '',
    safetyNet:
      'the pain becomes severe or constant, your tummy feels hard, you keep vomiting, you get a fever, or you see blood',
  },
  unspecified: {
    id: 'unspecified',
    impression: null,
    impressionSentence: "I can't say for certain what's causing this without an examination.",
    cues: [],
    advice: `rest, drink plenty of fluids, take {painkillers} if needed, and keep a note of how your symptoms change`,
    brief: "I've noted that; please mention it at your appointment.",
    urgency: 'routine',
    escalations: [
      { when: severityAtLeast(8), urgency: 'urgent', because: 'your symptoms are severe' },
      { when: pregnantOrMaybe, urgency: 'urgent', because: 'pregnancy is possible' },
    ],
    reviewAfter: '',
    safetyNet: 'your symptoms get much worse, or you develop any new symptoms that worry you',
  },
} satisfies Record<string, ConditionAdvice>;

/** Every condition the advice library knows: the compiler checks each reference to one. */
export type ConditionId = keyof typeof ADVICE_DATA;

export const ADVICE: Readonly<Record<ConditionId, ConditionAdvice>> &
  Readonly<Partial<Record<string, ConditionAdvice>>> = ADVICE_DATA;

/** Rules that apply whatever the condition. */
export const GENERAL_ESCALATIONS: Escalation[] = [
  { when: severityAtLeast(9), urgency: 'urgent', because: 'your symptoms are very severe' },
  {
    when: allOf(isPregnant, symptom('bleeding')),
    urgency: 'urgent',
    because: 'any bleeding in pregnancy should be checked',
  },
  {
    when: allOf(isMale, (p: ClinicalPicture) => p.facts.complaint === 'urinary'),
    urgency: 'routine',
    because: 'urine infections in men need a check and usually antibiotics',
  },
  {
    when: allOf(hasCondition('a weakened immune system'), symptom('fever')),
    urgency: 'urgent',
    because: 'a fever with a weakened immune system needs checking quickly',
  },
];

// ---- tailoring pain relief to the patient --------------------------------------------------------

function ibuprofenCaution(p: ClinicalPicture): string | null {
  const f = p.facts;
  const allergies = (f.allergies ?? []).join(' ');
  if (/ibuprofen|nsaid|anti-inflammator|aspirin|naproxen/.test(allergies))
    return "you're allergic to it or to similar medicines";
  if (f.pregnant === 'yes' || f.pregnant === 'possible') return 'it is not recommended in pregnancy';
  if (hasCondition('a stomach ulcer')(p)) return 'of your stomach ulcer';
  if (hasCondition('kidney disease')(p)) return 'of your kidney problems';
  if (hasCondition('a heart condition')(p)) return 'of your heart condition';
  if (takesMedicine('a blood thinner')(p)) return 'you take a blood thinner';
  if (hasCondition('asthma')(p)) return 'it can make asthma worse for some people';
  return null;
}

export interface PainRelief {
  /** Fills {painkillers}: "paracetamol or ibuprofen", or what suits this patient. */
  painkillers: string;
  /** A sentence on what to avoid and why, when something does not suit them. */
  caution: string | null;
}

/** Which painkillers suit this patient: allergies, pregnancy, stomach, kidneys, heart, blood thinners, asthma. */
export function painReliefFor(p: ClinicalPicture): PainRelief {
  const allergies = (p.facts.allergies ?? []).join(' ');
  const noParacetamol = /paracetamol|acetaminophen/.test(allergies);
  const caution = ibuprofenCaution(p);
  if (noParacetamol && caution)
    return {
      painkillers: 'a painkiller your pharmacist recommends',
      caution: `Please check with a pharmacist first, since you can't take paracetamol and ibuprofen may not suit you because ${caution}.`,
    };
  if (noParacetamol)
    return {
      painkillers: 'ibuprofen, with food,',
      caution: "Please don't take paracetamol, as you are allergic to it.",
    };
  if (caution) return { painkillers: 'paracetamol', caution: `Please avoid ibuprofen, because ${caution}.` };
  return { painkillers: 'paracetamol or ibuprofen', caution: null };
}
