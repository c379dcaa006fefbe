// A red flag for every patient, whatever the presentation: serious head injury. The signs it is read from,
// and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  headBlow: together(
    phrases(
      'caught',
      'walked into',
      'came down',
      'cracked',
      'hit',
      'whack\\w*',
      'bang\\w*',
      'bump\\w*',
      'knock\\w*',
      'smack\\w*',
      'walked into',
      'fell',
      'fall',
      'blow',
      'clout\\w*',
    ),
    phrases('head', 'forehead', 'skull', 'temple'),
    2,
  ),
  /** A cracked, dented or smashed helmet took a blow for the head inside it. */
  helmetDamaged: phrases(
    'helmet\\W?s? (?:\\w+ ){0,3}(?:cracked|crack|dented|dent|smashed|split|broken|snapped|caved in)',
    '(?:crack|cracks|dent|dents|split|hole)\\w* (?:\\w+ )?(?:in|on|across|through) (?:my|his|her|their|the) helmet',
    '(?:cracked|dented|smashed|split|broke|broken|snapped) (?:my|his|her|their|the) helmet',
  ),
  headHit: phrases(
    '(?:hit|banged|bumped|knocked|smacked|whacked|bashed|cracked|injured|hurt) (?:my|his|her|their|the back of (?:my|his|her)|the side of (?:my|his|her)) head',
    'head (?:injury|injuries|knock|trauma)',
    'fell[^.,;]{0,30}\\bhead\\b',
    'head (?:hit|hitting|smashed|banged)',
    'blow to (?:the|my|his|her) head',
    'concuss\\w*',
  ),
  headInjurySerious: phrases(
    'war for in',
    'check my blood every',
    'heart flutter',
    'inr',
    'anticoagula\\w*',
    'thinning (?:tablets?|one|pills?)',
    'blood thinning',
    'apixaban',
    'edoxaban',
    'dabigatran',
    'clopidogrel',
    "(?:wants to|want to) (?:go to bed|sleep)[^.;]{0,30}(?:not like|isn't like|unlike)",
    'vomit\\w*',
    'been sick',
    '(?:being|keeps being) sick',
    'throwing up',
    'threw up',
    '(?<!(?:tooth|teeth) (?:got |was |were |has been |have been |been )?)knocked out(?! (?:a |his |her |my |their |one of \\w+ )?(?:front |adult |baby |milk )?(?:tooth|teeth))',
    'passed out',
    'unconscious',
    'blacked out',
    'confus\\w*',
    'drowsy',
    "can't stay awake",
    'clear fluid',
    'fluid (?:coming )?(?:out of|from) (?:my|his|her|the) (?:nose|ears?)',
    'bleeding from (?:the|my|his|her) ears?',
    'seizure',
    'fit',
    "can't remember",
    // Not "I don't remember hitting my head", which doubts the blow, not the memory.
    "(?:don't|do not|didn't|doesn't|does not) remember (?:the bit|anything|what happened|landing|hitting (?:the (?:ground|floor|road|pavement|deck)|anything)|the (?:accident|crash|fall|impact)|how (?:i|he|she) (?:got|ended|fell|landed))",
    'no memory of',
    'memory loss',
    'double vision',
    // A bleeding disorder, as a parent tells it: "his blood doesn't clot", "a bleeding condition".
    'bleeding (?:condition|disorder|problem)',
    "blood (?:doesn't|does not|won't|don't) clot",
    'haemophilia\\w*',
    'hemophilia\\w*',
    'von willebrand\\w*',
    'clotting (?:injections?|factor|condition|disorder|problem)',
    'low platelets?',
    'severe headache',
    "(?:won't|isn't) stop(?:ping)? bleeding",
    'slurr\\w*',
  ),
} satisfies Record<string, Matcher>;

export const seriousHeadInjury = {
  id: 'serious-head-injury',
  label: 'Serious head injury',
  readings: [
    {
      anyOf: [
        ['headHit', 'headInjurySerious'],
        ['headBlow', 'headInjurySerious'],
        ['helmetDamaged', 'headInjurySerious'],
        // On a blood thinner (signs.ts), any blow to the head may bleed inside.
        ['headHit', 'anticoagulant'],
        ['headBlow', 'anticoagulant'],
        ['helmetDamaged', 'anticoagulant'],
      ],
    },
  ],
  emergency: {
    condition: 'a serious head injury',
    why: 'these are warning signs after a head injury',
    meanwhile:
      'keep still, hold a clean cloth on any bleeding, make sure someone stays with you, and do not drive or take sleeping tablets',
  },
} as const satisfies RedFlagDefinition;
