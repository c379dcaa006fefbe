// The report as an HL7 FHIR R4 document Bundle, so a patient can take it to any clinic's record system:
// a Composition (the consult note, one section per report section), the Patient, the AI doctor as a
// Device (the author) and an Observation per symptom, all linked by their urn:uuid fullUrls.
import { DOCTOR_ASSISTANT_NAME } from '../doctor/assistant-definition';
import { reportDefaults, reportTexts } from '../spec-texts';
import { findSymptomMentions } from '../symptoms';
import { historyText, recordSectionTitles, redFlagsText, urgencyText } from './record-sections';
import { symptomItems } from './report-from-record';
import type { ConsultationReport } from './schema';

export interface FhirPatientDetails {
  id: string;
  firstName: string;
  lastName?: string;
  email?: string;
}

export interface FhirBundleOptions {
  callId: string;
  patient: FhirPatientDetails;
}

interface Reference {
  reference: string;
  display?: string;
}
interface Coding {
  system: string;
  code: string;
  display?: string;
}
interface CodeableConcept {
  coding?: Coding[];
  text?: string;
}
interface Narrative {
  status: 'generated';
  div: string;
}

export interface FhirComposition {
  resourceType: 'Composition';
  id: string;
  status: 'final';
  type: CodeableConcept;
  subject: Reference;
  date: string;
  author: Reference[];
  title: string;
  section: { title: string; text: Narrative; entry?: Reference[] }[];
}
export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  identifier: { system: string; value: string }[];
  name: { text: string; given: string[]; family?: string }[];
  telecom?: { system: 'email'; value: string }[];
}
export interface FhirDevice {
  resourceType: 'Device';
  id: string;
  deviceName: { name: string; type: 'user-friendly-name' }[];
}
export interface FhirObservation {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  code: CodeableConcept;
  subject: Reference;
  effectiveDateTime: string;
  /** What the report says beside the symptom: its rating, what makes it worse, the patient's own words. */
  note?: { text: string }[];
}
export type FhirResource = FhirComposition | FhirPatient | FhirDevice | FhirObservation;

export interface FhirBundle {
  resourceType: 'Bundle';
  id: string;
  identifier: { system: 'urn:ietf:rfc:3986'; value: string };
  type: 'document';
  timestamp: string;
  entry: { fullUrl: string; resource: FhirResource }[];
}

const CONSULT_NOTE: CodeableConcept = {
  coding: [{ system: 'http://loinc.org', code: '11488-4', display: 'Consult note' }],
  text: 'Consult note',
};
const SYMPTOM_ONTOLOGY_SYSTEM = 'http://purl.obolibrary.org/obo/symp.owl';
const PATIENT_ID_SYSTEM = 'urn:carelune:patient-id';

