// What applies to every patient, whatever the presentation: the rules that raise the urgency whatever the
// condition (escalations.ts).
export { GENERAL_ESCALATIONS } from './escalations';
