// The built-in doctor's consultation as a record for the report: from the facts it holds and the patient's replies,
// not from the sentences it spoke (decision 047). Symptoms with their negation and measures, onset, history, and what
// it concluded and advised.
import {
  highestTemperature,
  withTemperature,
  type ConsultationRecord,
  type RecordedImpression,
  type RecordedSymptom,
} from '../report/record';
import { FOLLOW_UP_HEADING } from '../report/follow-up';
import { ownWordings } from '../report/patient-symptoms';
import { complaintById } from './complaints';
import { suspectedCondition } from './emergency-advice';
import { extractHistory, extractTemperature } from './extractors';
import { pictureOf, type ClinicalPicture } from './facts';
import type { IntakeState, Pending } from './intake';
import { analyse, capitalise, isQuestion, splitSentences } from '../language';
import { recordFromTranscript } from '../report/record-from-transcript';
import { findSymptomMentions } from '../symptoms';
import type { TranscriptTurn } from '../transcript';
import { moreUrgent, type Urgency } from './types';

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) so many days before now. */
function dayBefore(now: Date, daysAgo: number): string {
  return new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
}

/** The highest temperature the patient said they measured. */
function measuredTemperature(patientTexts: readonly string[]): string | null {
  return highestTemperature(patientTexts.map((text) => extractTemperature(analyse(text))));
}

const PAIN_WORDS = /\b(?:pain|ache|sore)\b/;

/** Replies about history or allergies: not what is wrong now. */
const NOT_ABOUT_NOW: ReadonlySet<Pending> = new Set<Pending>(['history', 'allergies']);

/**
 * Replies to where it is, how bad and what it is like: "my forehead" or "6, it's on my forehead" says where the
 * headache is, and "a dull ache" what the pain is like, no pain of their own. Anything else they tell ("lower right,
 * and my poo is black") is read as from any reply.
 */
const SAYS_OF_THE_COMPLAINT: ReadonlySet<Pending> = new Set<Pending>(['location', 'severity', 'character']);

interface Reply {
  text: string;
  /** It answered where the complaint is, how bad or what it is like. */
  ofTheComplaint: boolean;
  /** The questions the doctor's last turn asked, if any. */
  asked: string;
}

/** The patient's replies, each with the questions it answered, leaving out those to the steps given. */
function repliesAbout(state: IntakeState, leftOut: ReadonlySet<Pending>): Reply[] {
  return state.patientTexts.flatMap((text, index) => {
    const answered = state.answered[index];
    if (answered && leftOut.has(answered.step)) return [];
    return [
      {
        text,
        ofTheComplaint: answered !== undefined && SAYS_OF_THE_COMPLAINT.has(answered.step),
        asked: splitSentences(answered?.question ?? '')
          .filter(isQuestion)
          .join(' '),
      },
    ];
  });
}

function symptomsOf(
  state: IntakeState,
  picture: ClinicalPicture,
  replies: readonly Reply[],
): RecordedSymptom[] {
  const { facts } = state;
  const aboutNow = replies.map((reply) => reply.text);
  const symptoms: RecordedSymptom[] = [...picture.symptoms].map((label) => ({ label }));
  const complaint = facts.complaint ? complaintById(facts.complaint) : null;
  // The complaint is the first thing on the list, even when no symptom word named it ("I burnt my hand").
  let main = symptoms.find((symptom) => complaint?.symptoms.includes(symptom.label));
  if (!main && complaint && complaint.id !== 'other') {
    main = { label: complaint.noun.replace(/^an? /, '') };
    symptoms.unshift(main);
  } else if (!main && facts.complaintLabel && !picture.symptoms.has(facts.complaintLabel)) {
    main = { label: facts.complaintLabel };
    symptoms.unshift(main);
  }
  main ??= symptoms[0];
  if (main && facts.severity !== null) main.severity = facts.severity;
  return withTemperature(inPatientsWords(symptoms, aboutNow), measuredTemperature(state.patientTexts), [
    ...picture.denied,
  ]);
}

/**
 * Each symptom as the patient put it: "lump on arm ("red lump on my arm")" where the doctor's facts hold "lump". A
 * fever keeps its label, which the measured temperature is read against.
 */
function inPatientsWords(symptoms: RecordedSymptom[], patientTexts: readonly string[]): RecordedSymptom[] {
  const wordings = ownWordings(patientTexts);
  return symptoms.map((symptom) => {
    const own = wordings.get(symptom.label);
    if (!own) return symptom;
    const label = symptom.label === 'fever' ? symptom.label : own.wording;
    return own.told ? { ...symptom, label, told: own.told } : { ...symptom, label };
  });
}

