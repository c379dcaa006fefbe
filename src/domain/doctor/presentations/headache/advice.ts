// Headache: what it may turn out to be, with the impression, the self-care advice, the usual urgency and what
// raises it, and the safety-netting.
import { isPregnant, lastingMoreThanDays, olderThan, said, severityAtLeast, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'tension-headache': {
    id: 'tension-headache',
    impression: 'a tension-type headache',
    cues: [
      [
        said(
          phrases(
            'tight band',
            'band around',
            'pressure',
            'squeez\\w*',
            'tight\\w*',
            'both sides',
            'all over',
            'stress\\w*',
            'screens?',
            'computer',
            'desk',
            'forehead',
            'dull',
          ),
        ),
        2,
      ],
    ],
    advice: `rest, drink plenty of water, take {painkillers} if needed, following the directions on the packet, take regular breaks from screens, and try gentle neck and shoulder stretches, but avoid taking painkillers on more than a few days a week, as that can cause more headaches`,
    brief:
      'For headaches, rest, drink water, take simple painkillers as directed, and take regular breaks from screens.',
    urgency: 'self-care',
    escalations: [
      { when: severityAtLeast(9), urgency: 'urgent', because: 'the pain is very severe' },
      {
        when: isPregnant,
        urgency: 'urgent',
        because: 'headaches in pregnancy should be checked, including your blood pressure',
      },
      {
        when: lastingMoreThanDays(14),
        urgency: 'routine',
        because: "it's been going on for more than two weeks",
      },
      { when: olderThan(50), urgency: 'routine', because: 'new headaches after 50 should be checked' },
    ],
    reviewAfter: "it isn't better within a week, or keeps coming back",
    safetyNet:
      'the headache becomes sudden and severe, or you get a stiff neck, a fever, a rash, confusion, weakness, or problems with your speech or sight',
  },
  migraine: {
    id: 'migraine',
    impression: 'a migraine',
    cues: [
      [said(phrases('migraines?')), 4],
      [
        said(
          phrases(
            'throbb\\w*',
            'pound\\w*',
            'puls\\w*',
            'one side',
            'left side',
            'right side',
            'aura',
            'zig ?zags?',
            'flashing lights',
            'dark room',
          ),
        ),
        1,
      ],
      [symptom('nausea', 'vomiting', 'sensitivity to light', 'migraine'), 2],
      [said(phrases('light (?:hurts|bothers)', 'bright lights?', 'noise')), 1],
    ],
    advice: `take {painkillers} as early in an attack as you can, following the directions on the packet, rest in a quiet, dark room, drink water, and keep a diary of possible triggers such as missed meals, poor sleep, alcohol or stress`,
    brief:
      'For migraines, rest in a dark, quiet room, take simple painkillers early in an attack, and keep a trigger diary.',
    urgency: 'self-care',
    escalations: [
      { when: severityAtLeast(9), urgency: 'urgent', because: 'the pain is very severe' },
      {
        when: isPregnant,
        urgency: 'urgent',
        because: 'headaches in pregnancy should be checked, including your blood pressure',
      },
      {
        when: lastingMoreThanDays(3),
        urgency: 'routine',
        because: 'a migraine lasting more than three days needs a review',
      },
      {
        when: said(
          phrases('every (?:week|few days|day)', 'more often', 'getting more frequent', 'keep getting'),
        ),
        urgency: 'routine',
        because: 'frequent migraines can often be prevented with treatment',
      },
    ],
    reviewAfter: 'you get migraines often, or painkillers are not helping',
    safetyNet:
      'the headache is sudden and the worst you have ever had, or you get weakness, numbness, confusion, a stiff neck, a fever, or trouble speaking or seeing that does not pass within an hour',
  },
} satisfies Record<string, ConditionAdvice>;
