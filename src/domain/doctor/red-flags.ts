// The red-flag guard: deterministic rules run on every patient turn, whatever the dialogue backend,
// so an emergency is never left to a language model alone. Concepts are patterns; rules combine them.
import { withoutIdioms } from './idioms';
import {
  analyse,
  answerOf,
  isPresent,
  normalize,
  numberOf,
  NUMBER,
  phrases,
  type Analysed,
  type Matcher,
} from './language';
import type { RedFlag } from './types';

// ---- concepts -----------------------------------------------------------------------------------

const PAIN = '(?:pain|pains|hurts?|hurting|ache|aches|aching|sore|agony|agonising|agonizing)';
const BODY_OF = '(?:my|his|her|their|the|your)';

const INFANT_AGE = new RegExp(
  `\\b(${NUMBER})[- ]?(day|week|month)s?[- ]old\\b|\\b(?:baby|son|daughter|newborn|he|she|they)(?:'s| is| are)? (?:only |just |about )?(${NUMBER}) (day|week|month)s?(?: old)?\\b`,
  'g',
);

function infantUnderThreeMonths(a: Analysed): boolean {
  if (/\bnew ?born\b/.test(a.text)) return true;
  if (!/\b(?:day|week|month)s?\b/.test(a.text)) return false;
  for (const m of a.text.matchAll(INFANT_AGE)) {
    const n = numberOf(m[1] ?? m[3] ?? '');
    const unit = m[2] ?? m[4];
    if (n === null) continue;
    if (unit === 'day' || (unit === 'week' && n < 13) || (unit === 'month' && n < 3)) return true;
  }
  return false;
}

