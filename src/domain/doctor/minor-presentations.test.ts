import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor } from './built-in-doctor';

const NOW = new Date('2026-03-04T10:00:00Z');

/** The urgency the doctor concludes with when the patient says these lines and then has nothing to add. */
function concluded(...lines: string[]) {
  const doctor = createBuiltInDoctor({ now: NOW });
  doctor.opening();
  for (const line of lines) doctor.reply(line);
  for (let i = 0; i < 40 && !doctor.finished; i++) doctor.reply('Hmm, let me think.');
  return doctor.triage.urgency;
}

describe('minor presentations', () => {
  it('are self-care when nothing raises them', () => {
    expect(
      concluded('I got stung by a wasp on my arm, it is a bit swollen and itchy', 'breathing is fine'),
    ).toBe('self-care');
    expect(concluded('I have a verruca on the bottom of my foot')).toBe('self-care');
  });

  it('are raised by who the patient is', () => {
    expect(
      concluded('my nan is 82, she tripped on the rug and bruised her knee', 'she got up by herself'),
    ).toBe('routine');
  });

  it('never override the urgency floor', () => {
    expect(concluded('my dog bit me and I have a bruise on my hand', 'it broke the skin')).toBe('urgent');
  });
});
