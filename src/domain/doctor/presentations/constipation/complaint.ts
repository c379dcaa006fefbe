// Constipation: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'constipation',
  noun: 'constipation',
  short: 'the constipation',
  symptoms: ['constipation'],
  cues: [
    phrases(
      'constipat\\w*',
      "can't (?:poo|go to the toilet)",
      "haven't (?:pooed|been for a poo|had a poo|opened my bowels)",
      'bunged up',
      'hard (?:poo|stools?)',
    ),
  ],
  weight: 1,
  pain: false,
  pregnancy: true,
  associated: {
    question: 'Have you noticed any blood in your poo, weight loss, or being sick with a swollen tummy?',
    rephrase: 'Any bleeding, losing weight without trying, or vomiting?',
  },
  conditions: ['constipation'],
} as const satisfies ComplaintData;