/**
 * Replies as a transcript, each after the questions it answered: the doctor's statements, its summary among them,
 * are left out, for the record is made from what the patient said, not from what the doctor said back.
 */
function asTranscript(replies: readonly Reply[]): TranscriptTurn[] {
  return replies.flatMap(({ text, asked }) => [
    ...(asked ? [{ role: 'assistant' as const, text: asked }] : []),
    { role: 'user' as const, text },
  ]);
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'my', 'to', 'and', 'with']);
const stem = (word: string) =>
  word
    .replace(/^swollen$/, 'swell')
    .replace(/^(?:painful|ache|aches|aching|achy|sore|hurts?|hurting)$/, 'pain')
    .replace(/^facial$/, 'face')
    .replace(/(?<=\w{3})(?:ing|ed|s|y)$/, '');
const wordsOf = (label: string) =>
  new Set(
    label
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !SMALL_WORDS.has(word))
      .map(stem),
  );
const FEVER = /(?<!\bhay )\b(?:fever|temperature)\b/;

/** A long-term condition, history rather than a symptom now: "hay fever", "asthma". */
function namesACondition(label: string): boolean {
  return (extractHistory(analyse(label), false).conditions?.length ?? 0) > 0;
}

/** The vocabulary's label for a listed wording, when it names one thing: "cough" for "a bad cough". */
function labelOf(wording: string): string | null {
  const found = findSymptomMentions(wording.toLowerCase());
  return found.length === 1 ? found[0]!.label : null;
}

/** What a pain is like or where it is, not a finding of its own. */
const QUALITY =
  /\b(?:pain|ache|aches|aching|achy|sore|hurts?|cramps?|cramping|burning|throbbing|stabbing|sharp|dull|pressure|tight\w*|tender\w*|discomfort|spasms?)\b/;
/** Said of another place or thing: "my other knee hurts too". */
const ANOTHER = /\b(?:other|too|as well|also|another)\b/;

/**
 * The same symptom said twice: the same words ("swollen knee", "knee swelling"), or two readings of a temperature. A
 * plainer and a sharper wording are both kept ("itching" all over and "itchy eyes", "bleeding" and "bleeding gums"):
 * a symptom listed twice is the lesser fault than one lost.
 */
function sameSymptom(a: RecordedSymptom, b: RecordedSymptom): boolean {
  if (FEVER.test(a.label) && FEVER.test(b.label)) return true;
  if (a.measured || b.measured || a.asSaid || b.asSaid) return a.label === b.label;
  // "My other knee hurts too" is another knee.
  if (ANOTHER.test(a.told ?? '') || ANOTHER.test(b.told ?? '')) return false;
  const [x, y] = [wordsOf(a.label), wordsOf(b.label)];
  return x.size === y.size && [...x].every((word) => y.has(word));
}

/**
 * The doctor's symptoms, then what else the patient told that the doctor's facts do not hold, read as a transcript's
 * reader reads the patient's replies: "a rash on my arm as well", a pulse, "the last lot was a horrible green colour".
 * Nothing the doctor's facts hold as denied, and nothing twice: a sharper wording of a listed symptom ("swollen knee"
 * for "swelling") takes its place. What the answers to where, how bad and what it is like say of a pain is the
 * complaint's, listed already.
 */
function withEverythingTold(
  state: IntakeState,
  replies: readonly Reply[],
  symptoms: RecordedSymptom[],
  denied: ReadonlySet<string>,
): RecordedSymptom[] {
  const read = (from: readonly Reply[]) =>
    recordFromTranscript(asTranscript(from), state.now).symptoms.map(
      ({ severity: _rated, ...unrated }) => unrated,
    );
  const told = read(replies.filter((reply) => !reply.ofTheComplaint));
  // An answer to where, how bad or what it is like describes the complaint: it may add the patient's words to it,
  // but lists only a finding of another kind ("lower right, and my poo is black") or another place ("7, and my other
  // knee hurts too"), never "it hurts on the left side", "cramping" or "a tight band".
  const ofIt = read(replies.filter((reply) => reply.ofTheComplaint));
  const listed: RecordedSymptom[] = [];
  for (const symptom of [...symptoms, ...told, ...ofIt]) {
    const label = labelOf(symptom.label);
    if (!symptoms.includes(symptom) && ((label && denied.has(label)) || namesACondition(symptom.label)))
      continue;
    // Said in their words, but every word of it listed already: "knee swollen and painful" beside "swollen knee"
    // and "knee pain".
    if (
      symptom.asSaid &&
      [...wordsOf(symptom.label)].every((word) => listed.some((other) => wordsOf(other.label).has(word)))
    )
      continue;
    const same = listed.findIndex((other) => sameSymptom(other, symptom));
    const describesIt =
      ofIt.includes(symptom) &&
      (symptom.asSaid || QUALITY.test(symptom.label)) &&
      !ANOTHER.test(symptom.told ?? symptom.label);
    // One thing said is quoted once.
    const told = listed.some((other) => other.told === symptom.told) ? undefined : symptom.told;
    if (same < 0) {
      if (!describesIt) listed.push({ ...symptom, told });
    } else if (!symptom.measured) listed[same] = { ...listed[same]!, told: listed[same]!.told ?? told };
  }
  return listed;
}

