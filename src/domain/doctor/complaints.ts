// The presenting complaints the built-in doctor knows, as data: how each is recognised (symptom labels
// from the shared vocabulary plus a few phrases it lacks), which questions apply, and which conditions
// (in the advice library) it may turn out to be.
import type { SymptomMention } from '../symptoms';
import type { ComplaintId } from './facts';
import type { BodyArea } from './extractors';
import type { StepId } from './intake-steps';
import type { ConditionId } from './advice-library';
import type { RedFlagId } from './red-flags';
import { isPresent, phrases, presence, type Analysed } from '../language';

export interface YesNoQuestion {
  question: string;
  rephrase: string;
  /** A bare "yes" (or "no") to this question raises that red flag. */
  onYes?: RedFlagId;
  onNo?: RedFlagId;
  /** Any reply counts as an answer (an open question). */
  open?: boolean;
  /** One yes/no question, not a list: a bare "yes" needs no "which?". */
  single?: boolean;
  /** Replies that mean yes, or no, without saying it ("I wear contact lenses"). */
  yesWhen?: RegExp;
  noWhen?: RegExp;
}

export interface ExtraStep extends YesNoQuestion {
  id: 'hydration' | 'glass-test';
  /** Asked only when this holds for what has been said so far. */
  when: (a: Analysed, symptoms: ReadonlySet<string>) => boolean;
}

export interface ComplaintDef {
  id: ComplaintId;
  /** As the summary says it: "a headache", "back pain". */
  noun: string;
  /** As a question says it: "the headache". */
  short: string;
  /** Symptom labels (from the shared vocabulary) that present this complaint. */
  symptoms: string[];
  /** Of those, the ones common with other complaints too (nausea with a headache): they count half. */
  minorSymptoms?: string[];
  /** Phrases the vocabulary does not cover. */
  cues: RegExp[];
  /** Added to the score: low for complaints that are often a side issue ("can't sleep with the pain"). */
  weight?: number;
  /** Ask what the pain is like. */
  pain: boolean;
  location?: {
    question: string;
    rephrase: string;
    /** Sites too vague to count as an answer ("the head" for a headache). */
    generic?: string[];
    /** Body parts that can be this complaint's site when mentioned in passing ("light hurts my eyes" is not). */
    parts?: string[];
    /** A paired organ: a bare "the left one" or "both" answers "which?". */
    paired?: string;
    /** The area asked about: a bare "at the back" or "lower right" answers "where in your head / tummy?". */
    area?: BodyArea;
  };
  severityQuestion?: string;
  modifiersQuestion?: string;
  pregnancy: boolean;
  associated: YesNoQuestion;
  extraSteps?: ExtraStep[];
  /** Steps asked before the usual order: a safety screen that cannot wait. */
  firstSteps?: StepId[];
  /** Advice-library ids; the first is the default when nothing points elsewhere. */
  conditions: ConditionId[];
}

