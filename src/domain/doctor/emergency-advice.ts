// What the doctor says, at once, when a red flag is raised: call emergency services now, and what to do meanwhile.
// Used by the built-in doctor and by the server on top of any other dialogue backend.
import { EMERGENCY_NUMBERS } from '../emergency-numbers';
import { listOf } from '../language';
import { RED_FLAGS } from './presentations';
import type { RedFlag } from './types';

export { EMERGENCY_NUMBERS } from '../emergency-numbers';

export interface EmergencyScript {
  /** What it could be, named first so the report's primary issue reads it ("a heart attack"). */
  condition: string;
  /** Why this is an emergency, in plain words. */
  why: string;
  /** What to do while waiting for help, as a phrase following "while you wait,". */
  meanwhile: string;
}

/** Each red flag's script, from its definition (a red flag cannot be declared without one). */
const SCRIPTS = new Map<string, EmergencyScript>(RED_FLAGS.map((flag) => [flag.id, flag.emergency]));

const GENERIC: EmergencyScript = {
  condition: 'a medical emergency',
  why: 'what you describe needs help straight away',
  meanwhile: 'stay where you are, keep your phone with you, and unlock the door if you are alone',
};

/** The core call-now sentence, also repeated briefly if the patient keeps talking after an emergency. */
export const CALL_NOW = `Please call emergency services now: ${EMERGENCY_NUMBERS}.`;

/** What a warning sign could mean ("a heart attack"), for the report's primary issue. */
export function suspectedCondition(flagId: string): string {
  return (SCRIPTS.get(flagId) ?? GENERIC).condition;
}

/**
 * The emergency advice for these flags, as sentences to be spoken one by one: why it's an emergency,
 * call emergency services now, what to do meanwhile.
 */
export function emergencyAdvice(flags: RedFlag[]): string[] {
  const scripts = flags.map((flag) => SCRIPTS.get(flag.id) ?? GENERIC);
  if (scripts.length === 0) scripts.push(GENERIC);
  const onlySuicide = flags.length > 0 && flags.every((flag) => flag.id === 'suicide-risk');
  // "This could be a medical emergency.", not "…a medical emergency, which is an emergency."
  const conditions = unique(scripts.map((s) => s.condition));
  const opening = onlySuicide
    ? "Thank you for telling me; I'm really sorry you're feeling like this, and I want you to be safe right now."
    : `This could be ${listOf(conditions, 'or')}${conditions.every((c) => c.endsWith('emergency')) ? '' : ', which is an emergency'}.`;
  // The call to action comes second, before any explanation; a reason that only restates the condition is dropped.
  const reasons = unique(scripts.filter((s) => !s.why.includes(s.condition)).map((s) => s.why));
  const [first, ...rest] = unique(scripts.map((s) => s.meanwhile));
  return [
    opening,
    CALL_NOW,
    ...(onlySuicide
      ? []
      : reasons.slice(0, 2).map((why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}.`)),
    `My advice is to make that call right away, and while you wait, ${first}.`,
    ...rest.slice(0, 2).map((meanwhile) => `Also, ${meanwhile}.`),
    onlySuicide
      ? "You don't have to go through this alone, and help is available right now."
      : "Don't drive yourself, and if you're alone, unlock the door and keep your phone with you.",
  ];
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
