// SYMPTOMS: what the patient (or the parent speaking for them) said they have, and what they ruled out.
import { answerOf, answerOfReply, isPlainYes, splitSentences, unmishear } from '../language';
import { findSymptomMentions, presentSymptoms, type SymptomMention } from '../symptoms';
import { type Consultation, precedingDoctorTurn } from './consultation';
import { asksAboutHistoryOnly } from './history-questions';
import { inOwnWords, restatedFindings, saidAsSoIn, toldIn } from './own-words';

export interface PatientSymptoms {
  /** Plain labels, each once, in the order first said. */
  present: string[];
  /**
   * What the patient said of their body that the vocabulary cannot name, as they said it ("the last lot was a
   * horrible green colour"), and findings the doctor restated in their own words ("haloes around lights").
   */
  described: string[];
  /** Labels the patient ruled out ("no fever") and did not later affirm. */
  denied: string[];
  /** A listed symptom's wording, to the patient's own words for it when they say more: "red lump" for "lump". */
  told: Map<string, string>;
}

export function patientSymptoms(consultation: Consultation): PatientSymptoms {
  const replies = patientReplies(consultation);
  const { patientSaid, said, saidDenied, ...reading } = patientReading(consultation);
  const mentions = [...reading.mentions];
  const summed = doctorsSummary(consultation);
  const summedUp = presentSymptoms(summed);
  const ruledOut = new Set(saidDenied);
  const present = withoutVagueDuplicates([
    ...said,
    ...painSpreadTo(patientSaid).filter((wording) => !said.includes(wording)),
    // What the doctor summed up the patient as having, unless the patient said otherwise.
    ...summedUp.filter((label) => !said.includes(label) && !ruledOut.has(label)),
  ]);
  const denied = [...new Set(saidDenied)].filter((label) => !present.includes(label));
  // Listed in the patient's sense: "big toe pain" and "tiredness", where the shared label says "foot pain", "fatigue".
  // A sharper wording of the same thing replaces the plainer ("green vomiting", said in the doctor's summary, for
  // "vomiting"). The patient's own words for one label are one symptom ("palpitations", "my heart is racing"); the
  // doctor's summary may name another finding under it, listed beside ("hard stools" beside "constipation").
  const wordingsOf = new Map<string, string[]>();
  const patientCount = mentions.length;
  mentions.push(...summed);
  mentions.forEach((m, index) => {
    if (m.negated) return;
    const kept = wordingsOf.get(m.label) ?? [];
    if (kept.some((wording) => includesWords(wording, m.wording))) return;
    const plainer = kept.filter((wording) => includesWords(m.wording, wording));
    const fromSummary = index >= patientCount;
    if (plainer.length > 0 || kept.length === 0 || fromSummary)
      wordingsOf.set(m.label, [...kept.filter((wording) => !plainer.includes(wording)), m.wording]);
  });
  const firstWording = new Map<string, string>();
  for (const m of mentions) if (!firstWording.has(m.label)) firstWording.set(m.label, m.wording);
  const named = [...new Set(present.flatMap((label) => wordingsOf.get(label) ?? [label]))];
  const namedWords = new Set(
    mentions.slice(0, patientCount).flatMap((m) => (m.negated ? [] : [patientSaid.slice(m.start, m.end)])),
  );
  const described = [...inOwnWords(replies, namedWords), ...restatedFindings(summaryFindings(consultation))];
  return {
    present: named,
    told: toldOf(mentions.slice(0, patientCount), patientSaid, named, wordingsOf),
    described: [...new Set(described)].filter(
      (item) => !named.some((wording) => includesWords(wording, item)),
    ),
    denied: [...new Set(denied.map((label) => firstWording.get(label) ?? label))],
  };
}

/**
 * For each listed wording, the words the patient first said it in, where they say more than the wording. One thing
 * said is quoted once, beside the wording that shares most of its words: "an itchy red rash on my arms" beside "rash
 * on arms", not "itching".
 */
