// Constipation: what it may turn out to be, with the impression, the self-care advice, the usual urgency and
// what raises it, and the safety-netting.
import { allOf, anyOf, lastingMoreThanDays, said, screened, severityAtLeast, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  constipation: {
    id: 'constipation',
    impression: 'constipation',
    cues: [],
    advice:
      "drink plenty of water, eat more fibre such as fruit, vegetables, wholegrains and prunes, keep active, don't put off going to the toilet, and ask a pharmacist about a gentle laxative if that doesn't help within a few days",
    brief:
      'For constipation, drink more water, eat more fibre, keep active, and ask a pharmacist about a gentle laxative.',
    urgency: 'self-care',
    escalations: [
      {
        when: allOf(
          symptom('vomiting', 'bloating'),
          said(
            phrases(
              "can't pass wind",
              'not passing wind',
              'no wind',
              'swollen',
              'bloated',
              'vomit\\w*',
              'being sick',
            ),
          ),
        ),
        urgency: 'urgent',
        because: 'being sick with a swollen tummy can mean a blockage',
      },
      { when: severityAtLeast(8), urgency: 'urgent', because: 'the pain is severe' },
      {
        when: anyOf(symptom('blood in stool', 'black stools', 'weight loss'), screened('associated', 'yes')),
        urgency: 'routine',
        because: "of the bleeding or weight loss you've mentioned",
      },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
    ],
    reviewAfter: "it isn't better within a couple of weeks",
    safetyNet:
      'you see blood, you are sick, your tummy swells, you cannot pass wind, or the pain becomes severe',
  },
} satisfies Record<string, ConditionAdvice>;
