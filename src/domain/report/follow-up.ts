// FOLLOW-UP in a transcript: how soon and whom to see, then when to seek help sooner, and the urgency the doctor's
// words imply: "Please see a doctor within 24 hours; seek help sooner if the pain spreads" is urgent.
import type { Urgency } from '../doctor/types';
import { distinctSentences, SAYS_EMERGENCY, SIGN_THEN_WHERE, type GuidanceClause } from './doctor-guidance';
import { capitalise } from '../language';

// Most urgent first; a plan is as urgent as the most urgent thing the doctor told the patient to do now.
const URGENCY_CUES: [Urgency, RegExp][] = [
  [
    'emergency',
    new RegExp(
      `${SAYS_EMERGENCY.source}|${/\b(?:999|911|112|emergency services|ambulance|a ?& ?e|a and e|emergency (?:department|room)|go to (?:the )?hospital|immediately|right away|straight away|right now)\b/.source}`,
      'i',
    ),
  ],
  [
    'urgent',
    // "Call the maternity unit now": a plan to act now is at least today's.
    /\b(?:within (?:24|twenty[- ]four|48|forty[- ]eight) hours|within a day|today|tomorrow|same[- ]day|urgent(?:ly)?|as soon as (?:possible|you can)|asap|111|out[- ]of[- ]hours|now)\b/i,
  ],
  [
    'routine',
    /\b(?:routine|appointment|see (?:a|your|the) (?:gp|doctor|nurse|dentist|physio\w*)|follow[- ]?up|check[- ]?up|review|within (?:a|one|two|three|\d+) weeks?|next week)\b|\b(?:see|contact|book|speak to|ring|call)\b[^.]{0,30}\b(?:gp|doctor)\b/i,
  ],
  // A pharmacist's advice is care the patient takes themselves.
  ['self-care', /\bself[- ]care\b|\bat home\b|\b(?:pharmacist|pharmacy|chemist)\b/i],
];
// The built-in doctor's summary line starts "For follow-up,": a heading, not a routine follow-up.
export const FOLLOW_UP_HEADING = /^for follow[- ]?up,?\s*/i;
// "If it gets worse, …", "… sooner if …", "Should you develop …": safety-netting, not the plan itself.
const CONDITIONAL = /^should\b|\b(?:if|unless|in case|in the event|should (?:you|it|things|the|your))\b/i;
// "If you can, please go to A&E now" is a courtesy, not a condition: the instruction stands.
const COURTESY =
  /\bif (?:you can(?!['’]t|not)|possible|you're able|you are able|you haven't already|you have not already|you don't mind|that's ok)\b,?/gi;

const ALTERNATIVE = /,\s*or\s+/i;

export interface FollowUp {
  /** The plan first, then the safety-netting, each sentence once. */
  sentences: string[];
  /** What the plan's words imply; null when the doctor gave no follow-up. */
  urgency: Urgency | null;
}

export function followUpOf(clauses: GuidanceClause[]): FollowUp {
  if (clauses.length === 0) return { sentences: [], urgency: null };
  // "Take him to A&E straight away, or call 999 if you can't get him there": the plan is the part before the
  // alternative; only a condition on that part makes the whole a safety net.
  const conditional = (clause: GuidanceClause) =>
    CONDITIONAL.test(clause.text.replace(COURTESY, '').split(ALTERNATIVE)[0]!) ||
    SIGN_THEN_WHERE.test(clause.text);
  const directives = clauses.filter((clause) => !conditional(clause));
  const safetyNet = clauses.filter(conditional);
  const cued = URGENCY_CUES.find(([, cue]) =>
    directives.some((clause) => cue.test(clause.text.replace(FOLLOW_UP_HEADING, ''))),
  );
  return {
    sentences: distinctSentences([...directives, ...safetyNet]).map((sentence) =>
      capitalise(sentence.replace(FOLLOW_UP_HEADING, '')),
    ),
    urgency: cued?.[0] ?? (directives.length > 0 ? 'routine' : 'self-care'),
  };
}
