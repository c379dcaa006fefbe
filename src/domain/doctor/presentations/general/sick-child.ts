// A red flag for every patient, whatever the presentation: a child who is floppy, hard to wake, not feeding
// or passing urine, or an unusual colour. The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  childUnwell: phrases(
    'nappy[^.;]{0,40}(?:bone )?dry',
    'sack of potatoes',
    "(?:doesn't|won't|didn't) even want",
    'floppy',
    'limp',
    'hard to wake',
    "(?:won't|doesn't|can't|didn't|isn't) (?:properly )?(?:wake|waking|wake up|respond\\w*)",
    'not responding',
    'high[- ]pitched (?:cry|crying|scream\\w*)',
    'weak cry',
    '(?:moaning|whimpering) (?:and|but) not (?:crying|moving)',
    'grunting',
    'dry nappies',
    'no wet nappies',
    '(?:nappies|nappy) (?:have been |has been |are |is )?(?:dry|not wet)',
    "(?:hasn't|not|hardly) (?:had a )?wet (?:a )?nappy",
    "(?:hasn't|not) weed",
    'bulging (?:soft spot|fontanelle)',
    'soft spot (?:is )?bulging',
    'mottled',
    // Blue lips whatever the breathing; pauses alone are how a well newborn breathes asleep.
    '(?:lips|skin) (?:look |looks |is |are |gone |going |turning |went |turned |were |was )?(?:a )?(?:little |bit |little bit |slightly |bit of a )*(?:blue|bluey|bluish|grey|gray|greyish)',
    'lips (?:look |looks |is |are |gone |going |turning |went |turned |were |was )?(?:a )?(?:little |bit |little bit |slightly |bit of a )*purple',
    'really pale',
    'very pale',
    'not feeding',
    '(?:only|just) (?:had )?(?:a few|a couple of|the odd|one or two) sips',
    // Not drinking more than usual ("not drinking loads", a question about thirst) is no refusal to drink.
    "(?:won't|isn't|not) (?:feed|feeding|drink|drinking)(?! (?:it|that|them|those|the \\w+ juice|juice|prune\\w*|squash|milk from a cup|loads(?! of)|lots(?! of)|masses|tons|excessively|more than (?:usual|normal|before)|all the time|constantly))",
  ),
  bloodInNappy: phrases(
    '(?:blood|bloody)[^.;]{0,20}(?:poo|stool|nappy|nappies)',
    '(?:poo|stool|nappy)[^.;]{0,20}(?:blood|bloody|red jelly|redcurrant)',
    'redcurrant jelly',
    'jelly[- ]like (?:poo|stool)',
  ),
} satisfies Record<string, Matcher>;

export const sickChild = {
  id: 'sick-child',
  label: 'A child who is floppy, hard to wake, not feeding or passing urine, or an unusual colour',
  readings: [
    {
      anyOf: [
        ['child', 'childUnwell'],
        // Blood in a nappy with vomiting (a bowel folding in on itself), not a streak from a hard poo.
        ['child', 'bloodInNappy', 'vomiting'],
      ],
    },
  ],
  emergency: {
    condition: 'a serious illness in a child',
    why: 'a child who is floppy, hard to wake, not feeding or an unusual colour needs help straight away',
    meanwhile: 'keep them with you, keep offering small sips or feeds, and tell the call handler their age',
  },
} as const satisfies RedFlagDefinition;
