// Chest pain: what it may turn out to be, with the impression, the self-care advice, the usual urgency and
// what raises it, and the safety-netting.
import { atRisk, not, said, symptom, youngerThan } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  'chest-pain': {
    id: 'chest-pain',
    impression: null,
    impressionSentence:
      'Chest pain can come from the muscles or from reflux, but it can also come from the heart, so it needs to be checked in person.',
    cues: [],
    advice: "rest, avoid exertion, and don't drive yourself if you feel unwell",
    brief: 'Chest pain needs checking in person; rest and avoid exertion until then.',
    urgency: 'urgent',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      'the pain becomes severe or spreads to your arm, neck or jaw, or you become breathless, sweaty or sick, in which case call emergency services straight away',
  },
  'chest-wall-pain': {
    id: 'chest-wall-pain',
    impression: 'a strain of the muscles or joints of the chest wall',
    // Sore to press, after lifting or exercise, worse twisting: the chest wall, when no warning sign is told.
    cues: [
      [
        said(
          phrases(
            '(?:push|press|pressing|pushing|touch\\w*) (?:on )?(?:it|there|my ribs|the spot|the sore bit)',
            'tender',
            'sore to (?:touch|press)',
            'hurts to touch',
            'one spot',
            'worse when i (?:twist|turn|move|lift|stretch)',
          ),
        ),
        2,
      ],
      [
        said(
          phrases(
            'gym',
            'lifting',
            'lifted',
            'bench ?press',
            'press-?ups',
            'push-?ups',
            'moving (?:furniture|house|a sofa|boxes)',
            'carrying',
            'coughing fit',
          ),
        ),
        1,
      ],
    ],
    advice:
      'rest from whatever brought it on, take {painkillers} if needed, use a warm pack on the sore area, and return to exercise gently',
    brief: 'For a chest wall strain, rest it, take simple painkillers and use a warm pack.',
    urgency: 'routine',
    escalations: [
      // Only a younger adult known to be so: unknown age is not taken as young.
      {
        when: not(youngerThan(50)),
        urgency: 'urgent',
        because: 'chest pain needs checking in person unless it is clearly a strain in a younger person',
      },
      {
        when: atRisk,
        urgency: 'urgent',
        because: 'your health conditions mean chest pain should be checked soon',
      },
      {
        when: symptom('shortness of breath', 'palpitations', 'dizziness'),
        urgency: 'urgent',
        because: 'you have other symptoms with the chest pain',
      },
    ],
    reviewAfter: "it isn't easing after a week or two",
    safetyNet:
      'the pain becomes heavy or crushing, spreads to your arm, neck or jaw, or you become breathless, sweaty or sick, in which case call emergency services straight away',
  },
} satisfies Record<string, ConditionAdvice>;
