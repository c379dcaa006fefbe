// A red flag for every patient, whatever the presentation: unconsciousness, collapse or new confusion. The
// signs it is read from, and what the doctor says at once.
import { anyOf, phrases, together, type Matcher } from '../../../language';
import { HISTORY_NOT_NOW, STOOD_UP_FAST } from '../../concept-patterns';
import type { RedFlagDefinition } from '../../red-flags';

/** The signs only this red flag reads. */
export const concepts = {
  unconscious: phrases(
    'unconscious',
    'unresponsive',
    'not responding',
    "won't wake(?: up)?",
    // "I can't wake him in the mornings": a teenager's sleep, told of every day, not this morning.
    "can't wake (?:him|her|them|my \\w+)(?: up)?(?! (?:up )?in the mornings)",
    // "I can't get her to wake up properly", "can barely get the baby to wake", "couldn't make him respond"; not a
    // teenager's morning nor a baby's feed ("can't get him to wake up for school", "for her feed").
    "(?:can't|couldn't|cannot|can barely|can hardly|can't seem to|struggling to) (?:get|make) (?:him|her|them|the baby|my (?:\\w+ ){0,2}?(?:son|daughter|boy|girl|baby|husband|wife|partner|mum|mom|dad|father|mother|nan|gran|little one|child)) (?:to )?(?:wake|respond|come round)(?![^.;]{0,30}\\b(?:in the mornings?|for (?:school|college|work|the bus)|before lunch\\w*|early enough|for (?:her|his|their|a) (?:feeds?|bottle)|from (?:her|his|their|a) nap|teenager|up late|gaming)\\b)",
    "(?:can't|couldn't|cannot) rouse (?:him|her|them|the baby)",
    "(?:he's|she's|he is|she is|they're|they are|baby is|baby's) (?:very |really |so )?(?:difficult|impossible) to (?:wake|rouse)",
    "(?:not|isn't|is not) waking(?: up)?",
    'lost consciousness',
    '(?<!(?:tooth|teeth) (?:got |was |were |has been |have been |been )?)knocked out(?! (?:a |his |her |my |their |one of \\w+ )?(?:front |adult |baby |milk )?(?:tooth|teeth))',
    'knocked unconscious',
    'out cold',
    "(?:he's|she's|they're|he is|she is|baby is|isn't|has) (?:not |stopped )breathing",
    'stopped breathing',
    "isn't breathing",
    // Said alone, as a frightened caller says it: "My husband. Not breathing."
    '^not breathing$',
  ),
  collapsed: phrases(
    'collapsed',
    'keeled over',
    'found (?:him|her|them|me) on the floor',
    "fell down and (?:didn't|won't|couldn't) get up",
  ),
  apnoeaInSleep: phrases('snor\\w*', 'snort\\w*', 'in (?:his|her|my) sleep', 'while (?:he|she|i) sleeps?'),
  notRightAfter: phrases(
    "(?:he's|she's|they're|he is|she is|i'm) not (?:right|himself|herself|making sense)",
    'not right since',
    'went (?:all )?floppy',
    'slumped',
  ),
  harmlessFaint: phrases(
    'bloods',
    'blood (?:taken|done|drawn)',
    'blood tests?',
    'needles?',
    'injections?',
    'jabs?',
    'vaccin\\w*',
    'sight of blood',
    'saw (?:the |some )?blood',
    'giving blood',
    // "I saw it filling the tube": the sight of one's own blood being taken.
    '(?:blood|it) (?:filling|going into) the (?:tube|tubes|syringe|bottle|vial)',
    ...STOOD_UP_FAST,
    'standing (?:for ages|too long|in the heat)',
    'hot (?:room|day|bath|shower)',
  ),
  palpitations: phrases(
    'palpitat\\w*',
    'flutter\\w*',
    '(?:heart|heartbeat) (?:was |is |started |keeps |kept )?(?:racing|pounding|thumping|fluttering|skipping|jumping|going (?:really )?fast|all over the place|irregular|funny)',
    'racing heart',
    'irregular (?:heart ?beat|pulse)',
  ),
  /** Not answering, reacting or moving when spoken to: unresponsive though awake (said of someone else). */
  notResponding: phrases(
    "(?:he|she|they|he's|she's|dad|mum|husband|wife|son|daughter|flatmate) (?:\\w+ )?(?:doesn't|does not|won't|isn't|not) (?:\\w+ )?(?:answer|react|respond)(?:ing)?",
    "(?:doesn't|does not) (?:answer|react|respond) (?:when|even|to)",
    "(?:hasn't|has not) (?:spoken|moved)",
    "(?:he|she|they) (?:won't|doesn't) (?:talk|speak|look at)",
    'frozen (?:in place|still|like a statue|in (?:his|her|the) chair)',
    "(?:he's|she's|they're|is) (?:just )?frozen",
    'sits rigid',
  ),
  /** Stopped eating and drinking altogether (not "much", not before an operation). */
  stoppedEatingDrinking: anyOf(
    together(
      phrases(
        "(?:stopped|not|isn't|hasn't been|won't|refus\\w* to) eat(?:ing)?(?! much| properly)",
        "(?:hasn't|has not) eaten",
      ),
      phrases('drink(?:ing)?(?! much| loads| lots)(?! before)', 'drunk anything'),
      2,
    ),
    phrases(
      "(?:not|stopped|isn't|hasn't been|won't) eat(?:ing)? (?:or|and) drink(?:ing)?(?! much| loads| lots| before)",
      'refuses food and (?:water|drink)',
      "(?:hasn't|has not) eaten or drunk",
    ),
  ),
} satisfies Record<string, Matcher>;

export const alteredConsciousness = {
  id: 'altered-consciousness',
  label: 'Unconsciousness, collapse or new confusion',
  readings: [
    {
      anyOf: [
        ['unconscious'],
        ['confusedNow'],
        ['lossOfConsciousness', 'palpitations'],
        ['lossOfConsciousness', 'chestDiscomfort'],
      ],
      notWith: HISTORY_NOT_NOW,
      unlessAny: ['apnoeaInSleep'],
    },
    {
      // Awake but not answering or moving, and neither eating nor drinking: catatonia or a deep depression.
      anyOf: [['notResponding', 'stoppedEatingDrinking']],
    },
    {
      // A collapse with clammy skin or not right afterwards, unless it was a faint with an obvious harmless cause.
      anyOf: [['lossOfConsciousness', 'clammy'], ['lossOfConsciousness', 'notRightAfter'], ['collapsed']],
      notWith: HISTORY_NOT_NOW,
      unlessAny: ['harmlessFaint'],
    },
  ],
  emergency: {
    condition: 'loss of consciousness',
    why: 'someone who is unconscious needs help straight away',
    meanwhile:
      'if they are breathing, put them on their side in the recovery position, and if they are not breathing normally, start chest compressions: the call handler will guide you',
  },
} as const satisfies RedFlagDefinition;
