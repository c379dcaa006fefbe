// Sore throat: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'sore-throat',
  noun: 'a sore throat',
  short: 'the sore throat',
  symptoms: ['sore throat', 'difficulty swallowing', 'swollen throat', 'hoarse voice'],
  cues: [
    phrases(
      'throat (?:is |feels )?(?:sore|killing me|raw|scratchy|painful|on fire)',
      'tonsil\\w*',
      '(?:hurts|painful|pain) (?:when i |to )swallow\\w*',
      'strep',
    ),
  ],
  pain: false,
  pregnancy: false,
  associated: {
    question: 'Have you had a fever or a cough, or any trouble swallowing fluids or your own saliva?',
    rephrase: 'Any temperature, cough, or difficulty swallowing?',
  },
  conditions: ['viral-sore-throat', 'tonsillitis'],
} as const satisfies ComplaintData;
