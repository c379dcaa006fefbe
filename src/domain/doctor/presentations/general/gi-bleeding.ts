// A red flag for every patient, whatever the presentation: vomiting blood or passing black, tarry stools. The
// signs it is read from, and what the doctor says at once.
import { phrases, together, type Matcher } from '../../../language';
import { BLEEDING_DANGER_SIGNS } from './signs';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  vomitedBlood: together(
    phrases('vomit\\w*', 'threw up', 'throw\\w* up', 'been sick', 'being sick', 'retch\\w*', 'sick up'),
    phrases('blood', 'bloody', 'red', 'clots?', 'jelly', 'dark bits'),
    3,
  ),
  gutBleed: phrases(
    '(?:what comes out|bowels?|motions?)[^.;]{0,40}(?:tarry|like tar)',
    'black,? like (?:the )?tar',
    'coffee[- ]grounds?',
    '(?:poo|poos|stools?|bowel movements?|motions?|faeces|feces)[^.;]{0,40}(?:tarry|\\btar\\b)',
    'black (?:and )?(?:tarry|sticky|tar|like tar)',
    'tar[- ]like',
    'like tar',
  ),
  /** Blood in the sick said outright: "blood in her sick", "retching up blood". */
  bloodInVomit: phrases(
    'retch\\w*[^.;]{0,40}blood',
    '(?:vomit\\w*|throw\\w* up|threw up|being sick|been sick|sick up|brought up)[^.;]{0,25}(?:blood|bloody)',
    'blood in (?:my|his|her|the) (?:sick|vomit)',
    '(?:my|his|her|their|the) (?:sick|vomit) (?:is|was|looks?|looked|came up|has been) (?:\\w+ )?(?:red|bloody|pink)',
  ),
  /** More than a little blood brought up, or again, or like coffee grounds: a sign of danger whatever was eaten. */
  muchBloodVomited: phrases(
    'clots?',
    '(?:lots|loads|a lot|plenty|huge amount|large amount) of blood',
    '(?:a lot|loads|lots) of (?:it|sick|vomit)',
    "(?:there was|there's|it was|it's|that was|that's) (?:such )?(?:a lot|loads|lots)\\b(?! of (?!it\\b|blood))",
    'huge amount',
    'full of blood',
    'pure blood',
    'all blood',
    "it's (?:definitely |real |proper )?blood",
    '(?:bright red|fresh|real|proper) blood',
    'retch\\w*',
    'mouthfuls?',
    'cupfuls?',
    'fill\\w*',
    'bowl',
    'bucket',
    'coffee',
    '(?:dark|black|brown) bits',
    'bits in (?:it|them)',
    'more blood',
    '(?:sick|vomited|threw up|thrown up|brought (?:it )?up) again',
    '(?:keeps?|kept) (?:being sick|vomiting|throwing up|bringing (?:it )?up)',
    '(?:keeps?|kept) (?:being sick|vomiting|throwing up|bringing up) blood',
  ),
  /** Blood in the poo or nappy as well. */
  bloodBelowToo: phrases(
    'blood in (?:his|her|my|their|the) (?:poo|poos|stools?|diarrh\\w*|nappy|nappies)',
    'bloody (?:poo|stools?|diarrh\\w*)',
    '(?:poo|poos|stools?|diarrh\\w*|nappy|nappies)[^.;]{0,20}blood',
  ),
  /** Black poo that may be blood: sticky, like tar or treacle, shiny, foul-smelling, loose. */
  blackStoolDanger: phrases(
    'sticky',
    'treacle',
    'tar\\w*',
    'shiny',
    'smells? (?:really |so |very )?(?:bad|awful|horrible|disgusting|foul|terrible)',
    'runny',
    'loose',
    'lost (?:a lot of |some )?weight',
    'losing weight',
    '(?:really |very |so )?(?:tired|exhausted)',
  ),
  /** Something red eaten or drunk, which can colour the sick red. */
  redFoodOrDrink: phrases(
    '(?:red|blackcurrant|cherry|strawberry|raspberry|pink) (?:squash|juice|drinks?|jelly|jellies|sweets?|lolly|lollies|ice lolly|slushies?|slush|sauce|pop|cordial|food colouring|icing|cake|medicine|smoothie|wine|fruit)',
    'beetroots?',
    'tomato(?:es| soup| sauce| ketchup)',
    'ketchup',
    'ribena',
    'vimto',
    'strawberr\\w*',
    'cherries',
    'raspberr\\w*',
    'blackcurrant',
    'food colouring',
    'red velvet',
    '(?:ate|had|eaten|eating) (?:some |a lot of |loads of |lots of |a load of )?(?:red )?jelly',
  ),
  blackStool: phrases(
    '(?:poo|poos|pooh|stools?|bowel movements?|bowels?|motions?|faeces|feces|what comes out)[^.;]{0,40}black',
    'black (?:poo|poos|stools?|motions?)',
  ),
  /** Black stools with an everyday cause: iron tablets, bismuth, liquorice. */
  blackStoolCause: phrases(
    'iron (?:tablets?|pills?|supplements?)',
    'ferrous',
    'on iron',
    'bismuth',
    'pepto',
    'liquorice',
    'licorice',
    'blueberries',
    'black pudding',
  ),
  /** Diarrhoea with blood, six or more times a day: a flare that may need hospital treatment. */
  bloodyDiarrhoeaOften: together(
    phrases(
      '(?:going|been|go|went|running to the (?:toilet|loo)|opening (?:my|his|her) bowels) (?:to the (?:toilet|loo) )?(?:about |like )?(?:six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|[6-9]|1\\d|2\\d) times (?:a|per) day',
      'diarrh\\w*[^.;]{0,30}(?:six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|[6-9]|1\\d|2\\d) times (?:a|per) day',
      'every hour',
    ),
    phrases(
      'blood(?! (?:pressure|sugar|test|tests|in (?:my|his|her|the) (?:urine|pee|wee)))',
      'bloody',
      'clots',
    ),
    2,
  ),
} satisfies Record<string, Matcher>;

