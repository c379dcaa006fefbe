// Cold, flu and cough: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'cold-flu',
  noun: 'cold or flu-like symptoms',
  short: 'these symptoms',
  symptoms: [
    'runny nose',
    'blocked nose',
    'sneezing',
    'cough',
    'dry cough',
    'chesty cough',
    'cold symptoms',
    'flu symptoms',
    'fever',
    'chills',
    'muscle aches',
    'phlegm',
  ],
  minorSymptoms: ['fever', 'chills', 'muscle aches'],
  cues: [
    phrases('(?:a|the|got a|have a|bad|head|streaming|heavy|stinking|horrible) cold', 'flu', 'cough\\w*'),
  ],
  pain: false,
  pregnancy: false,
  associated: {
    question: 'Have you had a fever, a cough, aching muscles or a sore throat with it?',
    rephrase: 'For example, any temperature, cough or body aches?',
  },
  conditions: ['common-cold', 'flu', 'chest-infection', 'persistent-cough'],
} as const satisfies ComplaintData;
