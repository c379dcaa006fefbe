// A tummy upset (diarrhoea, vomiting, nausea): what it may turn out to be, with the impression, the self-care
// advice, the usual urgency and what raises it, and the safety-netting.
import {
  allOf,
  anyOf,
  atRisk,
  lastingMoreThanDays,
  not,
  pregnantOrMaybe,
  said,
  screened,
  severityAtLeast,
  symptom,
} from '../../facts';
import { phrases, together } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';
import { DIARRHOEA } from '../../concept-patterns';

/**
 * "The runs since Saturday, and since yesterday there's blood mixed in with it", "diarrhoea with red streaks": blood
 * said of the diarrhoea, within a clause or two of it.
 */
const BLOOD_IN_THE_DIARRHOEA = together(
  DIARRHOEA,
  // Not a blood test, given blood, or "bloody awful".
  phrases(
    '(?<!(?:gave|give|giving|donated|donating) )blood(?! (?:pressure|sugars?|tests?|thinners?|donor|donation|bank))',
    'bloody (?:diarrh\\w*|poos?|stools?|motions|mucus|water|mess)',
    'red streaks',
    'streaks of red',
  ),
  3,
);

export const conditions = {
  gastroenteritis: {
    id: 'gastroenteritis',
    impression: 'gastroenteritis, a tummy bug',
    cues: [[symptom('diarrhoea', 'vomiting', 'nausea', 'upset stomach'), 2]],
    advice:
      'drink plenty of fluids in small, frequent sips, use oral rehydration sachets from a pharmacy, eat when you feel able, take paracetamol if you need it for discomfort, wash your hands often, and stay off work or school until 48 hours after the last bout of diarrhoea or vomiting',
    brief:
      'For a tummy bug, sip fluids often, use rehydration sachets, and stay home until 48 hours after the last bout.',
    urgency: 'self-care',
    escalations: [
      {
        when: anyOf(
          symptom('bloody diarrhoea', 'blood in stool', 'vomiting blood', 'black stools'),
          said(BLOOD_IN_THE_DIARRHOEA),
        ),
        urgency: 'urgent',
        because: "there's blood with it",
      },
      {
        when: said(
          phrases(
            "can't keep (?:anything|any fluids|fluids|water|anything at all) down",
            "haven't (?:peed|weed|been to the toilet) (?:much|for)",
            'not (?:peeing|weeing) (?:much|at all)',
            'dark (?:urine|pee|wee)',
            'dizzy when i stand',
            'very thirsty',
          ),
        ),
        urgency: 'urgent',
        because: 'you are at risk of dehydration',
      },
      {
        when: anyOf(symptom('dehydration', 'dark urine'), screened('hydration', 'no')),
        urgency: 'urgent',
        because: 'you are at risk of dehydration',
      },
      { when: severityAtLeast(8), urgency: 'urgent', because: 'the tummy pain is severe' },
      {
        when: anyOf(pregnantOrMaybe, atRisk),
        urgency: 'routine',
        because: 'your health conditions mean it should be checked',
      },
      { when: lastingMoreThanDays(7), urgency: 'routine', because: "it's lasted more than a week" },
    ],
    reviewAfter: 'the vomiting lasts more than 2 days or the diarrhoea more than a week',
    safetyNet:
      "you can't keep fluids down, you stop peeing or feel very dizzy, you see blood in your vomit or poo, or you get severe tummy pain",
  },
  'morning-sickness': {
    id: 'morning-sickness',
    impression: 'sickness in early pregnancy, which is common and usually eases by 16 to 20 weeks',
    // Sickness in pregnancy without diarrhoea; with diarrhoea it is more likely a tummy bug.
    cues: [
      [said(phrases('morning sickness')), 4],
      [
        allOf(
          said(phrases('(?:\\d+|[a-z]+) weeks pregnant', 'pregnan(?:t|cy)', 'expecting')),
          not(symptom('diarrhoea')),
        ),
        3,
      ],
    ],
    advice:
      'eat small, plain snacks often, such as dry toast or crackers before getting up, sip cold drinks through the day, rest, and try ginger; a pharmacist can advise on safe remedies',
    brief: 'For sickness in pregnancy, eat little and often, sip cold drinks and rest.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases(
            "(?:can't|cannot|couldn't) keep (?:anything|any fluids|fluids|water|food) down",
            'dark (?:urine|pee|wee)',
            "(?:haven't|not) (?:peed|weed|been for a wee)",
            'blood',
            'dizzy when i stand',
          ),
        ),
        urgency: 'urgent',
        because: 'being sick like this in pregnancy needs checking today',
      },
      {
        when: symptom('fever', 'abdominal pain'),
        urgency: 'urgent',
        because: 'you have other symptoms with it',
      },
    ],
    reviewAfter: "it stops you eating or drinking, or isn't easing",
    safetyNet:
      "you can't keep fluids down for 24 hours, your pee is dark, you feel faint, or you have pain, bleeding or a fever",
  },
} satisfies Record<string, ConditionAdvice>;
