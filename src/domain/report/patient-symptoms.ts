// SYMPTOMS: what the patient (or the parent speaking for them) said they have, and what they ruled out.
import { answerOf, answerOfReply, isPlainYes, splitSentences, unmishear } from '../language';
import { findSymptomMentions, presentSymptoms, type SymptomMention } from '../symptoms';
import { type Consultation, precedingDoctorTurn } from './consultation';
import { asksAboutHistoryOnly } from './history-questions';

export interface PatientSymptoms {
  /** Plain labels, each once, in the order first said. */
  present: string[];
  /** Labels the patient ruled out ("no fever") and did not later affirm. */
  denied: string[];
}

export function patientSymptoms(consultation: Consultation): PatientSymptoms {
  const replies = patientReplies(consultation);
  // A full stop between turns keeps one turn's "no" from reaching into the next.
  const asText = (texts: string[]) => unmishear(texts.join('.\n').toLowerCase());
  // Speech-recognition slips undone as the doctor undoes them ("saw throat"); the symptom reader does the rest.
  const patientSaid = asText(replies.flatMap((reply) => [...reply.confirmed.affirmed, reply.text]));
  const saidRaw = findSymptomMentions(patientSaid, { thorough: true });
  const asPassingWater = feltPassingWater(saidRaw, patientSaid);
  const mentions = saidRaw.map(asPassingWater);
  const said = presentSymptoms(mentions);
  // A no to the doctor's question rules a symptom out, never one the patient said they have in their own words
  // ("I have a headache." … "Have you had a headache like this before?" "No.").
  const answeredNo = findSymptomMentions(asText(replies.flatMap((reply) => reply.confirmed.ruledOut)), {
    thorough: true,
  }).filter((m) => m.negated);
  const saidDenied = [...mentions, ...answeredNo]
    .filter((m) => m.negated && !said.includes(m.label))
    .map((m) => m.label);
  const summed = doctorsSummary(consultation).map(asPassingWater);
  const summedUp = presentSymptoms(summed);
  const ruledOut = new Set(saidDenied);
  const present = withoutVagueDuplicates([
    ...said,
    ...painSpreadTo(patientSaid).filter((wording) => !said.includes(wording)),
    // What the doctor summed up the patient as having, unless the patient said otherwise.
    ...summedUp.filter((label) => !said.includes(label) && !ruledOut.has(label)),
  ]);
  const denied = [...new Set(saidDenied)].filter((label) => !present.includes(label));
  mentions.push(...summed);
  // Listed in the patient's sense: "big toe pain" and "tiredness", where the shared label says "foot pain", "fatigue".
  const wordingOf = new Map<string, string>();
  for (const m of mentions) if (!wordingOf.has(m.label) && !m.negated) wordingOf.set(m.label, m.wording);
  for (const m of mentions) if (!wordingOf.has(m.label)) wordingOf.set(m.label, m.wording);
  const inTheirWords = (label: string) => wordingOf.get(label) ?? label;
  return {
    present: withPainQuality(
      [...new Set(present.map(inTheirWords).map((label) => crampsOfTheGut(label, present, patientSaid)))],
      painQualitiesSaid(patientSaid),
    ),
    denied: [...new Set(denied.map(inTheirWords))],
  };
}

// "It's sharp, like a knife", "a horrible throbbing", "like an electric shock": what the pain feels like, said apart
// from the pain itself. Only as said of it ("it's sharp", "feels like"), not "a sharp knife", "it's not sharp", "it's
// crushing me", nor "a throbbing headache" (that headache's own, kept with it).
const QUALITY_SAID =
  /\b(?:it'?s|it is|it was|it's been|its|is|was|feels?|felt|goes|comes|get|gets|getting|a|an|and|but)\s+(?:(?:very|really|quite|so|more|a bit|bit|kind of|sort of|horrible|horrid|awful|nasty|constant|deep)\s+)*(sharp|stabbing|throbbing|shooting|burning|gnawing|crushing|squeezing|dull|cramping|cramp-like|pulsing)\b(?![ -]+(?:me|him|her|us|them|you|knife|object|edge|pencil|smell|taste|\w*aches?|pains?|sensation)\b)/g;
// "Like a knife", "like razor blades", "like an electric shock": the likeness says the quality.
const LIKENESSES: [RegExp, string][] = [
  [/\blike (?:a |an )?(?:knife|knives|razor(?: blades?)?|broken glass|glass|needles?|dagger)\b/g, 'sharp'],
  [
    /\blike (?:an? )?(?:electric(?:al)? shocks?|electric current|electricity|lightning)\b/g,
    'electric shock-like',
  ],
  [/\belectric(?:al)? shocks?\b/g, 'electric shock-like'],
];
const NOT_OF_PAIN = /\b(?:pee|peeing|wee|weeing|urine|passing water)\b/;

