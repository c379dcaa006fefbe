// Rashes and itchy skin: how the doctor recognises it, and the questions it asks.
import { phrases, presence } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'skin',
  noun: 'a rash',
  short: 'the rash',
  symptoms: ['rash', 'itching', 'dry skin', 'hives', 'peeling skin', 'blisters', 'eczema'],
  cues: [phrases('rash\\w*', 'eczema', 'dermatitis', 'itchy skin', '(?<!soft )spots', 'hives', 'psoriasis')],
  pain: false,
  location: {
    question: 'Where on your body is it?',
    rephrase: 'Which parts of your skin are affected, for example your hands, elbows or face?',
  },
  severityQuestion: 'From 0 to 10, how bad is the itch or discomfort?',
  pregnancy: false,
  associated: {
    question: 'Have you had a fever, or felt generally unwell with it?',
    rephrase: 'Any temperature, or feeling ill in yourself?',
  },
  extraSteps: [
    {
      id: 'glass-test',
      question: 'If you press the side of a clear glass firmly against the rash, do the spots fade?',
      rephrase:
        'When you press a glass on the rash, can you still see the spots through it, or do they fade away?',
      onNo: 'meningitis-signs',
      when: (a, symptoms) =>
        symptoms.has('fever') ||
        presence(a, phrases('spots', 'purple', 'blotch\\w*', 'bruis\\w*', 'pin ?pricks?')) === 'present',
    },
  ],
  conditions: ['rash', 'eczema', 'hives'],
} as const satisfies ComplaintData;
