// A tummy upset (diarrhoea, vomiting, nausea): how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'gastro',
  noun: 'a tummy upset',
  short: 'the tummy upset',
  symptoms: ['diarrhoea', 'vomiting', 'nausea', 'upset stomach', 'bloody diarrhoea'],
  minorSymptoms: ['nausea'],
  cues: [
    phrases(
      'food poisoning',
      'stomach bug',
      'tummy bug',
      'gastro\\w*',
      'the runs',
      'norovirus',
      'sickness bug',
    ),
  ],
  // Diarrhoea or vomiting with cramps is a tummy bug before it is tummy pain.
  weight: 1,
  pain: false,
  pregnancy: true,
  associated: {
    question: 'Have you had a fever or tummy pain, or seen any blood in your vomit or poo?',
    rephrase: 'Any temperature, stomach cramps, or blood at all?',
  },
  extraSteps: [
    {
      id: 'hydration',
      question: 'Are you managing to keep fluids down, and still passing urine?',
      rephrase: 'Can you keep sips of water down, and have you had a wee in the last few hours?',
      single: true,
      when: () => true,
    },
  ],
  conditions: ['gastroenteritis', 'morning-sickness'],
} as const satisfies ComplaintData;
