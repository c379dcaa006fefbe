import { describe, expect, it } from 'vitest';
import { assessmentCriteria, assessmentExplanation } from './assessment';
import { buildReport } from './build-report';

const NOW = new Date('2026-11-21T10:00:00Z');
const score = (lines: string[]) => buildReport(lines, NOW).overallAssessment;

describe('overallAssessment', () => {
  it('weighs the parts of a consultation to a total of 100', () => {
    expect(assessmentCriteria.reduce((total, { weight }) => total + weight, 0)).toBe(100);
  });

  it('is 0 for an empty transcript and for one with nothing clinical in it', () => {
    expect(score([])).toBe(0);
    expect(score(['Doctor: Hello.', 'You: hi'])).toBe(0);
  });

  it('gives 100 to a consultation that covers everything', () => {
    expect(
      score([
        "You: I've had a headache since yesterday, about 6 out of 10, no fever",
        'Doctor: Any medical conditions, medicines or allergies?',
        'You: none',
        'Doctor: This sounds like a tension headache.',
        'Doctor: Rest and take paracetamol. See a GP if it lasts more than a week.',
      ]),
    ).toBe(100);
  });

  it('adds each part’s weight as the consultation covers it', () => {
    const complaint = ['You: I have a headache'];
    const withOnset = ['You: I have had a headache since yesterday'];
    const withSeverity = [...withOnset, 'Doctor: How bad is it, out of 10?', 'You: a seven'];
    const withAssociated = [...withSeverity, 'You: and a fever'];
    const withHistory = [...withAssociated, 'You: I take tablets for blood pressure'];
    const withAdvice = [...withHistory, 'Doctor: Rest and drink fluids.'];
    const withFollowUp = [...withAdvice, 'Doctor: See your GP if it is not better in a week.'];
    const withImpression = [...withFollowUp, 'Doctor: This sounds like a tension headache.'];
    expect(
      [
        complaint,
        withOnset,
        withSeverity,
        withAssociated,
        withHistory,
        withAdvice,
        withFollowUp,
        withImpression,
      ].map(score),
    ).toEqual([15, 30, 40, 50, 65, 80, 90, 100]);
  });

  it('counts a symptom ruled out as covering associated symptoms', () => {
    expect(score(['You: I have a headache but no fever'])).toBe(25);
  });

  it('cannot score 100 when the report is missing what was said', () => {
    const told = [
      "You: I've had a sore throat since Monday, 6 out of 10, no cough, I'm on the pill and allergic to penicillin",
      'Doctor: This sounds like tonsillitis. Take paracetamol. See your GP if it is not better in a week.',
    ];
    expect(score(told)).toBe(100);
    // The same consultation with its medicines and allergies unread is a less complete record.
    expect(score([told[0]!.replace(", I'm on the pill and allergic to penicillin", ''), told[1]!])).toBe(85);
  });

  it('needs an answer, not just the doctor’s question', () => {
    expect(score(['You: I have a headache', 'Doctor: Do you have any allergies?'])).toBe(15);
    expect(score(['You: I have a headache', 'Doctor: Do you have any allergies?', 'You: no'])).toBe(30);
  });
});

describe('assessmentExplanation', () => {
  it('tells the patient what the score measures and what it is not', () => {
    expect(assessmentExplanation).toMatch(/how complete the consultation was, not how healthy you are/);
  });

  it('lists every part with its weight', () => {
    for (const { covers, weight } of assessmentCriteria)
      expect(assessmentExplanation).toContain(`${covers} (${weight})`);
  });
});
