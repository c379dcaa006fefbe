// The built-in doctor's consultation as pure transitions of one state:
// intakeReducer(state, patientText) → { state, turn }. No clock, no randomness: `now` comes in with the state.
import { findSymptomMentions } from '../symptoms';
import { DOCTOR_FIRST_MESSAGE } from './assistant-definition';
import { ADVICE, painReliefFor } from './advice-library';
import { complaintById, recogniseComplaint, type ComplaintDef } from './complaints';
import { CALL_NOW, emergencyAdvice } from './emergency-advice';
import { NO_FACTS, pictureOf, type ClinicalPicture, type Facts } from './facts';
import {
  INTAKE_STEPS,
  STEP_BY_ID,
  type IntakeStep,
  type Reading,
  type StepContext,
  type StepId,
} from './intake-steps';
import {
  aboutThem,
  answerOfReply,
  isClosing,
  isCorrection,
  normalize,
  patientOf,
  splitSentences,
} from '../language';
import { adviceLines, emergencySummaryLine, followUpLine, impressionLine, summaryLine } from './phrasing';
import { readClinical } from './clinical-reading';
import { detectRedFlags, redFlagById, type RedFlagId } from './red-flags';
import { assess, assessCondition, minorPresentationFor } from './triage';
import { moreUrgent, URGENCY_ORDER, type DoctorTurn, type RedFlag, type Urgency } from './types';
import { urgencyFloor, vulnerableDiscriminators } from './urgency-floor';
import { SAFETY_QUESTIONS, type ComplaintId } from './presentations';
import { emergencyProbability } from './learned/emergency-model';

export type Phase = 'intake' | 'confirm' | 'closing' | 'emergency' | 'ended';
/** The question awaiting an answer: an intake step, the summary check, or "anything else?". */
export type Pending = StepId | 'confirm' | 'confirm-what' | 'anything-else' | null;

export interface IntakeState {
  now: Date;
  phase: Phase;
  facts: Facts;
  pending: Pending;
  /** How many times each question has been asked (a rephrasing counts): never more than twice. */
  asked: Partial<Record<Exclude<Pending, null>, number>>;
  /** Steps abandoned after two tries without an answer. */
  gaveUp: StepId[];
  patientTexts: string[];
  /** What each of the patient's texts answered, in the same order: the doctor's last question and its step. */
  answered: Answered[];
  /** The doctor's last turn, so that a bare "yes" can be read against it. */
  lastQuestion: string | null;
  redFlags: RedFlag[];
  /** The urgency so far: provisional from the first patient turn, final once the advice is given. */
  urgency: Urgency | null;
  /** What the general discriminators have established: never lowered. */
  floor: Urgency | null;
  conditionId: string | null;
  emergencyReplies: number;
  turns: number;
  /** What the patient answered to the emergency screen's questions, in order. */
  screenReplies: string[];
  /** What the doctor concluded and told the patient, for the record the report is written from. */
  given: Given;
}

export interface Answered {
  /** The doctor's last question before the reply (what a bare "yes" says yes to); '' before the first. */
  question: string;
  /** The step that question asked, or null when none was pending. */
  step: Pending;
}

export interface Given {
  /** What it most likely is, when the doctor named it ("a tension-type headache"). */
  impression: string | null;
  advice: string[];
  followUp: string[];
}

const NOTHING_GIVEN: Given = { impression: null, advice: [], followUp: [] };

/** Far longer than anything said in one breath (a minute of fast speech is about 1,000 characters). */
export const MAX_REPLY_CHARACTERS = 1_500;

export interface Transition {
  state: IntakeState;
  turn: DoctorTurn;
}

const ANYTHING_ELSE = [
  "Is there anything else you'd like to ask or mention?",
  'Is there anything else before we finish?',
];
const ACKNOWLEDGEMENTS = ['Thank you.', 'Okay.', 'I see.', 'Thanks.', 'Got it.'];
const LEAVING =
  /\b(?:i've to go|i've got to go|i have to go|got to go|gotta go|i need to go|i must go|hang up|end the call|stop the call|end this call)\b|^(?:bye|goodbye|bye bye)\b/;

