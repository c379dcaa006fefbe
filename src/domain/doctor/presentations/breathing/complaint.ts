// Breathing trouble (wheeze, breathlessness, asthma): how the doctor recognises it, and the questions it
// asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'breathing',
  noun: 'breathing trouble',
  short: 'the breathing trouble',
  symptoms: ['wheezing', 'shortness of breath', 'chest tightness'],
  cues: [
    phrases(
      'asthma\\w*',
      'wheez\\w*',
      'short of breath',
      'breathless\\w*',
      'out of breath',
      "can't catch my breath",
      'tight chest',
    ),
  ],
  pain: false,
  severityQuestion:
    'On a scale from 0 to 10, where 10 is the worst you can imagine, how bad is your breathing right now?',
  pregnancy: false,
  associated: {
    question: 'Have you been using a reliever inhaler, and is it helping?',
    rephrase: 'Does your blue inhaler, or any other treatment, ease it?',
    single: true,
    yesWhen: phrases('helps', 'helping', 'works', 'working', 'eases it'),
    noWhen: phrases(
      "(?:isn't|not|doesn't|don't|hasn't) (?:really )?(?:help\\w*|work\\w*|do anything)",
      "(?:don't|haven't) (?:got|have) (?:an |one|any)",
    ),
  },
  conditions: ['breathlessness', 'asthma-flare'],
} as const satisfies ComplaintData;
