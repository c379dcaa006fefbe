// Minor presentations a GP or 111 service sees every day that need no complaint-specific history: each is
// recognised from the patient's words, and is self-care (or routine) unless the urgency floor or a red flag
// says otherwise. Used when the complaint is not one of the doctor's complaints, or when the complaint's own
// conditions found no evidence. The list itself is data a clinician reviews: presentations/minor/.
import type { ConditionAdvice } from './advice-library';
import type { ClinicalPicture } from './facts';
import { MINOR_PRESENTATIONS } from './presentations';
import { isPresent, type Matcher } from '../language';

export { MINOR_PRESENTATIONS };

export interface MinorPresentation extends ConditionAdvice {
  /** How the patient tells it: at least one of these, un-negated. */
  recognisedBy: Matcher;
}

export type MinorPresentationId = (typeof MINOR_PRESENTATIONS)[number]['id'];

/** The first minor presentation the patient's words tell, or null. */
export function minorPresentationOf(p: ClinicalPicture): MinorPresentation | null {
  return MINOR_PRESENTATIONS.find((m: MinorPresentation) => isPresent(p.all, m.recognisedBy)) ?? null;
}