/** The pain qualities the patient gave, in the order said, each once; not of passing water ("it burns when I wee"). */
function painQualitiesSaid(said: string): string[] {
  const found: { at: number; quality: string }[] = [];
  for (const sentence of said.matchAll(/[^.!?\n]+/g)) {
    if (NOT_OF_PAIN.test(sentence[0])) continue;
    for (const m of sentence[0].matchAll(QUALITY_SAID))
      found.push({ at: sentence.index + m.index, quality: m[1]! });
    for (const [likeness, quality] of LIKENESSES)
      for (const m of sentence[0].matchAll(likeness)) found.push({ at: sentence.index + m.index, quality });
  }
  return [...new Set(found.sort((x, y) => x.at - y.at).map((f) => f.quality))];
}

const IS_PAIN =
  /\b(?:pain|ache|aches|aching|headache|toothache|earache|backache|stomach ache|tummy ache)\b|ache\b/;

/** "sharp chest pain": the qualities the patient gave, on the first pain they said, up to two, not said twice. */
function withPainQuality(present: string[], qualities: string[]): string[] {
  const index = present.findIndex((label) => IS_PAIN.test(label));
  if (index < 0 || qualities.length === 0) return present;
  const label = present[index]!;
  const words = label.split(' ');
  const added = qualities.filter((q) => !words.includes(q)).slice(0, 2);
  if (added.length === 0) return present;
  return present.map((l, i) => (i === index ? `${added.join(' ')} ${l}` : l));
}

// "When I make wee it is burning", "it was burning yesterday when she went to the loo": a burning or a stinging
// said in the same sentence as passing water is felt passing it.
const PASSING_WATER =
  /\b(?:pee|peeing|peed|wee|weeing|weed|urine|urinating|urinate|toilet|loo|passing water)\b/;
const FELT_PASSING_WATER = new Map([
  ['burning', 'burning on passing urine'],
  ['stinging', 'stinging on passing urine'],
]);

/**
 * The burnings felt passing water read as that; once one is, "the burning" said elsewhere, by the patient or in the
 * doctor's summary, is the same.
 */
function feltPassingWater(
  mentions: SymptomMention[],
  said: string,
): (mention: SymptomMention) => SymptomMention {
  const sentenceOf = (m: SymptomMention) => {
    const from = Math.max(...['.', '!', '?', '\n'].map((end) => said.lastIndexOf(end, m.start - 1))) + 1;
    const ends = ['.', '!', '?', '\n'].map((end) => said.indexOf(end, m.end)).filter((at) => at >= 0);
    return said.slice(from, ends.length ? Math.min(...ends) : said.length);
  };
  const wordingOf = new Map<string, string>();
  for (const m of mentions) {
    const wording = FELT_PASSING_WATER.get(m.label);
    if (wording && !m.negated && PASSING_WATER.test(sentenceOf(m))) wordingOf.set(m.label, wording);
  }
  return (m) => {
    const wording = wordingOf.get(m.label);
    return wording ? { ...m, label: 'painful urination', wording } : m;
  };
}

/** Labels that say the gut is upset. */
const OF_THE_GUT = new Set([
  'diarrhoea',
  'vomiting',
  'nausea',
  'abdominal pain',
  'bloating',
  'upset stomach',
  'wind',
  'constipation',
]);
const GUT_WORD = /\b(?:stomach|tummy|belly)\b/;

/**
 * "Cramps, like a 4" beside vomiting and diarrhoea are the gut's: listed with the word the patient used for it
 * ("tummy cramps"), or "stomach cramps". Cramps with no upset gut stay as said (a leg may cramp).
 */
function crampsOfTheGut(label: string, present: readonly string[], said: string): string {
  if (label !== 'cramps' && label !== 'cramping') return label;
  if (!present.some((other) => OF_THE_GUT.has(other))) return label;
  return `${GUT_WORD.exec(said)?.[0] ?? 'stomach'} cramps`;
}

/** The short questions a reply said yes or no to, as the patient's own words. */
interface Confirmed {
  /** Said yes to: "crusty lashes in the morning". */
  affirmed: string[];
  /** Said no to: "no fever". */
  ruledOut: string[];
}

interface PatientReply {
  text: string;
  confirmed: Confirmed;
}

const repliesRead = new WeakMap<Consultation, PatientReply[]>();

/**
 * What the patient said about what is wrong now, a turn at a time, read once for the consultation: "Any long-term
 * conditions?" "Asthma and hay fever." is history, not what is wrong now.
 */
function patientReplies(consultation: Consultation): PatientReply[] {
  let replies = repliesRead.get(consultation);
  if (!replies) {
    replies = consultation.turns.flatMap((turn, index) =>
      turn.role !== 'user' || answersHistoryOnly(consultation, index)
        ? []
        : [{ text: turn.text, confirmed: confirmedQuestions(consultation, index) }],
    );
    repliesRead.set(consultation, replies);
  }
  return replies;
}

