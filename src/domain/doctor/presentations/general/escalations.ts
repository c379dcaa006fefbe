// Rules that raise the urgency whatever the condition: very severe symptoms, bleeding in pregnancy, a urine
// infection in a man, a fever with a weakened immune system, a mole that has changed.
import {
  allOf,
  hasCondition,
  isMale,
  isPregnant,
  said,
  severityAtLeast,
  symptom,
  type ClinicalPicture,
} from '../../facts';
import type { Escalation } from '../../advice-library';

/** Rules that apply whatever the condition. */
export const GENERAL_ESCALATIONS: Escalation[] = [
  { when: severityAtLeast(9), urgency: 'urgent', because: 'your symptoms are very severe' },
  {
    when: allOf(isPregnant, symptom('bleeding')),
    urgency: 'urgent',
    because: 'any bleeding in pregnancy should be checked',
  },
  {
    when: allOf(isMale, (p: ClinicalPicture) => p.facts.complaint === 'urinary'),
    urgency: 'routine',
    because: 'urine infections in men need a check and usually antibiotics',
  },
  {
    when: allOf(hasCondition('a weakened immune system'), symptom('fever')),
    urgency: 'urgent',
    because: 'a fever with a weakened immune system needs checking quickly',
  },
  {
    // NICE NG12: a mole that has grown, changed shape or colour, or bled is seen by a GP (who may refer).
    when: allOf(
      said(/\b(?:moles?|beauty spots?|freckles?)\b/),
      said(
        /\b(?:bigger|larger|darker|grow\w*|grew|changed?|changing|bled|bleed\w*|wonky|irregular|ragged|blotchy|(?:two|different|new) (?:different )?(?:colou?rs?|browns|shades))\b/,
      ),
    ),
    urgency: 'routine',
    because: 'a mole that has changed should be checked by a doctor',
  },
];
