// The record of a consultation held by any doctor other than the built-in one (a hosted assistant, a self-hosted
// model), read from its transcript with the doctor's language module: the patient's symptoms with their negation
// and measures, when it started, their medicines and allergies, and what the doctor concluded and advised.
// Warning signs are not read here: the safety guard finds them (guardTranscript), and buildReport adds them.
import {
  extractAllergies,
  extractHistory,
  extractSeverity,
  extractTemperature,
  textsNamingHistory,
} from '../doctor/extractors';
import { analyse, answerOf, clausesOf } from '../language';
import type { TranscriptTurn } from '../transcript';
import { findSymptomMentions } from '../symptoms';
import { aggravatingFactors, mayNameTrigger } from './aggravating';
import { ASKS_ALLERGIES, ASKS_CONDITIONS, ASKS_MEDICINES } from './history-questions';
import { type Consultation, doctorStatements, precedingDoctorTurn, readConsultation } from './consultation';
import { distinctSentences, doctorGuidance, isGuidance } from './doctor-guidance';
import { followUpOf } from './follow-up';
import { onsetOf } from './onset';
import { measuredValues } from './measured-values';
import { affirmedStatements, patientSymptoms, type PatientSymptoms } from './patient-symptoms';
import { doctorsImpression, namedOutright } from './primary-issue';
import {
  highestTemperature,
  withTemperature,
  type ConsultationRecord,
  type RecordedImpression,
  type RecordedSymptom,
} from './record';

// "How bad, 0 to 10?", and a terse assistant's "0-10?", "Severity?", "Pain score?".
const ASKS_SEVERITY =
  /\b(?:how (?:bad|severe|strong|intense|painful)|scale|out of (?:10|ten)|rate (?:it|the)|(?:0|zero|1|one) to (?:10|ten)|severity|pain score)\b|\b[01]\s*[-–/]\s*10\b/i;
const ASKS_TEMPERATURE = /\b(?:temperature|temp|thermometer|fever)\b/i;
const SEVERITY_WORDS =
  /\b(?:\d+ ?(?:out of|over|\/) ?(?:10|ten)|mild|mildly|moderate|severe|excruciating|unbearable|agony|agonising|agonizing|worst|terrible|awful|horrendous|(?:really|very|so|quite|pretty) bad|not (?:too|that) bad|bearable|manageable)\b/i;
/** Unasked, a turn rates how bad it is on a scale: "six out of ten", "7/10". */
const SCALE_HINT = /\bout of\b|\/ ?10\b|\bover (?:10|ten)\b/i;
/** Asked how bad, an answer that may rate it: "a six", "I'd say 7", "pretty bad". */
const ANY_RATING =
  /\b(?:\d|zero|nought|one|two|three|four|five|six|seven|eight|nine|ten|mild|moderate|severe|bad|terrible|awful|unbearable|agony|excruciating|manageable|bearable)\b/i;
/** A number in a body's temperature range, in Celsius or Fahrenheit, or said in words. */
const BODY_TEMPERATURE = /\b(?:3[5-9]|4[0-3]|9[5-9]|10[0-9])\b|point|hundred|thirty|forty/i;

interface PatientTurnReading {
  severity: number | null;
  /** A plain "no" to the doctor's question about medicines, conditions or allergies. */
  deniesMedicines: boolean;
  deniesConditions: boolean;
  deniesAllergies: boolean;
  /** A bare number answering a question about temperature: "38.5". */
  temperature: string | null;
}

const NOTHING_READ: PatientTurnReading = {
  severity: null,
  deniesMedicines: false,
  deniesConditions: false,
  deniesAllergies: false,
  temperature: null,
};

