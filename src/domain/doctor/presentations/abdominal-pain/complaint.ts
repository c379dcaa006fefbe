// Tummy pain: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'abdominal-pain',
  noun: 'tummy pain',
  short: 'the tummy pain',
  symptoms: ['abdominal pain', 'stomach cramps', 'bloating', 'pelvic pain', 'side pain'],
  cues: [phrases('stomach ?ache', 'tummy ?ache', 'belly ?ache', 'abdominal pain', 'stomach cramps')],
  pain: true,
  location: {
    question:
      'Where in your tummy is the pain, for example upper or lower, left or right, and does it spread anywhere?',
    rephrase: 'Can you point to where it hurts most: is it upper or lower, left or right?',
    generic: ['the tummy'],
    parts: ['tummy', 'belly button', 'groin', 'back', 'side'],
    area: 'tummy',
  },
  pregnancy: true,
  associated: {
    question: 'Have you had a fever, been sick, had diarrhoea, or noticed any blood?',
    rephrase: 'Any temperature, vomiting, loose stools, or bleeding?',
  },
  conditions: ['abdominal-pain', 'heartburn'],
} as const satisfies ComplaintData;
