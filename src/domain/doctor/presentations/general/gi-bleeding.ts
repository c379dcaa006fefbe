// A red flag for every patient, whatever the presentation: vomiting blood or passing black, tarry stools. The
// signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  vomitedBlood: together(
    phrases('vomit\\w*', 'threw up', 'throw\\w* up', 'been sick', 'being sick', 'retch\\w*', 'sick up'),
    phrases('blood', 'bloody', 'red', 'clots?', 'jelly', 'dark bits'),
    3,
  ),
  gutBleed: phrases(
    '(?:what comes out|bowels?|motions?)[^.;]{0,40}(?:black|tarry|like tar)',
    'black,? like (?:the )?tar',
    'retch\\w*[^.;]{0,40}blood',
    '(?:vomit\\w*|throw\\w* up|threw up|being sick|been sick|was sick|were sick|sick up|brought up)[^.;]{0,25}(?:blood|bloody|coffee)',
    'blood in (?:my|his|her|the) (?:sick|vomit)',
    '(?:my|his|her|their|the) (?:sick|vomit) (?:is|was|looks?|looked|came up|has been) (?:\\w+ )?(?:red|bloody|pink)',
    'coffee[- ]grounds?',
    '(?:poo|poos|stools?|bowel movements?|motions?|faeces|feces)[^.;]{0,40}(?:tarry|\\btar\\b)',
    'black (?:and )?(?:tarry|sticky|tar|like tar)',
    'tar[- ]like',
    'like tar',
  ),
  blackStool: phrases(
    '(?:poo|poos|pooh|stools?|bowel movements?|motions?|faeces|feces)[^.;]{0,40}black',
    'black (?:poo|poos|stools?|motions?)',
  ),
  /**
   * Black stools with an everyday cause the patient says they take now: iron tablets, bismuth, liquorice, black
   * pudding ("started iron tablets Monday", "she's on the iron", "she gave him iron drops"). Nothing between the
   * taking and the cause may deny it ("I'm on no iron", "had no iron tablets"); a guess ("might be the iron?") or low
   * iron in the blood is no cause said as taken.
   */
  blackStoolCause: phrases(
    "(?:started|starting|taking|takes?|been on|(?:am|i'm|is|she's|he's|they're|are) on|and on|put (?:me|him|her|them) on|(?:gave|giving|give) (?:me|him|her|them)|prescribed (?:me|him|her|them)|having|eaten|ate|eating)\\b(?:(?!\\b(?:no|not|never|without|any|none)\\b)[^.;?]){0,25}\\b(?:iron (?:tablets?|pills?|supplements?|drops|syrup|medicine)|the iron|iron\\b(?! (?:levels?|deficien\\w*|count|stores?|was|is|has been|had been|were)\\b)|ferrous|bismuth|pepto|liquorice|licorice|blueberries|black pudding)",
    // "I had loads of black pudding yesterday": a food eaten, not a tablet once taken.
    'had (?:\\w+ ){0,3}(?:black pudding|liquorice|licorice|blueberries)',
    // "the iron tablets I'm on", "no medicines except iron", "just iron tablets", "yes, iron tablets".
    "(?:iron|ferrous\\w*) (?:tablets? |pills? )?(?:i'm|i am|she's|he's) (?:on|taking)",
    '(?:except|apart from|other than|just|only|yes,?) (?:my |the |her |his )?(?:iron|ferrous)(?! (?:deficien\\w*|levels?|count|stores?|low)\\b)',
    // Told apart from the rest: "I'm pregnant and | on iron tablets", "no medicines except | iron".
    '^(?:on |just |only )?(?:my |the )?(?:iron|ferrous \\w+)(?: tablets?| pills?| supplements?)?$',
  ),
  /**
   * A cause that is over, not taken, or not the patient's: "I came off the iron tablets", "I forgot to take my iron",
   * "I was prescribed iron last year but never took it", "my wife takes iron tablets", "I had iron tablets when I was
   * pregnant". Black stools are then blood until a doctor says otherwise.
   */
  blackStoolCauseStopped: anyOf(
    phrases(
      "(?:stopped|stopping|came off|come off|finished|no longer|used to|ran out of|run out of|gave up|forgot|forget|forgotten|meant to|supposed to|should be|need to|never took|never taken|didn't take|haven't taken|not taking|not been taking)\\b[^.;?]{0,25}\\b(?:iron|ferrous|bismuth|pepto|liquorice|licorice)",
      '(?:iron|ferrous|bismuth|pepto)[^.;?]{0,30}\\b(?:when (?:i|he|she) was|years? ago|last year|in the past|never took|never taken)\\b',
      "(?:wife|husband|partner|mum|mom|mother|dad|father|brother|sister|friend|nan|gran|grandma|grandad|flatmate)(?:'s)?\\b[^.;?]{0,25}\\b(?:iron|ferrous|bismuth|pepto)",
      '\\b(?:his|her|their)\\b (?:iron|ferrous|bismuth|pepto)',
    ),
    // "I'm on iron but I ran out last week", "I was taking iron tablets until last month": the stopping said after.
    together(
      phrases('iron', 'ferrous', 'bismuth', 'pepto'),
      phrases(
        'ran out',
        'run out',
        'until',
        'stopped',
        "haven't (?:taken|had) (?:it|them|any)",
        'not (?:taken|had) (?:it|them|any)',
        'well i was',
        "(?:i|he|she) was(?:n't)?$",
      ),
      3,
    ),
  ),
  /** What makes a bleed likelier whatever colours the stool: anti-inflammatories, aspirin (blood thinners: `anticoagulant`). */
  bleedRisk: phrases(
    'ibuprofen',
    'nurofen',
    'naproxen',
    'diclofenac',
    'aspirin',
    'anti-?inflammator\\w*',
    'steroid tablets',
    'prednisolone',
  ),
  /** The body showing a bleed, besides a faint or breathlessness (signs other red flags read too): clamminess. */
  bleedShows: phrases(
    '(?:nearly|almost) (?:fainted|passed out|blacked out|collapsed)',
    'going to (?:pass out|faint|black out)',
    'clammy',
    'pale and (?:sweaty|shaky|weak)',
    'weak and shaky',
    'passed out',
    'black(?:ed|ing) out',
    '(?:heart|pulse) (?:is |was |has been )?(?:racing|pounding|going (?:really )?fast)',
    'racing heart',
  ),
  /**
   * "I was sick and it was bright red", "he was sick and there was blood in it": the red or the blood said of the sick
   * itself, in the next breath; not "was sick and has red cheeks" or "was sick after red wine".
   */
  wasSickWithBlood: together(
    phrases('(?:was|were) sick'),
    phrases(
      '(?:it|that|this|the sick) (?:was|is|looked|looks|came up) (?:\\w+ )?(?:red|bloody)',
      'there (?:was|were) (?:\\w+ )?(?:blood|clots)',
      '(?:blood|clots) in (?:it|the sick)',
      'with blood',
    ),
    2,
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
      anyOf: [['gutBleed'], ['vomitedBlood'], ['wasSickWithBlood']],
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
      // The same flag on purpose, read apart so that its exception reaches only black stools: black but not tarry,
      // with iron tablets or bismuth taken now, is their colour, not blood.
      anyOf: [['blackStool']],
      unlessAny: ['blackStoolCause'],
    },
    {
      // No exception when the cause is over, or when the body shows a bleed (a faint, dizziness, a racing heart).
      anyOf: [
        ['blackStool', 'blackStoolCauseStopped'],
        ['blackStool', 'faint'],
        ['blackStool', 'breathless'],
        ['blackStool', 'bleedShows'],
        ['blackStool', 'bleedRisk'],
        ['blackStool', 'anticoagulant'],
        ['blackStool', 'palpitations'],
      ],
    },
  ],
  emergency: {
    condition: 'bleeding inside the stomach or gut',
    why: 'vomiting blood or passing black, tarry stools can mean serious bleeding',
    meanwhile: "don't eat or drink anything, lie down if you feel faint, and keep a note of what you saw",
  },
} as const satisfies RedFlagDefinition;
