// A red flag for every patient, whatever the presentation: a serious injury — a fall from a height, or a blow to
// the head or neck (a dive into shallow water, a crash) with numbness, tingling or weakness in the arms or legs. The
// signs it is read from, and what the doctor says at once.
import { anyOf, matchesIn, phrases, together, unless, type Analysed, type Matcher } from '../../../language';
import type { RedFlagDefinition } from '../../red-flags';

const FELL =
  '(?:fell|fall|fallen|falls|falling|came|come|went|slipped|jumped|jumps|jumping|dropped|was thrown|got thrown)';
/** Only falling, for a distance said in metres or feet ("went 5 metres down the road" is no fall). */
const FELL_DOWN = '(?:fell|fall|fallen|falling|dropped|jumped)';
/** A height of two metres or a storey and more, after "off", "from", "out of" or "through". */
const FROM_A_HEIGHT =
  '(?:off|from|out of|through|down) (?:a|an|the|his|her|my|their)? ?(?:roof|loft|ceiling|balcony|scaffold\\w*|cliff|bridge|(?:first|second|third|top|upstairs)[- ](?:floor|storey|story)(?: (?:window|balcony))?|(?:bedroom |upstairs )?window|ladder from (?:near )?the top)';
const METRES = '(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|1[0-9])(?:\\.\\d)? ?(?:metres|meters)';
const FEET =
  '(?:seven|eight|nine|ten|eleven|twelve|thirteen|fifteen|twenty|[7-9]|[1-9][0-9]) ?(?:feet|foot|ft)';

const VEHICLE = '(?:car|van|lorry|bus|truck|taxi|motorbike|moped|scooter|tram|train|motorcyclist|4x4|jeep)';
/** Someone (not something) hit by a vehicle: "I was knocked off my bike by a car", "a car hit my little boy". */
const HIT_BY_A_VEHICLE = phrases(
  `(?:i|he|she|they|we|you|son|daughter|boy|girl|child|kid|husband|wife|partner|mum|dad|man|woman|someone|cyclist|pedestrian|i'm|he's|she's)(?:'ve|'s)? (?:was |were |got |has been |have been |been |just |had been )?(?:hit|clipped|knocked (?:down|over|off)(?: (?:my|his|her|their) (?:bike|motorbike|scooter|moped))?|run over|struck|sent flying|mown down) by (?:a|the|an) ${VEHICLE}`,
  `(?:a|the|an) ${VEHICLE} (?:hit|clipped|knocked|ran over|went into|drove into|ploughed into|reversed into) (?:me|him|her|them|us|(?:my|our) (?:little |eldest |youngest )?(?:son|daughter|boy|girl|child|kid|husband|wife|partner|dad|mum|mother|father))`,
  `(?:went|flew|was thrown|got thrown|went flying) (?:over|onto) (?:the|his|her|its|a) (?:bonnet|windscreen)`,
  `(?:the )?(?:car|van) (?:rolled(?: over)?|flipped(?: over)?|turned over)`,
);
/** "I feel like I've been hit by a bus", "nearly hit by a car", "hit by a car two years ago": not what happened now. */
const NOT_NOW_OR_NOT_SO =
  /\b(?:(?:nearly|almost) (?:got |been |was )?(?:hit|knocked|run over|clipped)|(?:like|as if|as though) (?:i(?:'ve| have| had|'d)? )?(?:been |got |was )?(?:hit|run over|knocked)|(?:feel|feels|felt|feeling) (?:as if|as though|like) (?:a|the) \w+ (?:hit|ran over|knocked)|feels? like|years? ago|months? ago|last year|as a (?:child|kid)|when (?:i|he|she|they) (?:was|were) (?:a |an )?(?:little|young|younger|small|kid|child|teenager|teen|baby|at school))\b/;

/** "I've been hit by a bus, that's how it feels": the figure named in the next breath. */
const HOW_IT_FEELS =
  /^(?:that's|that is|it's|its) (?:how it feels|what it feels like)|^(?:it )?feels like (?:it|that)\b/;

