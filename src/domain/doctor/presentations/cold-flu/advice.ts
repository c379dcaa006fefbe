// Cold, flu and cough: what it may turn out to be, with the impression, the self-care advice, the usual
// urgency and what raises it, and the safety-netting.
import {
  allOf,
  anyOf,
  atRisk,
  hasCondition,
  lastingMoreThanDays,
  pregnantOrMaybe,
  said,
  symptom,
} from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'common-cold': {
    id: 'common-cold',
    impression: 'a common cold, which is a viral infection',
    cues: [
      [symptom('runny nose', 'blocked nose', 'sneezing', 'cold symptoms'), 2],
      [said(phrases('(?:a|the|got a|have a|bad|head|streaming) cold', 'snotty', 'stuffy', 'bunged up')), 2],
    ],
    advice: `rest, drink plenty of fluids, take {painkillers} for aches or a temperature if needed, and try saline nose spray or steam for a blocked nose, as antibiotics won't help a cold`,
    brief:
      'For a cold, rest, drink plenty of fluids, and take simple painkillers if needed; it usually clears within a week or two.',
    urgency: 'self-care',
    escalations: [
      { when: symptom('shortness of breath'), urgency: 'urgent', because: 'you are short of breath' },
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
      {
        when: allOf(atRisk, symptom('fever')),
        urgency: 'routine',
        because: 'your other health conditions make infections riskier',
      },
    ],
    reviewAfter: "it isn't improving after three weeks",
    safetyNet:
      'you become short of breath, get chest pain, cough up blood, your temperature stays very high, or you feel very unwell',
  },
  flu: {
    id: 'flu',
    impression: 'flu, a viral infection',
    cues: [
      [symptom('flu symptoms'), 4],
      [symptom('fever', 'chills', 'muscle aches', 'fatigue'), 1],
      [
        said(
          phrases(
            'aching all over',
            'achy all over',
            'aches all over',
            'wiped out',
            'exhausted',
            'floored',
            'came on (?:really )?(?:quickly|suddenly|fast)',
          ),
        ),
        1,
      ],
    ],
    advice: `rest, keep warm, drink plenty of fluids, take {painkillers} to bring down a fever and ease aches, following the directions on the packet, and stay at home, away from others, while you have a high temperature`,
    brief:
      'For flu, rest, keep warm, drink plenty of fluids, and take simple painkillers for the fever and aches.',
    urgency: 'self-care',
    escalations: [
      {
        when: symptom('shortness of breath', 'chest pain'),
        urgency: 'urgent',
        because: 'you have breathing or chest symptoms',
      },
      {
        when: pregnantOrMaybe,
        urgency: 'urgent',
        because: 'flu in pregnancy can be more serious, and antiviral treatment can help',
      },
      {
        when: anyOf(atRisk, hasCondition('asthma')),
        urgency: 'urgent',
        because: 'your other health conditions put you at higher risk from flu',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's not improving after a week" },
    ],
    reviewAfter: "you're not starting to feel better within a week",
    safetyNet:
      'you get short of breath, chest pain, confusion, or a rash that does not fade, you cough up blood, or you cannot keep fluids down',
  },
  'chest-infection': {
    id: 'chest-infection',
    impression: 'a chest infection',
    cues: [
      [symptom('phlegm', 'chesty cough'), 2],
      [said(phrases('green', 'yellow', 'phlegm', 'mucus', 'chesty')), 1],
    ],
    advice: `rest, drink plenty of fluids, take {painkillers} for a temperature or aches if needed, sleep propped up on pillows, and try warm honey and lemon for the cough`,
    brief: 'For a chesty cough, rest, drink plenty of fluids, and try warm honey and lemon.',
    // Most chest infections clear in a week or two by themselves; what needs a doctor is listed below.
    urgency: 'self-care',
    escalations: [
      { when: lastingMoreThanDays(21), urgency: 'routine', because: "it's lasted more than three weeks" },
      {
        when: said(
          phrases(
            'getting worse',
            'feel(?:ing)? (?:really |very )?(?:unwell|ill|rough)',
            'high (?:fever|temperature)',
          ),
        ),
        urgency: 'routine',
        because: "you're feeling unwell with it",
      },
      {
        when: symptom('shortness of breath', 'chest pain'),
        urgency: 'urgent',
        because: 'you have breathing or chest symptoms with the infection',
      },
      {
        when: anyOf(atRisk, pregnantOrMaybe),
        urgency: 'urgent',
        because: 'your health conditions make chest infections riskier',
      },
      { when: symptom('coughing up blood'), urgency: 'urgent', because: 'you are coughing up blood' },
    ],
    reviewAfter: "it isn't improving within three weeks",
    safetyNet:
      'you get short of breath, chest pain, or you cough up blood, or you feel confused or very unwell',
  },
  'persistent-cough': {
    id: 'persistent-cough',
    impression: null,
    impressionSentence: 'A cough that has lasted more than three weeks should be checked by a doctor.',
    cues: [[allOf(symptom('cough', 'dry cough', 'chesty cough'), lastingMoreThanDays(21)), 6]],
    advice:
      'drink plenty of fluids, try warm honey and lemon, avoid smoke, and if you smoke, this is a good time to get support to stop',
    brief:
      'For a lingering cough, drink plenty, try warm honey and lemon, and have it checked if it lasts more than three weeks.',
    urgency: 'routine',
    escalations: [
      {
        when: symptom(
          'coughing up blood',
          'shortness of breath',
          'chest pain',
          'weight loss',
          'night sweats',
        ),
        urgency: 'urgent',
        because: 'of the other symptoms with your cough',
      },
    ],
    reviewAfter: '',
    safetyNet: 'you cough up blood, get short of breath or chest pain, or lose weight without trying',
  },
} satisfies Record<string, ConditionAdvice>;
