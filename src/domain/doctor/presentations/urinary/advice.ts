// Urinary symptoms: what it may turn out to be, with the impression, the self-care advice, the usual urgency
// and what raises it, and the safety-netting.
import {
  allOf,
  anyOf,
  isMale,
  lastingMoreThanDays,
  olderThan,
  pregnantOrMaybe,
  said,
  symptom,
  youngerThan,
} from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

/** A fever said or measured: "he's hot", "burning up", "it was thirty-eight point five". */
const FEVER_SAID = phrases(
  'fever\\w*',
  'high temp\\w*',
  'burning up',
  "(?:he's|she's|hes|shes|he is|she is|they're|feels|felt) (?:really |very |so |quite |a bit )?hot",
  'temperature[^.;]{0,30}\\b(?:3[89](?:\\.\\d)?|4[0-2]|thirty[- ]?(?:eight|nine)|forty)\\b',
);

export const conditions = {
  uti: {
    id: 'uti',
    impression: 'a urinary tract infection, also called cystitis',
    cues: [[symptom('painful urination', 'frequent urination', 'urgent need to pee', 'cloudy urine'), 2]],
    advice: `drink plenty of water, take {painkillers} if needed, avoid sex until it settles, don't hold in your urine, and ask a pharmacist about treatment, as some infections need antibiotics`,
    brief:
      'For a water infection, drink plenty of water, take simple painkillers, and see a pharmacist or your doctor about treatment.',
    // A woman of 16 to 64 with cystitis and no warning signs can be treated by a pharmacist (NHS Pharmacy First).
    urgency: 'self-care',
    escalations: [
      { when: isMale, urgency: 'routine', because: 'urine infections in men should be checked by a doctor' },
      {
        when: anyOf(olderThan(64), youngerThan(16)),
        urgency: 'routine',
        because: 'urine infections at this age should be checked by a doctor',
      },
      {
        when: lastingMoreThanDays(7),
        urgency: 'routine',
        because: "it hasn't cleared in a week",
      },
      {
        when: anyOf(
          symptom('fever', 'chills', 'vomiting', 'kidney pain', 'side pain'),
          said(phrases('(?:pain|ache) in (?:my|the) (?:side|back|loin)', 'back pain', 'side pain', 'loin')),
        ),
        urgency: 'urgent',
        because: 'a fever or pain in your back or side can mean a kidney infection',
      },
      {
        // "today he's hot, I took his temperature and it was thirty-eight point five"
        when: allOf(youngerThan(16), anyOf(symptom('fever', 'chills'), said(FEVER_SAID))),
        urgency: 'urgent',
        because: 'a child with a urine infection and a fever should be seen today',
      },
      {
        when: pregnantOrMaybe,
        urgency: 'urgent',
        because: 'urine infections in pregnancy need prompt treatment',
      },
      { when: symptom('blood in urine'), urgency: 'routine', because: "there's blood in your urine" },
    ],
    reviewAfter: "it isn't better in 2 days",
    safetyNet:
      'you get a fever, shivering, pain in your back or side, you are sick, or you feel confused or very unwell',
  },
} satisfies Record<string, ConditionAdvice>;
