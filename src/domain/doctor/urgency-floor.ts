// The urgency floor: general discriminators (after the Manchester Triage System) that make a consultation
// at least urgent whatever the complaint turns out to be, read from everything the patient has said.
// Red flags (emergency) are the red-flag guard's; this adds the level below. It can only raise urgency.
// The discriminators and their signs are data a clinician reviews: presentations/general/urgent-discriminators.ts.
import { conceptReader, readClinical } from './clinical-reading';
import { URGENT_CONCEPTS, URGENT_DISCRIMINATORS } from './presentations';
import { conceptsIn, type ConceptId } from './red-flags';
import { patientOf, phrases, isPresent } from '../language';
import type { Urgency } from './types';

export { URGENT_DISCRIMINATORS };

type UrgentConceptId = keyof typeof URGENT_CONCEPTS;
type AnyConcept = ConceptId | UrgentConceptId;

export interface UrgentDiscriminator {
  id: string;
  label: string;
  /** Any one of these sets, every concept of it said somewhere in the consultation. */
  anyOf: readonly (readonly AnyConcept[])[];
  /** None of these may have been said ("fainted at a blood test" is not an unexplained faint). */
  unlessAny?: readonly AnyConcept[];
}

export type UrgentDiscriminatorId = (typeof URGENT_DISCRIMINATORS)[number]['id'];

const urgentConceptsIn = conceptReader<UrgentConceptId>(URGENT_CONCEPTS);

/** The urgent discriminators that hold over everything the patient has said. */
export function urgentDiscriminators(patientTexts: readonly string[]): UrgentDiscriminatorId[] {
  const said = new Set<AnyConcept>();
  for (const text of patientTexts) {
    for (const id of conceptsIn(text)) said.add(id);
    for (const id of urgentConceptsIn(text)) said.add(id);
  }
  return URGENT_DISCRIMINATORS.filter(
    (d: UrgentDiscriminator) =>
      d.anyOf.some((set) => set.every((id) => said.has(id))) &&
      !(d.unlessAny ?? []).some((id) => said.has(id)),
  ).map((d) => d.id);
}

/**
 * Who the patient is lowers the threshold (triage reference: babies and young children, over-75s, pregnancy):
 * a fever in an over-75 or in a baby under 6 months, or a fever or severe vomiting in pregnancy, is urgent.
 */
export function vulnerableDiscriminators(
  patientTexts: readonly string[],
  ageAnswered: number | null = null,
): string[] {
  const all = readClinical(patientTexts.join('. '));
  const said = new Set<AnyConcept>();
  for (const text of patientTexts) for (const id of urgentConceptsIn(text)) said.add(id);
  // Said in passing ("my 6-week-old"), or answered to "How old is he?".
  const age = patientOf(all).ageYears ?? ageAnswered;
  const found: string[] = [];
  if (said.has('feverish') && age !== null && age >= 75) found.push('fever-over-75');
  if (said.has('feverish') && age !== null && age < 0.5) found.push('fever-under-6-months');
  if (isPresent(all, PREGNANT) && (said.has('feverish') || said.has('notKeepingDown')))
    found.push('unwell-in-pregnancy');
  if (said.has('feverish') && said.has('feverDays') && age !== null && age < 16)
    found.push('child-fever-5-days');
  if (said.has('temporalSigns') && age !== null && age > 50) found.push('headache-over-50-tender-scalp');
  // Diarrhoea after a course of antibiotics in someone 65 or over: a gut infection (C. difficile) that can turn fast.
  if (said.has('antibioticsTaken') && said.has('diarrhoea') && age !== null && age >= 65)
    found.push('diarrhoea-after-antibiotics-older');
  return found;
}

const PREGNANT = phrases('pregnan(?:t|cy)', 'weeks gone', "i'm expecting");

/** The lowest urgency the consultation may end with, from the general discriminators alone. */
export function urgencyFloor(
  patientTexts: readonly string[],
  severity: number | null,
  ageAnswered: number | null = null,
): Urgency | null {
  if ((severity ?? 0) >= 8) return 'urgent';
  if (urgentDiscriminators(patientTexts).length > 0) return 'urgent';
  return vulnerableDiscriminators(patientTexts, ageAnswered).length > 0 ? 'urgent' : null;
}
