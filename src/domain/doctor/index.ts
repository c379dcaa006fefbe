// The AI doctor's public surface: the built-in dialogue, and the red-flag guard every backend runs.
export type { DoctorConversation, DoctorTurn, RedFlag, Triage, Urgency } from './types';
export { URGENCY_ORDER, moreUrgent } from './types';
export { createBuiltInDoctor, warmUpDoctor } from './built-in-doctor';
export { detectRedFlags, RED_FLAG_RULES, type RedFlagContext } from './red-flags';
export { emergencyAdvice, EMERGENCY_NUMBERS } from './emergency-advice';
export {
  DOCTOR_ASSISTANT_NAME,
  DOCTOR_FIRST_MESSAGE,
  DOCTOR_SYSTEM_PROMPT,
  LOCAL_DOCTOR_ASSISTANT_ID,
} from './assistant-definition';