export const COMPLAINTS: ComplaintDef[] = [
  {
    id: 'chest-pain',
    noun: 'chest pain',
    short: 'the chest pain',
    symptoms: ['chest pain'],
    cues: [phrases('chest (?:pain|hurts|ache)', 'pain in (?:my|the) chest', 'angina')],
    weight: 1,
    pain: true,
    location: {
      question: 'Where exactly in your chest is the pain?',
      rephrase: 'Is it in the middle of your chest, or more to one side?',
      generic: ['the chest'],
      parts: ['chest', 'upper back', 'shoulder'],
      area: 'chest',
    },
    pregnancy: false,
    associated: {
      question:
        'Are you short of breath, sweaty or clammy, or does the pain spread to your arm, neck or jaw?',
      rephrase:
        'Just to be safe: any breathlessness, sweating, or pain going into your arm, neck or jaw, yes or no?',
      onYes: 'cardiac-chest-pain',
    },
    firstSteps: ['associated'],
    conditions: ['chest-pain', 'chest-wall-pain'],
  },
  {
    id: 'headache',
    noun: 'a headache',
    short: 'the headache',
    symptoms: ['headache', 'migraine'],
    cues: [
      phrases(
        'head ?aches?',
        'migraines?',
        'my head (?:hurts|is (?:pounding|killing me|throbbing|sore|banging|splitting))',
        'pain in (?:my|the) head',
        'sore head',
        'head pain',
      ),
    ],
    pain: true,
    location: {
      question: 'Whereabouts in your head is it, for example your forehead, one side, or the back?',
      rephrase: 'Is it on one side, both sides, or all over your head?',
      generic: ['the head'],
      parts: [
        'forehead',
        'temples',
        'back of the head',
        'top of the head',
        'behind the eyes',
        'behind the left eye',
        'behind the right eye',
        'side of the head',
        'neck',
        'head',
      ],
      area: 'head',
    },
    pregnancy: true,
    associated: {
      question:
        'Have you had anything else with it, like feeling sick, light hurting your eyes, a fever or a stiff neck?',
      rephrase:
        'For example, do you feel sick, does light bother you, or do you have a fever or a stiff neck?',
    },
    conditions: ['tension-headache', 'migraine'],
  },
  {
    id: 'breathing',
    noun: 'breathing trouble',
    short: 'the breathing trouble',
    symptoms: ['wheezing', 'shortness of breath', 'chest tightness'],
    cues: [
      phrases(
        'asthma\\w*',
        'wheez\\w*',
        'short of breath',
        'breathless\\w*',
        'out of breath',
        "can't catch my breath",
        'tight chest',
      ),
    ],
    pain: false,
    severityQuestion:
      'On a scale from 0 to 10, where 10 is the worst you can imagine, how bad is your breathing right now?',
    pregnancy: false,
    associated: {
      question: 'Have you been using a reliever inhaler, and is it helping?',
      rephrase: 'Does your blue inhaler, or any other treatment, ease it?',
      single: true,
      yesWhen: phrases('helps', 'helping', 'works', 'working', 'eases it'),
      noWhen: phrases(
        "(?:isn't|not|doesn't|don't|hasn't) (?:really )?(?:help\\w*|work\\w*|do anything)",
        "(?:don't|haven't) (?:got|have) (?:an |one|any)",
      ),
    },
    conditions: ['breathlessness', 'asthma-flare'],
  },
  {
    id: 'urinary',
    noun: 'urinary symptoms',
    short: 'the urinary symptoms',
    symptoms: [
      'painful urination',
      'frequent urination',
      'urgent need to pee',
      'cloudy urine',
      'blood in urine',
    ],
    cues: [
      phrases(
        'uti',
        'urine infection',
        'water infection',
        'cystitis',
        'bladder infection',
        '(?:burn\\w*|sting\\w*|hurts?|pain) (?:when|as) i (?:pee|wee|urinate)',
        '(?:keep|keeps|always) needing (?:to|the) (?:pee|wee|toilet)',
        'peeing (?:a lot|all the time|more)',
      ),
    ],
    weight: 1,
    pain: false,
    pregnancy: true,
    associated: {
      question: 'Do you have a fever, any pain in your back or side, or any blood in your urine?',
      rephrase: 'Any temperature, pain in your back or side, or blood when you pee?',
    },
    conditions: ['uti'],
  },
  {
    id: 'gastro',
    noun: 'a tummy upset',
    short: 'the tummy upset',
    symptoms: ['diarrhoea', 'vomiting', 'nausea', 'upset stomach', 'bloody diarrhoea'],
    minorSymptoms: ['nausea'],
    cues: [
      phrases(
        'food poisoning',
        'stomach bug',
        'tummy bug',
        'gastro\\w*',
        'the runs',
        'norovirus',
        'sickness bug',
      ),
    ],
    // Diarrhoea or vomiting with cramps is a tummy bug before it is tummy pain.
    weight: 1,
    pain: false,
    pregnancy: true,
    associated: {
      question: 'Have you had a fever or tummy pain, or seen any blood in your vomit or poo?',
      rephrase: 'Any temperature, stomach cramps, or blood at all?',
    },
    extraSteps: [
      {
        id: 'hydration',
        question: 'Are you managing to keep fluids down, and still passing urine?',
        rephrase: 'Can you keep sips of water down, and have you had a wee in the last few hours?',
        single: true,
        when: () => true,
      },
    ],
    conditions: ['gastroenteritis', 'morning-sickness'],
  },
  {
    id: 'sore-throat',
    noun: 'a sore throat',
    short: 'the sore throat',
    symptoms: ['sore throat', 'difficulty swallowing', 'swollen throat', 'hoarse voice'],
    cues: [
      phrases(
        'throat (?:is |feels )?(?:sore|killing me|raw|scratchy|painful|on fire)',
        'tonsil\\w*',
        '(?:hurts|painful|pain) (?:when i |to )swallow\\w*',
        'strep',
      ),
    ],
    pain: false,
    pregnancy: false,
    associated: {
      question: 'Have you had a fever or a cough, or any trouble swallowing fluids or your own saliva?',
      rephrase: 'Any temperature, cough, or difficulty swallowing?',
    },
    conditions: ['viral-sore-throat', 'tonsillitis'],
  },
  {
    id: 'cold-flu',
    noun: 'cold or flu-like symptoms',
    short: 'these symptoms',
    symptoms: [
      'runny nose',
      'blocked nose',
      'sneezing',
      'cough',
      'dry cough',
      'chesty cough',
      'cold symptoms',
      'flu symptoms',
      'fever',
      'chills',
      'muscle aches',
      'phlegm',
    ],
    minorSymptoms: ['fever', 'chills', 'muscle aches'],
    cues: [
      phrases('(?:a|the|got a|have a|bad|head|streaming|heavy|stinking|horrible) cold', 'flu', 'cough\\w*'),
    ],
    pain: false,
    pregnancy: false,
    associated: {
      question: 'Have you had a fever, a cough, aching muscles or a sore throat with it?',
      rephrase: 'For example, any temperature, cough or body aches?',
    },
    conditions: ['common-cold', 'flu', 'chest-infection', 'persistent-cough'],
  },
  {
    id: 'hay-fever',
    noun: 'hay fever symptoms',
    short: 'the hay fever',
    symptoms: ['hay fever', 'itchy eyes', 'watery eyes'],
    cues: [
      phrases(
        'hay ?fever',
        'pollen',
        'allerg\\w* to (?:grass|pollen|trees)',
        'seasonal allerg\\w*',
        'itchy (?:eyes|nose)',
      ),
    ],
    weight: 1,
    pain: false,
    severityQuestion: 'From 0 to 10, how much is it bothering you?',
    pregnancy: false,
    associated: {
      question: 'Do you get any wheezing, chest tightness or breathlessness with it?',
      rephrase: 'Does it affect your chest or breathing at all?',
    },
    conditions: ['hay-fever'],
  },
  {
    id: 'ear',
    noun: 'earache',
    short: 'the earache',
    symptoms: ['earache', 'blocked ears', 'hearing loss', 'ringing in the ears'],
    cues: [phrases('ear ?ache', 'ear infection', 'ears? (?:hurts?|is sore|is painful|is killing me)')],
    pain: true,
    location: {
      question: 'Which ear is it?',
      rephrase: 'Is it your left ear, your right ear, or both?',
      generic: ['the ear'],
      parts: ['ear'],
      paired: 'ear',
    },
    pregnancy: false,
    associated: {
      question: 'Have you had any discharge from the ear, or any change in your hearing?',
      rephrase: 'Is anything leaking from the ear, or is your hearing muffled?',
    },
    conditions: ['ear-infection'],
  },
  {
    id: 'eye',
    noun: 'eye redness',
    short: 'the eye trouble',
    symptoms: ['red eye', 'sticky eyes'],
    cues: [
      phrases(
        'pink ?eye',
        'conjunctivitis',
        'eyes? (?:is |are |look |looks |feel |feels )?(?:red|sticky|gunky|crusty|weeping|bloodshot|pink|gritty)',
        '(?:red|sticky|gunky|crusty|weepy|bloodshot|pink|gritty) eyes?',
        'gunk in (?:my|the) eyes?',
        'eyes? (?:is |are |was |were )?(?:stuck|glued) (?:shut|together)',
      ),
    ],
    weight: 1,
    pain: false,
    location: {
      question: 'Is it one eye or both?',
      rephrase: 'Is it your left eye, your right eye, or both?',
      generic: ['the eye'],
      parts: ['eye'],
      paired: 'eye',
    },
    pregnancy: false,
    associated: {
      question:
        'Is the eye painful, does light hurt it, has your vision changed, or do you wear contact lenses?',
      rephrase: 'Any pain, trouble with bright light, blurred sight, or contact lenses?',
      yesWhen: phrases(
        'contact lens\\w*',
        'lenses',
        'painful',
        'hurts',
        'blurr\\w*',
        'light (?:hurts|bothers)',
        "can't see",
      ),
    },
    conditions: ['conjunctivitis'],
  },
  {
    id: 'heartburn',
    noun: 'heartburn',
    short: 'the heartburn',
    symptoms: ['heartburn', 'indigestion'],
    cues: [
      phrases(
        'acid reflux',
        'reflux',
        'acid (?:coming up|in my throat)',
        'burning (?:feeling )?(?:in|behind) (?:my|the) (?:chest|breastbone|throat)',
        'sour taste',
        'gerd',
        'gord',
      ),
    ],
    weight: 1,
    pain: true,
    pregnancy: true,
    associated: {
      question: 'Have you had any trouble swallowing, weight loss, vomiting, or black poo?',
      rephrase: 'Any difficulty swallowing, losing weight without trying, being sick, or very dark poo?',
    },
    conditions: ['heartburn'],
  },
  {
    id: 'constipation',
    noun: 'constipation',
    short: 'the constipation',
    symptoms: ['constipation'],
    cues: [
      phrases(
        'constipat\\w*',
        "can't (?:poo|go to the toilet)",
        "haven't (?:pooed|been for a poo|had a poo|opened my bowels)",
        'bunged up',
        'hard (?:poo|stools?)',
      ),
    ],
    weight: 1,
    pain: false,
    pregnancy: true,
    associated: {
      question: 'Have you noticed any blood in your poo, weight loss, or being sick with a swollen tummy?',
      rephrase: 'Any bleeding, losing weight without trying, or vomiting?',
    },
    conditions: ['constipation'],
  },
  {
    id: 'abdominal-pain',
    noun: 'tummy pain',
    short: 'the tummy pain',
    symptoms: ['abdominal pain', 'stomach cramps', 'bloating', 'pelvic pain', 'side pain'],
    cues: [phrases('stomach ?ache', 'tummy ?ache', 'belly ?ache', 'abdominal pain', 'stomach cramps')],
    pain: true,
    location: {
      question:
        'Where in your tummy is the pain, for example upper or lower, left or right, and does it spread anywhere?',
      rephrase: 'Can you point to where it hurts most: is it upper or lower, left or right?',
      generic: ['the tummy'],
      parts: ['tummy', 'belly button', 'groin', 'back', 'side'],
      area: 'tummy',
    },
    pregnancy: true,
    associated: {
      question: 'Have you had a fever, been sick, had diarrhoea, or noticed any blood?',
      rephrase: 'Any temperature, vomiting, loose stools, or bleeding?',
    },
    conditions: ['abdominal-pain', 'heartburn'],
  },
  {
    id: 'back-pain',
    noun: 'back pain',
    short: 'the back pain',
    symptoms: ['back pain', 'sciatica'],
    cues: [phrases('back ?ache', 'bad back', 'put my back out', 'pulled my back', 'lower back', 'lumbago')],
    pain: true,
    location: {
      question: 'Where in your back is it, and does the pain spread anywhere, like down a leg?',
      rephrase: 'Is it your lower back, upper back, or one side, and does it go down either leg?',
      parts: ['back', 'neck', 'buttock', 'hip', 'leg', 'thigh', 'calf', 'foot', 'shoulder'],
      area: 'back',
    },
    pregnancy: false,
    associated: {
      question:
        'Have you had any numbness or weakness in your legs, numbness around your bottom, or any trouble controlling your bladder or bowels?',
      rephrase: 'Just to check: any numb or weak legs, or problems with peeing or your bowels?',
    },
    conditions: ['back-pain'],
  },
  {
    id: 'injury',
    noun: 'pain',
    short: 'the pain',
    symptoms: [
      'sprained ankle',
      'knee sprain',
      'sprained wrist',
      'elbow sprain',
      'shoulder sprain',
      'sprained finger',
      'groin strain',
      'pulled muscle',
      'ankle swelling',
      'ankle pain',
      'knee pain',
      'knee swelling',
      'wrist pain',
      'wrist swelling',
      'foot pain',
      'foot swelling',
      'shoulder pain',
      'elbow pain',
      'hand pain',
      'finger pain',
      'leg pain',
      'hip pain',
      'joint pain',
      'limping',
      'unable to bear weight',
    ],
    cues: [
      phrases(
        'sprain\\w*',
        'twist\\w* my',
        'rolled my',
        'went over on my',
        // A strained muscle, not straining on the toilet or to pass water.
        'strain(?:s|ed)?(?! (?:on|at|to|when))',
        'injur\\w*',
        'fell (?:over|on)',
      ),
    ],
    pain: true,
    location: {
      question: 'Where exactly does it hurt?',
      rephrase: 'Which part is injured, for example your ankle, knee or wrist, and which side?',
    },
    pregnancy: false,
    associated: {
      question: 'Can you put weight on it, or use it, and walk a few steps?',
      rephrase: 'Are you able to stand and walk on it, even if it hurts?',
      single: true,
      noWhen: phrases("can't (?:put|walk|stand|bear|move|use)", 'unable to', 'not able to'),
      yesWhen: phrases('can (?:walk|stand|put weight|use it|move it)', 'able to (?:walk|stand)', 'limping'),
    },
    conditions: ['sprain'],
  },
  {
    id: 'skin',
    noun: 'a rash',
    short: 'the rash',
    symptoms: ['rash', 'itching', 'dry skin', 'hives', 'peeling skin', 'blisters', 'eczema'],
    cues: [phrases('rash\\w*', 'eczema', 'dermatitis', 'itchy skin', 'spots', 'hives', 'psoriasis')],
    pain: false,
    location: {
      question: 'Where on your body is it?',
      rephrase: 'Which parts of your skin are affected, for example your hands, elbows or face?',
    },
    severityQuestion: 'From 0 to 10, how bad is the itch or discomfort?',
    pregnancy: false,
    associated: {
      question: 'Have you had a fever, or felt generally unwell with it?',
      rephrase: 'Any temperature, or feeling ill in yourself?',
    },
    extraSteps: [
      {
        id: 'glass-test',
        question: 'If you press the side of a clear glass firmly against the rash, do the spots fade?',
        rephrase:
          'When you press a glass on the rash, can you still see the spots through it, or do they fade away?',
        onNo: 'meningitis-signs',
        when: (a, symptoms) =>
          symptoms.has('fever') ||
          presence(a, phrases('spots', 'purple', 'blotch\\w*', 'bruis\\w*', 'pin ?pricks?')) === 'present',
      },
    ],
    conditions: ['rash', 'eczema', 'hives'],
  },
  {
    id: 'mood',
    noun: 'anxiety and low mood',
    short: 'these feelings',
    symptoms: ['anxiety', 'low mood'],
    cues: [
      phrases(
        'anxi\\w*',
        'panic\\w*',
        'worr(?:y|ied|ying)',
        'nervous',
        'stress\\w*',
        'on edge',
        "can't relax",
        'racing thoughts',
        'depress\\w*',
        'feeling (?:really |very |so )?(?:low|down)',
        'overwhelmed',
        'hopeless\\w*',
        'no point',
        "can't cope",
        'not coping',
        "(?:i've|i have) (?:just |really )?had enough(?! of (?!life|everything|it all|living))",
      ),
    ],
    pain: false,
    // Thoughts of ending their life are asked about before anything else, the breathing screen included.
    firstSteps: ['associated'],
    severityQuestion: 'From 0 to 10, how much is this affecting your day-to-day life?',
    modifiersQuestion:
      'Is there anything that makes it better or worse, for example work, sleep, or certain situations?',
    pregnancy: false,
    associated: {
      question:
        "I ask everyone this: have you had any thoughts of harming yourself, or that life isn't worth living?",
      rephrase: 'Have you had any thoughts of ending your life, or of hurting yourself, yes or no?',
      onYes: 'suicide-risk',
      single: true,
    },
    conditions: ['anxiety', 'low-mood', 'stress'],
  },
  {
    id: 'sleep',
    noun: 'trouble sleeping',
    short: 'the sleep problem',
    symptoms: ['trouble sleeping'],
    cues: [
      phrases(
        "can't (?:get to |fall )?sleep",
        'insomnia',
        "(?:not|haven't been) sleeping",
        'trouble sleeping',
        'waking up (?:at night|early|in the night|at \\d\\w*|at (?:two|three|four|five))',
        'awake (?:all night|at night)',
        'sleep (?:badly|problems)',
        'keep waking',
      ),
    ],
    weight: -1,
    pain: false,
    severityQuestion: 'From 0 to 10, how much is poor sleep affecting your days?',
    pregnancy: false,
    associated: {
      question:
        'Is anything in particular keeping you awake, such as worry, pain, noise, caffeine or shift work?',
      rephrase: 'Is there something on your mind, or something else, that stops you sleeping?',
      open: true,
      single: true,
    },
    conditions: ['insomnia'],
  },
];

