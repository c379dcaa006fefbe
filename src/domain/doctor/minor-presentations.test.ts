import { describe, expect, it } from 'vitest';
import { createBuiltInDoctor } from './built-in-doctor';
import { analyse } from '../language';
import { minorPresentationOf } from './minor-presentations';

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

  it('are heard without their names: a nappy area, a white spot inside the cheek, a waxy blocked ear', () => {
    expect(
      concluded(
        "It's my son, he's seven months, his bum's gone bright red and sore looking",
        "It's all over the nappy area, the creases and his bottom",
        'Otherwise he is his usual self, feeding well, no temperature',
      ),
    ).toBe('self-care');
    expect(concluded('Sore in my mouth.', 'Inside my cheek. White spot.', 'Four days.')).toBe('self-care');
    expect(
      concluded(
        "My right ear's been muffled for about five days, like I've got cotton wool in it",
        "I've had wax in it before and it felt just like this",
        "It doesn't hurt at all, nothing's leaking out, I'm not dizzy",
      ),
    ).toBe('self-care');
    // A painful blocked ear, or a child's muffled hearing, is for a GP to look at.
    expect(
      concluded("My ear's blocked with wax and now it really hurts", "It's been three days, no discharge"),
    ).toBe('routine');
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

describe('a minor presentation said as a likeness', () => {
  it('reads "it looks like a wart" as a wart, and "like the skin has been sunburnt" as no burn', () => {
    const minorOf = (...texts: string[]) => {
      const all = analyse(texts.join('. '));
      return minorPresentationOf({ all } as never)?.id ?? null;
    };
    expect(minorOf('It looks like a wart on my finger')).not.toBeNull();
    expect(minorOf("It's like the skin's been sunburnt and then sandpapered")).not.toBe('minor-burn');
  });
});
