// Symptoms the doctor does not place: what the doctor says and asks when it recognises no presentation.
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'other',
  noun: 'your symptoms',
  short: 'it',
  symptoms: [],
  cues: [],
  pain: false,
  pregnancy: false,
  associated: {
    question: 'Have you noticed any other symptoms with it?',
    rephrase: 'Anything else at all, for example a fever, pain, or feeling sick?',
  },
  conditions: ['unspecified'],
} as const satisfies ComplaintData;
