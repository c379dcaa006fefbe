// The urgency floor: general discriminators (after the Manchester Triage System) that make a consultation
// at least urgent whatever the complaint turns out to be, read from everything the patient has said.
// Red flags (emergency) are the red-flag guard's; this adds the level below. It can only raise urgency.
import { conceptReader, readClinical } from './clinical-reading';
import { FELT_HOT } from './concept-patterns';
import { conceptsIn, type ConceptId } from './red-flags';
import { anyOf, patientOf, phrases, together, isPresent, unless, type Matcher } from '../language';
import type { Urgency } from './types';

const URGENT_CONCEPTS = {
  /** A fall onto the hand: the fall that breaks the scaphoid, which can look like a sprain. */
  fellOnHand: anyOf(
    together(
      phrases(
        'fell',
        'fallen',
        'fall',
        'came off',
        'tripped',
        'slipped',
        'went down',
        'went flying',
        'came a cropper',
      ),
      phrases(
        '(?:on|onto) (?:my|his|her|their|an|the) (?:outstretched )?(?:hand|hands|wrist|palm)',
        'put (?:my|his|her) hand out',
      ),
      2,
    ),
    // "I put my hand out to save myself": the fall onto the hand, told by the hand.
    phrases('put (?:my|his|her|their) hands? out'),
    // The person landed, not something that landed on them ("hot oil landed on my hand").
    phrases(
      '(?:i|he|she|they) landed (?:on|onto) (?:my|his|her|their) (?:outstretched )?(?:hand|hands|wrist|palm)',
    ),
  ),
  thumbSideWristPain: phrases(
    'thumb side',
    '(?:base|bottom) of (?:my|his|her|the) thumb',
    '(?:below|under|near|by) (?:my|his|her|the) thumb',
    'snuff ?box',
    'wrist (?:hurts|is sore|is painful|pain)',
    'thumb[^.;]{0,25}\\b(?:pain|sore|hurts|painful|tender)',
    '(?:pain|sore|hurts|painful|tender)[^.;]{0,25}\\bthumb',
    '(?:pain|hurts|sore|aches?) (?:in|at) (?:my|his|her|the) wrist',
  ),
  /** Shingles on the forehead, nose or eyelid can reach the eye. */
  shinglesNearEye: unless(
    together(
      phrases('shingles', 'blisters?', 'blistery'),
      phrases(
        'forehead',
        'eyes?',
        'eyelids?',
        'side of (?:my|his|her|the) nose',
        'tip of (?:my|his|her|the) nose',
        'temple',
      ),
      2,
    ),
    /\bcold sores?\b/,
  ),
  jointHot: together(
    phrases(
      'knee',
      'ankle',
      'wrist',
      'elbow',
      'hip',
      'shoulder',
      'joint',
      'big toe',
      'toe',
      'big finger of the foot',
    ),
    phrases('hot', 'warm'),
    2,
  ),
  injuredIt: phrases(
    'twist\\w*',
    'sprain\\w*',
    'rolled (?:it|my|his|her)',
    'fell',
    'tripped',
    'knocked (?:it|my|his|her)',
    'banged (?:it|my|his|her)',
    'landed (?:on|awkwardly)',
    'injur\\w*',
  ),
  /** A hot, red patch: a local infection (a breast, a wound, a bite), which with a fever is seen the same day. */
  inflamedPatch: together(
    phrases('red', 'hot', 'warm', 'inflamed', 'angry'),
    phrases('patch', 'area', 'lump', 'breast', 'wound', 'skin', 'bite', 'cut', 'graze'),
    2,
  ),
  /** A rash on one side of the forehead, or on the tip of the nose, is shingles that can reach the eye. */
  faceRash: together(
    phrases('rash', 'blisters?', 'blistery', 'spots'),
    phrases('forehead', 'for head', 'eyelids?', 'temple', 'scalp'),
    2,
  ),
  oneSide: phrases('one side', '(?:left|right) side', 'only on (?:the|one) (?:left|right|side)', 'one-sided'),
  noseTip: phrases('tip of (?:my|his|her|their|the) nose'),
  rashWord: phrases('shingles', 'blisters?', 'rash', 'spots?'),
  /** A first attack: no earlier episode to say what it is. */
  firstEverEpisode: phrases(
    'first time',
    'never had (?:this|it|anything like (?:this|it))(?: before)?',
    'never (?:had|happened) before',
  ),
  reducedMovements: phrases(
    'baby (?:is |has been )?(?:moving|kicking) (?:a lot )?less',
    "(?:haven't|not|hasn't|didn't) felt (?:the |my )?baby (?:move|kick)",
    '(?:fewer|less) (?:kicks|movements)',
    '(?:movements?|kicks?) (?:have |has )?(?:slowed|reduced|stopped|changed)',
    'quieter than usual',
  ),
  animal: phrases(
    'dog',
    'cat',
    'animal',
    'fox',
    'bat',
    'rat',
    'horse',
    'puppy',
    'kitten',
    'terrier',
    'collie',
    'labrador',
    'spaniel',
    'alsatian',
    'rottweiler',
    'staffie',
    'hamster',
    'ferret',
  ),
  biteWound: phrases(
    'bit (?:me|my|him|her|his|them|their|through|into|down)',
    'bitten',
    'bites?',
    'nip(?:ped)?',
    'went for (?:me|my|him|her|his)',
    'had a go at',
    'sank (?:his|her|its) teeth',
    '(?:his|her|its|the) teeth',
    'teeth marks?',
    'teeth went',
    'punctures?',
    '(?:two|little|tiny) holes',
    'broke the skin',
  ),
  humanBite: phrases('(?:he|she|they|someone|somebody) bit (?:me|my|him|her)', 'human bite'),
  fractureSigns: phrases(
    'looks? (?:bent|deformed|wonky|crooked|wrong|out of place|funny shape)',
    'looks? (?:\\w+ ){1,2}(?:bent|deformed|wonky|crooked|misshapen|out of shape)',
    "bump where there (?:shouldn't|should not) be",
    "(?:won't|will not|can't|cannot) move it",
    'bent at (?:a|an) (?:funny|odd|weird|strange|wrong) angle',
    'deformed',
    'wrong angle',
    'odd angle',
    'out of place',
    'heard (?:a )?(?:crack|snap|pop)',
    "(?:can't|cannot|couldn't) (?:put|bear) (?:any )?weight",
    "(?:can't|couldn't) (?:move|bend|use) (?:it|my wrist|my arm|my leg|my fingers)",
    'bone (?:sticking|poking) out',
    'broken',
    'fracture\\w*',
  ),
  deepCut: phrases(
    'gaping',
    'gapes?',
    'deep cut',
    '(?:cut|wound|gash) is (?:really |very |quite )?deep',
    'quite deep',
    "(?:won't|doesn't|don't|will not|does not) (?:close|stay (?:closed|shut)|come together|hold)",
    'edges (?:are )?(?:apart|open|gaping)',
    '(?:sides|edges) (?:sort of |kind of )?(?:flap|gape|come|fall|pull|open)\\w*',
    'flaps? open',
    'opened it up',
    'like a (?:little )?mouth',
    'need(?:s)? stitch\\w*',
    'see (?:the )?(?:fat|bone|inside|yellow\\w*)',
    'yellow\\w* (?:stuff|bits?|fat)',
    'gash',
  ),
  calfSite: phrases('calf', 'calves', 'back of (?:my|his|her|the) (?:lower )?leg'),
  limbHotSwollen: phrases(
    'swollen',
    'swelling',
    'hot',
    'warm to touch',
    'red and',
    'tight and shiny',
    'bigger than the other',
  ),
  calfSwollen: together(
    phrases(
      'calf',
      'calves',
      'lower leg',
      'one leg',
      'back of (?:my|his|her|the) (?:knee|leg)',
      'under (?:my|his|her|the) knee',
      '(?:my|his|her) (?:left|right) leg',
      '(?:my|his|her) leg',
    ),
    phrases(
      'swollen',
      'swelling',
      'hot',
      'warm',
      'red',
      'tender',
      'tight',
      '(?:bigger|fatter|thicker|more big) than the other',
    ),
    2,
  ),
  hotJoint: together(
    phrases('knee', 'ankle', 'wrist', 'elbow', 'hip', 'shoulder', 'joint', 'big toe', 'toe'),
    phrases('hot', 'red', 'swollen', 'swelling', 'warm'),
    4,
  ),
  feverish: phrases(
    'fever\\w*',
    'temperature',
    'high temp',
    'burning up',
    ...FELT_HOT,
    'shiver\\w*',
    'shivery',
    'rigors',
    'hot and cold',
    'sweats',
    '(?:3[89]|4[01])\\.\\d',
    '(?:3[89]|4[01]) ?(?:degrees|c)',
    'thirty[- ](?:eight|nine) point',
    '10[0-4] ?(?:degrees|f)',
  ),
  urinary: phrases(
    'pee\\w*',
    'wee\\w*',
    'urin\\w*',
    'water infection',
    'cystitis',
    'uti',
    'burns when',
    'stings when',
  ),
  flankPain: together(
    phrases('side', 'back', 'loin', 'flank', 'kidney'),
    phrases('pain\\w*', 'hurts?', 'ache\\w*', 'sore', 'agony'),
  ),
  spreadingRed: phrases('spreading', 'getting bigger', 'red line', 'red streak', 'tracking', 'growing'),
  hearingSudden: phrases(
    'sudden\\w*',
    'this morning',
    'overnight',
    'woke up',
    'all at once',
    'out of nowhere',
  ),
  hearingLost: phrases(
    "can't hear",
    'deaf',
    'hearing (?:has |had |is )?(?:\\w+ )?(?:gone|went|disappeared|lost|stopped)',
    "(?:can't|cannot|couldn't) hear (?:anything|a thing|out of|in|with|it)",
    'lost (?:the |my )?hearing',
    'loss of hearing',
    'hearing loss',
  ),
  throatSevere: phrases(
    "can't open (?:my |his |her )?mouth",
    'hard to open (?:my |his |her )?mouth',
    'muffled (?:voice|speech)',
    'hot potato',
    'drool\\w*',
    "(?:can't|cannot|can hardly|can barely) swallow (?:my own )?(?:spit|saliva)",
    'one side of (?:my |the )?throat',
    'one[- ]sided',
  ),
  toothSwelling: together(
    phrases('tooth', 'teeth', 'gum', 'jaw', 'dental', 'abscess', 'wisdom'),
    phrases(
      '(?:face|cheek|jaw|eye|neck) (?:is |has |gone |went |getting )?(?:swollen|swelling|puffy|puffed)',
      'swelling (?:in|on|of|up|to|towards) (?:my |the |his |her )?(?:face|cheek|jaw|eye|neck)',
      'swollen (?:face|cheek|jaw)',
      'spreading',
    ),
    3,
  ),
  irregularHeart: together(
    phrases('heart\\w*', 'pulse', 'heart ?beats?', 'beats?', 'rhythm', '(?:smart ?)?watch'),
    phrases(
      'irregular\\w*',
      'not regular',
      'all over the place',
      'out of rhythm',
      'no rhythm',
      'erratic',
      'jumping about',
      'jumping around',
      'skipping',
      'missing beats',
      'skipped beats?',
      'higgledy[- ]piggledy',
      'a pause then',
      'then nothing',
      'all jumbled',
      'uneven',
      '(?:af|a ?fib|atrial fibrillation)',
    ),
    2,
  ),
  colicWaves: together(
    phrases('side', 'back', 'loin', 'flank', 'groin', 'kidney'),
    phrases(
      'waves?',
      'comes and goes',
      'coming and going',
      'groin',
      "can't (?:sit|keep|stay) still",
      'writhing',
      'pacing',
    ),
    3,
  ),
  testiclePain: together(
    phrases('testic\\w*', 'balls?', 'scrotum', 'nuts'),
    phrases('pain\\w*', 'hurts?', 'ache\\w*', 'sore', 'swollen', 'swelling'),
  ),
  pregnancyWords: phrases('pregnan(?:t|cy)', 'weeks gone', 'expecting'),
  notKeepingDown: phrases(
    "(?:can't|cannot|couldn't|not) keep(?:ing)? (?:anything|any fluids|fluids|water|drinks?|food) down",
    'sick (?:every time|whenever) (?:i|he|she) (?:drink|drinks|eat|eats)',
  ),
  diabetic: phrases('diabet\\w*', 'insulin'),
  faintWithoutTrigger: phrases(
    'fainted',
    'los[te]\\w* (?:my |his |her )?conscious\\w*',
    'passed out',
    'blacked out',
    'collapsed',
    'keeled over',
    'lost consciousness',
    'came round',
    'came to',
  ),
  headInjury: phrases(
    'hit (?:my|his|her|their) head',
    'banged (?:my|his|her|their) head',
    'bumped (?:my|his|her|their) head',
    'head injury',
    'fell[^.,;]{0,30}\\bhead\\b',
  ),
  headInjuryMild: phrases(
    'headache',
    'dizzy',
    'feel(?:s|ing)? sick',
    'nause\\w*',
    'bleeding',
    'big lump',
    'cut',
  ),
  // A torn tendon: a crack or snap, as if kicked, and the foot will not push up on its toes.
  tendonSigns: phrases(
    '(?:almighty|loud|big|strong|massive) (?:crack|snap|pop|bang)',
    'sound like (?:a )?(?:snap|crack|pop)',
    "(?:can't|cannot|couldn't|won't) (?:go|push|stand|get) (?:up )?on (?:my|his|her|the) (?:toes|tiptoes?)",
    '(?:hole|gap|dip|dent) (?:in|above) (?:the|my|his|her) (?:tendon|heel)',
    'who(?:\x27d| had) kicked me',
  ),
  // Thirst and passing a lot of urine together, often with weight loss: diabetes until shown otherwise.
  veryThirsty: phrases(
    '(?:constantly|always|really|very|so|terribly) thirsty',
    "(?:been |i'm |i am )?so thirsty",
    'wake up (?:at night )?to drink',
    '(?:big |large )?bottles of water a day',
    'thirsty all the time',
    'drink and drink',
    "(?:can't|cannot) stop drinking",
    'drinking (?:loads|gallons|litres|all the time)',
  ),
  peeingALot: phrases(
    '(?:peeing|weeing|urinating) (?:all the time|loads|constantly|a lot|non-stop)',
    '(?:pee|wee) (?:constantly|all the time|loads)',
    '(?:to|at) the (?:loo|toilet|bathroom) all night',
    'every half an hour',
    '(?:pee|wee|toilet)\\w* (?:very |so )?many times',
    'up (?:\\w+ )?(?:times|several times) (?:at|in the) night',
    '(?:keep|keeps|always) (?:going to|needing) the toilet',
  ),
  // A fever after a trip abroad: malaria needs a test the same day.
  travelledAbroad: phrases(
    '(?:came|come|got|been|just) back from',
    'returned from',
    'travell\\w*',
    'backpacking',
    'holiday in',
    'visit\\w* (?:my )?family in',
    'malaria',
    'africa',
    'india',
    'pakistan',
    'bangladesh',
    'nigeria',
    'ghana',
    'uganda',
    'kenya',
    'tanzania',
    'thailand',
    'cambodia',
    'laos',
    'vietnam',
    'brazil',
  ),
  feverDays: phrases(
    'day (?:five|six|seven|eight|5|6|7|8)',
    '(?:five|six|seven|eight|5|6|7|8|several) days',
    'a week',
    '(?:more|longer) than (?:four|4) days',
  ),
  // A new headache after 50 with a tender scalp or an aching jaw when chewing (giant cell arteritis).
  temporalSigns: phrases(
    "scalp(?:'s|s)? (?:is |feels )?(?:so |very |really )?(?:tender|sore)",
    "(?:can't|cannot) (?:brush|comb) (?:my|his|her) hair",
    'tender (?:temples?|scalp)',
    'temples? (?:are |is )?(?:tender|sore to touch)',
    'jaw (?:aches|hurts|pain|ache)[^.;]{0,30}(?:chew|eat)',
    'jaw (?:gets |goes )?(?:tired|achy|aching)[^.;]{0,30}(?:through|chew|eat|sandwich|meal)',
    '(?:combing|brushing) (?:my|his|her) hair hurts',
    'tender cord',
    '(?:chew|chews|chewing|eating)[^.;]{0,30}jaw (?:aches|hurts|pain|ache)',
  ),
} satisfies Record<string, Matcher>;

