// Headache: its own red flag, the signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs this presentation's red flag reads (signs several red flags read: ../general/signs.ts). */
export const concepts = {
  thunderclapHeadache: phrases(
    "(?:worst|worse) (?:headache|head pain|pain in my head)(?: of my life| i've ever had| i've ever felt| ever| i've had in my life)",
    'worst (?:ever )?headache',
    '(?:sudden|suddenly|out of nowhere|instantly|in seconds)[^.;]{0,30}(?:severe|terrible|excruciating|blinding|explosive|agoni[sz]ing|horrendous|awful|worst|massive) (?:headache|head pain|pain in (?:my|the) head)',
    '(?:severe|terrible|excruciating|blinding|explosive|agoni[sz]ing|horrendous|massive) (?:headache|head pain)[^.;]{0,30}(?:suddenly|out of nowhere|instantly|in seconds|like a thunderclap|all of a sudden)',
    'thunderclap',
    "(?:like|as if) (?:i'd been|i was|i've been|being|someone) (?:hit|struck|kicked|smacked|whacked)(?: me)? (?:on|in|over) the (?:back of the )?head",
  ),
  headacheWord: phrases(
    'head is exploding',
    'my head (?:is|was) (?:exploding|bursting)',
    'grabbed the back of (?:her|his|my) head',
    "(?:his|her|my) head'?s bad",
    'grabbed (?:her|his|my) head',
    '(?:gone|went|going) pop',
    'pain (?:in|of) (?:her|his|my) head',
    'head ?aches?',
    'head (?:pain|hurts|is (?:pounding|splitting|banging|killing))',
    'pain in (?:my|the|his|her) head',
  ),
  suddenNow: phrases(
    'sudden\\w*',
    'all of a sudden',
    'out of nowhere',
    'out of the blue',
    'came on (?:in|within) (?:a )?(?:second|seconds|an instant|a minute|moments)',
    'instantly',
    'straight away',
    'like a switch',
    'in (?:a )?split second',
    'bang',
    'while (?:i was )?(?:straining|lifting|on the toilet|having sex|at the gym|pushing)',
    'during sex',
  ),
} satisfies Record<string, Matcher>;

export const thunderclapHeadache = {
  id: 'thunderclap-headache',
  label: "Sudden, severe 'worst-ever' headache",
  readings: [
    {
      anyOf: [
        ['thunderclapHeadache'],
        ['headacheWord', 'worstEver'],
        ['headacheWord', 'suddenNow', 'worstEver'],
      ],
    },
  ],
  emergency: {
    condition: 'a bleed on the brain',
    why: 'a sudden, severe headache like this can be a bleed in the brain',
    meanwhile:
      "lie down somewhere quiet, don't drive, and don't take anything else until you've been assessed",
  },
} as const satisfies RedFlagDefinition;
