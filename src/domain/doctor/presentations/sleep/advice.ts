// Trouble sleeping: what it may turn out to be, with the impression, the self-care advice, the usual urgency
// and what raises it, and the safety-netting.
import { lastingMoreThanDays, severityAtLeast } from '../../facts';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  insomnia: {
    id: 'insomnia',
    impression: 'insomnia, a common problem with sleep',
    cues: [],
    advice:
      "keep regular times for going to bed and getting up, avoid caffeine after midday and alcohol in the evening, keep screens out of the bedroom, get up and do something calm if you can't sleep after about 20 minutes, and avoid napping in the day",
    brief:
      'For sleep problems, keep regular sleep times, avoid caffeine later in the day, and keep screens out of the bedroom.',
    urgency: 'self-care',
    escalations: [
      {
        when: lastingMoreThanDays(28),
        urgency: 'routine',
        because: "it's been going on for more than a month",
      },
      { when: severityAtLeast(8), urgency: 'routine', because: "it's having a big effect on your life" },
    ],
    reviewAfter: "it's still a problem after a month",
    safetyNet: 'you feel low or hopeless, or so tired that it is unsafe to drive or work',
  },
} satisfies Record<string, ConditionAdvice>;