export function startIntake(now: Date): IntakeState {
  return {
    now,
    phase: 'intake',
    facts: NO_FACTS,
    pending: null,
    asked: {},
    gaveUp: [],
    patientTexts: [],
    answered: [],
    lastQuestion: null,
    redFlags: [],
    urgency: null,
    floor: null,
    conditionId: null,
    emergencyReplies: 0,
    turns: 0,
    screenReplies: [],
    given: NOTHING_GIVEN,
  };
}

/** The first message: greets, says it is an AI and not a human doctor, asks what brings them in. */
export function openingTransition(state: IntakeState): Transition {
  const sentences = splitSentences(DOCTOR_FIRST_MESSAGE);
  return {
    state: {
      ...state,
      pending: 'complaint',
      asked: { ...state.asked, complaint: 1 },
      lastQuestion: DOCTOR_FIRST_MESSAGE,
    },
    turn: { sentences, endCall: false, redFlags: [] },
  };
}

// ---- the reducer --------------------------------------------------------------------------------

export function intakeReducer(state: IntakeState, patientText: string): Transition {
  if (state.phase === 'ended') return { state, turn: { sentences: [], endCall: true, redFlags: [] } };
  // Spoken replies are short; a very long one is read only in part, so one patient cannot stall the server.
  const text = patientText.trim().slice(0, MAX_REPLY_CHARACTERS);
  if (!text)
    return say({ ...state, turns: state.turns + 1 }, ["Sorry, I didn't catch that. Could you say it again?"]);

  const normalized = normalize(text);
  const clinical = readClinical(text);
  const reading: Reading = {
    a: clinical,
    answer: answerOfReply(normalized),
    mentions: findSymptomMentions(clinical.text),
    now: state.now,
    correction: isCorrection(normalized) || state.pending === 'confirm' || state.pending === 'confirm-what',
    asked: 0,
  };

  // The red-flag guard runs on every turn, first.
  const flags = detectRedFlags(text, {
    recentPatientTexts: state.patientTexts.slice(-12),
    lastAssistantText: state.lastQuestion ?? undefined,
  });

  let next: IntakeState = {
    ...state,
    patientTexts: [...state.patientTexts, text],
    answered: [...state.answered, { question: state.lastQuestion ?? '', step: state.pending }],
    turns: state.turns + 1,
  };
  if (typeof state.pending === 'string' && state.pending.startsWith('safety-'))
    next = { ...next, screenReplies: [...state.screenReplies, text] };
  if (state.phase !== 'emergency') {
    next = { ...next, facts: readReply(state, reading) };
    flags.push(...screenFlags(state, next.facts, text), ...factFlags(next.facts, next.patientTexts));
    next = provisionalUrgency(next);
  }

  // The learned layer proposes; the dialogue confirms (see the 'safety-learned-confirm' step).
  if (
    flags.length === 0 &&
    state.phase !== 'emergency' &&
    !next.facts.learnedConcern &&
    learnedLayerSaysEmergency(next.patientTexts)
  )
    next = {
      ...next,
      facts: { ...next.facts, learnedConcern: true },
      urgency: moreUrgent(next.urgency, 'urgent'),
    };
  // Asked twice with no answer: not knowing is not a no.
  if (
    state.pending === 'safety-learned-confirm' &&
    (state.asked['safety-learned-confirm'] ?? 0) >= 2 &&
    next.facts.screens['safety-learned-confirm'] === undefined
  )
    flags.push(redFlagById('possible-emergency'));

  const known = new Set(state.redFlags.map((flag) => flag.id));
  const fresh = dedupe(flags).filter((flag) => !known.has(flag.id));
  if (fresh.length > 0) return emergencyTransition(next, fresh);

  switch (state.phase) {
    case 'emergency':
      return afterEmergency(next, normalized);
    case 'intake':
      if (LEAVING.test(normalized)) return leaveEarly(next);
      return intakeTransition(state, next, reading);
    case 'confirm':
      if (LEAVING.test(normalized)) return leaveEarly(next);
      return confirmTransition(state, next, reading);
    case 'closing':
      return closingTransition(next, reading, normalized);
  }
}

