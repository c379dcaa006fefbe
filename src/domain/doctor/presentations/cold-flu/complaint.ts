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
    // A flu jab or a cough mixture is asked about, not suffered: "ringing about my flu jab" is not flu.
    phrases(
      '(?:a|the|got a|have a|bad|head|streaming|heavy|stinking|horrible) cold',
      'flu(?! (?:jabs?|vaccines?|vaccinations?|shots?|injections?|nasal spray))',
      'cough\\w*(?! (?:medicines?|mixtures?|syrups?|sweets|drops|bottles?))',
    ),
  ],
  pain: false,
  pregnancy: false,
  associated: {
    question: 'Have you had a fever, a cough, aching muscles or a sore throat with it?',
    rephrase: 'For example, any temperature, cough or body aches?',
  },
  conditions: ['common-cold', 'flu', 'chest-infection', 'persistent-cough'],
} as const satisfies ComplaintData;