/** The signs only this red flag reads. */
export const concepts = {
  fallFromHeight: anyOf(
    phrases(`${FELL} (?:\\w+ ){0,3}${FROM_A_HEIGHT}`),
    together(
      phrases(`${FELL_DOWN} (?:\\w+ ){0,4}(?:off|from|down|through)`, 'came (?:off|down)'),
      phrases(METRES, FEET, 'two[- ]stor(?:e)?y'),
      2,
    ),
    phrases(
      `(?:${METRES}|${FEET}) (?:up|high|drop|fall)`,
      `${FELL_DOWN} (?:\\w+ ){0,2}(?:${METRES}|${FEET})`,
    ),
    phrases('loft hatch'),
  ),
  /** A blow to the top of the head or the neck: a dive into shallow water, a landing on the head, a crash. */
  neckInjuryBlow: anyOf(
    phrases(
      '(?:dived|dove|dive|diving) (?:\\w+ ){0,2}(?:in|into|off)(?! (?:the |a )?(?:ball|goal|sofa|bed))',
      'head ?first',
      'hit (?:my|his|her|their) head on the bottom',
      '(?:landed|fell|came down) (?:\\w+ ){0,3}(?:on|onto) (?:my|his|her|their) (?:head|neck)',
    ),
    together(
      phrases(
        'crash\\w*',
        'collision',
        'rear[- ]ended',
        'hit by a (?:car|van|lorry|bus)',
        'thrown (?:off|from)',
      ),
      phrases('neck'),
      2,
    ),
  ),
  /**
   * Someone on foot or on a bike hit by a vehicle, or thrown over it: an injury with the force to hurt the head, spine
   * or organs inside even when they feel all right.
   */
  hitByAVehicle: (a: Analysed) =>
    matchesIn(a, HIT_BY_A_VEHICLE).some(({ clause }) => {
      const next = a.clauses[a.clauses.indexOf(clause) + 1] ?? '';
      return !NOT_NOW_OR_NOT_SO.test(clause) && !HOW_IT_FEELS.test(next);
    }),
  /** A fall that happened, told as one: not falling asleep or pregnant, a slipped disc, nor a fall years ago. */
  fellJustNow: unless(
    phrases(
      'fell (?:off|from|down|over|on|onto|out of|backwards|through)',
      'had a (?:bad |nasty |big )?fall',
      'fallen (?:off|from|down|over)',
      '(?:slipped|tripped) (?:on|over|up|down|and fell)',
      'came off (?:my|his|her|the|a) (?:bike|horse|motorbike|scooter|board|trampoline)',
    ),
    /\b(?:years? ago|last (?:year|month|summer|winter)|months ago|nearly|almost|scared|afraid|worried)\b/,
  ),
  /** Nerves known to tingle for another reason. */
  nervesLongStanding: phrases(
    'neuropath\\w*',
    'carpal tunnel',
    'multiple sclerosis',
    'because of (?:my |his |her )?(?:diabet\\w*|sugar|ms)',
  ),
  /** The nerves from the spine: tingling, numbness, shooting or weakness in the arms, hands or legs. */
  limbNerveSigns: phrases(
    '(?:arms?|hands?|legs?|fingers?|feet) (?:\\w+ ){0,3}(?:tingl\\w*|numb|weak|clumsy|like electric\\w*)',
    '(?:arms?|hands?|legs?|fingers?|feet) (?:\\w+ ){0,3}dead(?! tired)',
    '(?:tingl\\w*|pins and needles|numb\\w*|electric\\w*|shooting)[^.;]{0,40}(?:arms?|hands?|legs?|fingers?|feet)',
    "(?:can't|cannot|can not) (?:feel|move) (?:my|his|her|their) (?:arms|legs|hands|fingers|feet)",
    "(?:can't|cannot) (?:really )?move (?:my|his|her|their) fingers",
  ),
} satisfies Record<string, Matcher>;

export const majorTrauma = {
  id: 'major-trauma',
  label:
    'A serious injury: a fall from a height, hit by a vehicle, or a neck injury with numbness or weakness',
  readings: [
    { anyOf: [['fallFromHeight'], ['hitByAVehicle']] },
    // A dive to depth is a different emergency (decompression illness, decompression-illness.ts), with other advice.
    { anyOf: [['neckInjuryBlow', 'limbNerveSigns']], unlessAny: ['scubaDive'] },
    // A fall that hurt the back, with tingling, numbness or weakness in the limbs: the spine until shown otherwise.
    { anyOf: [['fellJustNow', 'backPain', 'limbNerveSigns']], unlessAny: ['nervesLongStanding'] },
  ],
  emergency: {
    condition: 'a serious injury, possibly to the spine or inside the body',
    why: 'a fall from a height, being hit by a vehicle, or a blow to the head or neck with numbness, tingling or weakness, can injure the spine or organs inside even when someone seems all right',
    meanwhile:
      "don't move, and don't move anyone who is hurt, unless there is danger where they are; keep the head and neck still, keep warm, and press firmly on any bleeding",
  },
} as const satisfies RedFlagDefinition;
