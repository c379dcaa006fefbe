// A red or sticky eye: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'eye',
  noun: 'eye redness',
  short: 'the eye trouble',
  symptoms: ['red eye', 'sticky eyes'],
  cues: [
    phrases(
      'pink ?eye',
      'conjunctivitis',
      'eyes? (?:is |are |look |looks |feel |feels )?(?:red|sticky|gunky|crusty|weeping|bloodshot|pink|gritty)',
      '(?:red|sticky|gunky|crusty|weepy|bloodshot|pink|gritty) eyes?',
      'gunk in (?:my|the) eyes?',
      'eyes? (?:is |are |was |were )?(?:stuck|glued) (?:shut|together)',
    ),
  ],
  weight: 1,
  pain: false,
  location: {
    question: 'Is it one eye or both?',
    rephrase: 'Is it your left eye, your right eye, or both?',
    generic: ['the eye'],
    parts: ['eye'],
    paired: 'eye',
  },
  pregnancy: false,
  associated: {
    question:
      'Is the eye painful, does light hurt it, has your vision changed, or do you wear contact lenses?',
    rephrase: 'Any pain, trouble with bright light, blurred sight, or contact lenses?',
    yesWhen: phrases(
      'contact lens\\w*',
      'lenses',
      'painful',
      'hurts',
      'blurr\\w*',
      'light (?:hurts|bothers)',
      "can't see",
    ),
  },
  conditions: ['conjunctivitis'],
} as const satisfies ComplaintData;
