// A red flag for every patient, whatever the presentation: someone who has been on the floor for hours after a fall
// and could not get up (a "long lie"). The signs it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
const DOWN = phrases(
  '(?:been|lying|lay|laid|stuck|left|was|were|has been|had been) (?:\\w+ ){0,2}on the (?:\\w+ )?(?:floor|ground|lino|carpet|tiles)',
  "(?:couldn't|can't|unable to|could not) (?:get|got) (?:myself |himself |herself |themselves )?(?:up|back up)(?! the stairs)",
  'lay there',
  'been (?:down )?there',
);
const HOURS = phrases(
  '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|several|many) hours',
  'for hours',
  'all (?:the )?night',
  'overnight',
  'last night',
  'yesterday',
  'midnight',
  'the early hours',
  'till (?:the )?(?:morning|postman|carer)',
  'until (?:the )?(?:morning|postman|carer|i came)',
);

export const concepts = {
  /** Down on the floor, or unable to get up, for hours: said together in one breath. */
  longTimeDown: together(DOWN, HOURS, 2),
  /** A fall or being found down, not falling asleep. */
  foundDown: phrases(
    'fell(?! asleep)',
    'fallen(?! asleep)',
    'falls?(?! asleep)',
    'tumble',
    'found (?:her|him|them|my \\w+)',
    'slipped',
  ),
} satisfies Record<string, Matcher>;

export const longLie = {
  id: 'long-lie',
  label: 'On the floor for hours after a fall, unable to get up',
  readings: [{ anyOf: [['longTimeDown', 'foundDown']] }],
  emergency: {
    condition: 'a long time on the floor after a fall',
    why: 'hours on the floor can damage the muscles and kidneys and cause dehydration and hypothermia, even when nothing seems broken',
    meanwhile:
      "don't lift them yourself if they may be hurt; keep them warm with blankets, and note any pain or confusion to tell the crew",
  },
} as const satisfies RedFlagDefinition;
