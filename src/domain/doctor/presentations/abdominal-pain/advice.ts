// Tummy pain: what it may turn out to be, with the impression, the self-care advice, the usual urgency and
// what raises it, and the safety-netting.
import { anyOf, pregnantOrMaybe, said, severityAtLeast, suddenOnset, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'abdominal-pain': {
    id: 'abdominal-pain',
    impression: null,
    impressionSentence: "I can't be sure what's causing tummy pain without an examination.",
    cues: [],
    advice:
      'rest, sip water, take paracetamol if you need it, avoid alcohol and heavy meals, and try a warm heat pad for cramps',
    brief: 'For tummy pain, rest, sip water, and use a warm heat pad.',
    urgency: 'routine',
    escalations: [
      { when: severityAtLeast(7), urgency: 'urgent', because: 'the pain is severe' },
      {
        when: anyOf(
          said(
            phrases('right (?:lower|bottom) (?:side|tummy|stomach|abdomen)', 'lower right', 'bottom right'),
          ),
          (p) => p.facts.sites.some((s) => /right/.test(s)),
        ),
        urgency: 'urgent',
        because: 'pain low on the right side can be appendicitis',
      },
      {
        when: pregnantOrMaybe,
        urgency: 'urgent',
        because: 'tummy pain needs checking the same day when pregnancy is possible',
      },
      {
        when: symptom('fever', 'vomiting', 'blood in stool', 'black stools'),
        urgency: 'urgent',
        because: 'you have other symptoms with the pain',
      },
      { when: suddenOnset, urgency: 'urgent', because: 'it came on suddenly' },
    ],
    reviewAfter: '',
    safetyNet:
      'the pain becomes severe or constant, your tummy feels hard, you keep vomiting, you get a fever, or you see blood',
  },
} satisfies Record<string, ConditionAdvice>;