export const OTHER_COMPLAINT: ComplaintDef = {
  id: 'other',
  noun: 'your symptoms',
  short: 'it',
  symptoms: [],
  cues: [],
  pain: false,
  pregnancy: false,
  associated: {
    question: 'Have you noticed any other symptoms with it?',
    rephrase: 'Anything else at all, for example a fever, pain, or feeling sick?',
  },
  conditions: ['unspecified'],
};

const BY_ID = new Map<ComplaintId, ComplaintDef>([...COMPLAINTS, OTHER_COMPLAINT].map((c) => [c.id, c]));

export function complaintById(id: ComplaintId): ComplaintDef {
  return BY_ID.get(id) ?? OTHER_COMPLAINT;
}

// ---- where the trouble is -----------------------------------------------------------------------
// Patients often say where the trouble is and not what it is: "it's my back, it's killing me when I bend",
// "when I make the pee it is burning", "my hearing has gone in one ear". A body site that is someone's, with a
// word of trouble in the same or the next clause, places the complaint when no symptom or phrase named it.

const OWNER = '(?:my|his|her|their|your|the|one|both|left|right)';
const owned = (...sites: string[]) => new RegExp(`\\b${OWNER} (?:${sites.join('|')})\\b(?! of\\b)`);

/** Sites, as the patient names them, and the complaint each places. First match wins. */
const SITE_COMPLAINTS: readonly [RegExp, ComplaintId][] = [
  [owned('chest', 'breast ?bone'), 'chest-pain'],
  [owned('(?:lower |upper )?back', 'spine'), 'back-pain'],
  [owned('ears?', 'hearing'), 'ear'],
  [/\b(?:my|his|her|their) hearing\b|\bin (?:one|my|his|her|both) ears?\b/, 'ear'],
  [owned('eyes?', 'eyelids?'), 'eye'],
  [owned('throat', 'tonsils'), 'sore-throat'],
  [owned('tummy', 'stomach', 'belly', 'abdomen', 'guts'), 'abdominal-pain'],
  [/\b(?:pee|peeing|wee|weeing|urine|urinat\w*|water(?:works)?|bladder)\b/, 'urinary'],
  [
    owned(
      'wrists?',
      'ankles?',
      'knees?',
      'hands?',
      'fingers?',
      'thumbs?',
      'arms?',
      'legs?',
      'foot',
      'feet',
      'toes?',
      'shoulders?',
      'elbows?',
      'hips?',
      'shins?',
      'thighs?',
      'heels?',
    ),
    'injury',
  ],
  [owned('skin'), 'skin'],
  [owned('head'), 'headache'],
];