/** A stable UUID (RFC 9562 version 8) from a text, so the same call always yields the same document. */
export function uuidFrom(seed: string): string {
  // cyrb128: four independent 32-bit hashes; no crypto needed for identifiers that only have to be stable.
  let [h1, h2, h3, h4] = [1779033703, 3144134277, 1013904242, 2773480762];
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const hex = [h1 ^ h2 ^ h3 ^ h4, h2 ^ h1, h3 ^ h1, h4 ^ h1]
    .map((h) => (h >>> 0).toString(16).padStart(8, '0'))
    .join('');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function escapeXhtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function narrative(text: string): Narrative {
  return { status: 'generated', div: `<div xmlns="http://www.w3.org/1999/xhtml">${escapeXhtml(text)}</div>` };
}

function symptomCode(symptom: string): CodeableConcept {
  const ontologyId = findSymptomMentions(symptom).find((mention) => mention.id.startsWith('SYMP:'))?.id;
  return ontologyId
    ? { coding: [{ system: SYMPTOM_ONTOLOGY_SYSTEM, code: ontologyId, display: symptom }], text: symptom }
    : { text: symptom };
}

/** Each listed symptom, and what is said of it in brackets: "chest pain (7/10, \"crushing\")". */
function reportedSymptoms(report: ConsultationReport): { symptom: string; notes?: string }[] {
  if (report.symptoms === reportDefaults.symptoms) return [];
  return symptomItems(report.symptoms).map((item) => {
    const notes = /^(.*?)\s*\((.*)\)$/.exec(item);
    return notes ? { symptom: notes[1]!, notes: notes[2]! } : { symptom: item };
  });
}

/** The urgency, warning signs and history, as sections, where the report holds them. */
function recordSections(report: ConsultationReport): FhirComposition['section'] {
  return (
    [
      [recordSectionTitles.urgency, urgencyText(report)],
      [recordSectionTitles.redFlags, redFlagsText(report)],
      [recordSectionTitles.history, historyText(report)],
    ] as const
  ).flatMap(([title, text]) => (text ? [{ title, text: narrative(text) }] : []));
}

export function toFhirBundle(report: ConsultationReport, { callId, patient }: FhirBundleOptions): FhirBundle {
  const idFor = (part: string) => uuidFrom(`${callId}#${part}`);
  const urlOf = (id: string) => `urn:uuid:${id}`;
  const patientName = [patient.firstName, patient.lastName].filter(Boolean).join(' ');

  const patientId = idFor(`patient:${patient.id}`);
  const patientReference: Reference = { reference: urlOf(patientId), display: patientName };
  const deviceId = idFor('author');

  const observations: FhirObservation[] = reportedSymptoms(report).map(({ symptom, notes }, index) => ({
    resourceType: 'Observation',
    id: idFor(`symptom:${index}:${symptom}`),
    status: 'final',
    code: symptomCode(symptom),
    subject: patientReference,
    effectiveDateTime: report.date,
    ...(notes ? { note: [{ text: notes }] } : {}),
  }));

  const { sections } = reportTexts;
  const composition: FhirComposition = {
    resourceType: 'Composition',
    id: idFor('composition'),
    status: 'final',
    type: CONSULT_NOTE,
    subject: patientReference,
    date: report.date,
    author: [{ reference: urlOf(deviceId), display: DOCTOR_ASSISTANT_NAME }],
    title: reportTexts.title,
    section: [
      {
        title: sections.symptoms,
        text: narrative(report.symptoms),
        ...(observations.length > 0 && { entry: observations.map((o) => ({ reference: urlOf(o.id) })) }),
      },
      { title: sections.issue, text: narrative(report.issue) },
      { title: sections.timeOfInjury, text: narrative(report.timeOfInjury) },
      { title: sections.prescribedSolution, text: narrative(report.prescribedSolution) },
      { title: sections.followUpRecommendation, text: narrative(report.followUpRecommendation) },
      ...recordSections(report),
      {
        title: sections.additionalNotes,
        text: narrative(`Assessment score: ${report.overallAssessment}/100. ${reportTexts.disclaimer}`),
      },
    ],
  };

  const patientResource: FhirPatient = {
    resourceType: 'Patient',
    id: patientId,
    identifier: [{ system: PATIENT_ID_SYSTEM, value: patient.id }],
    name: [
      {
        text: patientName,
        given: [patient.firstName],
        ...(patient.lastName && { family: patient.lastName }),
      },
    ],
    ...(patient.email && { telecom: [{ system: 'email', value: patient.email }] }),
  };
  const device: FhirDevice = {
    resourceType: 'Device',
    id: deviceId,
    deviceName: [{ name: DOCTOR_ASSISTANT_NAME, type: 'user-friendly-name' }],
  };

  const bundleId = idFor('bundle');
  return {
    resourceType: 'Bundle',
    id: bundleId,
    identifier: { system: 'urn:ietf:rfc:3986', value: urlOf(bundleId) },
    type: 'document',
    timestamp: report.date,
    entry: [composition, patientResource, device, ...observations].map((resource) => ({
      fullUrl: urlOf(resource.id),
      resource,
    })),
  };
}
