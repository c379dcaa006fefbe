// Anxiety, low mood and stress: how the doctor recognises it, and the questions it asks.
import { phrases } from '../../../language';
import type { ComplaintData } from '../../complaints';

export const complaint = {
  id: 'mood',
  noun: 'anxiety and low mood',
  short: 'these feelings',
  symptoms: ['anxiety', 'low mood'],
  cues: [
    phrases(
      'anxi\\w*',
      'panic\\w*',
      // Not a caller's worry about someone or something ("I'm worried about it", "worried about my mum").
      'worr(?:y|ied|ying)(?! about (?:it|him|her|my (?:son|daughter|mum|mom|dad|wife|husband|baby|child|boy|girl|nan|gran|mother|father|partner|toe|foot|leg|arm|hand|eye|skin))\\b)',
      'nervous',
      'stress\\w*',
      'on edge',
      "can't relax",
      'racing thoughts',
      'depress\\w*',
      'feeling (?:really |very |so )?(?:low|down)',
      'overwhelmed',
      'hopeless\\w*',
      'no point',
      "can't cope",
      'not coping',
      "(?:i've|i have) (?:just |really )?had enough(?! of (?!life|everything|it all|living))",
    ),
  ],
  pain: false,
  // Thoughts of ending their life are asked about before anything else, the breathing screen included.
  firstSteps: ['associated'],
  severityQuestion: 'From 0 to 10, how much is this affecting your day-to-day life?',
  modifiersQuestion:
    'Is there anything that makes it better or worse, for example work, sleep, or certain situations?',
  pregnancy: false,
  associated: {
    question:
      "I ask everyone this: have you had any thoughts of harming yourself, or that life isn't worth living?",
    rephrase: 'Have you had any thoughts of ending your life, or of hurting yourself, yes or no?',
    onYes: 'suicide-risk',
    single: true,
  },
  conditions: ['anxiety', 'low-mood', 'stress'],
} as const satisfies ComplaintData;
