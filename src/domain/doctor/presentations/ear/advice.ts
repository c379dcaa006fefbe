// Earache: what it may turn out to be, with the impression, the self-care advice, the usual urgency and what
// raises it, and the safety-netting.
import {
  allOf,
  anyOf,
  lastingMoreThanDays,
  not,
  said,
  screened,
  severityAtLeast,
  symptom,
  youngerThan,
} from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice, Escalation } from '../../advice-library';

/** Swelling behind the ear: an infection spreading to the bone behind it (mastoiditis), to be seen today. */
const SWELLING_BEHIND_THE_EAR: Escalation = {
  when: said(
    phrases(
      'swelling behind',
      'swollen behind',
      'behind (?:my|the|his|her) ear (?:is )?(?:swollen|red|sore)',
      'ear (?:is )?sticking out',
    ),
  ),
  urgency: 'urgent',
  because: 'swelling behind the ear needs checking the same day',
};
/** Something coming out of the ear. */
const earDischarge = phrases('discharge', 'fluid', 'pus', 'leaking', 'gunk', 'bleeding');
const earPain = phrases(
  'ear ?aches?',
  'hurts?',
  'painful',
  'pain',
  'sore',
  'aching',
  'aches?',
  'throbb\\w*',
  'agony',
);

export const conditions = {
  'ear-infection': {
    id: 'ear-infection',
    impression: 'an ear infection',
    cues: [],
    advice: `take {painkillers} if needed, following the directions on the packet, hold a warm or cold flannel against the ear, and don't put anything inside it such as cotton buds or drops unless a pharmacist advises, as most ear infections clear up within 3 days`,
    brief: 'For earache, take simple painkillers, use a warm flannel, and keep cotton buds out of the ear.',
    urgency: 'self-care',
    escalations: [
      SWELLING_BEHIND_THE_EAR,
      {
        when: anyOf(said(earDischarge), screened('associated', 'yes')),
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
  // NHS (earwax build-up): oil drops for a few days, no cotton buds; a GP or nurse if it has not cleared.
  'ear-wax': {
    id: 'ear-wax',
    impression: 'a build-up of earwax',
    cues: [
      [said(phrases('(?:ear ?)?wax', 'waxy')), 3],
      [
        allOf(
          said(
            phrases('blocked', 'bunged', 'muffled', 'under ?water', 'cotton wool', 'plugged', 'crackl\\w*'),
          ),
          not(said(earPain)),
        ),
        2,
      ],
    ],
    advice:
      "put 2 or 3 drops of olive oil or almond oil in the ear 3 or 4 times a day for 3 to 5 days, lying with that ear facing up for a few minutes afterwards, unless you have or have had a hole in your eardrum or grommets; don't use cotton buds or fingers, as they push the wax further in, and a pharmacist can suggest other drops",
    brief: 'For earwax, use olive oil drops for a few days and keep cotton buds out of the ear.',
    urgency: 'self-care',
    escalations: [
      SWELLING_BEHIND_THE_EAR,
      {
        when: said(
          phrases('perforat\\w*', 'hole in (?:my|the|his|her) ear ?drum', 'burst ear ?drum', 'grommets?'),
        ),
        urgency: 'routine',
        because: 'with a hole in the eardrum or grommets, drops are not safe and a nurse or GP should look',
      },
      {
        when: said(earDischarge),
        urgency: 'routine',
        because: 'there is discharge from the ear',
      },
      {
        when: said(earPain),
        urgency: 'routine',
        because: 'a painful blocked ear should be checked for infection',
      },
      { when: symptom('fever'), urgency: 'routine', because: 'a blocked ear with a fever should be checked' },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
      // Muffled hearing in a child is usually glue ear, which a GP follows up.
      { when: youngerThan(12), urgency: 'routine', because: "a child's hearing should be checked by a GP" },
    ],
    reviewAfter: "your hearing isn't back after 5 days of drops",
    safetyNet:
      'the ear becomes painful, something leaks from it, you get a fever or dizziness, or your hearing goes suddenly',
  },
} satisfies Record<string, ConditionAdvice>;