type UrgentConceptId = keyof typeof URGENT_CONCEPTS;
type AnyConcept = ConceptId | UrgentConceptId;

export interface UrgentDiscriminator {
  id: string;
  label: string;
  /** Any one of these sets, every concept of it said somewhere in the consultation. */
  anyOf: readonly (readonly AnyConcept[])[];
  /** None of these may have been said ("fainted at a blood test" is not an unexplained faint). */
  unlessAny?: readonly AnyConcept[];
}

export const URGENT_DISCRIMINATORS = [
  { id: 'breathless', label: 'Breathlessness', anyOf: [['breathless'], ['wheeze']], unlessAny: [] },
  {
    id: 'feared-heart-attack',
    label: 'Chest pain the patient fears is their heart',
    anyOf: [['heartAttack'], ['itsMyHeart', 'chestDiscomfort']],
  },
  { id: 'blood-streaked-cough', label: 'Blood in phlegm', anyOf: [['coughBloodStreaks']] },
  {
    id: 'faint',
    label: 'A faint or collapse',
    anyOf: [['faintWithoutTrigger']],
    unlessAny: ['harmlessFaint'],
  },
  {
    id: 'pregnancy-pain',
    label: 'Tummy pain in pregnancy',
    anyOf: [['pregnancyWords', 'tummyPain'], ['reducedMovements']],
  },
  {
    id: 'animal-bite',
    label: 'An animal or human bite',
    anyOf: [['animal', 'biteWound'], ['humanBite']],
  },
  { id: 'possible-fracture', label: 'A possible broken bone', anyOf: [['fractureSigns']] },
  { id: 'deep-wound', label: 'A deep or gaping wound', anyOf: [['deepCut']] },
  {
    id: 'possible-clot',
    label: 'A swollen, hot or painful calf',
    anyOf: [['calfSwollen'], ['calfSite', 'limbHotSwollen']],
  },
  {
    id: 'hot-joint',
    label: 'A hot, swollen joint with a fever, or for the first time',
    anyOf: [['hotJoint', 'feverish']],
  },
  {
    // A first hot joint, not injured or burnt, may be an infected one: only an examination rules that out.
    id: 'hot-joint-first-time',
    label: 'A hot joint for the first time, with no injury',
    anyOf: [['jointHot', 'firstEverEpisode']],
    unlessAny: ['burn', 'injuredIt'],
  },
  {
    id: 'wrist-after-fall',
    label: 'Wrist pain after a fall onto the hand',
    anyOf: [['fellOnHand', 'thumbSideWristPain']],
  },
  {
    id: 'shingles-near-eye',
    label: 'Shingles on the forehead, nose or around the eye',
    anyOf: [['shinglesNearEye'], ['faceRash', 'oneSide'], ['noseTip', 'rashWord']],
  },
  {
    id: 'kidney-infection',
    label: 'Urine symptoms with a fever and pain in the side',
    anyOf: [['urinary', 'feverish', 'flankPain']],
  },
  {
    id: 'spreading-infection',
    label: 'Spreading redness, or a hot red patch, with a fever',
    anyOf: [
      ['spreadingRed', 'feverish'],
      ['inflamedPatch', 'feverish'],
    ],
  },
  // Said in one turn or across two: "I've lost the hearing in my right ear." "I woke up and it was gone."
  { id: 'sudden-hearing-loss', label: 'Sudden hearing loss', anyOf: [['hearingLost', 'hearingSudden']] },
  { id: 'throat-abscess', label: 'A severe one-sided sore throat', anyOf: [['throatSevere']] },
  { id: 'dental-swelling', label: 'Tooth pain with facial swelling', anyOf: [['toothSwelling']] },
  { id: 'irregular-heartbeat', label: 'An irregular heartbeat', anyOf: [['irregularHeart']] },
  { id: 'renal-colic', label: 'Severe pain in the side coming in waves', anyOf: [['colicWaves']] },
  { id: 'testicle-pain', label: 'Testicle pain', anyOf: [['testiclePain']] },
  {
    id: 'not-keeping-fluids',
    label: 'Not keeping fluids down',
    anyOf: [['notKeepingDown'], ['diabetic', 'vomiting']],
  },
  { id: 'head-injury', label: 'A head injury with symptoms', anyOf: [['headInjury', 'headInjuryMild']] },
  { id: 'tendon-rupture', label: 'A possible torn tendon', anyOf: [['tendonSigns']] },
  {
    id: 'possible-diabetes',
    label: 'Thirst with passing a lot of urine',
    anyOf: [['veryThirsty', 'peeingALot']],
  },
  {
    id: 'fever-after-travel',
    label: 'A fever after travel abroad',
    anyOf: [['feverish', 'travelledAbroad']],
  },
] as const satisfies readonly UrgentDiscriminator[];

