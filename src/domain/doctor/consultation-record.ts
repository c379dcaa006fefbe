// The built-in doctor's consultation as a record for the report, from the facts it holds rather than from the
// sentences it spoke: symptoms with their negation and measures, onset, history, and what it concluded and advised.
import {
  highestTemperature,
  withTemperature,
  type ConsultationRecord,
  type RecordedImpression,
  type RecordedSymptom,
} from '../report/record';
import { FOLLOW_UP_HEADING } from '../report/follow-up';
import { namedOnlyAsWhatSetsItOff, ownWordings } from '../report/patient-symptoms';
import { complaintById } from './complaints';
import { suspectedCondition } from './emergency-advice';
import { extractTemperature } from './extractors';
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

/** Replies about history, allergies or a pregnancy: not what is wrong now. */
const NOT_ABOUT_NOW: ReadonlySet<Pending> = new Set(['history', 'allergies', 'pregnancy']);

/**
 * Replies to where the trouble is, besides those not about now: "my forehead" says where the headache is and is no
 * pain of its own. What else the patient tells is read from the rest, for patients volunteer more in answering a
 * question ("about a six, and I've been sick too").
 */
const SAYS_WHERE: ReadonlySet<Pending> = new Set<Pending>([...NOT_ABOUT_NOW, 'location']);

interface Reply {
  text: string;
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
        asked: splitSentences(answered?.question ?? '')
          .filter(isQuestion)
          .join(' '),
      },
    ];
  });
}

function symptomsOf(state: IntakeState, picture: ClinicalPicture): RecordedSymptom[] {
  const { facts } = state;
  const aboutNow = repliesAbout(state, NOT_ABOUT_NOW).map((reply) => reply.text);
  const acts = namedOnlyAsWhatSetsItOff(aboutNow);
  const symptoms: RecordedSymptom[] = [...picture.symptoms]
    .filter((label) => !acts.has(label))
    .map((label) => ({ label }));
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
  return withTemperature(
    inPatientsWords(
      symptoms,
      repliesAbout(state, NOT_ABOUT_NOW).map((reply) => reply.text),
    ),
    measuredTemperature(state.patientTexts),
    [...picture.denied],
  );
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
 * The replies read for what else the patient told, each after the questions it answered (the doctor's statements,
 * its summary among them, left out: the record is made from what the patient said, not from what the doctor said back).
 */
function repliesToQuestions(state: IntakeState, leftOut: ReadonlySet<Pending>): TranscriptTurn[] {
  return repliesAbout(state, leftOut).flatMap(({ text, asked }) => [
    ...(asked ? [{ role: 'assistant' as const, text: asked }] : []),
    { role: 'user' as const, text },
  ]);
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'on', 'in', 'my', 'to', 'and', 'with']);
const stem = (word: string) => word.replace(/^swollen$/, 'swell').replace(/(?<=\w{3})(?:ing|ed|s|y)$/, '');
const wordsOf = (label: string) =>
  new Set(
    label
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word && !SMALL_WORDS.has(word))
      .map(stem),
  );

/** One says all the other says: "swelling" and "swollen knee", "knee pain" and "knee pain". */
function saysTheSame(a: string, b: string): boolean {
  const [x, y] = [wordsOf(a), wordsOf(b)];
  const within = (inner: Set<string>, outer: Set<string>) => [...inner].every((word) => outer.has(word));
  return x.size > 0 && y.size > 0 && (within(x, y) || within(y, x));
}

/**
 * The doctor's symptoms, then what else the patient told that the doctor's facts do not hold, read as a transcript's
 * reader reads the patient's replies: "a rash on my arm as well", a pulse, "the last lot was a horrible green colour".
 * Nothing the doctor's facts hold as denied, and nothing twice: a sharper wording of a listed symptom ("swollen knee"
 * for "swelling") takes its place. The rating stays with the complaint it was asked of.
 */
function withEverythingTold(
  state: IntakeState,
  symptoms: RecordedSymptom[],
  denied: ReadonlySet<string>,
): RecordedSymptom[] {
  const listed = [...symptoms];
  const told = recordFromTranscript(repliesToQuestions(state, SAYS_WHERE), state.now).symptoms;
  // A pulse or a blood sugar is read wherever it was said ("How bad is it?" "My pulse is 112.").
  const measured = recordFromTranscript(repliesToQuestions(state, NOT_ABOUT_NOW), state.now).symptoms.filter(
    (symptom) => symptom.measured && !/\b(?:fever|temperature)\b/.test(symptom.label),
  );
  for (const { severity: _rated, ...symptom } of [...told, ...measured]) {
    const label = findSymptomMentions(symptom.label.toLowerCase())[0]?.label;
    if (label && denied.has(label)) continue;
    const same = listed.findIndex((other) => !other.measured && saysTheSame(other.label, symptom.label));
    if (same < 0) listed.push(symptom);
    else if (!symptom.asSaid && wordsOf(symptom.label).size > wordsOf(listed[same]!.label).size)
      listed[same] = { ...listed[same]!, label: symptom.label, told: listed[same]!.told ?? symptom.told };
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
  // The pain of the same part: "ankle pain" for "ankle swelling", not "abdominal pain" for "sprained ankle".
  const site = [...wordsOf(rated.label.replace(PAIN_WORDS, ''))];
  const pain = symptoms.find(
    (symptom) =>
      !symptom.asSaid &&
      !symptom.measured &&
      PAIN_WORDS.test(symptom.label) &&
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
  return {
    symptoms: ratingOnThePain(withEverythingTold(state, symptomsOf(state, picture), picture.denied), state),
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
