// Injuries: sprains, strains and painful joints: what it may turn out to be, with the impression, the self-
// care advice, the usual urgency and what raises it, and the safety-netting.
import {
  allOf,
  anyOf,
  lastingMoreThanDays,
  olderThan,
  said,
  screened,
  severityAtLeast,
  symptom,
} from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  sprain: {
    id: 'sprain',
    impression: 'a sprain or strain, an injury to the ligaments or muscles',
    cues: [],
    advice: `rest it for the first 2 to 3 days, put an ice pack wrapped in a towel on it for up to 20 minutes every 2 to 3 hours, keep it raised on a pillow, take {painkillers} if needed, and start moving it gently as the pain allows`,
    brief:
      'For a sprain, rest it, use ice wrapped in a towel, keep it raised, and move it gently as the pain allows.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          screened('associated', 'no'),
          symptom('unable to bear weight'),
          said(
            phrases(
              "can't (?:put (?:any )?weight on|walk on|stand on|bear weight|move|bend|straighten)",
              'looks (?:deformed|out of shape|the wrong shape)',
              'bone sticking out',
              'heard a (?:crack|snap|pop)',
              '(?:foot|toes|hand|fingers) (?:is |are |feel )?(?:numb|cold|blue)',
            ),
          ),
        ),
        urgency: 'urgent',
        because: 'an X-ray is needed to rule out a fracture',
      },
      {
        when: severityAtLeast(8),
        urgency: 'urgent',
        because: 'the pain is severe and an X-ray is needed to rule out a fracture',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's not improving after a week" },
      {
        when: allOf(
          olderThan(64),
          said(phrases('fell', 'fall', 'fallen', 'tripped', 'slipped', 'went over')),
        ),
        urgency: 'routine',
        because: 'a fall at this age is worth a check of what caused it',
      },
    ],
    reviewAfter: "it's not improving after a week",
    safetyNet:
      "you can't put any weight on it, it looks out of shape, it goes numb, cold or blue, or the pain and swelling get much worse",
  },
} satisfies Record<string, ConditionAdvice>;