/** Every step's extractor reads the reply; "bare" answers only count for the question being answered. */
function readReply(state: IntakeState, reading: Reading): Facts {
  // Symptoms named while answering about conditions, medicines or allergies are history, not symptoms now.
  const aboutHistory =
    state.pending === 'history' || state.pending === 'allergies' || state.pending === 'pregnancy';
  const mentions = aboutHistory ? [] : reading.mentions;
  let facts: Facts = { ...state.facts, mentions: [...state.facts.mentions, ...mentions] };
  for (const step of INTAKE_STEPS) {
    if (step.id === 'complaint' && state.phase !== 'intake') continue;
    // "Six weeks", answered to "How old is he?", is his age, not how long he has been ill.
    if (step.id === 'onset' && state.pending === 'child-age') continue;
    const bare = state.pending === step.id;
    const update = step.read({ ...reading, asked: state.asked[step.id] ?? 0 }, facts, bare);
    if (update) facts = { ...facts, ...update };
  }
  return facts;
}

/** What a yes to the emergency screen's questions raises, by what the patient has said. */
const SAFETY_FLAGS: Partial<Record<StepId, (answers: string) => RedFlagId>> = Object.fromEntries(
  SAFETY_QUESTIONS.flatMap((q) => (q.raises ? [[q.id, q.raises]] : [])),
);

/** The patient's answers to the emergency screen so far: what a follow-up yes refers to. */
function screenAnswers(state: IntakeState, latest: string): string {
  return normalize([...state.screenReplies, latest].join(' '));
}

/** A "yes" (or "no") to a safety screen raises its flag. */
function screenFlags(state: IntakeState, facts: Facts, latest: string): RedFlag[] {
  const pending = state.pending;
  const safety = pending ? SAFETY_FLAGS[pending as StepId] : undefined;
  if (safety) {
    if (facts.screens[pending!] !== 'yes' || state.facts.screens[pending!] === 'yes') return [];
    return [redFlagById(safety(screenAnswers(state, latest)))];
  }
  if (!pending || !facts.complaint || !STEP_BY_ID.has(pending as StepId)) return [];
  const complaint = complaintById(facts.complaint);
  const spec =
    pending === 'associated'
      ? complaint.associated
      : complaint.extraSteps?.find((step) => step.id === pending);
  const answer = facts.screens[pending];
  if (!spec || answer === undefined || state.facts.screens[pending] === answer) return [];
  const id = answer === 'yes' ? spec.onYes : spec.onNo;
  return id ? [redFlagById(id)] : [];
}

/** Red flags that follow from the facts rather than from any one phrase. */
function factFlags(facts: Facts, patientTexts: readonly string[]): RedFlag[] {
  if (facts.complaint === 'headache' && facts.pace === 'sudden' && (facts.severity ?? 0) >= 9)
    return [redFlagById('thunderclap-headache')];
  // A baby's age answered to "How old is he?", with a fever told: under 3 months is an emergency.
  if (
    facts.age !== null &&
    facts.age < 0.25 &&
    vulnerableDiscriminators(patientTexts, facts.age).includes('fever-under-6-months')
  )
    return [redFlagById('infant-fever')];
  return [];
}

// ---- urgency ------------------------------------------------------------------------------------

/**
 * The learned layer may raise an emergency the rules did not name, once the patient has said enough for it
 * to read (it was trained and its threshold chosen on whole scripts of four to eight answers; see decision 009).
 */
export const LEARNED_THRESHOLD = 0.8;
const LEARNED_AFTER_TURNS = 4;

function learnedLayerSaysEmergency(patientTexts: readonly string[]): boolean {
  // Bare answers ("no", "yes", "not sure") say nothing the model can read; only what the patient told counts.
  const told = patientTexts.filter((text) => normalize(text).split(' ').length > 3);
  if (told.length < LEARNED_AFTER_TURNS) return false;
  return emergencyProbability(told.join('. ')) > LEARNED_THRESHOLD;
}

