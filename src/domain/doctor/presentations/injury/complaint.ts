// Injuries: sprains, strains and painful joints: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'injury',
  noun: 'pain',
  short: 'the pain',
  symptoms: [
    'sprained ankle',
    'knee sprain',
    'sprained wrist',
    'elbow sprain',
    'shoulder sprain',
    'sprained finger',
    'groin strain',
    'pulled muscle',
    'ankle swelling',
    'ankle pain',
    'knee pain',
    'knee swelling',
    'wrist pain',
    'wrist swelling',
    'foot pain',
    'foot swelling',
    'shoulder pain',
    'elbow pain',
    'hand pain',
    'finger pain',
    'leg pain',
    'hip pain',
    'joint pain',
    'limping',
    'unable to bear weight',
  ],
  cues: [
    phrases(
      'sprain\\w*',
      'twist\\w* my',
      'rolled my',
      'went over on my',
      // A strained muscle, not straining on the toilet or to pass water.
      'strain(?:s|ed)?(?! (?:on|at|to|when))',
      'injur\\w*',
      'fell (?:over|on)',
    ),
  ],
  pain: true,
  location: {
    question: 'Where exactly does it hurt?',
    rephrase: 'Which part is injured, for example your ankle, knee or wrist, and which side?',
  },
  pregnancy: false,
  associated: {
    question: 'Can you put weight on it, or use it, and walk a few steps?',
    rephrase: 'Are you able to stand and walk on it, even if it hurts?',
    single: true,
    noWhen: phrases(
      "can't (?:put|walk|stand|bear|move|use)",
      'unable to',
      'not able to',
      // A bare "I can't", "he can't" to the question.
      "^(?:no,? )?(?:i|he|she|they|we) (?:can't|cannot|couldn't)$",
    ),
    yesWhen: phrases('can (?:walk|stand|put weight|use it|move it)', 'able to (?:walk|stand)', 'limping'),
  },
  conditions: ['sprain'],
} as const satisfies ComplaintData;
