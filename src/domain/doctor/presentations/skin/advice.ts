// Rashes and itchy skin: what it may turn out to be, with the impression, the self-care advice, the usual
// urgency and what raises it, and the safety-netting.
import { lastingMoreThanDays, said, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  rash: {
    id: 'rash',
    impression: null,
    impressionSentence: "I can't be sure what this rash is without someone seeing it.",
    cues: [],
    advice:
      'keep the area clean and dry, avoid scratching and anything that might irritate it, use a fragrance-free moisturiser, and try an antihistamine from a pharmacy if it is itchy',
    brief: 'For a rash, keep the skin clean and dry, avoid irritants, and use a fragrance-free moisturiser.',
    urgency: 'routine',
    escalations: [{ when: symptom('fever'), urgency: 'urgent', because: 'you have a rash with a fever' }],
    reviewAfter: '',
    safetyNet:
      'you get a fever, the rash spreads quickly, or it does not fade when you press a glass against it',
  },
  eczema: {
    id: 'eczema',
    impression: 'eczema, a flare of dry, inflamed skin',
    cues: [
      [said(phrases('eczema', 'dermatitis')), 4],
      [symptom('dry skin', 'itching', 'peeling skin'), 1],
      [said(phrases('elbows?', 'knees?', 'creases', 'flaky', 'cracked', 'dry')), 1],
    ],
    advice:
      'use a fragrance-free moisturiser, called an emollient, generously several times a day and instead of soap, avoid perfumed products and anything that seems to trigger it, keep your nails short to limit damage from scratching, and ask a pharmacist about a mild steroid cream such as hydrocortisone for a short course',
    brief:
      'For eczema, use a fragrance-free moisturiser often and instead of soap, and ask a pharmacist about a mild steroid cream.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            'weeping',
            'oozing',
            'crust\\w*',
            'yellow',
            'pus',
            'hot to (?:the )?touch',
            'feels hot',
            'spreading',
            'infected',
            'blisters?',
          ),
        ),
        urgency: 'routine',
        because: 'weeping, crusted or hot skin needs checking for infection',
      },
      { when: lastingMoreThanDays(14), urgency: 'routine', because: "it hasn't settled after two weeks" },
    ],
    reviewAfter: "it hasn't improved after two weeks of self-care",
    safetyNet:
      'the skin becomes hot, swollen, weeping or crusted, you develop painful blisters or a fever, or you feel unwell',
  },
  hives: {
    id: 'hives',
    impression: 'hives, an itchy allergic-type rash',
    cues: [
      [symptom('hives'), 4],
      [
        said(
          phrases(
            'welts',
            'wheals',
            'raised (?:bumps|patches|rash)',
            'nettle rash',
            'new (?:soap|washing powder|detergent|food)',
          ),
        ),
        2,
      ],
    ],
    advice:
      'take a non-drowsy antihistamine such as cetirizine or loratadine from a pharmacy, keep cool, avoid anything you think may have triggered it, and try not to scratch',
    brief: 'For hives, take a non-drowsy antihistamine, keep cool, and avoid the trigger if you know it.',
    urgency: 'self-care',
    escalations: [
      { when: lastingMoreThanDays(2), urgency: 'routine', because: "it's lasted more than two days" },
    ],
    reviewAfter: "it isn't better within 2 days",
    safetyNet:
      'your lips, tongue or throat swell, you have any difficulty breathing or swallowing, or you feel faint, which needs an ambulance',
  },
} satisfies Record<string, ConditionAdvice>;
