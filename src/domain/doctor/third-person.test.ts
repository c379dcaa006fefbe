import { describe, expect, it } from 'vitest';
import { patientOf } from '../language';
import { createBuiltInDoctor } from './built-in-doctor';
import { readClinical } from './clinical-reading';

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

describe('the doctor speaking to a parent who says what they did or found', () => {
  const asked = (lines: string[]) => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    return lines.flatMap((line) => doctor.reply(line).sentences.filter((s) => s.endsWith('?'))).join(' ');
  };

  it('takes "I\'ve found lumps in my son\'s neck" as about the son, and "under my fingers" as no site', () => {
    const said = asked([
      "I've found lumps in my son's neck and I'm petrified it's leukaemia",
      'There are little lumps down the side of his neck. They move about under my fingers and they are soft',
    ]);
    expect(said).toMatch(/\bhis chest\b/);
    expect(said).not.toMatch(/\byour chest\b/);
  });

  it('takes "his willy keeps bleeding" and "I\'ve pressed on it" as about him', () => {
    const said = asked([
      'We had a big family day today for his naming.',
      'Since lunchtime his willy keeps bleeding where they did it.',
      "I've pressed on it with gauze for ten minutes and I've gone through four nappies.",
    ]);
    expect(said).not.toMatch(/\byour chest\b/);
  });
});

describe('a caller speaking of their own trouble while naming someone else', () => {
  const patient = (text: string) => patientOf(readClinical(text));
  it('stays with the caller who found, noticed or checked something of their own', () => {
    for (const text of [
      "I've noticed blood in my poo for three weeks, my wife made me ring",
      "I've checked my temperature and it's 39.5, my husband's at work",
      "I'm petrified, I've found a lump under my armpit and my sister had breast cancer",
      "Crushing pain in my left arm and jaw, sweating, the pharmacist said he can't help me",
    ])
      expect(patient(text).subject).toBe('self');
    expect(
      patient("My son has a rash that doesn't fade when I press my finger on it, my hand is shaking").subject,
    ).toBe('child');
  });
});

describe("a child's age, asked when a parent has not said it", () => {
  const consult = (lines: string[]) => {
    const doctor = createBuiltInDoctor({ now: new Date('2026-03-04T10:00:00Z') });
    doctor.opening();
    const said = lines.flatMap((line) => doctor.reply(line).sentences);
    return { said: said.join(' '), doctor };
  };

  it('asks how old the baby is, and a fever under 3 months is an emergency', () => {
    const asked = consult([
      "My baby feels really hot, I put my hand on his tummy and he's burning",
      'no',
      'no',
    ]);
    expect(asked.said).toMatch(/how old is he\?/i);
    const { doctor } = consult([
      "My baby feels really hot, I put my hand on his tummy and he's burning",
      'no',
      'no',
      'six weeks',
    ]);
    expect(doctor.triage.redFlags.map((flag) => flag.id)).toContain('infant-fever');
  });

  it('does not ask the age of a baby not yet born', () => {
    const { said } = consult([
      "My baby isn't moving as much as usual, I'm 34 weeks",
      'no',
      'no',
      'since this morning',
    ]);
    expect(said).not.toMatch(/how old/i);
  });

  it('takes an older child’s age as said, and does not ask again', () => {
    const { said, doctor } = consult([
      "My little boy's got a temperature and a runny nose",
      'no',
      'no',
      "He's 4",
      'since yesterday',
    ]);
    expect(doctor.triage.redFlags).toEqual([]);
    expect(said.match(/how old/gi)?.length).toBe(1);
  });
});
