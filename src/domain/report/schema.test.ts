import { describe, expect, it } from 'vitest';
import { reportDefaults } from '../spec-texts';
import { consultationReportSchema } from './schema';

const valid = { ...reportDefaults, date: '2026-11-21T10:00:00.000Z' };

describe('consultationReportSchema', () => {
  it('accepts a report with the spec’s fields', () => {
    expect(consultationReportSchema.parse(valid)).toEqual(valid);
  });

  it('rejects a score outside 0 to 100 or not a whole number', () => {
    for (const overallAssessment of [-1, 101, 50.5]) {
      expect(consultationReportSchema.safeParse({ ...valid, overallAssessment }).success).toBe(false);
    }
  });

  it('rejects a section longer than 2000 characters', () => {
    expect(consultationReportSchema.safeParse({ ...valid, issue: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('rejects a date that is not an ISO timestamp', () => {
    expect(consultationReportSchema.safeParse({ ...valid, date: '21/11/2026' }).success).toBe(false);
  });

  it('rejects a report with a section missing', () => {
    const { symptoms: _symptoms, ...withoutSymptoms } = valid;
    expect(consultationReportSchema.safeParse(withoutSymptoms).success).toBe(false);
  });
});