function readPatientTurn(consultation: Consultation, index: number): PatientTurnReading {
  const text = consultation.turns[index]!.text;
  const asked = precedingDoctorTurn(consultation, index)?.text ?? '';
  const asks = {
    severity: ASKS_SEVERITY.test(asked),
    temperature: ASKS_TEMPERATURE.test(asked),
    history: ASKS_MEDICINES.test(asked) || ASKS_CONDITIONS.test(asked) || ASKS_ALLERGIES.test(asked),
  };
  // Most turns hold no rating and no measure and say no "no" to a history question: they need no closer reading.
  // A rating on a scale needs no normalising: "six out of ten", "7/10" read the same in lower case.
  if (SCALE_HINT.test(text)) {
    const lower = ` ${text.toLowerCase()} `;
    return { ...NOTHING_READ, severity: extractSeverity({ text: lower, clauses: [lower] }, false) };
  }
  // Most other turns hold no rating and no measure and say no "no" to a history question: no closer reading.
  const needsReading =
    (asks.severity && ANY_RATING.test(text)) ||
    (asks.temperature && BODY_TEMPERATURE.test(text)) ||
    (asks.history && answerOf(text.trim().toLowerCase()) === 'no');
  if (!needsReading) return NOTHING_READ;
  const a = analyse(text);
  const severity = extractSeverity(a, asks.severity);
  const saysNo = answerOf(a.text) === 'no';
  return {
    severity,
    deniesMedicines: saysNo && ASKS_MEDICINES.test(asked),
    deniesConditions: saysNo && ASKS_CONDITIONS.test(asked),
    deniesAllergies: saysNo && ASKS_ALLERGIES.test(asked),
    temperature: asks.temperature ? extractTemperature(a, true) : null,
  };
}

/** What was named anywhere wins; a plain "no" to the question means none; null when it never came up. */
function listOrNone(named: string[] | null, deniedWhenAsked: boolean): string[] | null {
  if (named?.length) return named;
  return deniedWhenAsked ? [] : named;
}

/** The symptoms with the patient's rating on the first (the complaint) and the measured temperature on fever. */
function withMeasures(
  { present, described, denied, told }: PatientSymptoms,
  severity: number | null,
  temperature: string | null,
): RecordedSymptom[] {
  const symptoms: RecordedSymptom[] = [
    ...present.map((label) => ({ label, ...(told.has(label) ? { told: told.get(label) } : {}) })),
    ...described.map((label) => ({ label, asSaid: true })),
  ];
  // The rating goes with the main complaint: the first symptom named, or what was said if nothing was named.
  const main = Math.max(
    0,
    symptoms.findIndex((symptom) => !symptom.asSaid),
  );
  if (severity !== null && symptoms[main]) symptoms[main] = { ...symptoms[main], severity };
  return withTemperature(symptoms, temperature, denied);
}

const MAX_TRIGGERS_PER_SYMPTOM = 3;
const WHICH_SIDE = /^worse (?:on|in) (?:the |my )?(?:left|right)\b/;

/**
 * What the patient said makes it worse, beside the symptom it was said of ("my knee hurts going up the stairs"),
 * or beside the main complaint when the sentence names no symptom ("it's worse when I bend").
 */
function withTriggers(symptoms: RecordedSymptom[], consultation: Consultation): RecordedSymptom[] {
  if (symptoms.length === 0) return symptoms;
  const triggers = new Map<RecordedSymptom, string[]>();
  const said = [
    ...consultation.sentences
      .filter((sentence) => sentence.role === 'user')
      .map((sentence) => ({ text: sentence.text, inTheirWords: true })),
    ...affirmedStatements(consultation).map((text) => ({ text, inTheirWords: false })),
  ];
  for (const { text, inTheirWords } of said) {
    if (!mayNameTrigger(text)) continue;
    // In the doctor's words only what makes it worse: "throbbing toothache in a lower back tooth" says where.
    // "Worse on the right" says which side, not what sets it off.
    const found = aggravatingFactors(text).filter(
      (f) => (inTheirWords || f.phrase.startsWith('worse')) && !WHICH_SIDE.test(f.phrase),
    );
    if (found.length === 0) continue;
    const mentions = findSymptomMentions(text.toLowerCase(), { thorough: true });
    // "It burns when I pee" is a symptom, not "burning" set off by peeing: a trigger said as a symptom is not one.
    const factors = found
      .filter((f) => !mentions.some((m) => m.start < f.end && f.start < m.end))
      .map((f) => f.phrase);
    if (factors.length === 0) continue;
    const named = mentions.find(
      (m) => !m.negated && symptoms.some((s) => s.label === m.wording || s.label === m.label),
    );
    const symptom =
      symptoms.find((s) => s.label === named?.wording || s.label === named?.label) ?? symptoms[0]!;
    const kept = triggers.get(symptom) ?? [];
    for (const factor of factors)
      if (!kept.includes(factor) && !saysNothingMore(factor, symptom.label)) kept.push(factor);
    triggers.set(symptom, kept);
  }
  return symptoms.map((symptom) => {
    const worse = triggers.get(symptom)?.slice(0, MAX_TRIGGERS_PER_SYMPTOM);
    return worse?.length ? { ...symptom, worse } : symptom;
  });
}

