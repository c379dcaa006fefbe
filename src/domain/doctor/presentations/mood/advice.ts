// Anxiety, low mood and stress: what it may turn out to be, with the impression, the self-care advice, the
// usual urgency and what raises it, and the safety-netting.
import { lastingMoreThanDays, said, symptom } from '../../facts';
import { phrases } from '../../../language';
import type { ConditionAdvice } from '../../advice-library';

export const conditions = {
  anxiety: {
    id: 'anxiety',
    impression: 'anxiety, which is common and treatable',
    cues: [[symptom('anxiety', 'palpitations'), 2]],
    advice:
      'try slow breathing exercises, keep active every day, cut down on caffeine and alcohol, and talk to someone you trust; talking therapies help a lot, and in many places you can refer yourself',
    brief:
      'For anxiety, slow breathing, regular exercise and less caffeine help, and talking therapies are very effective.',
    urgency: 'routine',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      'you have any thoughts of harming yourself, or you feel you cannot cope; if you ever feel unsafe, call emergency services or a crisis line such as Samaritans on 116 123',
  },
  'low-mood': {
    id: 'low-mood',
    impression: 'low mood, possibly depression, which is treatable',
    cues: [
      [symptom('low mood'), 3],
      [
        said(
          phrases(
            'depress\\w*',
            'down',
            'hopeless',
            'no interest',
            "can't enjoy",
            'empty',
            'tearful',
            'crying',
          ),
        ),
        2,
      ],
    ],
    advice:
      'keep to a routine, stay active, spend time with people you trust, and cut down on alcohol; talking therapies and other treatments help, and in many places you can refer yourself',
    brief: 'For low mood, keep a routine, stay active and connected, and consider talking therapies.',
    urgency: 'routine',
    escalations: [],
    reviewAfter: '',
    safetyNet:
      'you have any thoughts of harming yourself, or you feel you cannot cope; if you ever feel unsafe, call emergency services or a crisis line such as Samaritans on 116 123',
  },
  stress: {
    id: 'stress',
    impression: 'stress, which is a normal reaction to pressure such as exams or a deadline',
    cues: [
      [
        said(
          phrases(
            'exams?',
            'revision',
            'revising',
            'deadlines?',
            'stress\\w*',
            'under (?:a lot of )?pressure',
            'workload',
            'interview',
            'wedding',
            'moving house',
          ),
        ),
        3,
      ],
    ],
    advice:
      'keep a routine with regular sleep, meals and some exercise or fresh air every day, break the work into small parts with breaks, talk to someone you trust, and cut down on caffeine and energy drinks',
    brief: 'For stress, keep a routine, take breaks, get some exercise and talk to someone you trust.',
    urgency: 'self-care',
    escalations: [
      {
        when: said(
          phrases('panic attacks?', "can't cope", 'not coping', 'not eating', "haven't slept", 'hopeless'),
        ),
        urgency: 'routine',
        because: "it's affecting you a lot",
      },
      { when: lastingMoreThanDays(14), urgency: 'routine', because: "it's gone on for more than two weeks" },
    ],
    reviewAfter: "it doesn't ease once the pressure is over, or it stops you doing everyday things",
    safetyNet:
      'you have any thoughts of harming yourself, or you feel you cannot cope; if you ever feel unsafe, call emergency services or a crisis line such as Samaritans on 116 123',
  },
} satisfies Record<string, ConditionAdvice>;
