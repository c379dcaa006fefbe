import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor } from './built-in-doctor';

describe('the doctor speaking to a parent', () => {
  it('asks about the child in the third person, never "have you"', () => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const questions: string[] = [];
    for (const line of [
      "my little girl is four and she's had a temperature since yesterday",
      'no',
      'no',
      'no',
    ]) {
      questions.push(...doctor.reply(line).sentences.filter((s) => s.endsWith('?')));
    }
    expect(questions.length).toBeGreaterThan(0);
    for (const question of questions) expect(question).not.toMatch(/\b(?:have|do|are) you\b/i);
    expect(questions.join(' ')).toMatch(/\b(?:she|her)\b/);
  });
});
