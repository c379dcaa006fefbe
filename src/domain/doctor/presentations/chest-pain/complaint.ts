// Chest pain: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'chest-pain',
  noun: 'chest pain',
  short: 'the chest pain',
  symptoms: ['chest pain'],
  cues: [phrases('chest (?:pain|hurts|ache)', 'pain in (?:my|the) chest', 'angina')],
  weight: 1,
  pain: true,
  location: {
    question: 'Where exactly in your chest is the pain?',
    rephrase: 'Is it in the middle of your chest, or more to one side?',
    generic: ['the chest'],
    parts: ['chest', 'upper back', 'shoulder'],
    area: 'chest',
  },
  pregnancy: false,
  associated: {
    question: 'Are you short of breath, sweaty or clammy, or does the pain spread to your arm, neck or jaw?',
    rephrase:
      'Just to be safe: any breathlessness, sweating, or pain going into your arm, neck or jaw, yes or no?',
    onYes: 'cardiac-chest-pain',
  },
  firstSteps: ['associated'],
  conditions: ['chest-pain', 'chest-wall-pain'],
} as const satisfies ComplaintData;