/** What is wrong, said of a site: pain, or a change the patient has noticed. */
const TROUBLE = phrases(
  'pain\\w*',
  'hurt\\w*',
  'ach\\w*',
  'sore',
  'agony',
  'killing',
  'burning',
  'sting\\w*',
  'throbb\\w*',
  'stiff',
  'swollen',
  'swelling',
  'swelled',
  'ballooned',
  'puffy',
  'bruised',
  'bleed\\w*',
  'pouring',
  'itch\\w*',
  'red',
  'sticky',
  'gone',
  'funny',
  'blocked',
  'muffled',
  'ringing',
  'deaf',
  'lump',
  'numb',
  'tender',
  'cramp\\w*',
  'bent',
  'out of shape',
  'playing up',
  'giving me (?:grief|gyp|jip|trouble)',
  'problem',
  'trouble',
  '(?:not|isn\x27t) right',
);

/** How a limb was hurt: a limb named without one ("my fingers went tingly") is not an injury. */
const INJURED = phrases(
  'fell',
  'fall(?:en)?',
  'slipped',
  'tripped',
  'twist\\w*',
  'rolled',
  'landed',
  'knock\\w*',
  'bang\\w*',
  'hit',
  'caught',
  'dropped',
  'trapped',
  'jammed',
  'stubbed',
  'kicked',
  'injur\\w*',
  'sprain\\w*',
  'went over',
  'crushed',
  'shut (?:it|my \\w+) in',
);

