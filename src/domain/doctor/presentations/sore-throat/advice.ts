// Sore throat: what it may turn out to be, with the impression, the self-care advice, the usual urgency and
// what raises it, and the safety-netting.
import { allOf, anyOf, atRisk, hasCondition, lastingMoreThanDays, not, said, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'viral-sore-throat': {
    id: 'viral-sore-throat',
    impression: 'a viral sore throat',
    cues: [[symptom('cough', 'runny nose', 'blocked nose', 'hoarse voice'), 1]],
    advice: `drink plenty of fluids, take {painkillers} if needed, following the directions on the packet, gargle with warm salty water, and try lozenges or cool, soft food, as most sore throats get better within a week without antibiotics`,
    brief:
      'For a sore throat, drink plenty, gargle with warm salty water, and take simple painkillers; it usually settles within a week.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            "can't swallow (?:my )?(?:own )?(?:saliva|spit|water|fluids|anything)",
            'drool\\w*',
            "can't open (?:my )?mouth",
            'muffled voice',
          ),
        ),
        urgency: 'urgent',
        because: 'difficulty swallowing or opening your mouth can mean an abscess',
      },
      {
        when: anyOf(atRisk, hasCondition('a weakened immune system')),
        urgency: 'urgent',
        because: 'your other health conditions make infections riskier',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's lasted more than a week" },
    ],
    reviewAfter: "it isn't better within a week",
    safetyNet:
      "you can't swallow fluids or your own saliva, you're drooling, you can't open your mouth, your breathing is noisy or difficult, or you feel very unwell",
  },
  tonsillitis: {
    id: 'tonsillitis',
    impression: 'tonsillitis',
    cues: [
      [said(phrases('tonsils?', 'tonsillitis', 'white spots', 'pus', 'strep')), 3],
      [symptom('swollen glands'), 1],
      [allOf(symptom('fever'), not(symptom('cough'))), 1],
    ],
    advice: `rest, drink plenty of fluids, take {painkillers} if needed, gargle with warm salty water, and ask a pharmacist to check whether you need antibiotics`,
    brief:
      'For tonsillitis, rest, drink plenty, take simple painkillers, and ask a pharmacist whether you need antibiotics.',
    urgency: 'routine',
    escalations: [
      {
        when: said(
          phrases(
            "can't swallow (?:my )?(?:own )?(?:saliva|spit|water|fluids|anything)",
            'drool\\w*',
            "can't open (?:my )?mouth",
            'muffled voice',
          ),
        ),
        urgency: 'urgent',
        because: 'difficulty swallowing or opening your mouth can mean an abscess',
      },
      { when: atRisk, urgency: 'urgent', because: 'your other health conditions make infections riskier' },
    ],
    reviewAfter: "it isn't better within a week",
    safetyNet:
      "you can't swallow fluids or your own saliva, you're drooling, or your breathing becomes noisy or difficult",
  },
} satisfies Record<string, ConditionAdvice>;
