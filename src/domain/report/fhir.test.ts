import { describe, expect, it } from 'vitest';
import { reportDefaults, reportTexts } from '../spec-texts';
import { buildReport } from './build-report';
import { type FhirBundle, type FhirComposition, toFhirBundle, uuidFrom } from './fhir';
import type { ConsultationReport } from './schema';

const NOW = new Date('2026-11-21T10:00:00Z');
const report: ConsultationReport = buildReport(
  [
    "You: I've had a headache & a fever since yesterday",
    'Doctor: This sounds like a viral infection <not serious>. Rest and drink fluids.',
  ],
  NOW,
);
const patient = { id: 'user-42', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
const bundle = toFhirBundle(report, { callId: 'call-123', patient });
const composition = bundle.entry[0]!.resource as FhirComposition;
const UUID_URN = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function referencesIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(referencesIn);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      key === 'reference' && typeof inner === 'string' ? [inner] : referencesIn(inner),
    );
  }
  return [];
}

describe('toFhirBundle: an R4 document bundle', () => {
  it('has the Bundle fields a document requires', () => {
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'document', timestamp: report.date });
    expect(bundle.identifier.system).toBe('urn:ietf:rfc:3986');
    expect(bundle.identifier.value).toMatch(UUID_URN);
  });

  it('opens with a final consult-note Composition about the patient', () => {
    expect(composition).toMatchObject({
      resourceType: 'Composition',
      status: 'final',
      type: { coding: [{ system: 'http://loinc.org', code: '11488-4', display: 'Consult note' }] },
      date: report.date,
      title: 'Medical Consultation Report',
    });
    expect(composition.author).toHaveLength(1);
  });

  it('has one section per report section, each with generated narrative', () => {
    expect(composition.section.map((section) => section.title)).toEqual(Object.values(reportTexts.sections));
    for (const section of composition.section) {
      expect(section.text.status).toBe('generated');
      expect(section.text.div).toMatch(/^<div xmlns="http:\/\/www\.w3\.org\/1999\/xhtml">.*<\/div>$/s);
    }
  });

  it('carries the urgency, warning signs and history, before the additional notes', () => {
    const emergency = toFhirBundle(
      {
        ...report,
        urgency: 'emergency',
        redFlags: ['Coughing up blood'],
        conditions: null,
        medicines: ['warfarin'],
        allergies: [],
      },
      { callId: 'c', patient },
    );
    const sections = (emergency.entry[0]!.resource as FhirComposition).section;
    expect(sections.map((section) => section.title).slice(-4)).toEqual([
      'URGENCY',
      'WARNING SIGNS',
      'MEDICAL HISTORY',
      reportTexts.sections.additionalNotes,
    ]);
    expect(sections.find((section) => section.title === 'MEDICAL HISTORY')!.text.div).toContain(
      'Medicines: warfarin. Allergies: none.',
    );
  });

  it('escapes text in the XHTML narrative', () => {
    const divs = composition.section.map((section) => section.text.div).join('');
    expect(divs).toContain('viral infection &lt;not serious&gt;');
    expect(divs).not.toMatch(/<not serious>/);
    const withAmpersand = toFhirBundle({ ...report, issue: 'Cuts & grazes' }, { callId: 'c', patient });
    expect((withAmpersand.entry[0]!.resource as FhirComposition).section[1]!.text.div).toContain(
      'Cuts &amp; grazes',
    );
  });

  it('names the patient and their email', () => {
    expect(
      bundle.entry.map((entry) => entry.resource).find((r) => r.resourceType === 'Patient'),
    ).toMatchObject({
      identifier: [{ value: 'user-42' }],
      name: [{ text: 'Ada Lovelace', given: ['Ada'], family: 'Lovelace' }],
      telecom: [{ system: 'email', value: 'ada@example.com' }],
    });
  });

  it('records each symptom as a final Observation about the patient, linked from the symptoms section', () => {
    const observations = bundle.entry
      .map((entry) => entry.resource)
      .filter((r) => r.resourceType === 'Observation');
    expect(observations.map((o) => o.code.text)).toEqual(['headache', 'fever']);
    for (const observation of observations) {
      expect(observation).toMatchObject({ status: 'final', effectiveDateTime: report.date });
      expect(observation.subject.reference).toBe(composition.subject.reference);
    }
    expect(observations[0]!.code.coding?.[0]).toMatchObject({ code: 'SYMP:0000504' });
    expect(composition.section[0]!.entry).toHaveLength(2);
  });

  it('keeps what the report says beside a symptom as its note, commas and all', () => {
    const rated = toFhirBundle(
      buildReport(
        [
          'Doctor: What brings you in?',
          'You: My knee hurts going up the stairs, and it clicks.',
          'Doctor: How bad is it, from 0 to 10?',
          'You: 6.',
        ],
        NOW,
      ),
      { callId: 'call-9', patient },
    );
    const observations = rated.entry
      .map((entry) => entry.resource)
      .filter((r) => r.resourceType === 'Observation');
    expect(observations[0]).toMatchObject({ code: { text: 'knee pain' } });
    expect(observations[0]!.note?.[0]?.text).toMatch(/^6\/10, /);
  });

  it('gives every entry a urn:uuid fullUrl, and every reference resolves to an entry', () => {
    const fullUrls = bundle.entry.map((entry) => entry.fullUrl);
    for (const fullUrl of fullUrls) expect(fullUrl).toMatch(UUID_URN);
    expect(new Set(fullUrls).size).toBe(fullUrls.length);
    const references = referencesIn(bundle);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(fullUrls).toContain(reference);
    for (const entry of bundle.entry) expect(entry.fullUrl).toBe(`urn:uuid:${entry.resource.id}`);
  });

  it('is the same document every time for the same call, and another for another call', () => {
    expect(toFhirBundle(report, { callId: 'call-123', patient })).toEqual(bundle);
    expect(toFhirBundle(report, { callId: 'call-124', patient }).identifier).not.toEqual(bundle.identifier);
  });

  it('has no Observations when no symptom was reported, and no email when none is known', () => {
    const empty: FhirBundle = toFhirBundle(
      { ...reportDefaults, date: report.date },
      { callId: 'call-9', patient: { id: 'u', firstName: 'Sam' } },
    );
    expect(empty.entry.map((entry) => entry.resource.resourceType)).toEqual([
      'Composition',
      'Patient',
      'Device',
    ]);
    expect(empty.entry[1]!.resource).not.toHaveProperty('telecom');
  });
});

describe('uuidFrom', () => {
  it('derives distinct, well-formed UUIDs from distinct seeds', () => {
    const ids = ['a', 'b', 'call-1#bundle', 'call-1#composition', ''].map(uuidFrom);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(`urn:uuid:${id}`).toMatch(UUID_URN);
  });
});
