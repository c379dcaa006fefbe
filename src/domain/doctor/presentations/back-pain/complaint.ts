// Back pain: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'back-pain',
  noun: 'back pain',
  short: 'the back pain',
  symptoms: ['back pain', 'sciatica'],
  cues: [phrases('back ?ache', 'bad back', 'put my back out', 'pulled my back', 'lower back', 'lumbago')],
  pain: true,
  location: {
    question: 'Where in your back is it, and does the pain spread anywhere, like down a leg?',
    rephrase: 'Is it your lower back, upper back, or one side, and does it go down either leg?',
    parts: ['back', 'neck', 'buttock', 'hip', 'leg', 'thigh', 'calf', 'foot', 'shoulder'],
    area: 'back',
  },
  pregnancy: false,
  associated: {
    question:
      'Have you had any numbness or weakness in your legs, numbness around your bottom, or any trouble controlling your bladder or bowels?',
    rephrase: 'Just to check: any numb or weak legs, or problems with peeing or your bowels?',
  },
  conditions: ['back-pain'],
} as const satisfies ComplaintData;
