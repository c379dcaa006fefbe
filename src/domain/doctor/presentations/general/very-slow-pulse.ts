// A red flag for every patient, whatever the presentation: a pulse under 40 a minute, or a very slow pulse with
// faints or breathlessness. The signs it is read from, and what the doctor says at once.
import { phrases, type Analysed, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

const WORDS: Record<string, number> = { thirty: 30, 'thirty-something': 35, twenty: 20 };

/** A pulse or heart rate said as a number under 40 ("his pulse is 34", "my watch says 31"). */
function pulseUnderForty(a: Analysed): boolean {
  for (const m of a.text.matchAll(
    /\b(?:pulse|heart ?rate|heartbeat|watch|machine|monitor)\b[^.;]{0,40}?\b(\d{2}|thirty|twenty)(?:\s*(?:beats|bpm|a minute|per minute))?\b/g,
  )) {
    const value = WORDS[m[1]!] ?? Number(m[1]);
    if (value >= 20 && value < 40) return true;
  }
  return false;
}

/** The signs only this red flag reads. */
export const concepts = {
  pulseUnderForty,
  verySlowPulse: phrases(
    '(?:pulse|heart ?rate|heartbeat)\\W?s? (?:\\w+ ){0,3}(?:very|really|so|dangerously) slow',
  ),
} satisfies Record<string, Matcher>;

export const verySlowPulse = {
  id: 'very-slow-pulse',
  label: 'A pulse under 40 a minute, or a very slow pulse with faints or breathlessness',
  readings: [
    {
      anyOf: [
        ['pulseUnderForty'],
        ['verySlowPulse', 'lossOfConsciousness'],
        ['verySlowPulse', 'faint'],
        ['verySlowPulse', 'breathless'],
      ],
    },
  ],
  emergency: {
    condition: 'a heartbeat that is too slow',
    why: 'a very slow heartbeat with faints or breathlessness can mean the heart’s electrical system is failing',
    meanwhile: 'lie down with your legs raised if you feel faint, and have your list of medicines ready',
  },
} as const satisfies RedFlagDefinition;
