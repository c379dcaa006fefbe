// Breathing trouble (wheeze, breathlessness, asthma): what it may turn out to be, with the impression, the
// self-care advice, the usual urgency and what raises it, and the safety-netting.
import { hasCondition, said, screened, severityAtLeast, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  breathlessness: {
    id: 'breathlessness',
    impression: null,
    impressionSentence: 'Breathlessness can have several causes, and it needs to be checked in person.',
    cues: [],
    advice: 'rest, sit upright, avoid exertion, and keep your phone with you',
    brief: 'For breathlessness, rest, sit upright, and get it checked in person.',
    urgency: 'urgent',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      "you're too breathless to speak, your lips turn blue, or you get chest pain, in which case call emergency services",
  },
  'asthma-flare': {
    id: 'asthma-flare',
    impression: 'a mild flare of asthma',
    cues: [
      [said(phrases('asthma\\w*', 'inhaler', 'puffer')), 3],
      [hasCondition('asthma'), 3],
      [symptom('wheezing', 'chest tightness'), 1],
    ],
    advice:
      'use your blue reliever inhaler as your asthma plan says, ideally with a spacer, keep taking your preventer inhaler every day if you have one, and avoid triggers such as smoke, cold air and pollen',
    brief:
      'For asthma, use your reliever inhaler as your plan says, keep taking your preventer, and avoid your triggers.',
    urgency: 'routine',
    escalations: [
      {
        when: screened('associated', 'no'),
        urgency: 'urgent',
        because: "your reliever inhaler isn't helping enough",
      },
      {
        when: said(
          phrases(
            'every (?:hour|2 hours|two hours|couple of hours|few hours|four hours|4 hours)',
            'more than (?:3|three) times a (?:day|week)',
            "isn't helping",
            'not helping',
            "doesn't help",
          ),
        ),
        urgency: 'urgent',
        because: "you're needing your reliever a lot",
      },
      { when: severityAtLeast(7), urgency: 'urgent', because: 'your symptoms are severe' },
    ],
    reviewAfter: '',
    safetyNet:
      "your reliever isn't helping, or you're too breathless to speak, eat or sleep, or your lips turn blue, in which case call emergency services",
  },
} satisfies Record<string, ConditionAdvice>;
