// A red or sticky eye: what it may turn out to be, with the impression, the self-care advice, the usual
// urgency and what raises it, and the safety-netting.
import { anyOf, lastingMoreThanDays, said, screened, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  conjunctivitis: {
    id: 'conjunctivitis',
    impression: 'conjunctivitis, an eye infection or irritation',
    cues: [],
    advice:
      "clean your eyelids with cotton wool soaked in cooled boiled water, use a cool compress, avoid contact lenses until it has cleared, don't share towels or pillows, wash your hands often, and ask a pharmacist about eye drops",
    brief:
      "For conjunctivitis, clean the eyelids with cooled boiled water, don't share towels, and ask a pharmacist about drops.",
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          screened('associated', 'yes'),
          symptom('eye pain', 'blurred vision', 'sensitivity to light'),
          said(
            phrases(
              'contact lens\\w*',
              'lenses',
              "can't see properly",
              'vision (?:is )?(?:blurred|blurry|changed)',
            ),
          ),
        ),
        urgency: 'urgent',
        because:
          'pain, light sensitivity, changes in your vision or contact lenses need an eye check the same day',
      },
      { when: lastingMoreThanDays(14), urgency: 'routine', because: "it's lasted more than two weeks" },
    ],
    reviewAfter: "it isn't better within two weeks",
    safetyNet: 'your eye becomes painful, light hurts, your vision changes, or the redness gets much worse',
  },
} satisfies Record<string, ConditionAdvice>;
