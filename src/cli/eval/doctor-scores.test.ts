import { describe, expect, it } from 'vitest';
import { parseDoctorCase } from './doctor-corpus';
import { failureOf, score, type CaseOutcome } from './doctor-scores';

const CASE = `# condition: mi-typical
# voice: terse
# urgency: emergency
# red-flags: cardiac-chest-pain
# harmless: no
Chest. Heavy.
Into my jaw.`;

describe('parseDoctorCase', () => {
  it('reads the gold header and the patient lines', () => {
    const parsed = parseDoctorCase('mi-typical--1', CASE);
    expect(parsed).toMatchObject({
      condition: 'mi-typical',
      urgency: 'emergency',
      redFlags: ['cardiac-chest-pain'],
      harmless: false,
      lines: ['Chest. Heavy.', 'Into my jaw.'],
    });
  });

  it('names a case without a valid urgency', () => {
    expect(parseDoctorCase('x', '# urgency: soon\nhello')).toBeInstanceOf(Error);
  });
});

describe('score', () => {
  const gold = parseDoctorCase('mi-typical--1', CASE);
  if (gold instanceof Error) throw gold;
  const outcome = (urgency: 'emergency' | 'urgent' | null, flags: string[]): CaseOutcome => {
    const triage = { urgency, redFlags: flags.map((id) => ({ id, label: id })) };
    return {
      case: gold,
      told: triage,
      concluded: triage,
      ended: true,
      repeatedQuestions: [],
      secondPerson: [],
    };
  };

  it('counts an emergency recognised only with a red flag, and under-triage as unsafe', () => {
    const s = score(
      [outcome('emergency', ['cardiac-chest-pain']), outcome('urgent', [])],
      'concluded',
      () => 'x',
    );
    expect(s.redFlagRecall).toEqual({ pass: 1, of: 2 });
    expect(s.safe).toEqual({ pass: 1, of: 2 });
    expect(failureOf(outcome('urgent', []), 'concluded')).toMatch(/UNDER-TRIAGED, red flag missed/);
  });

  it('fails a script that ends with no urgency', () => {
    const s = score([outcome(null, [])], 'concluded', () => 'x');
    expect(s.noUrgency).toBe(1);
    expect(s.safe.pass).toBe(0);
  });
});
