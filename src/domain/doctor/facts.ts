// What the doctor has learnt so far, and the clinical picture the triage rules read.
import { presentSymptoms, type SymptomMention } from '../symptoms';
import type { Onset, Pregnancy } from './extractors';
import { isPresent, patientOf, type Analysed, type Matcher } from '../language';
import { readClinical } from './clinical-reading';
import type { ComplaintId } from './presentations';

export interface Facts {
  complaint: ComplaintId | null;
  /** Plain words for the complaint when it is not one the doctor knows ("dizziness"). */
  complaintLabel: string | null;
  onset: Onset | null;
  pace: 'sudden' | 'gradual' | null;
  character: string[];
  severity: number | null;
  sites: string[];
  spread: string[];
  /** Every symptom mention so far, in order; the latest mention of a label decides. */
  mentions: SymptomMention[];
  modifiers: { better: string[]; worse: string[]; nothing: boolean } | null;
  conditions: string[] | null;
  medicines: string[] | null;
  allergies: string[] | null;
  pregnant: Pregnancy | null;
  pregnancyWeeks: number | null;
  sex: 'male' | 'female' | null;
  age: number | null;
  /** Answers to yes/no screening questions, by step id. */
  screens: Record<string, 'yes' | 'no'>;
  /** The learned layer read what was said as possibly an emergency: the doctor asks, and the answer decides. */
  learnedConcern: boolean;
}

export const NO_FACTS: Facts = {
  complaint: null,
  complaintLabel: null,
  onset: null,
  pace: null,
  character: [],
  severity: null,
  sites: [],
  spread: [],
  mentions: [],
  modifiers: null,
  conditions: null,
  medicines: null,
  allergies: null,
  pregnant: null,
  pregnancyWeeks: null,
  sex: null,
  age: null,
  screens: {},
  learnedConcern: false,
};

/** The facts and everything the patient has said, as the triage and advice rules read them. */
export interface ClinicalPicture {
  facts: Facts;
  /** All patient text so far, idioms removed. */
  all: Analysed;
  /** Symptom labels the patient has (denied ones excluded). */
  symptoms: ReadonlySet<string>;
  /** Symptom labels the patient has denied and not later affirmed. */
  denied: ReadonlySet<string>;
}

export function pictureOf(facts: Facts, patientTexts: readonly string[]): ClinicalPicture {
  const symptoms = new Set(presentSymptoms(facts.mentions));
  const denied = new Set(
    facts.mentions.filter((m) => m.negated && !symptoms.has(m.label)).map((m) => m.label),
  );
  return { facts, all: readClinical(patientTexts.join('. ')), symptoms, denied };
}

// ---- predicates the triage and advice data are written in ---------------------------------------

export type When = (p: ClinicalPicture) => boolean;

export const said =
  (pattern: Matcher): When =>
  (p) =>
    isPresent(p.all, pattern);
export const symptom =
  (...labels: string[]): When =>
  (p) =>
    labels.some((label) => p.symptoms.has(label));
export const severityAtLeast =
  (n: number): When =>
  (p) =>
    (p.facts.severity ?? -1) >= n;
export const severityAtMost =
  (n: number): When =>
  (p) =>
    p.facts.severity !== null && p.facts.severity <= n;
export const lastingMoreThanDays =
  (days: number): When =>
  (p) =>
    (p.facts.onset?.daysAgo ?? -1) > days;
/** The person the consultation is about is older than this (told by them, or by a relative about them). */
export const olderThan =
  (years: number): When =>
  (p) =>
    (patientOf(p.all).ageYears ?? p.facts.age ?? -1) > years;
/** The person the consultation is about is a child under this age. */
export const youngerThan =
  (years: number): When =>
  (p) => {
    const age = patientOf(p.all).ageYears ?? p.facts.age;
    return age !== null && age !== undefined && age < years;
  };
/** The person the consultation is about is a child: by the age said, or by the words when none was ("my baby"). */
export const isChild: When = (p) => {
  const patient = patientOf(p.all);
  return patient.ageYears === null ? patient.subject === 'child' : patient.ageYears < 16;
};
export const hasCondition =
  (...names: string[]): When =>
  (p) =>
    (p.facts.conditions ?? []).some((c) => names.includes(c));
export const takesMedicine =
  (...names: string[]): When =>
  (p) =>
    (p.facts.medicines ?? []).some((m) => names.includes(m));
export const screened =
  (step: string, answer: 'yes' | 'no'): When =>
  (p) =>
    p.facts.screens[step] === answer;
export const pregnantOrMaybe: When = (p) => p.facts.pregnant === 'yes' || p.facts.pregnant === 'possible';
export const isPregnant: When = (p) => p.facts.pregnant === 'yes';
/** The patient is a man or boy: said by him, or spoken of as "he" by whoever is calling. */
export const isMale: When = (p) => p.facts.sex === 'male' || patientOf(p.all).pronoun === 'he';
export const suddenOnset: When = (p) => p.facts.pace === 'sudden';
export const anyOf =
  (...whens: When[]): When =>
  (p) =>
    whens.some((w) => w(p));
export const allOf =
  (...whens: When[]): When =>
  (p) =>
    whens.every((w) => w(p));
export const not =
  (when: When): When =>
  (p) =>
    !when(p);

/** Long-term conditions that make an infection riskier. */
export const atRisk: When = anyOf(
  hasCondition(
    'COPD',
    'diabetes',
    'type 1 diabetes',
    'type 2 diabetes',
    'a heart condition',
    'kidney disease',
    'liver disease',
    'a weakened immune system',
    'cancer',
    'sickle cell disease',
  ),
  takesMedicine('steroid tablets', 'methotrexate'),
  olderThan(65),
);
