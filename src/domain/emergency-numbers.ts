// The numbers to call in an emergency, said the same way by the doctor and on the report page.
export const EMERGENCY_NUMBERS =
  '999 in the UK, 911 in the US, 112 in Europe, or your local emergency number';
