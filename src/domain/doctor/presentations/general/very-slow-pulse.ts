// A red flag for every patient, whatever the presentation: a pulse under 40 a minute, or a very slow pulse with
// faints or breathlessness. The signs it is read from, and what the doctor says at once.
import { phrases, type Analysed, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/**
 * A pulse or heart rate said as a number under 40 ("his pulse is 34", "my heart rate monitor says 31 bpm"): the
 * first number after the word, not a duration, an age or a blood pressure.
 */
function pulseUnderForty(a: Analysed): boolean {
  for (const m of a.text.matchAll(/\b(?:pulse|heart ?rate|hr|heart rate monitor|heartbeat)\b/g)) {
    const after = a.text.slice(m.index + m[0].length, m.index + m[0].length + 40);
    const first =
      /^(?:'s|\W)*(?:\s*(?:is|was|of|at|reads|says|shows|showing|now|only|just|about|around|down to|dropped to|went down to|in the))*\s*(\d{2,3})\b(?!\s*(?:minutes?|mins?|seconds?|secs?|hours?|days?|years?|steps|degrees|times|over|\/|%))/.exec(
        after,
      );
    if (!first) continue;
    const before = a.text.slice(Math.max(0, m.index - 12), m.index);
    if (/\b(?:isn't|not|wasn't)\b/.test(first[0]) || /\b(?:isn't|not)\s*$/.test(before)) continue;
    const value = Number(first[1]);
    if (value >= 20 && value < 40) return true;
  }
  // "My pulse was slow… now my watch says 31": a device's number, when the pulse is what is spoken of.
  if (/\b(?:pulse|heart ?rate|heartbeat)\b/.test(a.text))
    for (const m of a.text.matchAll(
      /\b(?:watch|fitbit|monitor|machine)\b (?:says|reads|shows|showed|said) (\d{2,3})\b(?!\s*(?:minutes?|mins?|seconds?|hours?|days?|years?|steps|degrees|times|over|\/|%))/g,
    )) {
      const value = Number(m[1]);
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