/** "Pain when swallowing" says nothing more beside "painful swallowing". */
function saysNothingMore(factor: string, label: string): boolean {
  const stem = (word: string) => word.replace(/(?:ful|ing|s)$/, '');
  const labelled = new Set(label.split(' ').map(stem));
  return factor
    .split(' ')
    .filter((word) => !/^(?:when|with|at|in|on|after|the|a|worse|pain)$/.test(word))
    .every((word) => labelled.has(stem(word)));
}

/**
 * A condition a terse doctor named outright at the start of a turn of their plan ("Right. Nettle rash. Wash…"), the
 * latest such turn first, as a final summary outranks an early guess.
 */
function namedInPlan(consultation: Consultation): RecordedImpression | undefined {
  const said = consultation.sentences.filter((s) => s.role === 'assistant' && !s.question);
  const planTurns = [...new Set(said.filter((s) => isGuidance(s.text)).map((s) => s.turn))].reverse();
  for (const turn of planTurns) {
    const named = namedOutright(
      said.filter((s) => s.turn === turn).map((s) => s.text),
      isGuidance,
    );
    if (named) return named;
  }
  return undefined;
}

export function recordFromTranscript(transcript: TranscriptTurn[] | string[], now: Date): ConsultationRecord {
  const consultation = readConsultation(transcript);
  const symptoms = patientSymptoms(consultation);
  const readings = consultation.turns.flatMap((turn, index) =>
    turn.role === 'user' ? [readPatientTurn(consultation, index)] : [],
  );
  // The latest rating wins: a patient who corrects "a six, no, more like an eight" means eight.
  const severity = readings.findLast((reading) => reading.severity !== null)?.severity ?? null;
  // Lists and measures are read once, over what the patient said: history closely, only where it may be named.
  const patientTexts = consultation.turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const lower = ` ${patientTexts.join('. ').toLowerCase()} `;
  const history = analyse(textsNamingHistory(patientTexts).join('. '));
  const named = extractHistory(history, false);
  const temperature = highestTemperature([
    ...readings.map((reading) => reading.temperature),
    extractTemperature({ text: lower, clauses: clausesOf(lower) }),
  ]);
  const guidance = doctorGuidance(consultation);
  const followUp = followUpOf(guidance.followUp);
  const impression = doctorsImpression(doctorStatements(consultation)) ?? namedInPlan(consultation) ?? null;
  return {
    symptoms: [
      ...withTriggers(withMeasures(symptoms, severity, temperature), consultation),
      ...measuredValues(
        consultation.turns.flatMap((turn, index) =>
          turn.role === 'user'
            ? [{ asked: precedingDoctorTurn(consultation, index)?.text, text: turn.text }]
            : [],
        ),
      ),
    ],
    denied: symptoms.denied,
    onset: onsetOf(consultation, now),
    severityStated: severity !== null || SEVERITY_WORDS.test(lower),
    conditions: listOrNone(
      named.conditions,
      readings.some((r) => r.deniesConditions),
    ),
    medicines: listOrNone(
      named.medicines,
      readings.some((r) => r.deniesMedicines),
    ),
    allergies: listOrNone(
      extractAllergies(history, false),
      readings.some((r) => r.deniesAllergies),
    ),
    impression,
    advice: distinctSentences(guidance.advice),
    followUp: followUp.sentences,
    urgency: followUp.urgency,
    // Warning signs are the safety guard's to find; buildReport adds what it found.
    redFlags: [],
  };
}
