// Hay fever: what it may turn out to be, with the impression, the self-care advice, the usual urgency and
// what raises it, and the safety-netting.
import { anyOf, said, screened, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'hay-fever': {
    id: 'hay-fever',
    impression: 'hay fever, an allergy to pollen',
    cues: [],
    advice:
      'take a non-drowsy antihistamine such as cetirizine or loratadine, consider a steroid nasal spray from a pharmacy, put a little Vaseline around your nostrils, wear wraparound sunglasses, shower and change your clothes after being outside, and keep windows closed when the pollen count is high',
    brief:
      'For hay fever, take a non-drowsy antihistamine, try a steroid nasal spray, and shower after being outdoors.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          symptom('wheezing', 'shortness of breath', 'chest tightness'),
          screened('associated', 'yes'),
        ),
        urgency: 'routine',
        because: "it's affecting your chest",
      },
      {
        when: said(phrases("(?:isn't|aren't|not|don't|doesn't) (?:helping|working)", 'not helped')),
        urgency: 'routine',
        because: 'the usual treatments are not helping',
      },
    ],
    reviewAfter: 'the pharmacy treatments are not helping',
    safetyNet:
      'you get wheezing, chest tightness or breathlessness, or any swelling of your lips, tongue or throat',
  },
} satisfies Record<string, ConditionAdvice>;
