// Urinary symptoms: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'urinary',
  noun: 'urinary symptoms',
  short: 'the urinary symptoms',
  symptoms: [
    'painful urination',
    'frequent urination',
    'urgent need to pee',
    'cloudy urine',
    'blood in urine',
  ],
  cues: [
    phrases(
      'uti',
      'urine infection',
      'water infection',
      'cystitis',
      'bladder infection',
      '(?:burn\\w*|sting\\w*|hurts?|pain) (?:when|as) (?:i|he|she|they|you) (?:pee|wee|urinate)s?',
      '(?:keep|keeps|always) needing (?:to|the) (?:pee|wee|toilet)',
      // "it burns like anything when I go" (to the loo; not for a run, nor to bed); trips to the loo alone may be
      // a tummy bug.
      '(?:burn\\w*|sting\\w*|hurts?)(?: like \\w+)? when i go(?! (?:to (?:bed|sleep|work|school)|for (?!a (?:wee|pee|wee-wee))|out|up|down|running|jogging))',
      'peeing (?:a lot|all the time|more)',
    ),
  ],
  weight: 1,
  pain: false,
  pregnancy: true,
  associated: {
    question: 'Do you have a fever, any pain in your back or side, or any blood in your urine?',
    rephrase: 'Any temperature, pain in your back or side, or blood when you pee?',
  },
  conditions: ['uti'],
} as const satisfies ComplaintData;
