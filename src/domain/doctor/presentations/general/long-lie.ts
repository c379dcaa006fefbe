// A red flag for every patient, whatever the presentation: someone who has been on the floor for hours after a fall
// and could not get up (a "long lie"). The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  onTheFloor: phrases(
    'on the (?:\\w+ )?(?:floor|lino|carpet|ground|tiles)',
    "(?:couldn't|could not|can't|cannot|unable to) (?:get|got) (?:myself |himself |herself |themselves )?(?:up|back up)",
    "(?:couldn't|could not|can't|cannot) stand up",
  ),
  hoursDown: phrases(
    '(?:\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|several|many) hours',
    'all (?:the )?night',
    'overnight',
    'since (?:yesterday|last night|midnight|the early hours)',
    'till (?:the )?(?:morning|postman|carer)',
    'until (?:the )?(?:morning|postman|carer) came',
  ),
  /** A fall or being found down. */
  foundDown: phrases(
    'fell',
    'fallen',
    'fall',
    'tumble',
    'found (?:her|him|them|my \\w+)',
    'slipped',
    'been there since',
  ),
} satisfies Record<string, Matcher>;

export const longLie = {
  id: 'long-lie',
  label: 'On the floor for hours after a fall, unable to get up',
  readings: [{ anyOf: [['onTheFloor', 'hoursDown', 'foundDown']] }],
  emergency: {
    condition: 'a long time on the floor after a fall',
    why: 'hours on the floor can damage the muscles and kidneys and cause dehydration and hypothermia, even when nothing seems broken',
    meanwhile:
      "don't lift them yourself if they're hurt; keep them warm with blankets, give small sips of water if they're fully awake, and note any pain or confusion",
  },
} as const satisfies RedFlagDefinition;
