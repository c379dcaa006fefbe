// The doctor's questions about the patient's history (medicines, allergies, long-term conditions), as opposed to
// questions about what is wrong now: an answer to one names history, not symptoms.

export const ASKS_MEDICINES =
  /\b(?:medicines?|medications?|meds|(?:regular|any) (?:tablets|pills)|take anything (?:regularly|every day)|on any)\b/i;
// "Any allergies?", not "could it be an allergic reaction?".
export const ASKS_ALLERGIES = /\b(?:allergies|allergic to (?:any|anything)|any allergy)\b/i;
export const ASKS_CONDITIONS = /\b(?:conditions?|health problems|medical history|illnesses)\b/i;

/** The question a doctor's turn ends on, if it asks one. */
function lastQuestion(doctorTurn: string): string | undefined {
  return doctorTurn.split(/(?<=[.!?])\s+/).findLast((sentence) => sentence.includes('?'));
}

/** The turn ends on a question about history alone: "Any long-term conditions?", "Are you on any medicines?". */
export function asksAboutHistoryOnly(
  doctorTurn: string,
  namesSymptoms: (question: string) => boolean,
): boolean {
  const question = lastQuestion(doctorTurn);
  if (!question) return false;
  const aboutHistory = [ASKS_MEDICINES, ASKS_ALLERGIES, ASKS_CONDITIONS].some((asks) => asks.test(question));
  return aboutHistory && !namesSymptoms(question.toLowerCase());
}
