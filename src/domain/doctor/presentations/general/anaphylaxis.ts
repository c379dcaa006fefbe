// A red flag for every patient, whatever the presentation: possible anaphylaxis (severe allergic reaction).
// The signs it is read from, and what the doctor says at once.
import { phrases, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  anaphylaxisDirect: phrases(
    'anaphyla\\w*',
    '(?:lips?|tongue|throat|mouth) (?:is |are |has |have |started |starting |keeps |is starting to )?(?:swelling|swollen|swelled|puffing|puffed)(?: up)?',
    'swelling (?:of|in|on) (?:my|his|her|the) (?:lips?|tongue|throat|mouth)',
    'swollen (?:lips?|tongue|throat)',
    'throat (?:is |feels |feeling )?(?:closing|closing up|tightening)',
    '(?:lip|tongue|throat|mouth)\x27s (?:swelling|swollen|swelled|puffing|puffed)',
    '(?:tongue|throat) (?:feels?|is|looks?|has gone|gone) (?:all )?(?:fat|thick|huge|too big|massive)',
  ),
  allergicReaction: phrases(
    'allergic reaction',
    'reaction to (?:the |a |some )?(?:nuts?|peanuts?|bee|wasp|sting|antibiotic|penicillin|shellfish|food|medicine|medication)',
    'stung by a (?:bee|wasp)',
  ),
  throatTight: phrases(
    'throats? (?:is |feels )?(?:tight|tighter|closing|swelling)',
    'lips? (?:feel |look |are |is )?(?:massive|huge|enormous|fat|big)',
    'mouth (?:went|gone|is|feels) (?:all )?(?:fuzzy|tingly|numb)',
    'throat (?:feels |is |going |getting |gone )?(?:tight|tighter|tightening|closing|swelling|swollen|thick|narrow)',
    'tongue (?:feels |is |going |gone )?(?:big|swollen|swelling|thick|fat)',
    '(?:lips?|face|eyes?|tongue) (?:have |has |are |is |went |started |gone )?(?:all )?(?:swollen|swelling|swelled|puffed|puffy|puffing|blown up|blew up|ballooned)',
    'voice (?:is |has )?(?:gone )?(?:all )?(?:hoarse|croaky)',
    'voice (?:is |has |gone |went |sounds )?(?:hoarse|croaky|funny|strange|different)',
    'hard to swallow',
    "can't swallow",
  ),
  allergen: phrases(
    'satay',
    'nuts and me',
    'epi ?pen',
    'pen thing',
    'nuts?',
    'peanuts?',
    'cashews?',
    'almonds?',
    'walnuts?',
    'shellfish',
    'prawns?',
    'shrimps?',
    'sesame',
    'stung',
    'stings?',
    'bee',
    'wasp',
    'hornet',
    'after (?:eating|taking|having|starting)',
    '(?:started|took|taken|taking|given|gave (?:me|him|her)|first dose of) (?:a |the |some |my |his |her )?(?:new )?(?:antibiotics?|penicillin|amoxicillin|medicine|medication|tablets?|pills?|injection)',
  ),
} satisfies Record<string, Matcher>;

export const anaphylaxis = {
  id: 'anaphylaxis',
  label: 'Possible anaphylaxis (severe allergic reaction)',
  readings: [
    {
      anyOf: [
        ['anaphylaxisDirect'],
        ['allergicReaction', 'breathless'],
        ['allergicReaction', 'wheeze'],
        ['allergicReaction', 'faint'],
        ['allergen', 'throatTight'],
        ['allergen', 'wheeze'],
        ['allergen', 'severeBreathing'],
      ],
    },
  ],
  emergency: {
    condition: 'anaphylaxis',
    why: 'a severe allergic reaction can close the airway',
    meanwhile:
      'use an adrenaline auto-injector now if you have one, into the outer thigh, lie down with your legs raised, or sit up if breathing is hard, and use a second injector after 5 minutes if you are no better',
  },
} as const satisfies RedFlagDefinition;
