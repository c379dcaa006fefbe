// The one author of the Medical Consultation Report: every report, whoever the doctor was, is written here
// from the consultation's record, so the server's report and any other view of it cannot differ.
import { reportDefaults } from '../spec-texts';
import { assessmentScore } from './assessment';
import { joinWithin } from './doctor-guidance';
import { READING_LABELS } from './measured-values';
import type { ConsultationRecord, RecordedImpression, RecordedSymptom } from './record';
import type { ConsultationReport } from './schema';
import { capitalise } from '../language';

// Long enough for a doctor's whole plan; the section allows 2,000 characters.
const MAX_GUIDANCE_LENGTH = 700;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const URGENCY_HEADINGS = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  routine: 'Routine',
  'self-care': 'Self-care',
} as const;

/**
 * "sore throat (6/10)", "fever 38.5 °C", "abdominal pain (7/10, "horrible pain under my right ribs")": the measure stays
 * with the symptom it belongs to, and the patient's words, quoted, with what they describe. What makes it worse is
 * not said twice: the quote "my knee hurts going up the stairs" says "pain going up the stairs".
 */
function symptomText({ label, severity, measured, worse = [], told }: RecordedSymptom): string {
  const withValue = measured ? `${label} ${measured}` : label;
  const notes = [
    ...(severity === undefined ? [] : [`${severity}/10`]),
    ...(told ? [`"${told}"`] : []),
    ...worse.filter((trigger) => !told || !saysTheSame(told, trigger)),
  ];
  return notes.length ? `${withValue} (${notes.join(', ')})` : withValue;
}

/**
 * The symptom list, item by item: it is joined with commas, and what is said of a symptom in its brackets keeps its
 * own commas ("chest pain (7/10, "crushing")").
 */
export function symptomItems(symptoms: string): string[] {
  return symptoms
    .split(/,\s*(?![^(]*\))/)
    .map((item) => item.trim())
    .filter(Boolean);
}

const TRIGGER_FRAME = new Set(['pain', 'worse', 'when', 'with', 'on', 'in', 'the', 'a', 'my']);

/** Whether the quote holds every word of the trigger but the frame the record puts round it ("worse when…"). */
function saysTheSame(told: string, trigger: string): boolean {
  const quoted = new Set(told.toLowerCase().split(/\W+/));
  return trigger
    .toLowerCase()
    .split(/\W+/)
    .every((word) => !word || TRIGGER_FRAME.has(word) || quoted.has(word));
}

/** "20 Nov 2026" from "2026-11-20". */
export function spokenDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

function withoutArticle(condition: string): string {
  return condition.replace(/^(?:an?|the|some)\s+/i, '');
}

/** Says how sure the doctor was: "Likely tonsillitis", "Possible heart attack — emergency". */
function issueText(record: ConsultationRecord): string {
  const named = record.impression ? sureness(record.impression) : complaintText(record);
  if (!named) return reportDefaults.issue;
  return record.urgency === 'emergency' ? `${named} — emergency` : named;
}

function sureness({ condition, certainty }: RecordedImpression): string {
  return `${certainty === 'likely' ? 'Likely' : 'Possible'} ${withoutArticle(condition)}`;
}

/** With no impression from the doctor, the complaint as the patient gave it: "Sore throat with fever". */
function complaintText(record: ConsultationRecord): string | undefined {
  if (record.redFlags.length > 0) return record.redFlags[0];
  // A reading ("pulse 128 a minute") is a measure, not the complaint; words as said are too long to head a report.
  const [first, ...others] = record.symptoms
    .filter((symptom) => !READING_LABELS.has(symptom.label) && !symptom.asSaid)
    .slice(0, 3)
    .map((symptom) => symptom.label);
  if (!first) return undefined;
  return others.length === 0 ? capitalise(first) : `${capitalise(first)} with ${others.join(' and ')}`;
}

function onsetText(record: ConsultationRecord): string {
  if (!record.onset) return reportDefaults.timeOfInjury;
  const phrase = capitalise(record.onset.phrase);
  if (!record.onset.day) return phrase;
  const day = spokenDay(record.onset.day);
  return `${phrase} (${record.onset.approximate ? `since about ${day}` : day})`;
}

function followUpText(record: ConsultationRecord): string {
  const text = joinWithin(record.followUp, MAX_GUIDANCE_LENGTH - 20);
  if (!text) return reportDefaults.followUpRecommendation;
  if (!record.urgency || /^(?:emergency|urgent|routine|self[- ]care)\b/i.test(text)) return text;
  const heading = URGENCY_HEADINGS[record.urgency];
  const lowered =
    /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
  return `${heading}: ${lowered}`;
}

export function reportFromRecord(record: ConsultationRecord, now: Date): ConsultationReport {
  return {
    symptoms: record.symptoms.map(symptomText).join(', ') || reportDefaults.symptoms,
    issue: issueText(record),
    timeOfInjury: onsetText(record),
    prescribedSolution: joinWithin(record.advice, MAX_GUIDANCE_LENGTH) || reportDefaults.prescribedSolution,
    followUpRecommendation: followUpText(record),
    overallAssessment: assessmentScore(record),
    date: now.toISOString(),
    urgency: record.urgency,
    redFlags: record.redFlags,
    conditions: record.conditions,
    medicines: record.medicines,
    allergies: record.allergies,
  };
}
