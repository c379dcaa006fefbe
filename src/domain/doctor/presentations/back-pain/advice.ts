// Back pain: what it may turn out to be, with the impression, the self-care advice, the usual urgency and
// what raises it, and the safety-netting.
import {
  anyOf,
  hasCondition,
  lastingMoreThanDays,
  said,
  screened,
  severityAtLeast,
  symptom,
} from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'back-pain': {
    id: 'back-pain',
    impression: 'simple back pain, such as a muscle strain',
    cues: [],
    advice: `keep moving gently and carry on with normal activities as much as you can, take {painkillers} if needed, following the directions on the packet, use a heat pack, avoid long spells of bed rest, and try gentle stretches, as most back pain improves within a few weeks`,
    brief:
      'For back pain, keep gently active, use heat, and take simple painkillers; most back pain improves within a few weeks.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          symptom('numbness', 'pins and needles', 'weakness'),
          said(
            phrases(
              '(?:leg|legs|foot|feet) (?:is |are |feels? )?(?:numb|weak|tingl\\w*)',
              'numb\\w* (?:in|down) (?:my )?(?:leg|legs|foot)',
            ),
          ),
        ),
        urgency: 'urgent',
        because: 'numbness or weakness in your legs should be checked',
      },
      {
        when: screened('associated', 'yes'),
        urgency: 'urgent',
        because: 'numbness, weakness or bladder symptoms with back pain need checking',
      },
      { when: symptom('fever'), urgency: 'urgent', because: 'back pain with a fever should be checked' },
      { when: hasCondition('cancer'), urgency: 'urgent', because: 'of your history of cancer' },
      { when: severityAtLeast(8), urgency: 'routine', because: 'the pain is severe' },
      { when: lastingMoreThanDays(42), urgency: 'routine', because: "it's lasted more than six weeks" },
      {
        when: said(phrases('fell', 'fall', 'accident', 'crash')),
        urgency: 'routine',
        because: 'it followed an injury',
      },
    ],
    reviewAfter: "it isn't improving within a few weeks",
    safetyNet:
      'you get numbness around your bottom or genitals, problems controlling your bladder or bowels, weakness in your legs, or a fever',
  },
} satisfies Record<string, ConditionAdvice>;
