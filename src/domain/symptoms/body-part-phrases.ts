// "My knee hurts", "pain in my lower back", "swollen ankle", "twisted my wrist": a body part plus
// a word for pain, swelling or a sprain, expanded into phrases for the matcher.
import type { LaySymptom } from './lay-synonyms';

export interface BodyPart {
  /** Singular and plural as spoken. */
  names: string[];
  pain: string;
  /** Label when it is swollen; parts nobody calls swollen have none. */
  swelling?: string;
  /** Label when it is twisted or sprained. */
  sprain?: string;
}

export const bodyParts: BodyPart[] = [
  { names: ['head'], pain: 'headache' },
  { names: ['stomach', 'tummy', 'belly', 'abdomen', 'gut'], pain: 'abdominal pain', swelling: 'bloating' },
  { names: ['chest'], pain: 'chest pain' },
  { names: ['back'], pain: 'back pain', sprain: 'back pain' },
  { names: ['neck'], pain: 'neck pain', sprain: 'neck pain' },
  { names: ['throat'], pain: 'sore throat', swelling: 'swollen throat' },
  { names: ['ear', 'ears'], pain: 'earache' },
  { names: ['tooth', 'teeth'], pain: 'toothache' },
  { names: ['jaw'], pain: 'jaw pain', swelling: 'jaw swelling' },
  { names: ['face'], pain: 'facial pain', swelling: 'facial swelling' },
  { names: ['sinuses', 'sinus'], pain: 'sinus pain' },
  { names: ['eye', 'eyes'], pain: 'eye pain', swelling: 'swollen eye' },
  { names: ['mouth', 'gums'], pain: 'mouth pain', swelling: 'mouth swelling' },
  {
    names: ['shoulder', 'shoulders'],
    pain: 'shoulder pain',
    swelling: 'shoulder swelling',
    sprain: 'shoulder sprain',
  },
  { names: ['arm', 'arms'], pain: 'arm pain', swelling: 'arm swelling' },
  { names: ['elbow', 'elbows'], pain: 'elbow pain', swelling: 'elbow swelling', sprain: 'elbow sprain' },
  { names: ['wrist', 'wrists'], pain: 'wrist pain', swelling: 'wrist swelling', sprain: 'sprained wrist' },
  { names: ['hand', 'hands'], pain: 'hand pain', swelling: 'hand swelling' },
  {
    names: ['finger', 'fingers', 'thumb'],
    pain: 'finger pain',
    swelling: 'finger swelling',
    sprain: 'sprained finger',
  },
  { names: ['hip', 'hips'], pain: 'hip pain', swelling: 'hip swelling' },
  { names: ['groin'], pain: 'groin pain', swelling: 'groin swelling', sprain: 'groin strain' },
  { names: ['leg', 'legs', 'thigh', 'calf', 'shin'], pain: 'leg pain', swelling: 'leg swelling' },
  { names: ['knee', 'knees'], pain: 'knee pain', swelling: 'knee swelling', sprain: 'knee sprain' },
  { names: ['ankle', 'ankles'], pain: 'ankle pain', swelling: 'ankle swelling', sprain: 'sprained ankle' },
  { names: ['foot', 'feet', 'heel', 'toe', 'toes'], pain: 'foot pain', swelling: 'foot swelling' },
  { names: ['joints', 'joint'], pain: 'joint pain', swelling: 'joint swelling' },
  { names: ['muscles'], pain: 'muscle aches' },
  { names: ['side', 'ribs'], pain: 'side pain' },
  { names: ['kidney', 'kidneys'], pain: 'kidney pain' },
  { names: ['bladder', 'pelvis'], pain: 'pelvic pain' },
  { names: ['testicle', 'testicles', 'balls'], pain: 'testicular pain', swelling: 'testicular swelling' },
  { names: ['breast', 'breasts'], pain: 'breast pain', swelling: 'breast swelling' },
  { names: ['bottom', 'bum'], pain: 'pain in bottom' },
];

/** Words for pain said after the part ("my knee hurts"); the site reader takes the one-word ones. */
export const painAfterPart = [
  'hurts',
  'hurt',
  'hurting',
  'aches',
  'ache',
  'aching',
  'achy',
  'sore',
  'pain',
  'pains',
  'painful',
  'killing me',
  'throbbing',
  'throbs',
  'pounding',
  'tender',
];
const painBeforePart = ['pain in', 'pains in', 'ache in', 'aching in', 'sore', 'hurt', 'injured'];
const swellingAfterPart = ['swollen', 'swelling', 'puffy', 'swelled up'];
const swellingBeforePart = ['swollen', 'swelling in', 'swelling of', 'puffy'];
const sprainBeforePart = ['sprained', 'sprain', 'twisted', 'twist', 'rolled', 'went over on', 'strained'];
/** An ankle or a wrist is rolled; a back or a neck is not ("his eyes rolled right back"). */
const NOT_ROLLED = new Set(['back', 'neck']);

const IRREGULAR_SINGULAR = new Map([
  ['feet', 'foot'],
  ['teeth', 'tooth'],
]);

/** "feet", "teeth": plurals a label keeps as said ("itchy feet"). */
export const isIrregularPlural = (name: string) => IRREGULAR_SINGULAR.has(name);

/** A part as one of it is named: "toe" for "toes". */
export function singularOf(name: string): string {
  return IRREGULAR_SINGULAR.get(name) ?? (name.length > 3 && name.endsWith('s') ? name.slice(0, -1) : name);
}

/**
 * A part's pain as the patient named the part: "toe pain", "heel pain", "thigh pain", where the table groups them
 * under "foot pain" or "leg pain". Parts whose pain has its own word ("earache", "sore throat") keep it.
 */
export function painAsNamed(part: BodyPart, spoken: string): string {
  const canonical = singularOf(part.names[0]!);
  return part.pain === `${canonical} pain` ? `${singularOf(spoken)} pain` : part.pain;
}

export const bodyPartSymptoms: LaySymptom[] = bodyParts.flatMap((part) => {
  const around = (before: string[], after: string[], names = part.names) =>
    names.flatMap((name) => [...before.map((b) => `${b} ${name}`), ...after.map((a) => `${name} ${a}`)]);
  // Each part named its own way reports its own wording ("my toe hurts": "toe pain"), under the shared label.
  const namedOwnWay = part.names.filter((name) => painAsNamed(part, name) !== part.pain);
  const symptoms: LaySymptom[] = [
    {
      label: part.pain,
      phrases: around(painBeforePart, painAfterPart),
      saidAs: namedOwnWay.map((name) => [
        painAsNamed(part, name),
        around(painBeforePart, painAfterPart, [name]),
      ]),
    },
  ];
  if (part.swelling)
    symptoms.push({ label: part.swelling, phrases: around(swellingBeforePart, swellingAfterPart) });
  if (part.sprain) {
    const sprained = sprainBeforePart.filter((word) => word !== 'rolled' || !NOT_ROLLED.has(part.names[0]!));
    symptoms.push({ label: part.sprain, phrases: around(sprained, []) });
  }
  return symptoms;
});