/**
 * For a painful complaint the doctor asked how bad the pain is: the rating goes with the pain of the same part when
 * one is listed ("ankle pain (7/10), ankle swelling", not "ankle swelling (7/10), ankle pain").
 */
function ratingOnThePain(symptoms: RecordedSymptom[], state: IntakeState): RecordedSymptom[] {
  const rated = symptoms.find((symptom) => symptom.severity !== undefined);
  const complaint = state.facts.complaint ? complaintById(state.facts.complaint) : null;
  if (!rated || !complaint?.pain || PAIN_WORDS.test(rated.label)) return symptoms;
  // The pain of the same part and side: "ankle pain" for "ankle swelling", not "abdominal pain" for "sprained
  // ankle", nor "right ankle pain" for "left ankle swelling" or "my other knee is sore".
  const side = (label: string) => /\b(?:left|right|other|both)\b/.exec(label)?.[0] ?? null;
  const site = [...wordsOf(rated.label.replace(PAIN_WORDS, ''))];
  // Its side as listed, or as the patient said it: "sprained ankle ("twisted my left ankle")".
  const ratedSide = side(rated.label) ?? side(rated.told ?? '');
  const pain = symptoms.find(
    (symptom) =>
      !symptom.asSaid &&
      !symptom.measured &&
      PAIN_WORDS.test(symptom.label) &&
      // The same side, or the rated one said with none ("ankle swelling", "left ankle pain").
      (ratedSide === null ? side(symptom.label) !== 'other' : side(symptom.label) === ratedSide) &&
      !/\bother\b/.test(symptom.told ?? '') &&
      site.some((word) => wordsOf(symptom.label).has(word)),
  );
  if (!pain) return symptoms;
  const { severity, ...unrated } = rated;
  const moved: RecordedSymptom[] = symptoms.map((symptom) =>
    symptom === rated ? unrated : symptom === pain ? { ...pain, severity } : symptom,
  );
  // The rated symptom leads the list, as the complaint does.
  const at = moved.findIndex((symptom) => symptom.severity !== undefined);
  return [moved[at]!, ...moved.filter((_, index) => index !== at)];
}

function impressionOf(state: IntakeState): RecordedImpression | null {
  const [flag] = state.redFlags;
  if (flag) return { condition: suspectedCondition(flag.id), certainty: 'possible' };
  return state.given.impression ? { condition: state.given.impression, certainty: 'likely' } : null;
}

/**
 * The urgency on record. A consultation that ended before the doctor concluded (the patient hung up, the call was
 * lost) had not been through all its safety questions: it is never recorded as self-care.
 */
function recordedUrgency(state: IntakeState): Urgency | null {
  const concluded = state.given.followUp.length > 0 || state.phase === 'emergency';
  return concluded ? state.urgency : moreUrgent(state.urgency, 'routine');
}

export function recordOfIntake(state: IntakeState): ConsultationRecord {
  const { facts } = state;
  const picture = pictureOf(facts, state.patientTexts);
  const replies = repliesAbout(state, NOT_ABOUT_NOW);
  return {
    symptoms: ratingOnThePain(
      withEverythingTold(state, replies, symptomsOf(state, picture, replies), picture.denied),
      state,
    ),
    denied: [...picture.denied],
    onset: facts.onset
      ? {
          phrase: facts.onset.phrase,
          day: facts.onset.daysAgo === null ? null : dayBefore(state.now, facts.onset.daysAgo),
        }
      : null,
    severityStated: facts.severity !== null,
    conditions: facts.conditions,
    medicines: facts.medicines,
    allergies: facts.allergies,
    impression: impressionOf(state),
    advice: state.given.advice,
    followUp: state.given.followUp.map((line) => capitalise(line.replace(FOLLOW_UP_HEADING, ''))),
    urgency: recordedUrgency(state),
    redFlags: state.redFlags.map((flag) => flag.label),
  };
}
