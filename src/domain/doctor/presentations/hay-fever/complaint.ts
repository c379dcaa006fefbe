// Hay fever: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'hay-fever',
  noun: 'hay fever symptoms',
  short: 'the hay fever',
  symptoms: ['hay fever', 'itchy eyes', 'watery eyes'],
  cues: [
    phrases(
      'hay ?fever',
      'pollen',
      'allerg\\w* to (?:grass|pollen|trees)',
      'seasonal allerg\\w*',
      'itchy (?:eyes|nose)',
    ),
  ],
  weight: 1,
  pain: false,
  severityQuestion: 'From 0 to 10, how much is it bothering you?',
  pregnancy: false,
  associated: {
    question: 'Do you get any wheezing, chest tightness or breathlessness with it?',
    rephrase: 'Does it affect your chest or breathing at all?',
  },
  conditions: ['hay-fever'],
} as const satisfies ComplaintData;
