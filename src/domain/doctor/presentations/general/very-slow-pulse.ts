// A red flag for every patient, whatever the presentation: a pulse under 40 a minute, or a very slow pulse with
// faints or breathlessness. The signs it is read from, and what the doctor says at once.
import { phrases, readingsSaid, type Analysed, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/**
 * A pulse said as a number under 40 ("his pulse is 34", "hr 35"): the first value said after its name (a later number
 * may be a breathing rate or a duration), or a device's number when the pulse is what is spoken of ("my pulse was
 * slow… now my watch says 31").
 */
function pulseUnderForty(a: Analysed): boolean {
  const spokenOfPulse = /\b(?:pulse|heart ?rate|heart ?beat)\b/.test(a.text);
  return readingsSaid(a.text).some(
    (reading) =>
      reading.kind === 'pulse' && (spokenOfPulse || !reading.byDevice) && reading.values[0]!.value < 40,
  );
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