function toldOf(
  mentions: readonly SymptomMention[],
  said: string,
  listed: readonly string[],
  wordingsOf: ReadonlyMap<string, string[]>,
): Map<string, string> {
  const candidates = new Map<string, string>();
  const toldAround = toldIn(said);
  for (const m of mentions) {
    // Beside the wording this mention is listed as: "lump on neck" and "lump in groin" are two.
    const kept = m.negated ? [] : (wordingsOf.get(m.label) ?? []).filter((w) => listed.includes(w));
    const wording = kept.includes(m.wording)
      ? m.wording
      : kept.find((w) => includesWords(w, m.wording) || includesWords(m.wording, w));
    if (wording === undefined || candidates.has(wording)) continue;
    const words = toldAround(m.start, m.end, wording);
    if (words) candidates.set(wording, words);
  }
  const told = new Map<string, string>();
  const shared = (wording: string, words: string) =>
    wording.split(' ').filter((w) => includesWords(words, w)).length;
  for (const [wording, words] of candidates) {
    const best = [...candidates]
      .filter(([, other]) => other === words)
      .sort(([a], [b]) => shared(b, words) - shared(a, words))[0]!;
    if (best[0] === wording) told.set(wording, words);
  }
  return told;
}

/** Whether every word of `inner` is a word of `outer`: "green vomiting" holds "vomiting", "swollen ankle" holds "ankle swelling". */
function includesWords(outer: string, inner: string): boolean {
  const words = new Set(outer.split(' ').map(stemOf));
  return inner.split(' ').every((word) => words.has(stemOf(word)));
}

const stemOf = (word: string) => word.replace(/^swollen$/, 'swell').replace(/(?<=\w{3})(?:ing|ed|s)$/, '');

/** What the patient said they have and have not, in the vocabulary's labels, read once for the consultation. */
interface PatientReading {
  /** Every reply, with what short questions it said yes to, as one lower-case text. */
  patientSaid: string;
  mentions: SymptomMention[];
  /** Labels said as present, in order. */
  said: string[];
  /** Labels ruled out and never said as present. */
  saidDenied: string[];
}

const readingsRead = new WeakMap<Consultation, PatientReading>();

function patientReading(consultation: Consultation): PatientReading {
  const known = readingsRead.get(consultation);
  if (known) return known;
  const replies = patientReplies(consultation);
  // A full stop between turns keeps one turn's "no" from reaching into the next.
  const asText = (texts: string[]) => unmishear(texts.join('.\n').toLowerCase());
  // Speech-recognition slips undone as the doctor undoes them ("saw throat"); the symptom reader does the rest.
  const patientSaid = asText(replies.flatMap((reply) => [...reply.confirmed.affirmed, reply.text]));
  const mentions = findSymptomMentions(patientSaid, { thorough: true }).filter(
    (m) => !isTheActThatSetsItOff(patientSaid, m),
  );
  const said = presentSymptoms(mentions);
  // A no to the doctor's question rules a symptom out, never one the patient said they have in their own words
  // ("I have a headache." … "Have you had a headache like this before?" "No.").
  const answeredNo = findSymptomMentions(asText(replies.flatMap((reply) => reply.confirmed.ruledOut)), {
    thorough: true,
  }).filter((m) => m.negated);
  const saidDenied = [...mentions, ...answeredNo]
    .filter((m) => m.negated && !said.includes(m.label))
    .map((m) => m.label);
  const reading = { patientSaid, mentions, said, saidDenied };
  readingsRead.set(consultation, reading);
  return reading;
}

const SENTENCE_END = /[.!?\n]/;

/** Acts anyone does that a patient names as what sets a symptom off: "it pops out when I cough". */
const ACTS = new Set(['cough', 'sneezing']);
// "When I cough", and the second of two such acts: "when I cough or sneeze", "when I laugh or cough".
const WHEN_SOMEONE =
  /\b(?:when|whenever|if|as|every time|each time) (?:i|he|she|they|you|we)(?: (?:cough|sneez|laugh)\w* (?:or|and))?\s*$/;
// What an act sets off: a leak, or something that pops out.
const SET_OFF_BY_AN_ACT =
  /\b(?:leak\w*|wee(?:s|d|ing)?|pee(?:s|d|ing)?|urine|wet (?:myself|himself|herself)|pops? out|popping out|bulg\w*|hernia|lump)\b/;

