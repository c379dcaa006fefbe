// Scripted consultations, written as data: what the patient says, and what must come of it.
import { describe, expect, it } from 'vitest';
import { buildReport } from '../report';
import type { Facts } from './facts';
import { intakeReducer, openingTransition, startIntake, type IntakeState, type Pending } from './intake';
import type { Urgency } from './types';

const NOW = new Date('2025-03-12T10:00:00Z'); // a Wednesday

interface Scenario {
  name: string;
  script: string[];
  urgency: Urgency;
  /** Red flag ids raised (exactly these). */
  flags?: string[];
  /** The advice-library condition settled on. */
  condition?: string;
  /** Patterns the doctor's words must contain. */
  says?: RegExp[];
  neverSays?: RegExp[];
  /** Questions that must never be asked (already answered). */
  skipped?: Exclude<Pending, null>[];
  /** Questions that must have been asked. */
  asked?: Exclude<Pending, null>[];
  /** The call ends by the end of the script (default true). */
  ends?: boolean;
  /** Facts recorded by the end. */
  facts?: Partial<Facts>;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Short spoken answers to "whereabouts is it?": each is understood the first time (never rephrased),
// recorded (never asked again) and said in the summary, as [reply, how the summary says it, urgency].
const WHERE: { script: string[]; rephrase: RegExp; replies: [string, string, Urgency][] }[] = [
  {
    script: [
      'I have a headache',
      'since yesterday',
      'dull',
      'about four',
      '{where}',
      'no',
      'nothing really',
      'no',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    rephrase: /Is it on one side, both sides, or all over your head\?/,
    replies: [
      ['the back', 'at the back of the head', 'self-care'],
      ['at the back', 'at the back of the head', 'self-care'],
      ['at the front', 'in the forehead', 'self-care'],
      ['the front of my head', 'in the forehead', 'self-care'],
      ['round the back of my head', 'at the back of the head', 'self-care'],
      ['on the left side', 'on the left side', 'self-care'],
      ['both sides', 'on both sides', 'self-care'],
      ['all over', 'all over', 'self-care'],
      ['behind my eyes', 'behind the eyes', 'self-care'],
      ['my temples', 'in the temples', 'self-care'],
      ['the top of my head', 'at the top of the head', 'self-care'],
    ],
  },
  {
    script: [
      'I have a tummy ache',
      'since yesterday',
      'crampy',
      'about four',
      '{where}',
      'no',
      'nothing really',
      'no',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    rephrase: /Can you point to where it hurts most/,
    replies: [
      ['lower right', 'in the lower right of the tummy', 'urgent'],
      ['around my belly button', 'around the belly button', 'routine'],
      ['upper left', 'in the upper left of the tummy', 'routine'],
    ],
  },
  {
    script: [
      'I have back pain',
      'since yesterday',
      'aching',
      'about four',
      '{where}',
      'no',
      'nothing really',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    rephrase: /Is it your lower back, upper back, or one side/,
    replies: [
      ['lower back', 'in the lower back', 'self-care'],
      ['between my shoulder blades', 'in the upper back', 'self-care'],
    ],
  },
  {
    script: [
      'I have chest pain',
      'no',
      'since yesterday',
      'sharp',
      'about three',
      '{where}',
      'worse when I breathe in',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    rephrase: /Is it in the middle of your chest, or more to one side\?/,
    replies: [
      ['in the middle', 'in the middle of the chest', 'urgent'],
      ['left side', 'on the left side', 'urgent'],
    ],
  },
];

const SCENARIOS: Scenario[] = [
  // ---- common complaints -------------------------------------------------------------------------
  {
    name: 'tension headache',
    script: [
      "I've had a headache for three days, it feels like a tight band around my forehead",
      'about a four out of ten',
      "no, I don't feel sick and there's no fever or stiff neck",
      "it gets worse when I'm staring at my screen at work",
      'no',
      'no',
      'no',
      'yes',
      'no thank you',
    ],
    urgency: 'self-care',
    condition: 'tension-headache',
    says: [/tension-type headache/, /paracetamol/, /To summarise, you've had .*headache.* for three days/],
    skipped: ['onset', 'character', 'location'],
  },
  {
    name: 'migraine, several answers in the first sentence',
    script: [
      "I get migraines and I've got one now, it started this morning, it's throbbing on the right side and about seven out of ten",
      'I feel sick and the light hurts my eyes',
      'lying in a dark room helps',
      'no',
      'no allergies',
      "I'm not pregnant",
      'yes',
      'no thanks',
    ],
    urgency: 'self-care',
    condition: 'migraine',
    says: [/migraine/, /since this morning/, /about 7 out of 10/],
    skipped: ['onset', 'character', 'severity', 'location'],
  },
  {
    name: 'common cold',
    script: [
      "I've got a stinking cold, runny nose and sneezing since Monday",
      "it's mild",
      'a bit of a cough but no fever',
      'nothing really',
      'no',
      'none',
      "yes that's right",
      "no that's all",
    ],
    urgency: 'self-care',
    condition: 'common-cold',
    says: [/common cold/, /antibiotics won't help/, /since Monday/],
  },
  {
    name: 'flu',
    script: [
      "I think I've got flu, I've got a high temperature and I'm aching all over",
      'it came on suddenly yesterday',
      'about seven out of ten',
      'a dry cough as well',
      'paracetamol helps a bit',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    urgency: 'self-care',
    condition: 'flu',
    says: [/flu/, /stay at home/],
  },
  {
    name: 'flu in someone with diabetes is urgent',
    script: [
      "I've got the flu, fever and aching muscles since yesterday",
      'eight out of ten',
      'a cough too',
      'nothing helps',
      'I have type 2 diabetes and take metformin',
      'no',
      'yes',
      'no',
    ],
    urgency: 'urgent',
    condition: 'flu',
    says: [/within 24 hours/],
  },
  {
    name: 'sore throat',
    script: [
      'I have a sore throat',
      'since Monday',
      'about a four',
      'no fever just a bit of a cough',
      'nothing really',
      'no',
      'no',
      "yes that's right",
      'no thank you',
    ],
    urgency: 'self-care',
    condition: 'viral-sore-throat',
    says: [/salty water/, /since Monday/],
  },
  {
    name: 'gastroenteritis',
    script: [
      "I've been throwing up and had diarrhoea since last night",
      'about five',
      'no blood and no fever, just some cramps',
      "yes I'm keeping water down and peeing fine",
      'nothing helps',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'gastroenteritis',
    says: [/rehydration/, /48 hours/],
    asked: ['hydration', 'pregnancy'],
  },
  {
    name: 'gastroenteritis with dehydration is urgent',
    script: [
      "I've had a tummy bug, vomiting since yesterday",
      'six out of ten',
      'no blood',
      "no, I can't keep anything down and I've hardly peed",
      'nothing',
      'no',
      'no',
      "I'm a man",
      'yes',
      'no',
    ],
    urgency: 'urgent',
    condition: 'gastroenteritis',
    says: [/risk of dehydration/],
  },
  {
    name: 'urinary tract infection',
    script: [
      'It burns when I pee and I keep needing the toilet',
      'two days ago',
      'about a five',
      'no fever, no back pain and no blood',
      'drinking water helps a little',
      'no',
      "I'm allergic to penicillin",
      'no',
      'yes',
      'no thanks',
    ],
    // Cystitis without warning signs in someone not known to be a man, older or a child: a pharmacist can treat it.
    urgency: 'self-care',
    condition: 'uti',
    says: [/urinary tract infection/, /pharmacist/],
  },
  {
    name: 'urinary infection with fever and back pain is urgent',
    script: [
      "I think I've got a water infection, it stings when I wee",
      'since Saturday',
      'seven',
      "yes I've got a temperature and pain in my back on the right",
      'no',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'urgent',
    condition: 'uti',
    says: [/kidney infection/],
  },
  {
    name: 'back pain',
    script: [
      'I put my back out lifting a box on Saturday, it hurts in my lower back',
      'sort of aching and stiff',
      'six out of ten',
      'no, none of that',
      "it's worse when I bend and better when I walk about",
      'I have high blood pressure and take amlodipine',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'back-pain',
    says: [/heat/, /keep moving/, /lower back/],
    skipped: ['location'],
  },
  {
    name: 'ankle sprain',
    script: [
      "I twisted my ankle playing football yesterday and it's swollen",
      'sore and throbbing',
      'about six',
      'yes I can walk on it but it hurts',
      'ice helps',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'sprain',
    says: [/ice pack/, /raised/],
    skipped: ['location', 'onset'],
  },
  {
    name: "ankle injury you can't walk on is urgent",
    script: [
      'I went over on my ankle this morning and heard a crack',
      'sharp',
      'eight out of ten',
      "no, I can't put any weight on it at all",
      'nothing',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'urgent',
    condition: 'sprain',
    says: [/X-ray/],
  },
  {
    name: 'eczema',
    script: [
      "I've got eczema flaring up on my elbows, really itchy and dry",
      'about a week ago',
      'about a five',
      'no fever, I feel fine',
      "it's worse after hot showers",
      'I have asthma and use an inhaler',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'eczema',
    says: [/emollient/, /hydrocortisone/],
  },
  {
    name: 'hay fever',
    script: [
      'Every spring I get hay fever, sneezing and itchy eyes',
      'it started a couple of weeks ago',
      'about six out of ten',
      'no wheezing or breathlessness',
      "it's worse when the pollen count is high",
      'no',
      'no medicine allergies',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'hay-fever',
    says: [/antihistamine/, /hay fever/],
  },
  {
    name: 'anxiety',
    script: [
      "I've been feeling really anxious and on edge for about a month",
      'about seven out of ten',
      'no, nothing like that',
      "it's worse at work and better when I go running",
      'no',
      'no',
      'yes',
      'no thank you',
    ],
    urgency: 'routine',
    condition: 'anxiety',
    says: [/talking therap/, /thoughts of harming yourself/],
    asked: ['associated'],
  },
  {
    name: 'insomnia',
    script: [
      "I can't sleep, I keep waking up at 3am, it's been going on for two weeks",
      'six out of ten',
      'probably worry about work',
      'nothing really',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'insomnia',
    says: [/caffeine/, /regular times/],
  },
  {
    name: 'earache',
    script: [
      'my left ear hurts, it started yesterday',
      'a dull ache',
      'about five',
      'no discharge and my hearing is fine',
      'nothing',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'ear-infection',
    says: [/flannel/, /left ear/],
    skipped: ['location'],
  },
  {
    name: 'conjunctivitis',
    script: [
      'my eyes are red and sticky since this morning',
      'both',
      'mild',
      "no pain and I don't wear contact lenses",
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'conjunctivitis',
    says: [/cooled boiled water/, /conjunctivitis/],
  },
  {
    name: 'conjunctivitis in a contact lens wearer is urgent',
    script: [
      'my right eye is red and gritty',
      'yesterday',
      'five out of ten',
      'I wear contact lenses',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'urgent',
    condition: 'conjunctivitis',
  },
  {
    name: 'constipation',
    script: [
      "I'm constipated, I haven't had a poo for five days",
      'four',
      'no blood or weight loss',
      'prunes helped a little',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'constipation',
    says: [/fibre/, /laxative/],
  },
  {
    name: 'heartburn',
    script: [
      'I get a burning feeling behind my breastbone after meals, like heartburn',
      "it's been going on for about a week",
      'three out of ten',
      'no trouble swallowing and no weight loss',
      "it's worse when I lie down after eating",
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    condition: 'heartburn',
    flags: [],
    says: [/antacid/, /smaller meals/],
  },
  {
    name: 'asthma playing up with breathlessness',
    script: [
      "my asthma is playing up, I'm a bit wheezy and short of breath when I walk",
      'since Sunday',
      'about four out of ten',
      'yes my blue inhaler helps',
      'cold air makes it worse',
      'just asthma, I use a brown preventer inhaler',
      'no',
      'yes',
      'no',
    ],
    // Breathlessness is a general discriminator: same-day assessment, whatever the complaint.
    urgency: 'urgent',
    condition: 'asthma-flare',
    flags: [],
    says: [/reliever inhaler/],
  },
  {
    name: 'ibuprofen avoided for a patient on a blood thinner',
    script: [
      "I've had a headache since yesterday, a tight pressure over my forehead",
      'five out of ten',
      'no',
      'nothing',
      'I have atrial fibrillation and take apixaban',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    says: [/Please avoid ibuprofen, because/, /take paracetamol if needed/],
  },

  // ---- red flags ---------------------------------------------------------------------------------
  {
    name: 'chest pain with sweating',
    script: ["I've got crushing chest pain and I'm sweating", "okay I'll call"],
    urgency: 'emergency',
    flags: ['cardiac-chest-pain'],
    says: [/999/, /aspirin/, /call emergency services now/],
  },
  {
    name: 'chest pain: the safety screen comes first, and a yes escalates',
    script: ['I have chest pain', 'yes', 'okay'],
    urgency: 'emergency',
    flags: ['cardiac-chest-pain'],
    skipped: ['onset', 'severity'],
  },
  {
    name: 'chest pain without warning signs is urgent',
    script: [
      'I have a sharp chest pain when I press on my ribs',
      'no, none of those',
      'since yesterday',
      'in the middle',
      'three',
      'worse when I press on it',
      'no',
      'no',
      'yes',
      'no',
    ],
    // Sore to press, but the patient's age is not known: not taken as a young adult's strain.
    urgency: 'urgent',
    flags: [],
    condition: 'chest-wall-pain',
  },
  {
    name: 'a chest wall strain in a young adult without warning signs is routine',
    script: [
      'I have a sharp chest pain when I press on my ribs, since the gym yesterday',
      'no, none of those',
      'no',
      'three',
      'on the left',
      'worse when I twist',
      "I'm 26, no conditions and no regular medicines",
      'no',
      'yes',
      'no',
    ],
    urgency: 'routine',
    flags: [],
    condition: 'chest-wall-pain',
  },
  {
    name: 'stroke signs',
    script: ["my husband's face has dropped on one side and his speech is slurred", 'ok'],
    urgency: 'emergency',
    flags: ['stroke-signs'],
    says: [/note the time/],
  },
  {
    name: 'anaphylaxis',
    script: ['I ate a peanut and now my lips and tongue are swelling up', 'okay'],
    urgency: 'emergency',
    flags: ['anaphylaxis'],
    says: [/adrenaline/],
  },
  {
    name: 'severe difficulty breathing',
    script: ["I can't breathe, I can hardly get my words out", 'ok'],
    urgency: 'emergency',
    flags: ['severe-breathing-difficulty'],
  },
  {
    name: 'heavy bleeding',
    script: ["I cut my arm with a knife and it's bleeding heavily and won't stop", 'ok thanks'],
    urgency: 'emergency',
    flags: ['heavy-bleeding'],
    says: [/press firmly/],
  },
  {
    name: 'a seizure',
    script: ["my son just had a seizure and he's still shaking", 'ok'],
    urgency: 'emergency',
    flags: ['seizure'],
  },
  {
    name: 'unconsciousness',
    script: ["my dad collapsed and he won't wake up", 'ok'],
    urgency: 'emergency',
    flags: ['altered-consciousness'],
    says: [/recovery position/],
  },
  {
    name: 'sudden worst-ever headache',
    script: ['I suddenly got the worst headache of my life about an hour ago', 'ok'],
    urgency: 'emergency',
    flags: ['thunderclap-headache'],
  },
  {
    name: 'headache with fever and a stiff neck, raised mid-intake',
    script: [
      "I've had a bad headache since yesterday, it's throbbing all over, about 7 out of 10",
      "yes, I've got a high temperature and my neck is really stiff",
      "ok I'll call now",
    ],
    urgency: 'emergency',
    flags: ['meningitis-signs'],
  },
  {
    name: 'fever with a rash that does not fade (glass test)',
    script: [
      'my daughter has a fever and a rash',
      "she's 6",
      'since this morning',
      'five',
      'on her legs and tummy',
      "yes, she's hot and unwell",
      "no, the spots don't fade",
      'ok',
    ],
    urgency: 'emergency',
    flags: ['meningitis-signs'],
    asked: ['glass-test'],
  },
  {
    name: 'a parent hears the summary about their child, not about themselves',
    script: [
      'my son has had a sore throat since yesterday',
      'no',
      'no',
      'four',
      'no',
      'nothing',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    says: [
      /To summarise, he's had a sore throat since yesterday/,
      /seek help sooner if he can't swallow fluids or his own saliva/,
      /I hope he feels better soon/,
    ],
    neverSays: [/you've had/, /if you can't swallow/, /I hope you feel/],
  },
  {
    name: 'a baby\'s age said first is thanked for, not misunderstood, and "she feels hot" is a fever',
    script: ['my baby is 7 weeks old', 'she feels hot', 'ok'],
    urgency: 'emergency',
    flags: ['infant-fever'],
    says: [/^Thank you\. What's the main symptom/m],
    neverSays: [/didn't quite catch/],
  },
  {
    name: 'an erection that will not go down is an emergency, with its own advice while waiting',
    script: ["it's embarrassing, I've had an erection for six hours and it won't go down", 'ok'],
    urgency: 'emergency',
    flags: ['priapism'],
    says: [/don't wait for it to go down/],
  },
  {
    name: 'a button battery missing where a toddler was: an emergency, and no first aid for an overdose',
    script: ["my son is 18 months, I was changing the batteries and now I can't find one of them", 'ok'],
    urgency: 'emergency',
    flags: ['swallowed-battery'],
    says: [/don't try to make anyone sick/],
    neverSays: [/overdose/],
  },
  {
    name: '"I\'ve just had enough" is low mood, and the doctor screens for thoughts of suicide',
    script: ["I've just had enough really", 'yes', 'ok'],
    urgency: 'emergency',
    flags: ['suicide-risk'],
    neverSays: [/didn't quite catch/],
  },
  {
    name: 'straining on the toilet is not a strained muscle; the sudden worst headache that follows is the emergency',
    script: ['I was on the toilet straining', 'and suddenly got the worst headache ever', 'ok'],
    urgency: 'emergency',
    flags: ['thunderclap-headache'],
    neverSays: [/sorry to hear about the pain/i],
  },
  {
    name: 'suicidal thoughts said outright',
    script: ["I've been feeling really low and I've been thinking about ending my life", 'okay'],
    urgency: 'emergency',
    flags: ['suicide-risk'],
    says: [/Samaritans/, /don't have to go through this alone/],
  },
  {
    name: 'suicidal thoughts found by the screening question',
    script: ["I've been feeling very down and depressed for about three weeks", 'eight', 'yes', 'ok'],
    urgency: 'emergency',
    flags: ['suicide-risk'],
  },
  {
    name: 'sepsis signs',
    script: [
      "I've got a water infection and a high temperature and now I'm confused and shivering uncontrollably",
      'ok',
    ],
    urgency: 'emergency',
    flags: ['sepsis-signs'],
  },
  {
    name: 'serious head injury',
    script: ["I fell off a ladder and hit my head and I've been sick twice since", 'ok'],
    urgency: 'emergency',
    flags: ['serious-head-injury'],
  },
  {
    name: 'heavy bleeding in pregnancy',
    script: ["I'm 10 weeks pregnant and I'm bleeding heavily", 'ok'],
    urgency: 'emergency',
    flags: ['pregnancy-emergency'],
    says: [/weeks pregnant/],
  },
  {
    name: 'a baby under 3 months with a fever',
    script: ['my 6 week old baby has a temperature of 38.5', 'ok'],
    urgency: 'emergency',
    flags: ['infant-fever'],
  },
  {
    name: 'sudden loss of vision',
    script: ['I suddenly lost the vision in my right eye an hour ago', 'ok'],
    urgency: 'emergency',
    flags: ['sudden-vision-loss'],
  },
  {
    name: 'back pain with leg weakness and loss of bladder control',
    script: [
      "I've had bad lower back pain for a week, it's aching",
      'eight out of ten',
      'my legs feel weak and I wet myself this morning',
      'ok',
    ],
    urgency: 'emergency',
    flags: ['cauda-equina'],
  },
  {
    name: 'sudden severe testicle pain',
    script: ["I've got sudden severe pain in my left testicle", 'ok'],
    urgency: 'emergency',
    flags: ['testicular-torsion'],
  },
  {
    name: 'an overdose',
    script: ['I took a whole packet of paracetamol about an hour ago', 'ok'],
    urgency: 'emergency',
    flags: ['overdose'],
    says: [/packets/],
  },
  {
    name: 'after an emergency the doctor repeats the core advice briefly, then closes',
    script: [
      "I've got chest pain going down my left arm",
      "but it's not that bad really",
      'what should I do',
    ],
    urgency: 'emergency',
    flags: ['cardiac-chest-pain'],
    says: [/To summarise, you've described/, /I'm ending our consultation/],
  },

  // ---- harmless alarming words -------------------------------------------------------------------
  {
    name: 'my heart sank when I saw the bill',
    script: [
      "My heart sank when I saw the bill, but I'm here about a sore throat since yesterday",
      'three out of ten',
      'no fever or cough',
      'nothing',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    flags: [],
    condition: 'viral-sore-throat',
  },
  {
    name: 'I nearly died laughing',
    script: [
      'I nearly died laughing at a film last night, but today I woke up with a runny nose and sneezing',
      'mild',
      'no fever',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    flags: [],
    condition: 'common-cold',
  },
  {
    name: "I'm bleeding money on parking",
    script: [
      "I'm bleeding money on parking for these appointments, anyway my back is killing me, it's been two weeks",
      'aching',
      'five out of ten',
      'lower back',
      'no',
      'nothing helps',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    flags: [],
    condition: 'back-pain',
  },

  // ---- how people talk ---------------------------------------------------------------------------
  {
    name: 'speech-to-text without punctuation, numbers in words',
    script: [
      'i have had a sore throat since yesterday its about a six out of ten and i dont have a fever',
      'no cough either',
      'warm drinks help',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    says: [/about 6 out of 10/, /since yesterday/],
    skipped: ['onset', 'severity'],
  },
  {
    name: 'a correction mid-intake: actually it started Monday',
    script: [
      "I've had a headache since yesterday, a dull ache over my forehead",
      'four out of ten',
      'actually it started Monday, and no, nothing else',
      'nothing',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    says: [/To summarise, you've had .* since Monday/],
    neverSays: [/since yesterday/],
  },
  {
    name: 'a correction at the summary',
    script: [
      'I have a sore throat since yesterday',
      'about a three',
      'no fever',
      'nothing',
      'no',
      'no',
      'no, it actually started two days ago',
      'no',
    ],
    urgency: 'self-care',
    says: [/Thanks for correcting me\. To summarise, you've had a sore throat for two days/],
  },
  {
    name: "a patient who keeps saying I don't know: asked at most twice, then it moves on",
    script: [
      'I have a pain in my tummy',
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      "I don't know",
      'yes',
      'no',
    ],
    // "I don't know" to "could you be pregnant?" keeps pregnancy possible: tummy pain then needs a same-day check.
    urgency: 'urgent',
    says: [/not sure when it started/, /pregnancy is possible/],
  },
  {
    name: 'something new raised at "anything else?" is handled briefly',
    script: [
      'I have a sore throat since Monday',
      'three',
      'no',
      'no',
      'no',
      'no',
      'yes',
      'can I also ask about my hay fever, my eyes are itchy',
      "no that's all, thank you",
    ],
    urgency: 'self-care',
    says: [/For hay fever/, /Is there anything else before we finish\?/, /goodbye/],
  },
  {
    name: 'a question about painkillers at the end',
    script: [
      'I have a sore throat since Monday',
      'three',
      'no',
      'no',
      'no',
      'no',
      'yes',
      'can I take ibuprofen?',
      'no',
    ],
    urgency: 'self-care',
    says: [/paracetamol or ibuprofen is usually fine/],
  },
  // ---- a reply that answers another question than the one asked -----------------------------------
  {
    name: 'the severity given when asked what the pain is like is noted, not "sorry, I didn\'t get that"',
    script: [
      'I have had a headache and a fever since yesterday morning',
      'It is about six out of ten',
      'No, nothing else',
      'on the left side',
      'no stiff neck and light does not bother me',
      'nothing really',
      'no',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    urgency: 'self-care',
    says: [
      /Thanks, 6 out of 10\. And in your own words, what does the pain feel like\?/,
      /about 6 out of 10/,
    ],
    neverSays: [/didn't quite get that/, /scale from 0 to 10/, /mild, moderate or severe/],
    skipped: ['severity'],
    facts: { severity: 6, character: [] },
  },
  {
    name: 'an onset remembered when asked where the pain is',
    script: [
      'I have a headache',
      'not sure',
      'no idea',
      'throbbing',
      'six',
      'oh I remember now, it started on Monday',
      'my forehead',
      'no',
      'lying down helps',
      'no',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    says: [
      /Thanks, since Monday\. And is it on one side, both sides, or all over your head\?/,
      /To summarise, .* since Monday/,
    ],
    neverSays: [/didn't quite get that/],
    facts: { onset: { phrase: 'since Monday', daysAgo: expect.any(Number) }, sites: ['the forehead'] },
  },
  {
    name: 'regular medicines named when asked how bad it is are noted, and not asked again',
    script: [
      'I have a sore throat',
      'since yesterday',
      'I take metformin for my diabetes',
      'four',
      'no fever and no cough',
      'nothing',
      'no',
      'yes',
      'no',
    ],
    urgency: 'urgent',
    says: [/Thanks, I've noted diabetes and metformin\. And would you say it's mild, moderate or severe\?/],
    neverSays: [/didn't quite get that/],
    skipped: ['history'],
    facts: { severity: 4, conditions: ['diabetes'], medicines: ['metformin'] },
  },
  {
    name: 'painkillers named when asked how bad it is are noted, then the score is asked once more',
    script: [
      'I have a sore throat',
      'since yesterday',
      "I've been taking paracetamol and ibuprofen for it",
      'four',
      'no fever and no cough',
      'nothing',
      'no',
      'no',
      'yes',
      'no',
    ],
    urgency: 'self-care',
    says: [
      /Thanks, I've noted paracetamol and ibuprofen\. And would you say it's mild, moderate or severe\?/,
    ],
    neverSays: [/didn't quite get that/],
    asked: ['history'],
    facts: { severity: 4, medicines: ['paracetamol', 'ibuprofen'] },
  },
  {
    name: 'a patient who has to leave early still gets advice and an urgency',
    script: ["I've had back pain since last week", 'sorry, I have to go'],
    urgency: 'self-care',
    says: [/My advice is/, /For follow-up/, /goodbye/],
  },
  {
    name: '"at the back" said to another question is not taken for where the headache is',
    script: [
      'I have a headache',
      'since yesterday',
      'at the back',
      'dull',
      'about four',
      'on the left side',
      'no',
      'nothing really',
      'no',
      'no',
      'no',
      'yes',
      'no thanks',
    ],
    urgency: 'self-care',
    says: [
      /Sorry, I didn't quite get that\. In your own words, what does the pain feel like\?/,
      /Whereabouts in your head is it/,
      /To summarise, you've had a dull headache on the left side since yesterday/,
    ],
    neverSays: [/back of the head/],
    asked: ['location'],
    facts: { sites: ['the left side'] },
  },
  ...WHERE.flatMap(({ script, rephrase, replies }) =>
    replies.map(([reply, spoken, urgency]): Scenario => ({
      name: `"${reply}" answers "${script[0]}: where is it?", and is said back in the summary`,
      script: script.map((line) => (line === '{where}' ? reply : line)),
      urgency,
      says: [new RegExp(`To summarise, you've had .* ${escaped(spoken)} since yesterday`)],
      neverSays: [rephrase, /didn't quite get that/],
      asked: ['location'],
    })),
  ),
];

interface Run {
  state: IntakeState;
  doctor: string[];
  transcript: { role: 'user' | 'assistant'; text: string }[];
}

function run(script: string[]): Run {
  let { state, turn } = openingTransition(startIntake(NOW));
  const doctor = [turn.sentences.join(' ')];
  const transcript: Run['transcript'] = [{ role: 'assistant', text: doctor[0]! }];
  const say = (line: string) => {
    ({ state, turn } = intakeReducer(state, line));
    transcript.push({ role: 'user', text: line });
    doctor.push(turn.sentences.join(' '));
    transcript.push({ role: 'assistant', text: turn.sentences.join(' ') });
  };
  for (const line of script) {
    if (state.phase === 'ended') throw new Error(`the call ended before: ${line}`);
    // These scenarios are about what follows: the patient says no to the emergency screen when it is asked.
    while (typeof state.pending === 'string' && state.pending.startsWith('safety-')) say('no');
    ({ state, turn } = intakeReducer(state, line));
    transcript.push({ role: 'user', text: line });
    doctor.push(turn.sentences.join(' '));
    transcript.push({ role: 'assistant', text: turn.sentences.join(' ') });
  }
  return { state, doctor, transcript };
}

describe('scripted consultations', () => {
  it('has at least 40 of them', () => {
    expect(SCENARIOS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(SCENARIOS.map((s) => [s.name, s] as const))('%s', (_name, scenario) => {
    const { state, doctor, transcript } = run(scenario.script);
    const said = doctor.join('\n');

    expect(state.urgency).toBe(scenario.urgency);
    expect(state.redFlags.map((flag) => flag.id).sort()).toEqual([...(scenario.flags ?? [])].sort());
    if (scenario.ends ?? true) expect(state.phase).toBe('ended');
    if (scenario.condition) expect(state.conditionId).toBe(scenario.condition);
    for (const pattern of scenario.says ?? []) expect(said).toMatch(pattern);
    for (const pattern of scenario.neverSays ?? []) expect(said).not.toMatch(pattern);
    for (const step of scenario.skipped ?? []) expect(state.asked[step], `asked ${step}`).toBeUndefined();
    for (const step of scenario.asked ?? []) expect(state.asked[step], `asked ${step}`).toBeGreaterThan(0);
    if (scenario.facts) expect(state.facts).toMatchObject(scenario.facts);

    // No question is asked a third time: by step, and by wording.
    for (const [step, times] of Object.entries(state.asked))
      expect(times, `asked ${step}`).toBeLessThanOrEqual(2);
    const questions = doctor.flatMap((turn) => turn.split(/(?<=[.?!])\s+/)).filter((s) => s.endsWith('?'));
    for (const question of new Set(questions))
      expect(questions.filter((q) => q === question).length, question).toBeLessThanOrEqual(2);

    // The report can be read from what the doctor said.
    const report = buildReport(transcript, NOW);
    expect(report.followUpRecommendation).not.toBe('Follow up as needed');
  });
});