function answersHistoryOnly(consultation: Consultation, index: number): boolean {
  const asked = precedingDoctorTurn(consultation, index)?.text;
  return (
    asked !== undefined && asksAboutHistoryOnly(asked, (question) => findSymptomMentions(question).length > 0)
  );
}

// "Summary: three weeks of itching, worse at night…", "To recap, you've had…", "So you've had a cough since…".
const SUMMARY_START =
  /^(?:(?:thank you|thanks|ok|okay|right|so)[.,!]?\s*)*(?:summary|in summary|to summari[sz]e|to recap|just to recap|let me (?:summari[sz]e|recap)|so you(?:'ve| have)|you(?:'ve| have) (?:had|got|been)|putting (?:it|that|this) (?:all )?together|to sum up|from what you(?:'ve| have) (?:told me|described|said))\b[:,]?/i;
// Where a summary turns from what was said to what it may be: "…, this sounds most like a stye".
const SUMMARY_TURNS_TO_DIAGNOSIS =
  /[,;:—–-]?\s*\b(?:this|that|it|which) (?:sounds|could|may|might|is most likely|looks|suggests|fits|points)\b.*$|\s*\b(?:sounds? (?:most )?like|is typical of|are typical of|suggests?)\b.*$/i;

/**
 * The symptoms in the doctor's summary of what the patient told them: a restatement the patient heard and let
 * stand, which often names in plain words what the patient described ("itching, worse at night").
 */
function doctorsSummary(consultation: Consultation) {
  return summarySentences(consultation).flatMap((text) =>
    findSymptomMentions(text.toLowerCase(), { thorough: true }),
  );
}

/** The doctor's summary of what the patient told them, without its opening words. */
function summarySentences(consultation: Consultation): string[] {
  return consultation.sentences
    .filter((s) => s.role === 'assistant' && !s.question && SUMMARY_START.test(s.text))
    .map((s) => s.text.replace(SUMMARY_START, '').replace(SUMMARY_TURNS_TO_DIAGNOSIS, ''));
}

/**
 * What the patient affirmed without saying it in so many words: a short question they said yes to ("After
 * meals?" "Yes."), and the doctor's summary they let stand ("…worse sitting and coughing").
 */
export function affirmedStatements(consultation: Consultation): string[] {
  const confirmed = patientReplies(consultation).flatMap((reply) => reply.confirmed.affirmed);
  // Only what the summary says is there: "…; no dark blood, weight loss, tummy pain or change in bowel habit".
  const affirmedPart = (summary: string) => summary.split(/[;,]?\s+(?:no|without|not|nor|nil)\b/i)[0]!;
  return [...confirmed, ...summarySentences(consultation).map(affirmedPart)];
}

const SPREAD_TO =
  /\b(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|shot|travel\w*|mov(?:es|ing|ed)|runs?|running)\s+(?:right |all the way |straight )?(?:down|into|up|to|through|across|round|around|along)\s+(?:to\s+|into\s+)?(?:my|the|his|her|their)\s+((?:left|right|upper|lower)\s+)?(arms?|jaw|neck|shoulders?|shoulder blades?|back|legs?|groin|teeth|hand|fingers|buttocks?|bum|thigh|calf|foot|ear)\b/g;

/** "It's going into my left arm": pain where it spreads to is pain there too ("left arm pain"). */
function painSpreadTo(said: string): string[] {
  const sites: string[] = [];
  for (const match of said.matchAll(SPREAD_TO)) {
    // "It doesn't go down my legs."
    if (
      /\b(?:not|no|never|doesn't|does not|don't|isn't|hasn't|didn't|won't|without)\b[^.,;]{0,12}$/.test(
        said.slice(Math.max(0, match.index - 30), match.index),
      )
    )
      continue;
    const site = match[2]!.replace(/s$/, '').replace(/^bum$/, 'buttock');
    sites.push(`${match[1] ?? ''}${site} pain`);
  }
  return [...new Set(sites)];
}

/** "pain" adds nothing beside "knee pain", nor "cough" beside "dry cough". */
function withoutVagueDuplicates(labels: string[]): string[] {
  return labels.filter(
    (label) =>
      label.includes(' ') || !labels.some((other) => other !== label && other.split(' ').includes(label)),
  );
}

const MAX_CLOSED_QUESTION = 60;
const SHORT_REPLY = 6;
/** "And", "so", "okay": what may come before the asking. */
const LEAD = String.raw`^(?:(?:and|so|ok|okay|right|also|now)[,]?\s+)*`;
// "Have you had", "Does it", "Any": the asking, without what is asked about.
const ASKING = new RegExp(
  LEAD +
    String.raw`(?:(?:have|has)\s+(?:you|he|she|they|there|it)\s+(?:been\s+)?(?:had|got|noticed|felt|seen|experienced|having|feeling|getting)?|(?:do|does|did)\s+(?:you|he|she|they|it)\s+(?:have|get|feel|notice|see|experience|got)?|(?:are|is|was|were)\s+(?:you|he|she|they|it|there)|any|anything|got any|what about|how about)\b\s*(?:any\s+|a\s+|an\s+)?`,
);
// "Any numbness?", "Do you have a fever?", "Is there blood?": whether something is there at all. A no to anything
// else ("Does the pain go down your leg?") rules out what was asked of it, not the thing itself.
const ASKS_WHETHER_THERE = new RegExp(
  LEAD +
    String.raw`(?:(?:have|has)\s+(?:you|he|she|they)\s+(?:been\s+)?(?:had|got|noticed|felt|experienced|having|getting)|(?:do|does|did)\s+(?:you|he|she|they)\s+(?:have|get|notice|feel|experience)|(?:is|are|was|were)\s+there|any|anything|got any|what about|how about)\b(?!\s+(?:the|your|his|her|their|it|this|that)\b)`,
);
const ASKED_LOOSELY = /\s*\b(?:at all|lately|recently|as well|too)\s*$/;
// "Have you had a headache like this before?", "Any change in your cough?", "Has anyone else got it?": a no
// says nothing of whether the patient has it now.
const ASKS_SOMETHING_ELSE =
  /\b(?:before|change[ds]?|changing|again|like this|else|other than|anyone|anybody|someone|somebody|at home|in the family|your (?:partner|wife|husband|family|kids?|children|son|daughter|mum|dad|mother|father))\b/;
// "Can you walk on it?" "No.": a no to whether something is possible or fine says there is a problem, not none.
const ASKS_WHETHER_ABLE_OR_FINE =
  /^(?:can|could|are you able|is (?:he|she|it|your)|are (?:you|they|your))\b|\b(?:ok|okay|fine|normal|alright|all right|able|manage|managing)\b/;

/**
 * "Doctor: Crusty lashes in the morning? — You: Yes." and "Fever? Discharge? — No. No.": a plain yes or no to a
 * short closed question says what the patient has or has not, in the doctor's words. The question is read as
 * the patient's own ("crusty lashes in the morning", "no fever"), so the words it names are read as theirs are:
 * with the site they named before ("My eyelids." … "Sore?" "Yes." is sore eyelids), with what makes it worse.
 * A no answers every short question of the turn; a yes, only the last, if it asks about one thing and the reply
 * names nothing itself.
 */
function confirmedQuestions(consultation: Consultation, index: number): Confirmed {
  const none: Confirmed = { affirmed: [], ruledOut: [] };
  const asked = precedingDoctorTurn(consultation, index);
  if (!asked) return none;
  const reply = consultation.turns[index]!.text.trim().toLowerCase();
  // "A few tiny ones, yes", "Bit, yeah. Clear.": in a short reply, the yes may come after a word or two.
  const whole = answerOf(reply);
  const answer =
    whole === 'other' && reply.split(/\s+/).length <= SHORT_REPLY && answerOfReply(reply) === 'yes'
      ? 'yes'
      : whole;
  const yes = answer === 'yes' || isPlainYes(reply);
  if (!yes && answer !== 'no') return none;
  const asking = splitSentences(asked.text)
    .filter((sentence) => sentence.trim().endsWith('?') && sentence.length <= MAX_CLOSED_QUESTION)
    .map((sentence) => sentence.trim().toLowerCase().replace(/\?$/, ''));
  const aboutTheSymptom = (question: string) =>
    !ASKS_WHETHER_ABLE_OR_FINE.test(question) && !ASKS_SOMETHING_ELSE.test(question);
  const questions = asking.filter(aboutTheSymptom);
  const named = (question: string) => question.replace(ASKING, '').replace(ASKED_LOOSELY, '');
  if (!yes)
    return {
      affirmed: [],
      ruledOut: questions
        .filter((question) => ASKS_WHETHER_THERE.test(question))
        .map((question) => `no ${named(question)}`),
    };
  // A yes answers the last question asked; if that one asks something else ("Are you okay otherwise?"), none.
  const last = asking.at(-1);
  if (last === undefined || !aboutTheSymptom(last)) return none;
  // A yes to "Any fever, rash or cough?" could be to any of them: the patient's own words say which.
  const asksOneThing = new Set(findSymptomMentions(last).map((m) => m.label)).size <= 1;
  return asksOneThing && findSymptomMentions(reply).length === 0
    ? { affirmed: [named(last)], ruledOut: [] }
    : none;
}
