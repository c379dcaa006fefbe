// Trouble sleeping: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'sleep',
  noun: 'trouble sleeping',
  short: 'the sleep problem',
  symptoms: ['trouble sleeping'],
  cues: [
    phrases(
      "can't (?:get to |fall )?sleep",
      'insomnia',
      "(?:not|haven't been) sleeping",
      'trouble sleeping',
      'waking up (?:at night|early|in the night|at \\d\\w*|at (?:two|three|four|five))',
      'awake (?:all night|at night)',
      'sleep (?:badly|problems)',
      'keep waking',
    ),
  ],
  weight: -1,
  pain: false,
  severityQuestion: 'From 0 to 10, how much is poor sleep affecting your days?',
  pregnancy: false,
  associated: {
    question:
      'Is anything in particular keeping you awake, such as worry, pain, noise, caffeine or shift work?',
    rephrase: 'Is there something on your mind, or something else, that stops you sleeping?',
    open: true,
    single: true,
  },
  conditions: ['insomnia'],
} as const satisfies ComplaintData;
