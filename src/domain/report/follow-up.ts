// FOLLOW-UP RECOMMENDATION: how soon and whom to see, urgency first, then when to seek help sooner:
// "Urgent: see a doctor within 24 hours. Seek help sooner if the pain spreads."
import { reportDefaults } from '../spec-texts';
import { distinctSentences, type GuidanceClause, joinWithin } from './doctor-guidance';
import { capitalise } from './sentences';

const MAX_LENGTH = 400;

// Most urgent first; a plan is as urgent as the most urgent thing the doctor told the patient to do now.
const URGENCY_LEVELS = [
  {
    label: 'Emergency',
    cue: /\b(?:999|911|112|emergency services|ambulance|a ?& ?e|a and e|emergency (?:department|room)|go to (?:the )?hospital|immediately|right away|straight away|right now)\b/i,
  },
  {
    label: 'Urgent',
    cue: /\b(?:within (?:24|twenty[- ]four|48|forty[- ]eight) hours|within a day|today|tomorrow|same[- ]day|urgent(?:ly)?|as soon as (?:possible|you can)|asap|111|out[- ]of[- ]hours)\b/i,
  },
  {
    label: 'Routine',
    cue: /\b(?:routine|appointment|see (?:a|your|the) (?:gp|doctor|pharmacist|nurse|dentist|physio\w*)|follow[- ]?up|check[- ]?up|review|within (?:a|one|two|three|\d+) weeks?|next week)\b/i,
  },
  { label: 'Self-care', cue: /\bself[- ]care\b|\bat home\b/i },
] as const;
// The built-in doctor's summary line starts "For follow-up,": a heading, not a routine follow-up.
const FOLLOW_UP_HEADING = /^for follow[- ]?up,?\s*/i;
// "If it gets worse, …", "… sooner if …", "Should you develop …": safety-netting, not the plan itself.
const CONDITIONAL = /^should\b|\b(?:if|unless|in case|in the event|should (?:you|it|things|the|your))\b/i;

const STARTS_WITH_URGENCY = /^(?:emergency|urgent|routine|self[- ]care)\b/i;

type UrgencyLabel = (typeof URGENCY_LEVELS)[number]['label'];

function urgencyOf(directives: GuidanceClause[]): UrgencyLabel {
  const level = URGENCY_LEVELS.find(({ cue }) =>
    directives.some((clause) => cue.test(clause.text.replace(FOLLOW_UP_HEADING, ''))),
  );
  return level?.label ?? (directives.length > 0 ? 'Routine' : 'Self-care');
}

/** "Urgent: see a GP…", keeping "GP" and "I" as written. */
function afterLabel(text: string): string {
  return /^[A-Z][a-z]/.test(text) && !/^I\b/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

export function followUpRecommendation(followUp: GuidanceClause[]): string {
  if (followUp.length === 0) return reportDefaults.followUpRecommendation;
  const conditional = (clause: GuidanceClause) => CONDITIONAL.test(clause.text);
  const directives = followUp.filter((clause) => !conditional(clause));
  const safetyNet = followUp.filter(conditional);
  const label = urgencyOf(directives);
  const sentences = distinctSentences([...directives, ...safetyNet]).map((sentence) =>
    capitalise(sentence.replace(FOLLOW_UP_HEADING, '')),
  );
  const text = joinWithin(sentences, MAX_LENGTH - label.length - 2);
  // "Self-care at home is fine…", "Routine follow-up with your GP…" already say their urgency first.
  return STARTS_WITH_URGENCY.test(text) ? text : `${label}: ${afterLabel(text)}`;
}