export const giBleeding = {
  id: 'gi-bleeding',
  label: 'Vomiting blood or passing black, tarry stools',
  readings: [
    {
      anyOf: [['gutBleed']],
    },
    {
      // Red sick: after squash, jelly or a nosebleed it is their colour, or swallowed blood from the nose.
      anyOf: [['vomitedBlood'], ['bloodInVomit']],
      hold: {
        dangerSigns: [
          ...BLEEDING_DANGER_SIGNS,
          'gutBleed',
          'muchBloodVomited',
          'blackStool',
          'bloodBelowToo',
        ],
        causes: [['redFoodOrDrink'], ['bleedingFromNoseOrMouth']],
        question:
          'Have you had anything red to eat or drink in the last day, such as squash, jelly, sweets, tomato or beetroot, or a nosebleed?',
        dangerQuestion:
          'Is there more than a little blood, or dark bits like coffee grounds, or do you feel faint, dizzy or very unwell?',
        explained:
          'Thank you. Red food or drink, or blood swallowed from a nosebleed, can make sick look red, which is reassuring. If the sick is red again with no red food or drink, or there is a lot of blood, dark bits, drowsiness or paleness, call 999 straight away.',
      },
    },
    {
      // A bowel flare with much blood, and the body showing it: fever, a racing heart, a faint.
      anyOf: [
        ['bloodyDiarrhoeaOften', 'fever'],
        ['bloodyDiarrhoeaOften', 'faint'],
        ['bloodyDiarrhoeaOften', 'palpitations'],
      ],
    },
    {
      // The same flag on purpose, read apart so that its question reaches only black stools: black but not tarry,
      // with iron tablets or bismuth, is their colour, not blood.
      anyOf: [['blackStool']],
      hold: {
        dangerSigns: [...BLEEDING_DANGER_SIGNS, 'gutBleed', 'blackStoolDanger', 'vomiting'],
        causes: [['blackStoolCause']],
        question:
          'Have you been taking iron tablets or Pepto-Bismol, or eating liquorice, blueberries or black pudding?',
        dangerQuestion:
          'Is it sticky or like tar, or do you feel faint, dizzy, short of breath or very unwell?',
        explained:
          'Thank you. Iron tablets, Pepto-Bismol and some foods often turn poo black, which is reassuring. If it turns sticky or like tar, or there is any faintness, dizziness or vomiting of blood, call 999 straight away.',
      },
    },
  ],
  emergency: {
    condition: 'bleeding inside the stomach or gut',
    why: 'vomiting blood or passing black, tarry stools can mean serious bleeding',
    meanwhile: "don't eat or drink anything, lie down if you feel faint, and keep a note of what you saw",
  },
} as const satisfies RedFlagDefinition;
