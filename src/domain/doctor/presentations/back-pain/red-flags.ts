// Back pain: its own red flag, the signs it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs this presentation's red flag reads (signs several red flags read: ../general/signs.ts). */
export const concepts = {
  legWeakness: phrases(
    '(?:legs?|feet) (?:is |are |feel |feels |has |have |went |gone |going |keep |keeps )?(?:suddenly |both |really |very )?(?:weak|numb|dead|giving way|give way|gave way|gone weak|gone numb)',
    'weak(?:ness)? in (?:my|both|his|her|the) (?:legs?|feet)',
    "can't (?:move|feel|lift|stand on|walk on) (?:my|his|her|either) (?:legs?|feet)",
    'numb(?:ness)? (?:in|down) (?:my|both|his|her) (?:legs?|feet)',
    "(?:legs?|feet) won't (?:hold|work|move)",
    '(?:legs?|knees) (?:feel|feels|felt|have gone|has gone|went|are|is|gone) (?:like )?(?:jelly|wobbly|like they(?:\x27re| are) not (?:quite )?mine)',
    'numb (?:from|below) (?:my|his|her|the) (?:waist|belly button|chest)(?: down)?',
  ),
  saddleNumbness: phrases(
    'numb(?:ness)? (?:between (?:my|the|his|her) legs|around (?:my|the) (?:bottom|back passage|genitals)|down below|in (?:my|the) (?:bottom|groin|saddle area|genitals))',
    'saddle (?:area )?(?:numbness|anaesthesia)',
    'numb (?:bum|bottom|down below)',
    "can't feel (?:my|the) (?:bottom|bum|genitals|toilet paper)",
  ),
  bladderLoss: phrases(
    'accident (?:with|in) (?:my|his|her) (?:bowels?|bladder|pants)',
    "(?:didn't|couldn't|can't|did not) (?:even )?feel it coming",
    'soiled',
    "(?:urine|pee|wee) (?:is )?(?:not|isn't) coming",
    'only (?:a )?little (?:comes|coming|came)',
    'straining to (?:pee|wee|pass urine)',
    "can't (?:really )?feel (?:the )?(?:paper|toilet paper)",
    "(?:lost|losing|no|loss of|can't) control (?:of|over) (?:my |his |her )?(?:bladder|bowels?|wee|pee|urine)",
    'wet (?:myself|himself|herself|the bed)',
    'incontinen\\w*',
    "can't (?:pee|wee|urinate|pass urine|control (?:my |his |her )?(?:bladder|bowels?))",
    "(?:haven't|hasn't) (?:been able to )?(?:pee|peed|wee|weed|urinate|urinated|passed urine)",
    "(?:can't|couldn't|cannot) get (?:my|the|his|her) (?:water|wee|pee|urine) (?:going|started|to start|to come)",
    "(?:water|wee|pee|urine) (?:won't|wouldn't) (?:come|start|go)",
    '(?:peed|weed|soiled) myself',
    "(?:can't|don't|didn't) (?:feel|know) when i need (?:to|the toilet)",
  ),
  saddleArea: together(
    phrases(
      'numb\\w*',
      'no feeling',
      "can't feel",
      'pins and needles',
      'tingl\\w*',
      'dead',
      'not feeling (?:properly|anything|right)',
      'like (?:after )?(?:a |the )?dentist',
    ),
    phrases(
      // Not the bottom lip, the bottom teeth or the bottom of the foot.
      'bottom(?! (?:lip|lips|teeth|tooth|gums?|jaw|eyelid|lid|row|bunk|drawer|step|shelf)\\b)(?! (?:left|right) (?:tooth|teeth|molar|gums?|lip|eyelid))(?! of (?:my|the|his|her) (?:foot|feet|leg|garden|stairs|bed|back))(?! (?:left|right) (?:\\w+ )?(?:of|side of) (?:my|the|his|her) (?:foot|feet|leg|calf|toes?))(?! (?:left|right) toes?)',
      'backside',
      'bum',
      'buttocks?',
      'genitals?',
      'private(?:s| parts)',
      'down below',
      'down there',
      'between (?:my|the|his|her) legs',
      'saddle',
      'groin',
      'back passage',
      'anus',
      'vagina',
      'penis',
    ),
    2,
  ),
} satisfies Record<string, Matcher>;

export const caudaEquina = {
  id: 'cauda-equina',
  label: 'Back pain with numbness around the bottom or loss of bladder or bowel control',
  readings: [
    {
      anyOf: [
        ['legWeakness', 'bladderLoss'],
        ['legWeakness', 'backPain', 'cancerTreatment'],
        ['saddleNumbness', 'bladderLoss'],
        ['backPain', 'saddleNumbness'],
        ['backPain', 'saddleArea'],
        ['saddleArea', 'bladderLoss'],
        ['backPain', 'bladderLoss'],
      ],
    },
  ],
  emergency: {
    condition: 'cauda equina syndrome',
    why: 'these can mean pressure on the nerves at the base of the spine, which must be treated within hours',
    meanwhile:
      "go to the nearest emergency department if you can get there quickly, and don't drive yourself",
  },
} as const satisfies RedFlagDefinition;
