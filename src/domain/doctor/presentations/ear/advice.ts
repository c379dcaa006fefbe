// Earache: what it may turn out to be, with the impression, the self-care advice, the usual urgency and what
// raises it, and the safety-netting.
import { anyOf, lastingMoreThanDays, said, screened, severityAtLeast, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'ear-infection': {
    id: 'ear-infection',
    impression: 'an ear infection',
    cues: [],
    advice: `take {painkillers} if needed, following the directions on the packet, hold a warm or cold flannel against the ear, and don't put anything inside it such as cotton buds or drops unless a pharmacist advises, as most ear infections clear up within 3 days`,
    brief: 'For earache, take simple painkillers, use a warm flannel, and keep cotton buds out of the ear.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            'swelling behind',
            'swollen behind',
            'behind (?:my|the) ear (?:is )?(?:swollen|red|sore)',
            'ear (?:is )?sticking out',
          ),
        ),
        urgency: 'urgent',
        because: 'swelling behind the ear needs checking the same day',
      },
      {
        when: anyOf(
          said(phrases('discharge', 'fluid', 'pus', 'leaking', 'gunk')),
          screened('associated', 'yes'),
        ),
        urgency: 'routine',
        because: 'there is discharge or a change in your hearing',
      },
      { when: symptom('hearing loss'), urgency: 'routine', because: 'your hearing has changed' },
      { when: lastingMoreThanDays(3), urgency: 'routine', because: "it's lasted more than three days" },
      { when: severityAtLeast(8), urgency: 'routine', because: 'the pain is severe' },
    ],
    reviewAfter: "it isn't better after 3 days",
    safetyNet:
      'you get swelling or redness behind the ear, a high temperature, a severe headache, a stiff neck, or you feel very unwell',
  },
} satisfies Record<string, ConditionAdvice>;
