// Earache: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'ear',
  noun: 'earache',
  short: 'the earache',
  symptoms: ['earache', 'blocked ears', 'hearing loss', 'ringing in the ears'],
  cues: [
    phrases('ear ?ache', 'ear infection', 'ears? (?:hurts?|is sore|is painful|is killing me)'),
    // Hearing that has got worse, as a parent notices it: "her hearing seems worse", "talks loudly", "ignores us".
    phrases(
      'hearing (?:\\w+ ){0,2}(?:worse|poor|bad|going|gone|muffled|dull|not (?:as |very |that )?good)',
      "(?:can't|cannot|doesn't|don't|won't) hear (?:us|me|properly|very well|well)",
      'ignor\\w* (?:us|me|everyone) unless',
    ),
  ],
  pain: true,
  location: {
    question: 'Which ear is it?',
    rephrase: 'Is it your left ear, your right ear, or both?',
    generic: ['the ear'],
    parts: ['ear'],
    paired: 'ear',
  },
  pregnancy: false,
  associated: {
    question: 'Have you had any discharge from the ear, or any change in your hearing?',
    rephrase: 'Is anything leaking from the ear, or is your hearing muffled?',
  },
  conditions: ['ear-infection', 'ear-wax'],
} as const satisfies ComplaintData;
