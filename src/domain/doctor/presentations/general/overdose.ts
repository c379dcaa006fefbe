// A red flag for every patient, whatever the presentation: an overdose or poisoning. The signs it is read
// from, and what the doctor says at once.
import { anyOf, isPresent, phrases, together, unless, type Analysed, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

/** A contraceptive pill named as the thing swallowed: not a pill box, nor "I'm on the pill". */
const CONTRACEPTIVE_SWALLOWED =
  /\b(?:swallowed|swallow|ate|eaten|chewed|popped|got into|got hold of|had)\b[^.;]{0,50}\b(?:contracepti\w*|(?:combined|mini) pills?|pill packet|my pill(?! (?:box|organi[sz]er|pot|case|tub|bottle)))\b|\b(?:contracepti\w* pills?|pill packet)\b[^.;]{0,30}\b(?:swallowed|ate|eaten|chewed)\b/;
/** Any other medicine named: by name, by what it is for, or by the endings medicine names share. */
const OTHER_MEDICINE =
  /\b(?:paracetamol|ibuprofen|iron|blood pressure|heart|antidepress\w*|sleeping|calpol|vitamins?|painkillers?|co-?codamol|codeine|diabet\w*|insulin|methadone|batter(?:y|ies)|bleach|tablets (?:for|from)|other (?:pills|tablets|medicines?)|pill (?:box|organi[sz]er|pot)|dosette|antihistamines?|\w+(?:pine|pril|olol|statin|sartan|oxetine|traline|opram|zepam|codone|amadol|tyline|izine|atadine|azole|mycin|cillin))\b/;

/** Taking too many only feared or refused: "I'm frightened to take too many tablets". */
const NOT_FEARED =
  "(?<!\\b(?:frightened|scared|afraid|worried|nervous|careful|wary|not|never|don't want|do not want|didn't want) to (?:take )?)";

/** The signs only this red flag reads. */
export const concepts = {
  overdose: phrases(
    'overdos\\w*',
    // "I take lots of tablets, binders and blood pressure ones": the patient's regular medicines, not an overdose ("I'm
    // going to take lots of tablets", "he take a lot of paracetamol" are).
    `(?:took|taken|(?<!\\bi )${NOT_FEARED}take|swallowed|had|eaten|drunk|drank|ate|downed) (?:too many|a lot of|loads of|lots of|a whole|all (?:of )?(?:my|the|his|her)|an entire|a (?:whole |full )?(?:box|packet|bottle|pack|strip|tub)|(?:twenty|thirty|forty|fifty|\\d{2,}))(?: of)?(?: my| his| her| the)? (?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|sleeping (?:pills|tablets)|antidepressants|painkillers|aspirin|insulin|co-codamol|codeine|tramadol)`,
    '(?:swallowed|eaten|drunk|drank|ate|had) (?:some |a |the |my |his |her )?(?:bleach|button batter(?:y|ies)|batter(?:y|ies)|washing (?:tablets|pods|capsules)|dishwasher tablets|detergent|antifreeze|weed ?killer|rat poison)',
  ),
  /**
   * "I've poisoned myself", "he's poisoned": a poisoning until shown otherwise. Not when that same reply pins it on
   * mouldy food and names nothing else taken ("I've poisoned myself, I ate toast and saw mould on the loaf"), and
   * not food poisoning (a tummy bug).
   */
  saysPoisoned: (a: Analysed) =>
    isPresent(a, /(?<!food )poison(?:ed|ing)\b/) &&
    !(
      /\bmould\w*/.test(a.text) &&
      !/\b(?:pills?|tablets?|swallow\w*|drank|drunk|drink|bleach|chemical\w*|killer|fumes|gas|myself with|himself with|herself with|medicine\w*)\b/.test(
        a.text,
      )
    ),
  /**
   * Only the contraceptive pill swallowed, with no other medicine named: harmless at the doses a child finds (at most
   * sickness or a little bleeding), so no emergency by itself; taken on purpose, it is read as deliberate.
   */
  contraceptiveOnly: (a: Analysed) => CONTRACEPTIVE_SWALLOWED.test(a.text) && !OTHER_MEDICINE.test(a.text),
  coSource: phrases(
    'carbon monoxide',
    'co alarm',
    'boiler',
    'gas (?:heater|fire|fireplace)',
    'heater with gas',
    'soot\\w*',
    'fumes',
    'generator',
    'barbecue indoors',
  ),
  sharedIllness: phrases(
    '(?:got|has|have) the same (?:headache|thing|symptoms)',
    '(?:everybody|everyone|all of us|both of us|we both|we all)[^.;]{0,30}(?:headaches?|dizzy|sick|poorly|ill|unwell)',
    '(?:boyfriend|girlfriend|husband|wife|partner|family|children|kids|mother|father|son|daughter)[^.;]{0,40}(?:headaches?|them) (?:as well|too)',
    '(?:got|have|has) (?:them|it) (?:as well|too)',
  ),
  betterAway: phrases(
    '(?:came|comes|come) back when (?:i|we) (?:got|get) home',
    'right as rain',
    '(?:better|okay|ok|fine|cleared (?:right )?up|goes away)[^.;]{0,30}(?:when|once) (?:we|i|they) (?:go|went|leave|left|am|are|were) (?:out|away|to work|at work)',
    "(?:went|go) to [^.;]{0,20}(?:mum's|mother's|friend's|work)[^.;]{0,40}(?:cleared|better|fine|went away)",
    'when i (?:go|went) to work[^.;]{0,20}(?:okay|ok|fine|better)',
    '(?:come|came|get|got) (?:back )?home[^.;]{0,30}(?:again|starts?|started|comes? back|worse)',
  ),
  largeAmount: phrases(
    '(?:two|three|four|2|3|4) (?:strips|boxes|packets)',
    'what was in the (?:kitchen )?drawer',
    // "All the tablets", not "all the time" or "all the way".
    "all (?:of )?(?:my|her|his|their|the|them)(?! (?:time|day|night|way|week|weekend|morning|afternoon|evening|while|same)(?!'s| (?:tablets?|pills?|meds|medicines?|doses?|ones|capsules)))",
    'handful',
    'boxes',
    'packets',
    'a (?:whole |full )?(?:box|packet|bottle|strip|tub)',
    'the (?:whole|rest of the) (?:box|packet|bottle|lot)',
    '(?:both|all) empty',
    'empty (?:box|boxes|packet|packets|bottle)',
    '(?:1\\d|2\\d|3\\d|4\\d|5\\d|twelve|fifteen|sixteen|twenty|thirty|forty|fifty)(?:[- ]\\w+)? (?:tablets|pills|paracetamol|capsules)',
    'about (?:1\\d|2\\d|3\\d|twenty|thirty|forty)',
    'a (?:load|bunch|lot) of',
  ),
  /** Methotrexate named, and (in that reply or another) a weekly dose taken day after day by mistake. */
  methotrexate: phrases('methotrexate'),
  takenDailyByMistake: phrases(
    '(?:took|taken|taking|takes|having|had|has|been having) (?:it|them|(?:her|his|my|their) (?:weekly )?(?:methotrexate|tablets?|dose)|(?:weekly )?methotrexate) (?:\\w+ ){0,2}(?:every (?:single )?(?:day|morning|night|evening)|daily|each day)',
    "every (?:single )?day's slot",
    '(?:two|three|four|five|six|seven|eight|\\d) days in a row',
    'every (?:morning|night|day) by mistake',
    'instead of (?:once )?(?:a |each )?week(?:ly)?',
    'instead of (?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?',
    "(?:it's|it is) meant to be weekly",
  ),
  deliberate: phrases(
    'to make (?:it all|everything|it) stop',
    'on purpose',
    'deliberately',
    'meant to',
    'wanted to (?:die|end it|sleep forever)',
    'to end it',
    'to make it stop',
  ),
  tookPills: anyOf(
    // Taking and what was taken may be told in neighbouring clauses: "I swallowed what was in the drawer,
    // two strips of paracetamol".
    together(
      phrases('took', 'taken', 'swallowed', 'downed', 'necked'),
      phrases(
        'pills',
        'tablets',
        'paracetamol',
        'ibuprofen',
        'meds',
        'medicines?',
        'medication',
        'capsules',
        'antidepressants',
        'painkillers',
        'aspirin',
        'insulin',
        'co[- ]?codamol',
        'codeine',
        'tramadol',
        'sertraline',
        'citalopram',
        'amitriptyline',
        'diazepam',
      ),
      2,
    ),
    phrases(
      '(?:took|taken|swallowed|had|downed|ate) (?:a |the |all (?:of )?(?:my |the |his |her )?|(?:a )?(?:whole |full )?(?:handful|load|bunch|lot|box|packet|pack|strip|bottle|tub) of (?:my |the |his |her )?|(?:\\d+|ten|eleven|twelve|fifteen|sixteen|twenty|thirty|forty|fifty|some|extra|more) )?(?:pills|tablets|paracetamol|ibuprofen|meds|medicines?|medication|capsules|sleeping (?:pills|tablets)|antidepressants|painkillers|aspirin|insulin|co-codamol|codeine|tramadol|sertraline|citalopram)',
    ),
  ),
  childSwallowed: together(
    phrases(
      'swallow\\w*',
      'ate',
      'eaten',
      'drank',
      'drunk',
      'sucked',
      'chewed',
      'got into',
      'in (?:his|her) mouth',
      'licked',
    ),
    phrases(
      'button batter(?:y|ies)',
      'batter(?:y|ies)',
      'bleach',
      'dishwasher (?:tablet|pod)s?',
      'washing (?:tablet|pod|capsule|liquid)s?',
      'liquitabs?',
      'detergent',
      'pills',
      'tablets',
      'medicine',
      'paracetamol',
      'calpol',
      'antifreeze',
      'weed ?killer',
      'rat poison',
      'white spirit',
      'cleaning (?:stuff|product|fluid)',
      'magnets?',
      'e-?liquid',
      'vape liquid',
    ),
    2,
  ),
  // More paracetamol than is safe, often by accident: over the dose, over days, or in two medicines at once.
  paracetamolExcess: anyOf(
    together(
      phrases('paracetamol', 'co-?codamol', 'painkillers?', 'calpol', 'tablets'),
      phrases(
        `${NOT_FEARED}too much`,
        `${NOT_FEARED}too many`,
        "more (?:\\w+ )?than (?:the |it |they )?(?:packet|box|label|leaflet|instructions|says|said|recommended|maximum|max|you're (?:meant|supposed)|i'm (?:meant|supposed))",
        'lost count',
        'doubl\\w* up',
        'topping up',
        '(?:eight|nine|ten|twelve|\\d{2}) (?:doses|tablets|a day)',
        'every (?:two|three|2|3) hours',
        'whenever (?:it|the pain|the headache|the migraine) came back',
      ),
      3,
    ),
    together(
      phrases('lemsip', 'beechams', 'night nurse', 'cold and flu', 'hot lemon', 'sachets?', 'co-?codamol'),
      phrases(
        "(?:they're|they are|it's|it is|had it in|has it in|contain\\w*) (?:\\w+ )?(?:paracetamol|the same)",
        'paracetamol (?:as well|too|in)',
        'same thing',
      ),
      2,
    ),
  ),
  rightUpperPain: phrases(
    '(?:under|below) (?:my|the|his|her) (?:right )?ribs',
    'right side under (?:my|the|his|her) ribs',
    'right upper',
  ),
  severalDays: phrases(
    'since (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend)',
    'all week',
    '(?:two|three|four|five|several|a few|couple of) days',
    'for days',
  ),
  // Wild mushrooms eaten: some are deadly, and sickness can start many hours later.
  wildMushrooms: together(
    phrases('mushrooms?', 'mush rooms?', 'fungi', 'fungus', 'toadstools?'),
    phrases(
      'picked',
      'found',
      'foraged',
      'foraging',
      'wild',
      'field',
      'woods?',
      'garden',
      'forest',
      'park',
      'growing',
      'not the magic',
    ),
    2,
  ),
  insulin: phrases(
    'insulin',
    '(?:quick|fast|short|rapid|long)[- ]acting',
    'units',
    'novorapid',
    'humalog',
    'lantus',
  ),
  // Not a dose missed or forgotten, which is another matter.
  insulinMistake: unless(
    phrases(
      '(?:wrong|other) (?:insulin|pen|one)',
      '(?:injected|done|did|given|gave|put in|taken|took) (?:\\w+ )?(?:insulin )?(?:twice|two times|double)',
      'double (?:dose|dosed|injection)',
      'instead of (?:my|his|her|the) (?:night|long|slow|usual|bedtime)',
      'by mistake',
      '(?:injected|jabbed|gave) (?:it |myself |my insulin |my \\w+ )?again',
      '(?:done|did|taken|took) my (?:insulin|lantus|novorapid|humalog|\\w+ (?:insulin|pen)) again',
      'already (?:done|had|taken|injected)',
      "(?:couldn't|can't|didn't) remember if i'?d (?:done|had|taken)",
      'mixed up (?:my|his|her|the) (?:pens|insulins?)',
      '(?:\\d{2}|twenty|thirty|forty|fifty) units of (?:the |my )?(?:quick|fast|short|rapid|novorapid|humalog)',
    ),
    /\b(?:forgot (?:to|my)|forgotten (?:to|my)|missed (?:my|a|the) (?:dose|injection|insulin)|skipped|didn't (?:take|do|inject)|haven't (?:taken|done|injected)|ran out|run out)\b/,
  ),
} satisfies Record<string, Matcher>;

export const overdose = {
  id: 'overdose',
  label: 'An overdose or poisoning',
  readings: [
    // Insulin given by mistake: the wrong pen, a double dose, many units of the fast one at bedtime.
    { anyOf: [['insulin', 'insulinMistake']] },
    // A weekly medicine taken daily: toxic within days.
    { anyOf: [['methotrexate', 'takenDailyByMistake']] },
    { anyOf: [['saysPoisoned']], unlessAny: ['contraceptiveOnly'] },
    // A child who swallowed something, or a large amount taken, unless it was only the contraceptive pill (taken on
    // purpose, it is read as deliberate below).
    {
      anyOf: [
        ['child', 'childSwallowed'],
        ['tookPills', 'largeAmount'],
      ],
      unlessAny: ['contraceptiveOnly'],
    },
    {
      anyOf: [
        ['overdose'],
        ['tookPills', 'deliberate'],
        ['coSource', 'sharedIllness'],
        ['coSource', 'betterAway'],
        ['paracetamolExcess', 'nausea'],
        ['paracetamolExcess', 'vomiting'],
        ['paracetamolExcess', 'rightUpperPain'],
        ['paracetamolExcess', 'severalDays'],
        ['wildMushrooms', 'vomiting'],
        ['wildMushrooms', 'nausea'],
      ],
    },
  ],
  emergency: {
    condition: 'an overdose',
    why: 'an overdose can be dangerous even if you feel well at first',
    meanwhile:
      "don't make yourself sick, keep the packets or bottle to show what was taken and when, and stay with someone",
  },
} as const satisfies RedFlagDefinition;