/** "It pops out when I cough", "I leak when I sneeze": the act that sets it off, not a symptom of its own. */
function isTheActThatSetsItOff(said: string, m: SymptomMention): boolean {
  if (!ACTS.has(m.label) || !WHEN_SOMEONE.test(said.slice(Math.max(0, m.start - 30), m.start))) return false;
  // What it sets off is a leak or something that pops out; "he's sick when he coughs" has a cough.
  let from = m.start;
  while (from > 0 && !SENTENCE_END.test(said[from - 1]!)) from--;
  return SET_OFF_BY_AN_ACT.test(said.slice(from, m.start));
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
  /** The doctor's turn it answers. */
  asked?: string;
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
        : [
            {
              text: turn.text,
              asked: precedingDoctorTurn(consultation, index)?.text,
              confirmed: confirmedQuestions(consultation, index),
            },
          ],
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

// "Cramping pain that comes in waves, a swollen tummy and green vomit make me worried about…", "A very sore throat
// with drooling and a muffled voice could be epiglottitis": the findings the doctor reasons from, then the reasoning.
const FINDINGS_THEN_REASONING =
  /^(?:(?:from )?what you(?:'ve| have)? (?:describe[d]?|told me|said),?\s*)?(?<findings>(?!(?:this|that|it|which|these|those|they|you|i|we|there|here)\b)[^?]{8,300}?)[,;:—–-]?\s+(?:(?:this|that|it|which|all) )?(?:together )?(?:(?:sounds?|sound) (?:\w+ )?(?:like|typical)|could (?:be|point)|may be|might be|(?:is|are) (?:most |very |really |more |quite )?(?:likely|typical|suggestive|in keeping|consistent|warning signs?|signs?|what)|suggests?|points? to|can point|makes? me (?:think|worried|concerned|suspect)|fits?|is called)\b/i;

// "Call 999 if she gets a rash … or becomes floppy, which could…", "…could be meningitis, so call 999 if that
// happens": what to watch for, not what the patient has.
const SAFETY_NETTING = /\b(?:if|unless|in case|watch for|look out)\b|:/i;
// "…suggests a bleed, and that's not what you describe": findings set against the patient's.
const NOT_THE_PATIENTS =
  /\b(?:not what you(?:'ve| have)?|(?:doesn't|does not|don't|do not) sound like|unlikely|less likely|rather than|not like (?:yours|this|that))\b/i;

/** The doctor's summary of what the patient told them, without its opening words. */
function summarySentences(consultation: Consultation): string[] {
  let summaries = summariesRead.get(consultation);
  if (!summaries) {
    summaries = readSummaries(consultation);
    summariesRead.set(consultation, summaries);
  }
  return summaries;
}

const summariesRead = new WeakMap<Consultation, string[]>();

function readSummaries(consultation: Consultation): string[] {
  return consultation.sentences
    .filter((s) => s.role === 'assistant' && !s.question)
    .flatMap((s) => {
      if (SUMMARY_START.test(s.text))
        return [s.text.replace(SUMMARY_START, '').replace(SUMMARY_TURNS_TO_DIAGNOSIS, '')];
      const findings = FINDINGS_THEN_REASONING.exec(s.text)?.groups?.findings;
      return findings &&
        !SAFETY_NETTING.test(s.text) &&
        !NOT_THE_PATIENTS.test(s.text) &&
        !contradicted(consultation, s.turn) &&
        reasonsFromWhatWasSaid(consultation, findings)
        ? [findings]
        : [];
    });
}

/** "…could mean bleeding on the brain." "No, it's not like that.": a restatement the patient did not let stand. */
function contradicted(consultation: Consultation, turn: number): boolean {
  const next = consultation.turns[turn + 1];
  if (next?.role !== 'user') return false;
  const reply = next.text.trim().toLowerCase();
  return answerOf(reply) === 'no' || DENIES_AT_ONCE.test(reply);
}

// "Definitely not.", "Oh god. No.", "Well no, it isn't like that."
const DENIES_AT_ONCE =
  /^(?:[\s,.!]*(?:oh|well|um|erm|god|gosh|definitely|certainly|absolutely|honestly|actually))*[\s,.!]*(?:no|not|nope|nah|never)\b(?! (?:doubt|idea|problem|worries|sure|really sure))/;

/**
 * Whether findings are the patient's, restated, rather than a lesson in what a condition looks like ("A rash that
 * does not fade, a stiff neck or being floppy are warning signs of meningitis"; "a sudden headache with a stiff neck
 * could mean a bleed", which "could mean" never reads): something they name the patient said they have (the rest
 * may be in words the vocabulary does not know), nothing they name the patient ruled out, and no alternatives ("or").
 */
function reasonsFromWhatWasSaid(consultation: Consultation, findings: string): boolean {
  if (/\bor\b/i.test(findings)) return false;
  const named = new Set(
    findSymptomMentions(findings.toLowerCase(), { thorough: true })
      .filter((m) => !m.negated)
      .map((m) => m.label),
  );
  if (named.size === 0) return false;
  const { said, saidDenied } = patientReading(consultation);
  const labels = [...named];
  if (labels.some((label) => saidDenied.includes(label))) return false;
  return labels.some((label) => said.includes(label));
}

/**
 * What the patient affirmed without saying it in so many words: a short question they said yes to ("After
 * meals?" "Yes."), and the doctor's summary they let stand ("…worse sitting and coughing").
 */
export function affirmedStatements(consultation: Consultation): string[] {
  const confirmed = patientReplies(consultation).flatMap((reply) => reply.confirmed.affirmed);
  return [...confirmed, ...summaryFindings(consultation)];
}

/** Only what the summary says is there: "…; no dark blood, weight loss, tummy pain or change in bowel habit". */
export function summaryFindings(consultation: Consultation): string[] {
  return summarySentences(consultation).map(
    (summary) => summary.split(/[;,]?\s+(?:no|without|not|nor|nil|never)\b/i)[0]!,
  );
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
// "When did the rash start?" "Ok.": an open question is not a yes or no one; "ok" to it affirms nothing.
// "When did the rash start?", "From 0 to 10, how bad is the itch?": open questions. "What about a fever?", "When you
// walk upstairs, do you get short of breath?", "How is your neck, is it stiff?" and "And where, your chest?" ask yes
// or no.
const OPEN_QUESTION =
  /^(?:(?:and|so|ok|okay|right|thanks|thank you)[,.]?\s+)*(?:[a-z0-9' ]{1,30},\s*)?(?:roughly\s+)?(?:when|where|how(?! about)|what(?! about)|which|who|why)\b/;
const THEN_YES_OR_NO =
  /,\s*(?:and\s+)?(?:do|does|did|is|are|was|were|have|has|had|can|could|would|will|any|your|a|an|the|or)\b/;
const isOpenQuestion = (question: string) => OPEN_QUESTION.test(question) && !THEN_YES_OR_NO.test(question);
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
  if (last === undefined || !aboutTheSymptom(last) || isOpenQuestion(last)) return none;
  // A yes to "Any fever, rash or cough?" could be to any of them: the patient's own words say which.
  const asksOneThing = new Set(findSymptomMentions(last).map((m) => m.label)).size <= 1;
  return asksOneThing && findSymptomMentions(reply).length === 0
    ? { affirmed: [named(last)], ruledOut: [] }
    : none;
}

/** How the patient put a symptom: the wording it is listed as, and their own words when they say more. */
export interface OwnWording {
  wording: string;
  told?: string;
}

/**
 * For each symptom label the patient named in `patientTexts` (their replies about what is wrong now, in order), how
 * they first put it: "lump on arm" and "red lump on my arm" for "lump". The wording and the words quoted come from
 * the same mention, and one thing said is quoted once, beside the wording that shares most of its words ("an itchy
 * rash on my arm" beside "rash on arm", not "itching"). Used where the symptoms come from another reader (the
 * built-in doctor's facts), so that its report keeps the patient's sense and words as one read from a transcript does.
 */
export function ownWordings(patientTexts: readonly string[]): Map<string, OwnWording> {
  const said = unmishear(patientTexts.join('.\n').toLowerCase());
  const toldAround = toldIn(said);
  const soAt = saidAsSoIn(said);
  const byLabel = new Map<string, OwnWording>();
  for (const m of findSymptomMentions(said, { thorough: true })) {
    if (m.negated || byLabel.has(m.label) || isTheActThatSetsItOff(said, m)) continue;
    // Only a mention said as so, of the patient, now, says the symptom more sharply: "watch for a purple rash" keeps
    // "rash".
    if (!soAt(m.start, m.end)) continue;
    const told = toldAround(m.start, m.end, m.wording);
    byLabel.set(m.label, told ? { wording: m.wording, told } : { wording: m.wording });
  }
  const shared = (wording: string, words: string) =>
    wording.split(' ').filter((w) => includesWords(words, w)).length;
  for (const [label, own] of byLabel) {
    if (!own.told) continue;
    // On a tie the first named keeps it: "headache" before "migraine" in "my headache is worse than a migraine".
    const owners = [...byLabel.values()].filter((other) => other.told === own.told);
    const closer = owners.some(
      (other) =>
        other !== own &&
        (shared(other.wording, own.told!) > shared(own.wording, own.told!) ||
          (shared(other.wording, own.told!) === shared(own.wording, own.told!) &&
            owners.indexOf(other) < owners.indexOf(own))),
    );
    if (closer) byLabel.set(label, { wording: own.wording });
  }
  return byLabel;
}