export type UrgentDiscriminatorId = (typeof URGENT_DISCRIMINATORS)[number]['id'];

const urgentConceptsIn = conceptReader<UrgentConceptId>(URGENT_CONCEPTS);

/** The urgent discriminators that hold over everything the patient has said. */
export function urgentDiscriminators(patientTexts: readonly string[]): UrgentDiscriminatorId[] {
  const said = new Set<AnyConcept>();
  for (const text of patientTexts) {
    for (const id of conceptsIn(text)) said.add(id);
    for (const id of urgentConceptsIn(text)) said.add(id);
  }
  return URGENT_DISCRIMINATORS.filter(
    (d: UrgentDiscriminator) =>
      d.anyOf.some((set) => set.every((id) => said.has(id))) &&
      !(d.unlessAny ?? []).some((id) => said.has(id)),
  ).map((d) => d.id);
}

/**
 * Who the patient is lowers the threshold (triage reference: babies and young children, over-75s, pregnancy):
 * a fever in an over-75 or in a baby under 6 months, or a fever or severe vomiting in pregnancy, is urgent.
 */
export function vulnerableDiscriminators(patientTexts: readonly string[]): string[] {
  const all = readClinical(patientTexts.join('. '));
  const said = new Set<AnyConcept>();
  for (const text of patientTexts) for (const id of urgentConceptsIn(text)) said.add(id);
  const age = patientOf(all).ageYears;
  const found: string[] = [];
  if (said.has('feverish') && age !== null && age >= 75) found.push('fever-over-75');
  if (said.has('feverish') && age !== null && age < 0.5) found.push('fever-under-6-months');
  if (isPresent(all, PREGNANT) && (said.has('feverish') || said.has('notKeepingDown')))
    found.push('unwell-in-pregnancy');
  if (said.has('feverish') && said.has('feverDays') && age !== null && age < 16)
    found.push('child-fever-5-days');
  if (said.has('temporalSigns') && age !== null && age > 50) found.push('headache-over-50-tender-scalp');
  return found;
}

const PREGNANT = phrases('pregnan(?:t|cy)', 'weeks gone', "i'm expecting");

/** The lowest urgency the consultation may end with, from the general discriminators alone. */
export function urgencyFloor(patientTexts: readonly string[], severity: number | null): Urgency | null {
  if ((severity ?? 0) >= 8) return 'urgent';
  if (urgentDiscriminators(patientTexts).length > 0) return 'urgent';
  return vulnerableDiscriminators(patientTexts).length > 0 ? 'urgent' : null;
}
