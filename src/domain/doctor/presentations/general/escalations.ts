// Rules that raise the urgency whatever the condition: very severe symptoms, bleeding in pregnancy, a urine
// infection in a man, a fever with a weakened immune system.
import {
  allOf,
  hasCondition,
  isMale,
  isPregnant,
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
];
