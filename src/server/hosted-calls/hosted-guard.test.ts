import { describe, expect, it } from 'vitest';
import { guardPatientLine, hostedCallTriage } from './hosted-guard';

describe('the guard on a hosted call', () => {
  it('answers a new emergency with the advice to call now, and stays quiet about one already answered', () => {
    const first = guardPatientLine(
      [{ role: 'assistant', text: 'What brings you in today?' }],
      'I have crushing chest pain spreading to my left arm and I am sweating.',
      [],
    );
    expect(first.newFlags.map((flag) => flag.id)).toContain('cardiac-chest-pain');
    expect(first.advice).toMatch(/heart attack/);
    expect(first.advice).toMatch(/call emergency services now/i);

    const again = guardPatientLine([], 'The chest pain is still crushing and going down my arm.', [
      'cardiac-chest-pain',
    ]);
    expect(again).toEqual({ newFlags: [], advice: null });
  });

  it('says nothing for an ordinary complaint or a denied warning sign', () => {
    expect(guardPatientLine([], 'I have a runny nose and no chest pain.', [])).toEqual({
      newFlags: [],
      advice: null,
    });
  });

  it('keeps what was raised live in the report’s triage, even when the final transcript reads otherwise', () => {
    const triage = hostedCallTriage(
      [{ role: 'user', text: 'A sore throat.' }],
      ['cardiac-chest-pain', 'not-a-flag'],
    );
    expect(triage.urgency).toBe('emergency');
    expect(triage.redFlags.map((flag) => flag.id)).toEqual(['cardiac-chest-pain']);
    expect(hostedCallTriage([{ role: 'user', text: 'A sore throat.' }], [])).toEqual({
      urgency: null,
      redFlags: [],
    });
  });
});
