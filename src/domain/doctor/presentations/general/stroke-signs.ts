// A red flag for every patient, whatever the presentation: stroke signs: face drooping, arm weakness or
// speech difficulty. The signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, unless, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  strokeFaceSide: together(
    phrases(
      '(?:one|left|right) side of (?:my|his|her|their|the) (?:face|mouth|lip)',
      'half (?:of )?(?:my|his|her|their) face',
      '(?:face|mouth|smile) (?:on one side|lopsided|crooked|wonky|drooping|droopy|dropped)',
    ),
    phrases(
      'numb\\w*',
      'droop\\w*',
      'drop\\w*',
      'weak\\w*',
      'fallen',
      'sagg\\w*',
      'lopsided',
      'crooked',
      'wonky',
      'dead',
      'heavy',
      'funny',
      'tingl\\w*',
      "wouldn't move",
      "won't move",
      'paralys\\w*',
    ),
    2,
  ),
  strokeFace: phrases(
    'mouth (?:had |has )?(?:gone|went|was|is) lopsided',
    'face (?:is |has |went |has gone |looks |seems )?(?:drooping|droopy|dropped|fallen|lopsided|twisted|numb on one side)',
    'droop(?:ing|y) (?:face|mouth|eye|on one side)',
    'mouth (?:is |has )?(?:drooping|droopy|dropped|lopsided)',
    'one side of (?:my|his|her|their) (?:face|mouth) (?:is |has |went )?(?:drooping|droopy|dropped|numb|weak|fallen)',
    "can't smile (?:properly|on one side)",
  ),
  strokeArm: anyOf(
    phrases(
      'dropped out of (?:my|his|her) (?:right |left )?hand',
      "(?:felt|feels) like (?:somebody|someone) else's (?:hand|arm)",
      "(?:can't|cannot|couldn't) hold (?:the|a|her|his|my) (?:spoon|cup|fork|pen|knife|phone)",
      '(?:arm|hand) (?:felt|feels|went|was|is) (?:all )?(?:heavy|dead|numb|weak)',
      "(?:hand|arm) (?:just )?(?:wouldn't|won't|didn't|would not) (?:do what|work|move|grip|hold)",
      "(?:couldn't|can't|could not) grip",
      // Not "can't lift my arm above my head", which a stiff shoulder does.
      "can't (?:lift|raise|move|feel) (?:my|his|her|their) (?:left |right )?arm(?! (?:above|over|up|higher|past|behind|out|to))",
      '(?:left|right|one) arm (?:is |has |went |has gone |feels |suddenly )*(?:weak|numb|dead|heavy|limp|useless)',
      'arm (?:suddenly )?(?:went|has gone|is) (?:weak|numb|dead|limp)',
      'weak(?:ness)? (?:in|on|down) (?:one|the left|the right|my left|my right|his left|his right|her left|her right) (?:side|arm)',
      'numb(?:ness)? (?:down|on|in) one side',
      'sudden(?:ly)? (?:weak|weakness|numb|numbness) (?:in|on|down) (?:one|my|his|her)',
    ),
    // A leg gone dead from a knee or a kick to it is a dead leg, not a stroke; an arm or hand never is excused.
    unless(
      phrases(
        'leg (?:felt|feels|went|was|is) (?:all )?(?:heavy|dead|numb|weak)',
        "leg (?:just )?(?:wouldn't|won't|didn't|would not) (?:do what|work|move)",
      ),
      /\b(?:kneed (?:me|him|her|them)|kicked (?:me|him|her|them) (?:in|on) (?:the|my|his|her|their) (?:leg|thigh|shin)|dead leg|charley horse|corked (?:my |his |her )?(?:thigh|leg))\b/,
    ),
  ),
  strokeSpeech: phrases(
    "(?:can't|cannot|couldn't) find the (?:right )?words?",
    'words? (?:is|are|was|were) (?:all )?wrong',
    'calls? me by (?:my|the wrong|another|his|her) (?:brother|sister|name)',
    'gobbledegook',
    'nonsense words',
    'gobbledygook',
    'words in the wrong order',
    'slurr\\w*',
    'speech (?:is |was |has |has gone |went |sounds )?(?:slurred|garbled|strange|weird|jumbled|muddled|funny)',
    "can't (?:get|find) (?:my|the|his|her) words(?: out)?",
    'words (?:are |come out |came out |coming out |were |was )?(?:all )?(?:jumbled|muddled|wrong|mixed up|nonsense|garbled)',
    'came out (?:all )?(?:wrong|muddled|jumbled|as nonsense|garbled)',
    "can't (?:speak|talk) properly",
    'trouble (?:speaking|talking)',
    'talking (?:funny|gibberish|nonsense)',
    'speech (?:sounds|is|seems) (?:a bit |a little |all )?(?:drunk|slurry|thick|off)',
  ),
  // Half the field of sight gone, as an older person or a relative tells it: things on one side not seen, food
  // left on one side of the plate, walking into door frames on one side.
  strokeSightSide: unless(
    phrases(
      "(?:not seeing|can't see|cannot see|couldn't see|doesn't see|didn't see|don't see|isn't seeing|wasn't seeing) (?:anything |things |stuff |people )?(?:over |off )?(?:on|to) (?:the|his|her|my|their|that) (?:left|right)",
      "(?:everything|all|things|stuff) (?:on|to) (?:the left|the right|that side|one side)(?: side)?(?:'s| is| has| have| are)? (?:just )?(?:sort of |kind of )?(?:missing|gone|vanished|disappeared|not there)",
      'left (?:everything|all the food|the food|half (?:of )?(?:the|his|her|my|their) (?:food|dinner|plate)) on the (?:left|right)(?: side| hand side| half)? of (?:his|her|my|their|the) plate',
      '(?:walk\\w*|bump\\w*|bang\\w*|crash\\w*) (?:\\w+ )?into (?:things|door ?frames?|the door ?frame|doors?|people|furniture)[^.;]{0,25}\\b(?:on|to) (?:the|his|her|my|their) (?:left|right)',
      '(?:half|one side) of (?:my|his|her|their|the) (?:vision|sight) (?:is |has |went |has gone )?(?:gone|missing|black|dark)',
      "(?:on|to) (?:the|his|her|my|their) (?:left|right)[^.;]{0,20}(?:doesn't|didn't|can't|couldn't) (?:know|see|notice)",
    ),
    // A cause that is not the brain, or long-standing: broken glasses, a stiff neck, a cataract, an old operation.
    /\b(?:glasses|specs|neck|cataracts?|for years|years ago|since (?:his|her|my) (?:eye )?op\w*|since birth|always been|lazy eye|reversing|mirrors?)\b/,
  ),
  seeingDouble: phrases('double vision', 'seeing double', 'vision(?:\x27s| is)? (?:a bit |all )?doubled?'),
  unsteady: phrases(
    "(?:can't|cannot|couldn't) walk (?:in )?a straight line",
    'unsteady on (?:my|his|her|their) feet',
    'stagger\\w*',
    'lurch\\w*',
    '(?:falling|leaning|veering) to one side',
    'walking like (?:i was|i\x27m|he\x27s|she\x27s|he was|she was) drunk',
  ),
} satisfies Record<string, Matcher>;

export const strokeSigns = {
  id: 'stroke-signs',
  label: 'Stroke signs: face drooping, arm weakness or speech difficulty',
  readings: [
    {
      anyOf: [
        ['strokeFace'],
        ['strokeFaceSide'],
        ['strokeArm'],
        ['strokeSpeech'],
        ['strokeSightSide'],
        ['seeingDouble', 'unsteady'],
      ],
    },
  ],
  emergency: {
    condition: 'a stroke',
    why: 'with a stroke every minute counts',
    meanwhile: "note the time the symptoms started, and don't eat, drink or take any medicines",
  },
} as const satisfies RedFlagDefinition;
