// Heartburn and indigestion: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'heartburn',
  noun: 'heartburn',
  short: 'the heartburn',
  symptoms: ['heartburn', 'indigestion'],
  cues: [
    phrases(
      'acid reflux',
      'reflux',
      'acid (?:coming up|in my throat)',
      'burning (?:feeling )?(?:in|behind) (?:my|the) (?:chest|breastbone|throat)',
      'sour taste',
      'gerd',
      'gord',
    ),
  ],
  weight: 1,
  pain: true,
  pregnancy: true,
  associated: {
    question: 'Have you had any trouble swallowing, weight loss, vomiting, or black poo?',
    rephrase: 'Any difficulty swallowing, losing weight without trying, being sick, or very dark poo?',
  },
  conditions: ['heartburn'],
} as const satisfies ComplaintData;