function suddenSevereTesticlePain(a: Analysed): boolean {
  return a.clauses.some((_, i) => {
    // The three parts may be spread over neighbouring clauses of one utterance.
    const span = a.clauses.slice(Math.max(0, i - 1), i + 2).join(' ');
    return (
      /\b(?:testic\w*|testes|scrotum|scrotal|balls?|nuts)\b/.test(a.clauses[i]!) &&
      !/\b(?:no|not|don't|haven't|isn't)\b[^,]{0,20}\b(?:testic\w*|balls?)\b/.test(a.clauses[i]!) &&
      new RegExp(`\\b${PAIN}\\b|\\bpainful\\b`).test(span) &&
      /\b(?:sudden\w*|severe\w*|excruciating|agoni[sz]ing|agony|unbearable|terrible|really bad|very bad|worst|extreme\w*|came on|out of nowhere|swollen)\b/.test(
        span,
      )
    );
  });
}

export const CONCEPTS = {
  heartAttack: phrases(
    "(?:i'm|am i|he's|she's|is he|is she|might be|could be|i think i'm|think i'm|worried i'm|scared i'm|think he's|think she's) having a heart attack",
    '(?:is this|is it|could this be|could it be|might be|this is|it feels like) a heart attack',
  ),
  chestPain: phrases(
    `chest ${PAIN}`,
    `${PAIN} (?:in|across|on) ${BODY_OF} chest`,
    'chest (?:is |feels )?(?:really |very )?(?:painful|heavy|crushing)',
    'crushing (?:pain|feeling|sensation)',
    `(?:pressure|heaviness|squeezing) (?:in|on|across) ${BODY_OF} chest`,
    'angina',
  ),
  chestTight: phrases(
    'tight chest',
    `chest (?:is |feels |feeling |gets )?(?:really |very |a bit )?tight`,
    'tightness (?:in|across) (?:my|the) chest',
  ),
  breathless: phrases(
    'short(?:ness)? of breath',
    'breathless\\w*',
    'out of breath',
    "can't (?:catch|get) (?:my|his|her) breath",
    'struggling (?:to|for) (?:breath|breathe)',
    'difficulty breathing',
    'hard to breathe',
    'trouble breathing',
    "can't breathe",
    'gasping',
    'breathing (?:is )?(?:hard|difficult|laboured|labored)',
  ),
  sweating: phrases('sweat\\w*', 'clammy', 'drenched'),
  armJaw:
    /\b(?:(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*|travel\w*|down|into|up)\b[^.,;]{0,25}\b(?:arms?|jaw|neck)|(?:arm|jaw) (?:pain|hurts|aches|is (?:numb|aching|sore|hurting)))\b/,
  strokeFace: phrases(
    'face (?:is |has |went |has gone |looks |seems )?(?:drooping|droopy|dropped|fallen|lopsided|twisted|numb on one side)',
    'droop(?:ing|y) (?:face|mouth|eye|on one side)',
    'mouth (?:is |has )?(?:drooping|droopy|dropped|lopsided)',
    'one side of (?:my|his|her|their) (?:face|mouth) (?:is |has |went )?(?:drooping|droopy|dropped|numb|weak|fallen)',
    "can't smile (?:properly|on one side)",
  ),
  strokeArm: phrases(
    "can't (?:lift|raise|move|feel) (?:my|his|her|their) (?:left |right )?arm",
    '(?:left|right|one) arm (?:is |has |went |has gone |feels |suddenly )*(?:weak|numb|dead|heavy|limp|useless)',
    'arm (?:suddenly )?(?:went|has gone|is) (?:weak|numb|dead|limp)',
    'weak(?:ness)? (?:in|on|down) (?:one|the left|the right|my left|my right|his left|his right|her left|her right) (?:side|arm)',
    'numb(?:ness)? (?:down|on|in) one side',
    'sudden(?:ly)? (?:weak|weakness|numb|numbness) (?:in|on|down) (?:one|my|his|her)',
  ),
  strokeSpeech: phrases(
    'slurr\\w*',
    'speech (?:is |was |has |has gone |went |sounds )?(?:slurred|garbled|strange|weird|jumbled|muddled|funny)',
    "can't (?:get|find) (?:my|the|his|her) words(?: out)?",
    'words (?:are |come out |came out |coming out )?(?:jumbled|muddled|wrong|all wrong)',
    "can't (?:speak|talk) properly",
    'trouble (?:speaking|talking)',
    'talking (?:funny|gibberish|nonsense)',
  ),
  anaphylaxisDirect: phrases(
    'anaphyla\\w*',
    '(?:lips?|tongue|throat|mouth) (?:is |are |has |have |started |starting |keeps |is starting to )?(?:swelling|swollen|swelled|puffing|puffed)(?: up)?',
    'swelling (?:of|in|on) (?:my|his|her|the) (?:lips?|tongue|throat|mouth)',
    'swollen (?:lips?|tongue|throat)',
    'throat (?:is |feels |feeling )?(?:closing|closing up|tightening)',
  ),
  allergicReaction: phrases(
    'allergic reaction',
    'reaction to (?:the |a |some )?(?:nuts?|peanuts?|bee|wasp|sting|antibiotic|penicillin|shellfish|food|medicine|medication)',
    'stung by a (?:bee|wasp)',
  ),
  wheeze: phrases('wheez\\w*'),
  faint: phrases('faint\\w*', 'dizzy', 'light ?headed', 'collaps\\w*', 'passing out'),
  severeBreathing: phrases(
    "can't breathe",
    'struggling to breathe',
    'fighting for (?:breath|air)',
    'gasping(?: for (?:air|breath))?',
    "can't (?:speak|talk|finish|get out|say) (?:in )?(?:full |whole |my )?(?:sentences|words)",
    'too (?:breathless|out of breath) to (?:speak|talk)',
    'lips (?:are |have |have gone |turning |going |look |gone )?(?:blue|grey|gray)',
    'blue lips',
    'severe(?:ly)? (?:short of breath|breathless|difficulty breathing|shortness of breath)',
    'really struggling (?:to|for) breath',
    'can (?:hardly|barely) breathe',
    'choking',
    'not able to breathe',
  ),
  heavyBleeding: phrases(
    'bleeding (?:heavily|a lot|badly|loads|profusely|everywhere|non-stop|nonstop|really badly|very heavily)',
    'heavy bleeding',
    "bleeding (?:that |which )?(?:won't|doesn't|isn't going to|isn't|hasn't|will not) stop(?:ped)?",
    "(?:won't|can't get it to|doesn't|isn't going to|it won't|won't) stop bleeding",
    'blood (?:is |was )?(?:everywhere|pouring|gushing|spurting|pumping|all over)',
    '(?:pouring|gushing|spurting|pumping) (?:out )?blood',
    '(?:losing|lost|losing a lot of|lost a lot of) (?:a lot of |lots of |so much )blood',
    'soaked (?:through )?(?:a |the |my |several )?(?:towels?|pads?|bandages?|clothes)',
    '(?:vomiting|throwing up|being sick with|sicking up|sick up|vomited|threw up) (?:lots of |a lot of )?blood',
    'coughing up (?:a lot of |lots of )blood',
  ),
  bleedingAny: phrases('bleed\\w*', 'blood loss', 'losing blood', 'spotting', 'passing clots', 'clots'),
  pregnant: phrases('pregnan(?:t|cy)', "i'm expecting", 'expecting a baby', 'weeks gone'),
  seizure: phrases(
    'seizures?',
    'seizing',
    'convuls\\w*',
    "(?:having|had|has|have|having a|in the middle of a|is having|she's having|he's having) (?:a )?fit",
    'fitting',
    'epileptic (?:fit|attack)',
  ),
  unconscious: phrases(
    'unconscious',
    'unresponsive',
    'not responding',
    "won't wake(?: up)?",
    "can't wake (?:him|her|them|my \\w+)(?: up)?",
    'not waking up',
    'passed out',
    'blacked out',
    'lost consciousness',
    'knocked out',
    'knocked unconscious',
    'fainted',
    'collapsed',
    'keeled over',
    'out cold',
    "(?:he's|she's|they're|he is|she is|baby is|isn't|has) (?:not |stopped )breathing",
    'stopped breathing',
    "isn't breathing",
  ),
  thunderclapHeadache: phrases(
    "(?:worst|worse) (?:headache|head pain|pain in my head)(?: of my life| i've ever had| i've ever felt| ever| i've had in my life)",
    'worst (?:ever )?headache',
    '(?:sudden|suddenly|out of nowhere|instantly|in seconds)[^.;]{0,30}(?:severe|terrible|excruciating|blinding|explosive|agoni[sz]ing|horrendous|awful|worst|massive) (?:headache|head pain|pain in (?:my|the) head)',
    '(?:severe|terrible|excruciating|blinding|explosive|agoni[sz]ing|horrendous|massive) (?:headache|head pain)[^.;]{0,30}(?:suddenly|out of nowhere|instantly|in seconds|like a thunderclap|all of a sudden)',
    'thunderclap',
    "(?:like|as if) (?:i'd been|i was|i've been|being|someone) (?:hit|struck|kicked|smacked|whacked)(?: me)? (?:on|in|over) the (?:back of the )?head",
    "head (?:felt like it was|feels like it's|is going to|was going to) explod\\w*",
  ),
  fever: phrases(
    'fever\\w*',
    'temperature',
    'high temp',
    'temp of',
    'burning up',
    'running a temp',
    'shivery',
    'rigors',
    '(?:38|39|40|41)(?:\\.\\d)? ?(?:degrees|c|celsius)',
    '(?:10[0-5])(?:\\.\\d)? ?(?:degrees|f|fahrenheit)',
  ),
  stiffNeck: phrases(
    'stiff neck',
    'neck (?:is |feels |has gone |went )?(?:really |very )?(?:stiff|rigid)',
    "can't (?:bend|move|touch|put) (?:my|his|her) (?:neck|chin)(?: (?:to|on) (?:my|his|her) chest)?",
    'neck stiffness',
  ),
  nonBlanchingRash: phrases(
    "rash (?:that |which )?(?:doesn't|won't|didn't|does not|isn't) (?:fade|blanch)\\w*",
    "(?:doesn't|won't|didn't|isn't) (?:fade|fading|blanch\\w*) (?:when|under|with|if|after) (?:i |you |we )?(?:press\\w*|push\\w*|a glass|the glass|glass|a tumbler|pressure|roll\\w*)",
    'non[- ]?blanching',
    '(?:purple|dark red|red purple) (?:spots|rash|blotches|dots|bruises|marks)',
    '(?:spots|rash) (?:that )?(?:look|looks|looking) like (?:bruises|bruising|pin ?pricks)',
    'pin ?prick (?:spots|rash)',
    'petechia\\w*',
  ),
  suicidal: phrases(
    'kill(?:ing)? myself',
    '(?:end|ending|take|taking) (?:my|it|my own) (?:life|all)',
    'end it all',
    'suicid\\w*',
    'want(?:ed)? to die',
    'wish i (?:was|were) dead',
    'better off dead',
    "(?:don't|do not|doesn't) want to (?:live|be alive|be here(?: any ?more)?|wake up|go on)",
    'no (?:reason|point) (?:to|in) (?:live|living|going on|carrying on)',
    'not worth living',
    "life (?:isn't|is not|ain't) worth (?:living|it)",
    'self[- ]?harm\\w*',
    '(?:hurting|harming|cutting|burning) myself',
    '(?:hurt|harm|cut|burn) myself (?:on purpose|deliberately)',
    'thoughts (?:of|about) (?:hurting|harming|killing) myself',
  ),
  infection: phrases(
    'infect\\w*',
    'cellulitis',
    'uti',
    'water infection',
    'pneumonia',
    'flu',
    'wound (?:is |looks )?(?:red|hot|swollen|oozing)',
  ),
  shivering: phrases('shiver\\w*', 'shaking all over', 'teeth chattering', 'rigors'),
  sepsisSign: phrases(
    'confus\\w*',
    'not making (?:any )?sense',
    'mottled',
    'blotchy',
    'skin (?:is |looks |has gone |gone |went |turning )?(?:blue|grey|gray|pale and blotchy|mottled)',
    "(?:haven't|hasn't|not|no|didn't) (?:peed|weed|passed (?:any )?urine|urinated|had a wee|had a pee|been for a wee) (?:all day|for a day|since yesterday|in (?:a day|24 hours|twenty four hours|a whole day))",
    'no urine',
    'extreme shivering',
    'shaking uncontrollably',
    "(?:feel|feels|feeling) like (?:i'm|i am|he's|she's) (?:going to|gonna|about to) die",
    "(?:feel|feels|feeling) like (?:i'm|i am|he's|she's) dying",
    'slurred',
    'really (?:drowsy|sleepy)',
    "can't stay awake",
  ),
  headHit: phrases(
    '(?:hit|banged|bumped|knocked|smacked|whacked|bashed|cracked|injured|hurt) (?:my|his|her|their|the back of (?:my|his|her)|the side of (?:my|his|her)) head',
    'head (?:injury|injuries|knock|trauma)',
    'fell[^.,;]{0,30}\\bhead\\b',
    'head (?:hit|hitting|smashed|banged)',
    'blow to (?:the|my|his|her) head',
    'concuss\\w*',
  ),
  headInjurySerious: phrases(
    'vomit\\w*',
    'been sick',
    '(?:being|keeps being) sick',
    'throwing up',
    'threw up',
    'knocked out',
    'passed out',
    'unconscious',
    'blacked out',
    'confus\\w*',
    'drowsy',
    "can't stay awake",
    'clear fluid',
    'fluid (?:coming )?(?:out of|from) (?:my|his|her|the) (?:nose|ears?)',
    'bleeding from (?:the|my|his|her) ears?',
    'seizure',
    'fit',
    "can't remember",
    'memory loss',
    'double vision',
    'blood thinners?',
    'warfarin',
    'apixaban',
    'rivaroxaban',
    'severe headache',
    "(?:won't|isn't) stop(?:ping)? bleeding",
    'slurr\\w*',
  ),
  visionLoss: phrases(
    '(?:suddenly |sudden )?(?:lost|loss of|losing) (?:the |my |his |her |all )?(?:sight|vision)',
    "can't see (?:out of|with|from|anything (?:out of|with|from)) (?:my|one|his|her|the) (?:left |right )?eye",
    "(?:suddenly |just )?can't see anything",
    'gone blind',
    'went blind',
    'going blind',
    '(?:blind|blindness) in (?:one|my|his|her|the) (?:left |right )?eye',
    '(?:vision|sight) (?:has |just |suddenly )?(?:gone|went|go) (?:black|dark|dim)',
    '(?:vision|sight) (?:has |just )?(?:suddenly )?(?:gone|disappeared)',
    'curtain (?:coming |came )?(?:down |across )?(?:over )?(?:my|the|his|her) (?:vision|eye|sight)',
    'sudden(?:ly)? (?:loss of|lost) (?:vision|sight)',
  ),
  legWeakness: phrases(
    '(?:legs?|feet) (?:is |are |feel |feels |has |have |went |gone |going |keep |keeps )?(?:suddenly |both |really |very )?(?:weak|numb|dead|giving way|give way|gave way|gone weak|gone numb)',
    'weak(?:ness)? in (?:my|both|his|her|the) (?:legs?|feet)',
    "can't (?:move|feel|lift|stand on|walk on) (?:my|his|her|either) (?:legs?|feet)",
    'numb(?:ness)? (?:in|down) (?:my|both|his|her) (?:legs?|feet)',
    "(?:legs?|feet) won't (?:hold|work|move)",
  ),
  saddleNumbness: phrases(
    'numb(?:ness)? (?:between (?:my|the|his|her) legs|around (?:my|the) (?:bottom|back passage|genitals)|down below|in (?:my|the) (?:bottom|groin|saddle area|genitals))',
    'saddle (?:area )?(?:numbness|anaesthesia)',
    'numb (?:bum|bottom|down below)',
    "can't feel (?:my|the) (?:bottom|bum|genitals|toilet paper)",
  ),
  bladderLoss: phrases(
    "(?:lost|losing|no|loss of|can't) control (?:of|over) (?:my |his |her )?(?:bladder|bowels?|wee|pee|urine)",
    'wet (?:myself|himself|herself|the bed)',
    'incontinen\\w*',
    "can't (?:pee|wee|urinate|pass urine|control (?:my |his |her )?(?:bladder|bowels?))",
    "(?:haven't|hasn't) (?:been able to )?(?:pee|peed|wee|weed|urinate|urinated|passed urine)",
    '(?:peed|weed|soiled) myself',
    "(?:can't|don't|didn't) (?:feel|know) when i need (?:to|the toilet)",
  ),
  testicleSuddenSevere: suddenSevereTesticlePain,
  overdose: phrases(
    'overdos\\w*',
    '(?:took|taken|take|swallowed|had|eaten|drunk|drank|ate|downed) (?:too many|a lot of|loads of|lots of|a whole|all (?:of )?(?:my|the|his|her)|an entire|a (?:whole |full )?(?:box|packet|bottle|pack|strip|tub)|(?:twenty|thirty|forty|fifty|\\d{2,}))(?: of)?(?: my| his| her| the)? (?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|sleeping (?:pills|tablets)|antidepressants|painkillers|aspirin|insulin|co-codamol|codeine|tramadol)',
    '(?:swallowed|eaten|drunk|drank|ate|had) (?:some |a |the |my |his |her )?(?:bleach|button batter(?:y|ies)|batter(?:y|ies)|washing (?:tablets|pods|capsules)|dishwasher tablets|detergent|antifreeze|weed ?killer|rat poison)',
    'poisoned',
    'poisoning',
  ),
  infantUnder3m: infantUnderThreeMonths,
} satisfies Record<string, Matcher>;

export type ConceptId = keyof typeof CONCEPTS;

// ---- rules --------------------------------------------------------------------------------------

export interface RedFlagRule extends RedFlag {
  /** Any one of these concept sets, all present among this and recent turns, at least one in this turn. */
  anyOf: readonly (readonly ConceptId[])[];
  /** A turn matching this is history, not now ("a seizure years ago"). */
  notWith?: RegExp;
  /** A more specific flag that, when raised, makes this one redundant. */
  supersededBy?: string;
}

/** A seizure or faint told as past history, not happening now. */
const HISTORY_NOT_NOW =
  /\b(?:years? ago|months ago|last year|none since|not since|not had one since|as a (?:child|kid|baby|teenager)|when i was (?:young|little|a \w+)|history of|last one was|in the past|under control|well controlled|no seizures?)\b/;

export const RED_FLAG_RULES: readonly RedFlagRule[] = [
  {
    id: 'cardiac-chest-pain',
    label: 'Chest pain with breathlessness, sweating or spread to arm or jaw',
    anyOf: [
      ['heartAttack'],
      ['chestPain', 'breathless'],
      ['chestPain', 'sweating'],
      ['chestPain', 'armJaw'],
      ['chestTight', 'sweating'],
      ['chestTight', 'armJaw'],
    ],
  },
  {
    id: 'stroke-signs',
    label: 'Stroke signs: face drooping, arm weakness or speech difficulty',
    anyOf: [['strokeFace'], ['strokeArm'], ['strokeSpeech']],
  },
  {
    id: 'anaphylaxis',
    label: 'Possible anaphylaxis (severe allergic reaction)',
    anyOf: [
      ['anaphylaxisDirect'],
      ['allergicReaction', 'breathless'],
      ['allergicReaction', 'wheeze'],
      ['allergicReaction', 'faint'],
    ],
  },
  {
    id: 'severe-breathing-difficulty',
    label: 'Severe difficulty breathing',
    anyOf: [['severeBreathing']],
  },
  {
    id: 'heavy-bleeding',
    label: 'Heavy bleeding',
    anyOf: [['heavyBleeding']],
    // Heavy periods are common and usually not an emergency, unless soaking through pads.
    notWith: /\b(?:periods?|menstrua\w*)\b(?![^.]*\bsoak)/,
    supersededBy: 'pregnancy-bleeding',
  },
  {
    id: 'seizure',
    label: 'A seizure (fit)',
    anyOf: [['seizure']],
    notWith: HISTORY_NOT_NOW,
  },
  {
    id: 'unconscious',
    label: 'Unconsciousness or unresponsiveness',
    anyOf: [['unconscious']],
    notWith: HISTORY_NOT_NOW,
  },
  {
    id: 'thunderclap-headache',
    label: "Sudden, severe 'worst-ever' headache",
    anyOf: [['thunderclapHeadache']],
  },
  {
    id: 'meningitis-signs',
    label: 'Fever with a stiff neck, or a rash that does not fade under pressure',
    anyOf: [['fever', 'stiffNeck'], ['nonBlanchingRash']],
  },
  {
    id: 'suicide-risk',
    label: 'Thoughts of suicide or self-harm',
    anyOf: [['suicidal']],
  },
  {
    id: 'sepsis-signs',
    label: 'Possible sepsis: infection or fever with confusion, mottled skin, no urine or extreme shivering',
    anyOf: [
      ['fever', 'sepsisSign'],
      ['infection', 'sepsisSign'],
      ['shivering', 'sepsisSign'],
    ],
  },
  {
    id: 'serious-head-injury',
    label: 'Serious head injury',
    anyOf: [['headHit', 'headInjurySerious']],
  },
  {
    id: 'pregnancy-bleeding',
    label: 'Heavy bleeding in pregnancy',
    anyOf: [['pregnant', 'heavyBleeding']],
  },
  {
    id: 'infant-fever',
    label: 'A baby under 3 months with a fever',
    anyOf: [['infantUnder3m', 'fever']],
  },
  {
    id: 'sudden-vision-loss',
    label: 'Sudden loss of vision',
    anyOf: [['visionLoss']],
  },
  {
    id: 'cauda-equina',
    label: 'New leg weakness or numbness with loss of bladder or bowel control',
    anyOf: [
      ['legWeakness', 'bladderLoss'],
      ['saddleNumbness', 'bladderLoss'],
    ],
  },
  {
    id: 'testicular-torsion',
    label: 'Sudden severe testicle pain',
    anyOf: [['testicleSuddenSevere']],
  },
  {
    id: 'overdose',
    label: 'An overdose or poisoning',
    anyOf: [['overdose']],
  },
];

const RULES_BY_ID = new Map(RED_FLAG_RULES.map((rule) => [rule.id, rule]));

/** The flag as shown and recorded, by id. */
export function redFlagById(id: string): RedFlag {
  const rule = RULES_BY_ID.get(id);
  if (!rule) throw new Error(`Unknown red flag: ${id}`);
  return { id: rule.id, label: rule.label };
}

// ---- detection ----------------------------------------------------------------------------------

/** A patient text as the clinical patterns read it: normalised, idioms removed, split into clauses. */
export function readClinical(text: string): Analysed {
  return analyse(withoutIdioms(normalize(text)));
}

// Earlier turns are re-read on every turn; a small memo keeps that cheap (pure: same text, same concepts).
const conceptMemo = new Map<string, Set<ConceptId>>();
const MEMO_LIMIT = 256;

function conceptsIn(text: string): Set<ConceptId> {
  const memo = conceptMemo.get(text);
  if (memo) return memo;
  const a = readClinical(text);
  const found = new Set<ConceptId>();
  for (const [id, matcher] of Object.entries(CONCEPTS) as [ConceptId, Matcher][]) {
    if (isPresent(a, matcher)) found.add(id);
  }
  if (conceptMemo.size >= MEMO_LIMIT) conceptMemo.delete(conceptMemo.keys().next().value!);
  conceptMemo.set(text, found);
  return found;
}

/** The concepts a question asks about, when it asks about exactly one group ("Does the pain spread to your arm?"). */
function affirmedConcepts(question: string, answer: string): Set<ConceptId> {
  if (answerOf(normalize(answer)) !== 'yes') return new Set();
  const asked = conceptsIn(question);
  return asked.size === 1 ? new Set(asked) : new Set();
}

export interface RedFlagContext {
  /** Earlier patient turns, oldest first: red flags often build across turns. */
  recentPatientTexts?: string[];
  /** The question the patient is answering: a bare "yes" to "Does it spread to your arm?" counts. */
  lastAssistantText?: string;
}

/**
 * The red flags the patient's latest turn raises, read with the recent turns for context.
 * Deterministic, fast and backend-independent; the server applies it on top of any dialogue.
 */
export function detectRedFlags(patientText: string, context: RedFlagContext = {}): RedFlag[] {
  const now = new Set(conceptsIn(patientText));
  if (context.lastAssistantText) {
    for (const id of affirmedConcepts(context.lastAssistantText, patientText)) now.add(id);
  }
  if (now.size === 0) return [];
  const all = new Set(now);
  for (const earlier of context.recentPatientTexts ?? []) {
    for (const id of conceptsIn(earlier)) all.add(id);
  }
  const currentText = normalize(patientText);
  const raised = RED_FLAG_RULES.filter(
    (rule) =>
      !(rule.notWith && rule.notWith.test(currentText)) &&
      rule.anyOf.some((set) => set.every((id) => all.has(id)) && set.some((id) => now.has(id))),
  );
  const ids = new Set(raised.map((rule) => rule.id));
  return raised
    .filter((rule) => !(rule.supersededBy && ids.has(rule.supersededBy)))
    .map((rule) => ({ id: rule.id, label: rule.label }));
}

/** Whether a concept is present (un-negated, idioms removed) in one patient text. */
export function mentions(text: string, concept: ConceptId): boolean {
  return conceptsIn(text).has(concept);
}