function complaintBySite(a: Analysed): ComplaintDef | null {
  for (const [site, id] of SITE_COMPLAINTS) {
    if (id === 'injury' && !isPresent(a, INJURED)) continue;
    const at = a.clauses.findIndex(
      (clause) => presence({ text: clause, clauses: [clause] }, site) === 'present',
    );
    if (at < 0) continue;
    const near = a.clauses.slice(Math.max(0, at - 1), at + 3);
    if (near.some((clause) => presence({ text: clause, clauses: [clause] }, TROUBLE) === 'present'))
      return complaintById(id);
  }
  return null;
}

/**
 * The presenting complaint in a reply: each complaint scores for its symptoms and phrases;
 * the best wins, and on a tie the one mentioned first. With none, where the patient says the trouble is.
 */
export function recogniseComplaint(a: Analysed, mentions: readonly SymptomMention[]): ComplaintDef | null {
  return namedComplaint(a, mentions) ?? complaintBySite(a);
}

function namedComplaint(a: Analysed, mentions: readonly SymptomMention[]): ComplaintDef | null {
  let best: { def: ComplaintDef; score: number; first: number } | null = null;
  const present = mentions.filter((m) => !m.negated);
  for (const def of COMPLAINTS) {
    let score = 0;
    let first = Number.POSITIVE_INFINITY;
    const labels = new Set<string>();
    for (const m of present) {
      if (def.symptoms.includes(m.label)) {
        labels.add(m.label);
        first = Math.min(first, m.start);
      }
    }
    for (const label of labels) score += def.minorSymptoms?.includes(label) ? 1 : 2;
    for (const cue of def.cues) {
      for (const clause of a.clauses) {
        if (presence({ text: clause, clauses: [clause] }, cue) === 'present') {
          score += 1;
          first = Math.min(first, Math.max(0, a.text.indexOf(clause)));
          break;
        }
      }
    }
    if (score === 0) continue;
    score += def.weight ?? 0;
    if (!best || score > best.score || (score === best.score && first < best.first))
      best = { def, score, first };
  }
  return best?.def ?? null;
}
