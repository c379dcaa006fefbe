import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { EMPTY_RECORD, type ConsultationRecord } from './record';
import { reportFromRecord } from './report-from-record';

const NOW = new Date('2026-11-18T12:00:00Z');
const report = (record: Partial<ConsultationRecord>) => reportFromRecord({ ...EMPTY_RECORD, ...record }, NOW);

describe('the report written from a record', () => {
  it('keeps each measure with its symptom', () => {
    expect(
      report({
        symptoms: [
          { label: 'sore throat', severity: 6 },
          { label: 'fever', measured: '38.5 °C' },
        ],
      }).symptoms,
    ).toBe('sore throat (6/10), fever 38.5 °C');
  });

  it('never lists a denied symptom, because the record keeps denials apart', () => {
    const written = report({ symptoms: [{ label: 'headache' }], denied: ['fever', 'stiff neck'] });
    expect(written.symptoms).toBe('headache');
  });

  it('dates the onset from the day the record resolved', () => {
    expect(report({ onset: { phrase: 'since the weekend', day: '2026-11-14' } }).timeOfInjury).toBe(
      'Since the weekend (14 Nov 2026)',
    );
    expect(report({ onset: { phrase: 'for three weeks', day: null } }).timeOfInjury).toBe('For three weeks');
    expect(report({}).timeOfInjury).toBe(reportDefaults.timeOfInjury);
  });

  it('says how sure the doctor was, and marks an emergency', () => {
    expect(
      report({ impression: { condition: 'a heart attack', certainty: 'possible' }, urgency: 'emergency' })
        .issue,
    ).toBe('Possible heart attack — emergency');
    expect(
      report({ impression: { condition: 'tonsillitis', certainty: 'likely' }, urgency: 'routine' }).issue,
    ).toBe('Likely tonsillitis');
  });

  it('leads the follow-up with the urgency, and carries urgency, warning signs and history', () => {
    const written = report({
      followUp: ['Please see a doctor within 24 hours.'],
      urgency: 'urgent',
      redFlags: ['Coughing up blood'],
      medicines: ['metformin'],
      allergies: [],
      conditions: null,
    });
    expect(written.followUpRecommendation).toBe('Urgent: please see a doctor within 24 hours.');
    expect(written).toMatchObject({
      urgency: 'urgent',
      redFlags: ['Coughing up blood'],
      medicines: ['metformin'],
      allergies: [],
      conditions: null,
    });
  });
});