/** A yes to the emergency screen's first questions keeps the consultation at least urgent (never lowered). */
const SCREENS_THAT_RAISE: readonly StepId[] = SAFETY_QUESTIONS.filter((q) => q.yesIsUrgent).map((q) => q.id);

/**
 * The urgency after this turn: the general discriminators' floor (only ever raised), and above it what the
 * picture so far points to. A complaint not yet placed counts as routine: unknown is never "fine".
 */
function provisionalUrgency(state: IntakeState): IntakeState {
  const screenedYes = SCREENS_THAT_RAISE.some((id) => state.facts.screens[id] === 'yes');
  const floor = moreUrgent(
    moreUrgent(state.floor, urgencyFloor(state.patientTexts, state.facts.severity, state.facts.age)),
    screenedYes ? 'urgent' : null,
  );
  if (state.phase === 'closing') return { ...state, floor, urgency: moreUrgent(state.urgency, floor) };
  const picture = state.facts.complaint === null ? null : assess(pictureOf(state.facts, state.patientTexts));
  // While the learned layer's concern is unanswered, the consultation is at least urgent; a plain no lifts it.
  const concern =
    state.facts.learnedConcern && state.facts.screens['safety-learned-confirm'] === undefined
      ? 'urgent'
      : null;
  return { ...state, floor, urgency: moreUrgent(moreUrgent(floor, concern), picture?.urgency ?? 'routine') };
}

// ---- intake -------------------------------------------------------------------------------------

function contextOf(state: IntakeState): StepContext {
  const picture = pictureOf(state.facts, state.patientTexts);
  return {
    facts: state.facts,
    complaint: complaintById(state.facts.complaint ?? 'other'),
    all: picture.all,
    symptoms: picture.symptoms,
  };
}

function stepDone(state: IntakeState, id: StepId, ctx: StepContext): boolean {
  const step = STEP_BY_ID.get(id)!;
  return step.answered(state.facts, ctx.complaint) || state.gaveUp.includes(id) || !step.relevant(ctx);
}

/** The next step in order (a complaint's safety screens first) that applies and is not yet answered. */
function nextStep(state: IntakeState): IntakeStep | undefined {
  const ctx = contextOf(state);
  const first = (ctx.complaint.firstSteps ?? []).map((id) => STEP_BY_ID.get(id)!);
  return [...first, ...INTAKE_STEPS].find((s) => !stepDone(state, s.id, ctx));
}

function intakeTransition(before: IntakeState, state: IntakeState, reading: Reading): Transition {
  let next = state;
  const ctx = contextOf(next);
  const pending = next.pending as StepId | null;
  const prefix: string[] = [];

  if (pending && !stepDone(next, pending, ctx)) {
    const tries = next.asked[pending] ?? 0;
    // Not this question's answer, but another's: note it instead of "sorry, I didn't get that".
    const heard = heardElsewhere(before.facts, next.facts, pending, ctx.complaint);
    if (tries < 2) {
      // Not understood: rephrase once.
      const step = STEP_BY_ID.get(pending)!;
      const which = pending === 'associated' && reading.answer === 'yes';
      // Asked again in other words: the doctor never asks the same question twice.
      if (heard && !which)
        return ask(next, pending, [heard, `And ${lowerFirst(step.rephrase(ctx.complaint))}`]);
      const greeting =
        pending === 'complaint' &&
        /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))\b/.test(reading.a.text);
      // "My baby is 7 weeks old", "He's four days old": who the call is about is heard, though it is not this
      // question's answer.
      const toldWho = toldWhoItIsAbout(before, next);
      const lead = greeting
        ? 'Hello.'
        : toldWho
          ? 'Thank you.'
          : reading.answer === 'unknown'
            ? "That's okay."
            : which
              ? ''
              : pending === 'complaint'
                ? "Sorry, I didn't quite catch that."
                : "Sorry, I didn't quite get that.";
      const question = which ? 'Which of those have you noticed?' : step.rephrase(ctx.complaint);
      return ask(next, pending, [lead, question].filter(Boolean));
    }
    // Asked twice: record it as unknown and move on.
    next = { ...next, gaveUp: [...next.gaveUp, pending] };
    if (pending === 'complaint') next = { ...next, facts: { ...next.facts, complaint: 'other' } };
    prefix.push(
      heard ?? (reading.answer === 'unknown' ? "That's okay, let's move on." : "Okay, let's move on."),
    );
  } else {
    prefix.push(...acknowledge(before, next));
  }

  const step = nextStep(next);
  if (step)
    return ask(next, step.id, [...prefix, step.question(complaintById(next.facts.complaint ?? 'other'))]);
  return confirmQuestion(next, prefix);
}

