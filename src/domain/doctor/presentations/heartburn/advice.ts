// Heartburn and indigestion: what it may turn out to be, with the impression, the self-care advice, the usual
// urgency and what raises it, and the safety-netting.
import { anyOf, lastingMoreThanDays, olderThan, said, screened, severityAtLeast, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  heartburn: {
    id: 'heartburn',
    impression: 'heartburn, also called acid reflux',
    // Told as tummy trouble: a burning high in the tummy after meals, bloating and belching, eased by antacids.
    cues: [
      [
        said(
          phrases(
            'indigestion',
            'heartburn',
            'acid\\w*',
            'reflux',
            'belch\\w*',
            'burp\\w*',
            'gaviscon',
            'rennies?',
            'antacids?',
            'omeprazole',
          ),
        ),
        2,
      ],
      [
        said(
          phrases(
            'after (?:eating|meals?|food|dinner|tea|a (?:big |heavy |large )?meal)',
            '(?:big|heavy|fatty|spicy|rich) (?:meals?|food|dinner)',
            'takeaways?',
            'bloat\\w*',
            'top of (?:my|the) (?:tummy|stomach)',
            'upper (?:tummy|stomach)',
            'under (?:my|the) ribs',
            'high up in (?:my|the) (?:tummy|stomach)',
          ),
        ),
        1,
      ],
    ],
    advice:
      'eat smaller meals, avoid eating within 3 or 4 hours of bedtime, cut down on foods that trigger it such as spicy or fatty food, coffee and alcohol, raise the head of your bed a little, stop smoking if you smoke, and try an antacid from a pharmacy',
    brief: 'For heartburn, eat smaller meals, avoid late eating and trigger foods, and try an antacid.',
    urgency: 'self-care',
    escalations: [
      {
        when: symptom('vomiting blood', 'black stools'),
        urgency: 'urgent',
        because: 'this needs checking for bleeding in the stomach',
      },
      {
        when: anyOf(symptom('difficulty swallowing', 'weight loss'), screened('associated', 'yes')),
        urgency: 'routine',
        because: 'trouble swallowing or weight loss needs checking',
      },
      { when: severityAtLeast(7), urgency: 'urgent', because: 'the pain is severe' },
      {
        when: symptom('fever', 'vomiting'),
        urgency: 'urgent',
        because: 'you have other symptoms with the pain',
      },
      { when: olderThan(55), urgency: 'routine', because: 'new heartburn after 55 should be checked' },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
    ],
    reviewAfter: "it's not better after three weeks of these changes",
    safetyNet:
      'you get pain spreading to your arm, neck or jaw, breathlessness or sweating, or you vomit blood or pass black poo, which needs an ambulance',
  },
} satisfies Record<string, ConditionAdvice>;
