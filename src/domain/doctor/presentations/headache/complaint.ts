// Headache: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'headache',
  noun: 'a headache',
  short: 'the headache',
  symptoms: ['headache', 'migraine'],
  cues: [
    phrases(
      'head ?aches?',
      'migraines?',
      'my head (?:hurts|is (?:pounding|killing me|throbbing|sore|banging|splitting))',
      'pain in (?:my|the) head',
      'sore head',
      'head pain',
    ),
  ],
  pain: true,
  location: {
    question: 'Whereabouts in your head is it, for example your forehead, one side, or the back?',
    rephrase: 'Is it on one side, both sides, or all over your head?',
    generic: ['the head'],
    parts: [
      'forehead',
      'temples',
      'back of the head',
      'top of the head',
      'behind the eyes',
      'behind the left eye',
      'behind the right eye',
      'side of the head',
      'neck',
      'head',
    ],
    area: 'head',
  },
  pregnancy: true,
  associated: {
    question:
      'Have you had anything else with it, like feeling sick, light hurting your eyes, a fever or a stiff neck?',
    rephrase: 'For example, do you feel sick, does light bother you, or do you have a fever or a stiff neck?',
  },
  conditions: ['tension-headache', 'migraine'],
} as const satisfies ComplaintData;