/** The reply said who the consultation is about, or their age, where nothing before had. */
function toldWhoItIsAbout(before: IntakeState, after: IntakeState): boolean {
  const was = patientOf(readClinical(before.patientTexts.join('. ')));
  const now = patientOf(readClinical(after.patientTexts.join('. ')));
  return (
    (was.subject === 'self' && now.subject !== 'self') || (was.ageYears === null && now.ageYears !== null)
  );
}

/** What a reply told the other steps, said back ("Thanks, 6 out of 10."), or null when it told them nothing. */
function heardElsewhere(
  before: Facts,
  after: Facts,
  pending: StepId,
  complaint: ComplaintDef,
): string | null {
  const heard = INTAKE_STEPS.filter((step) => step.id !== pending)
    .map((step) => step.heard?.(before, after, complaint) ?? null)
    .filter((words): words is string => words !== null);
  if (heard.length === 0) return null;
  return heard.length === 1 ? `Thanks, ${heard[0]}.` : "Thanks, I've noted that.";
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

function acknowledge(before: IntakeState, after: IntakeState): string[] {
  const prior = before.facts;
  const facts = after.facts;
  if (prior.complaint === null && facts.complaint !== null) {
    // A problem the doctor knows only as a minor presentation (a sting, a verruca) is not named as
    // something else ("the rash"): a plain acknowledgement says nothing wrong.
    if (minorPresentationFor(pictureOf(facts, after.patientTexts))) return ["I'm sorry to hear that."];
    if (facts.complaint === 'other')
      return [facts.complaintLabel ? `I'm sorry to hear about the ${facts.complaintLabel}.` : 'Okay.'];
    const c = complaintById(facts.complaint);
    return [c.id === 'mood' ? 'Thank you for telling me about that.' : `I'm sorry to hear about ${c.short}.`];
  }
  if (prior.severity === null && (facts.severity ?? 0) >= 7)
    return ["I'm sorry, that sounds really uncomfortable."];
  return [ACKNOWLEDGEMENTS[after.turns % ACKNOWLEDGEMENTS.length]!];
}

function ask(state: IntakeState, pending: Exclude<Pending, null>, sentences: string[]): Transition {
  const asked = { ...state.asked, [pending]: (state.asked[pending] ?? 0) + 1 };
  const spoken = inTheRightPerson(state, sentences);
  return { state: { ...state, pending, asked, lastQuestion: spoken.join(' ') }, turn: spokenTurn(spoken) };
}

const SAFETY_NET = /^(For follow-up, .*?\bif )(.*)$/;
const HOPE_BETTER = /^I hope you feel better soon\.$/;

/**
 * To a parent or relative the doctor speaks of the patient in the third person: in its questions ("Has she had a
 * fever?"), in when to seek help ("…if she can't swallow fluids") and in its wishes ("I hope she feels better").
 * What is asked of the caller themselves stays addressed to them.
 */
function inTheRightPerson(state: IntakeState, sentences: string[]): string[] {
  const patient = patientOf(readClinical(state.patientTexts.join('. ')));
  if (patient.pronoun === 'you') return sentences;
  const pronoun = patient.pronoun;
  return sentences.map((sentence) => {
    if (sentence.endsWith('?')) return aboutThem(sentence, pronoun);
    const net = SAFETY_NET.exec(sentence);
    if (net) return `${net[1]}${aboutThem(net[2]!, pronoun)}`;
    if (HOPE_BETTER.test(sentence))
      return `I hope ${pronoun} ${pronoun === 'they' ? 'feel' : 'feels'} better soon.`;
    return sentence;
  });
}

function say(state: IntakeState, sentences: string[], endCall = false, redFlags: RedFlag[] = []): Transition {
  return {
    state: endCall ? { ...state, phase: 'ended', pending: null } : state,
    turn: spokenTurn(inTheRightPerson(state, sentences), endCall, redFlags),
  };
}

function spokenTurn(sentences: string[], endCall = false, redFlags: RedFlag[] = []): Transition['turn'] {
  return { sentences, endCall, redFlags };
}

// ---- summary check, advice, follow-up -------------------------------------------------------------

function picture(state: IntakeState): ClinicalPicture {
  return pictureOf(state.facts, state.patientTexts);
}

function confirmQuestion(state: IntakeState, prefix: string[]): Transition {
  const next: IntakeState = { ...state, phase: 'confirm' };
  return ask(next, 'confirm', [...prefix, summaryLine(picture(next)), 'Have I got that right?']);
}

const KEY_FACTS = (f: Facts) =>
  JSON.stringify([f.onset?.phrase, f.severity, f.sites, f.character, f.pace, f.complaint]);

function confirmTransition(before: IntakeState, state: IntakeState, reading: Reading): Transition {
  const changed = KEY_FACTS(before.facts) !== KEY_FACTS(state.facts);
  if (state.pending === 'confirm' && reading.answer === 'no' && !changed)
    return ask(state, 'confirm-what', ['Sorry about that. What should I correct?']);
  const corrected = changed || state.pending === 'confirm-what';
  const prefix = corrected ? ['Thanks for correcting me.', summaryLine(picture(state))] : ['Thank you.'];
  return adviceTransition(state, prefix);
}

/**
 * Problems that, told beside another, are judged in their own right: pains and injuries in another part of the
 * body. Not worry, an itch or a cold, which are read within whatever the consultation pursued.
 */
const SECOND_PROBLEMS: ReadonlySet<ComplaintId> = new Set<ComplaintId>([
  'abdominal-pain',
  'chest-pain',
  'headache',
  'back-pain',
  'injury',
  'urinary',
]);

/**
 * Another problem told beside the one the consultation pursued ("a horrible pain under my right ribs, a lump on my
 * arm, and I twisted my ankle"), judged on the words it was said in, as a problem raised at the end is.
 */
function otherProblemsSaid(state: IntakeState): Urgency | null {
  let urgency: Urgency | null = null;
  for (const text of state.patientTexts) {
    const a = readClinical(text);
    for (const clause of a.clauses) {
      const mentions = findSymptomMentions(clause);
      const found = recogniseComplaint(readClinical(clause), mentions);
      if (!found || found.id === state.facts.complaint || !SECOND_PROBLEMS.has(found.id)) continue;
      // Named by one of its own symptoms, said as had: not "red patches on his chest".
      if (!mentions.some((m) => !m.negated && found.symptoms.includes(m.label))) continue;
      const p = pictureOfAnotherProblem(state, found.id, findSymptomMentions(a.text), text);
      urgency = moreUrgent(urgency, assess(p).urgency);
    }
  }
  return urgency;
}

/**
 * A problem other than the one pursued, as it is judged: on who the patient is and on what was said of it, not on
 * the first complaint's answers.
 */
function pictureOfAnotherProblem(
  state: IntakeState,
  complaint: ComplaintId,
  mentions: Facts['mentions'],
  text: string,
): ClinicalPicture {
  return pictureOf({ ...NO_FACTS, ...pick(state.facts), complaint, mentions }, [text]);
}

function adviceTransition(state: IntakeState, prefix: string[], closing = false): Transition {
  const p = picture(state);
  const assessment = assess(p);
  const urgency = moreUrgent(moreUrgent(state.floor, assessment.urgency), otherProblemsSaid(state));
  const advice = adviceLines(p, assessment);
  const followUp = followUpLine({ ...assessment, urgency: urgency ?? assessment.urgency });
  const next: IntakeState = {
    ...state,
    phase: 'closing',
    urgency,
    conditionId: assessment.condition.id,
    given: { impression: assessment.condition.impression, advice, followUp: [followUp] },
  };
  const sentences = [...prefix, impressionLine(assessment), ...advice, followUp].filter(Boolean);
  if (closing) return say(next, [...sentences, ...goodbye(next)], true);
  return ask(next, 'anything-else', [...sentences, ANYTHING_ELSE[0]!]);
}

/** The patient has to go mid-intake: give what advice we can, then close. */
function leaveEarly(state: IntakeState): Transition {
  if (state.facts.complaint === null)
    return say(state, ["Of course. If you'd like help later, I'm here.", CALL_IF_WORSE, 'Goodbye.'], true);
  return adviceTransition(state, ['Of course.', summaryLine(picture(state))], true);
}

const CALL_IF_WORSE = 'If you become very unwell, call emergency services.';

function goodbye(state: IntakeState): string[] {
  const plan: Record<Urgency, string> = {
    emergency: 'Please call emergency services now.',
    urgent: 'Please do get seen within the next 24 hours.',
    routine: 'Please book that appointment when you can.',
    'self-care': 'I hope you feel better soon.',
  };
  return [
    'Thank you for talking with me today.',
    state.urgency ? plan[state.urgency] : CALL_IF_WORSE,
    'Take care, goodbye.',
  ];
}

// ---- anything else? -----------------------------------------------------------------------------

const MEDICINE_QUESTION =
  /\b(?:ibuprofen|nurofen|paracetamol|painkillers?|pain relief|what can i take|can i take|should i take)\b/;
const HOW_LONG = /\bhow long\b|\bwhen will (?:it|i)\b/;
const WORK = /\b(?:work|school|college|gym|exercise|travel|fly)\b/;
const ANTIBIOTICS = /\bantibiotics?\b/;
const THINKING =
  /^(?:hmm+|um+|erm+|uh+|well)?[,.]?\s*(?:let me think|i'm thinking|give me a (?:second|sec|moment|minute)|hang on|one moment|i'm not sure|not sure|i don't know)\b/;

function closingTransition(state: IntakeState, reading: Reading, normalized: string): Transition {
  const newComplaint = otherComplaint(state, reading);
  if (!newComplaint && (isClosing(normalized) || reading.answer === 'no'))
    return say(state, goodbye(state), true);
  if (!newComplaint && reading.answer === 'yes' && normalized.split(' ').length <= 4)
    return say(state, ['Of course, go ahead.']);

  let next = state;
  const sentences: string[] = [];
  const condition = ADVICE[state.conditionId ?? 'unspecified'] ?? ADVICE.unspecified!;
  if (newComplaint) {
    const p = pictureOfAnotherProblem(state, newComplaint.id, reading.mentions, reading.a.text);
    const assessment = assessCondition(p, ADVICE[newComplaint.conditions[0]!] ?? ADVICE.unspecified!);
    const moreUrgentNow =
      URGENCY_ORDER.indexOf(assessment.urgency) > URGENCY_ORDER.indexOf(state.urgency ?? 'self-care');
    const followUp = moreUrgentNow ? [followUpLine(assessment)] : [];
    next = {
      ...next,
      urgency: moreUrgent(next.urgency, assessment.urgency),
      given: {
        ...next.given,
        advice: [...next.given.advice, assessment.condition.brief],
        followUp: [...followUp, ...next.given.followUp],
      },
    };
    sentences.push(assessment.condition.brief, ...followUp);
  } else if (ANTIBIOTICS.test(normalized)) {
    sentences.push(
      condition.id === 'uti' || condition.id === 'tonsillitis' || condition.id === 'chest-infection'
        ? 'Some infections like this do need antibiotics, and a pharmacist or doctor can check whether you do.'
        : "Antibiotics don't help most viral infections, and the doctor at your follow-up can decide if you need them.",
    );
  } else if (MEDICINE_QUESTION.test(normalized)) {
    const relief = painReliefFor(picture(state));
    sentences.push(
      `For pain, ${relief.painkillers.replace(/,$/, '')} is usually fine, following the directions on the packet.`,
    );
    if (relief.caution) sentences.push(relief.caution);
  } else if (HOW_LONG.test(normalized)) {
    sentences.push(
      condition.reviewAfter
        ? `Most people improve with time; book an appointment if ${condition.reviewAfter}.`
        : 'That varies, and the doctor at your follow-up can tell you more.',
    );
  } else if (WORK.test(normalized)) {
    sentences.push(
      "Rest until you feel well enough, and stay at home while you have a fever or a tummy bug, so you don't pass it on.",
    );
  } else if (THINKING.test(normalized)) {
    // "Hmm, let me think" says nothing yet: nothing to note, and time to think unless this was the last ask.
    if ((next.asked['anything-else'] ?? 0) < 2) sentences.push('Take your time.');
  } else {
    sentences.push("I've noted that in your consultation, so please mention it at your follow-up.");
  }

  if ((next.asked['anything-else'] ?? 0) < 2)
    return ask(next, 'anything-else', [...sentences, ANYTHING_ELSE[1]!]);
  return say(next, [...sentences, ...goodbye(next)], true);
}

/** What carries over from one complaint to another: who the patient is, not the answers about the first. */
function pick(facts: Facts): Partial<Facts> {
  const { conditions, medicines, allergies, pregnant, pregnancyWeeks, sex, age } = facts;
  return { conditions, medicines, allergies, pregnant, pregnancyWeeks, sex, age };
}

function otherComplaint(state: IntakeState, reading: Reading): ComplaintDef | null {
  const found = recogniseComplaint(reading.a, reading.mentions);
  return found && found.id !== state.facts.complaint ? found : null;
}

// ---- emergencies --------------------------------------------------------------------------------

function emergencyTransition(state: IntakeState, flags: RedFlag[]): Transition {
  const next: IntakeState = {
    ...state,
    phase: 'emergency',
    pending: null,
    urgency: 'emergency',
    redFlags: [...state.redFlags, ...flags],
    emergencyReplies: 0,
  };
  const advice = emergencyAdvice(flags);
  const followUp =
    'For follow-up, this is an emergency: please call emergency services now rather than waiting for an appointment.';
  const sentences = [...advice, followUp];
  // The opening names what it could be; the record keeps that as the impression, and the rest as advice.
  const given: Given = { impression: null, advice: advice.slice(1), followUp: [followUp] };
  return say({ ...next, lastQuestion: sentences.join(' '), given }, sentences, false, flags);
}

const ACKNOWLEDGED =
  /\b(?:ok|okay|alright|all right|calling|will do|i will|i'll call|i'll do|i'm going|on my way|thank|thanks|bye|goodbye|yes|yeah|right|sure)\b/;

/** After an emergency: repeat the core advice briefly, record a summary, and close. */
function afterEmergency(state: IntakeState, normalized: string): Transition {
  const summary = emergencySummaryLine(picture(state), state.redFlags);
  if (ACKNOWLEDGED.test(normalized) || state.emergencyReplies >= 1)
    return say(
      state,
      [summary, CALL_NOW, "I'm ending our consultation now so you can get help. Take care."],
      true,
    );
  return say({ ...state, emergencyReplies: state.emergencyReplies + 1 }, [
    summary,
    "I can't safely assess this any further over a call.",
    CALL_NOW,
  ]);
}

function dedupe(flags: RedFlag[]): RedFlag[] {
  const seen = new Set<string>();
  return flags.filter((flag) => !seen.has(flag.id) && seen.add(flag.id));
}
