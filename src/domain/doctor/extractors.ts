// Extractors: small pure readers that pull one kind of answer out of a spoken reply.
// Each takes the analysed text and whether its question is the one being answered ("bare" answers such as
// "seven", "Monday" or "the left" only count then), and returns what it found, or null.
import {
  agesSaid,
  answerOf,
  isNegatedAt,
  listOf,
  matchesIn,
  NUMBER,
  numberOf,
  phrases,
  presence,
  secondPerson,
  spokenOnset,
  type Analysed,
  type SpokenOnset,
  UNIT_YEARS,
} from '../language';
import { mentionsSymptom } from '../symptoms';

// ---- onset --------------------------------------------------------------------------------------

/** When it started, as the doctor says it back ("since yesterday morning", "for three days"), and days ago. */
export type Onset = SpokenOnset;

/** When it started, read by the language module's one onset reader (the report's): "bare" answers the question. */
export function extractOnset(a: Analysed, now: Date, bare: boolean): Onset | null {
  return spokenOnset(a.text, now, { answersOnsetQuestion: bare, mentionsSymptom });
}

const SUDDEN =
  /\b(?:suddenly|sudden|all of a sudden|out of the blue|out of nowhere|came on (?:quickly|fast|suddenly|all at once)|in seconds|instantly|just came on|like a thunderclap)\b/;
const GRADUAL =
  /\b(?:gradual\w*|slowly|over time|built up|building up|crept up|creeping up|got worse over)\b/;

export function extractPace(a: Analysed): 'sudden' | 'gradual' | null {
  if (presence(a, SUDDEN) === 'present') return 'sudden';
  if (presence(a, GRADUAL) === 'present') return 'gradual';
  return null;
}

// ---- severity -----------------------------------------------------------------------------------

// A score: 0 to 10 (never "a", which is one of something else).
const SCORE = '(?:10|[0-9](?:\\.5)?|zero|nought|one|two|three|four|five|six|seven|eight|nine|ten)';
const NOT_A_SCORE =
  "(?!\\s*(?:days?|weeks?|hours?|hrs?|minutes?|mins?|secs?|seconds?|months?|years?|times|tablets|pills|degrees|am|pm|o'clock|of))";
const SCALE = new RegExp(
  `\\b(${SCORE})(?:\\s*(?:or|to|and|-)\\s*(${SCORE}))?\\s*(?:\\/|out of|outta|on a scale of|over)\\s*(?:10|ten)\\b`,
);
const SCORE_WORD = new RegExp(
  `\\b(?:a|an|it's|its|about|around|maybe|probably|like|say|solid|level|score|roughly|between)\\s+(?:a\\s+|an\\s+)?(${SCORE})(?:\\s*(?:or|to|and|-)\\s*(?:a\\s+|an\\s+)?(${SCORE}))?\\b${NOT_A_SCORE}`,
);
/** Unasked, a score said of the pain: "pain is strong, maybe 7 or 8", "it hurts, about a six". */
// "maybe 2 or 3 days" is a length, not a score of 2: the range is read whole or not at all.
const RANGE_OF_UNITS = `(?!\\s*(?:or|to|-)\\s*${SCORE}\\s*(?:days?|weeks?|hours?|minutes?|months?|years?|times|tablets|pills|degrees|stone|kg|am|pm|o'clock))`;
const SCORE_OR_RANGE = `(${SCORE})${RANGE_OF_UNITS}(?:\\s*(?:or|to|-)\\s*(?:a\\s+|an\\s+)?(${SCORE}))?`;
// Not an age, a time or a weight: "a sore ear, she's about 9", "since about 6 last night", "about 9 stone".
const NOT_BETWEEN = "(?!(?:she'?s|he'?s|shes|hes|i'?m|im|they'?re|aged?|years?)\\b)";
// "The pain started at about 6", "woke me at about 5", "hurting since about 4": a time of day, not a score.
const NOT_A_TIME_BEFORE =
  '(?<!\\b(?:started|began|begun|came on|kicked off|woke (?:me|him|her|up)|since|from|till|until)(?: at)? )';
const NOT_A_PAIN_SCORE_AFTER =
  '(?!\\s*(?:stone|st|lbs?|pounds?|kg|kilos?|at night|in the (?:morning|evening|afternoon|night)|last night|this (?:morning|afternoon|evening)|tonight|till|until|o.?clock|ish|and a half (?:years?|months?|weeks?|days?|hours?|stone)|year|month|week|day|hour|minute)s?\\b)';
const PAIN_SCORE = new RegExp(
  `\\b(?:pain|hurts?|hurting|sore|aches?|aching)\\b(?:\\s+(?:is|was|'s))?(?:\\s+${NOT_BETWEEN}[a-z']+){0,3}?[\\s,]+${NOT_A_TIME_BEFORE}(?:maybe|about|around|probably|like|roughly|say|at least)\\s+(?:a\\s+|an\\s+)?${SCORE_OR_RANGE}\\b${NOT_A_SCORE}${NOT_A_PAIN_SCORE_AFTER}`,
);
const BARE_NUMBER = new RegExp(
  `^(?:um |uh |er |erm |well |oh )?(${SCORE})(?:\\s*(?:or|to|-)\\s*(${SCORE}))?\\b${NOT_A_SCORE}`,
);
const SEVERITY_WORDS: [RegExp, number][] = [
  [
    phrases(
      'unbearable',
      'excruciating',
      'agony',
      'agoni[sz]ing',
      'the worst',
      'worst ever',
      'off the scale',
      'off the charts',
    ),
    9,
  ],
  [
    phrases(
      'severe',
      'really bad',
      'very bad',
      'terrible',
      'awful',
      'horrendous',
      'horrible',
      'really painful',
      'very painful',
      'really strong',
    ),
    8,
  ],
  [phrases('quite bad', 'pretty bad', 'fairly bad', 'bad'), 6],
  [
    phrases(
      'moderate',
      'medium',
      'middling',
      'in the middle',
      'so so',
      'average',
      'okay ish',
      'manageable but',
    ),
    5,
  ],
  [
    phrases(
      'mild',
      'slight',
      'not too bad',
      'not that bad',
      'not so bad',
      'bearable',
      'manageable',
      // "paracetamol helps a bit" and "a bit better" are not a score.
      '(?<!(?:helps?|helped|eases?|eased|works?|worked|settles?|settled) )a bit(?! (?:better|worse|easier))',
      'niggl\\w*',
      'minor',
      'low',
      'not bad',
    ),
    3,
  ],
];

/** 0–10, from "seven out of ten", "about a six", "6 or 7" (the higher), or, when asked, "severe". */
export function extractSeverity(a: Analysed, bare: boolean): number | null {
  const text = a.text;
  const scaled =
    SCALE.exec(text) ?? (bare ? (SCORE_WORD.exec(text) ?? BARE_NUMBER.exec(text)) : PAIN_SCORE.exec(text));
  if (scaled) {
    const values = [scaled[1], scaled[2]].filter(Boolean).map((w) => numberOf(w!));
    const value = Math.max(...values.filter((v): v is number => v !== null));
    if (Number.isFinite(value) && value >= 0 && value <= 10) return Math.round(value);
  }
  // Unasked, a number said with words of how bad it is: "it's off the scale now, a nine". The words alone are no
  // score: "I'm in agony" is said of a stubbed toe.
  if (!bare) {
    const score = SEVERE_THEN_SCORE.exec(text) ?? SOLID_SCORE.exec(text) ?? BAD_THEN_SCORE.exec(text);
    // A range said ("seven or eight") is read at its higher end.
    const values = score
      ? [score[1], score[2]].flatMap((w) => (w ? [numberOf(w)] : [])).filter((v): v is number => v !== null)
      : [];
    const value = values.length ? Math.max(...values) : null;
    return value !== null && value >= 0 && value <= 10 ? Math.round(value) : null;
  }
  for (const [pattern, value] of SEVERITY_WORDS) if (pattern.test(text)) return value;
  return null;
}

// The score straight after the words, not a time said later: "off the scale now, a nine", not "unbearable, it started
// around two".
const SEVERE_THEN_SCORE = new RegExp(
  `\\b(?:unbearable|excruciating|agony|agoni[sz]ing|off the (?:scale|charts))(?:\\s+now)?[\\s,]+(?:honestly\\s+|i(?:'d| would) say\\s+)?(?:(?:it's|its|a|an|about|maybe|like|say|probably|easily|at least|definitely)\\s+)+(${SCORE})\\b${NOT_A_SCORE}(?!\\s*(?:this|last|in the|at night|tonight|o'?clock|am|pm)\\b)`,
);
/** The pain called bad, then a score or a range: "the pain's bad, seven or eight" (the higher end is read). */
const BAD_THEN_SCORE = new RegExp(
  `\\b(?:pain|it)(?:\\W?s| is) (?:really |very |pretty )?(?:bad|awful|terrible|horrible|strong|severe),?\\s+(?:about |maybe |like )?${SCORE_OR_RANGE}\\b(?=\\s*(?:[,.;!?]|$|out of (?:10|ten)\\b|\\/ ?10\\b))`,
);
/** A score said with the word that makes it one: "today it's a solid 8", "easily a nine". */
const SOLID_SCORE = new RegExp(
  `\\b(?:a solid|a strong|easily a|easily an|at least a|at least an|a good solid)\\s+(${SCORE})\\b${NOT_A_SCORE}(?!\\s*(?:this|last|in the|at night|tonight|o'?clock|am|pm|hours?|miles?|km|k|kilometres?|inches|feet|stone|pounds?|pounder|lbs?|kg|goals?|points?|laps?|reps?|nil)\\b)`,
);
// ---- character ----------------------------------------------------------------------------------

const CHARACTERS: [RegExp, string][] = [
  [phrases('throbb\\w*', 'pound\\w*', 'puls\\w*', 'thump\\w*', 'banging'), 'throbbing'],
  [phrases('sharp', 'stabbing', 'knife[- ]like', 'like a knife'), 'sharp'],
  [phrases('dull', 'heavy'), 'dull'],
  [phrases('aching', 'achy', 'an ache', 'nagging'), 'aching'],
  [phrases('burning', 'burns', 'like fire'), 'burning'],
  [phrases('cramp\\w*', 'colick?y', 'comes in waves', 'griping'), 'crampy'],
  [phrases('tight\\w*', 'band', 'squeez\\w*', 'pressure', 'pressing', 'vice', 'vise'), 'tight, pressing'],
  [phrases('shooting', 'electric', 'like a shock'), 'shooting'],
  [phrases('tingl\\w*', 'pins and needles'), 'tingling'],
  [phrases('sore', 'tender', 'raw', 'scratchy'), 'sore'],
  [phrases('constant', 'all the time', "doesn't go away"), 'constant'],
  [phrases('comes and goes', 'on and off', 'intermittent', 'now and then'), 'coming and going'],
];

export function extractCharacter(a: Analysed): string[] {
  return CHARACTERS.filter(([pattern]) => presence(a, pattern) === 'present').map(([, word]) => word);
}

// ---- location and spread ------------------------------------------------------------------------

const TUMMY = '(?:my |the )?(?:tummy|stomach|belly|abdomen)';
const LOWER = '(?:lower|bottom|low)(?: down)?(?: on| to| at)?(?: the)?';
const UPPER = '(?:upper|top|high|higher)(?: up)?(?: on| to| at)?(?: the)?';
const HAND_SIDE = '(?:[- ]hand)?(?: side)?';
/** The quarters of the tummy, as a short reply names them ("lower right", "top left side"). */
const TUMMY_QUARTERS: [string, string][] = [
  [`${LOWER} right${HAND_SIDE}`, 'the lower right of the tummy'],
  [`${LOWER} left${HAND_SIDE}`, 'the lower left of the tummy'],
  [`${UPPER} right${HAND_SIDE}`, 'the upper right of the tummy'],
  [`${UPPER} left${HAND_SIDE}`, 'the upper left of the tummy'],
];

// A label starting "the" or a preposition is the whole site ("behind the eyes"); any other gets its side
// ("the left knee") or "the" ("the neck").
const PARTS: [RegExp, string][] = [
  [phrases('forehead', 'front of (?:my|the) head'), 'forehead'],
  [phrases('temples?'), 'temples'],
  [phrases('back of (?:my|the) head'), 'back of the head'],
  [phrases('top of (?:my|the) head'), 'top of the head'],
  [phrases('behind (?:my|the) left eye'), 'behind the left eye'],
  [phrases('behind (?:my|the) right eye'), 'behind the right eye'],
  [phrases('behind (?:my|the) eyes?'), 'behind the eyes'],
  [phrases('side of (?:my|the) head', 'sides of (?:my|the) head'), 'side of the head'],
  [phrases('lower back', 'bottom of (?:my|the) back', 'small of (?:my|the) back', 'lumbar'), 'lower back'],
  [phrases('upper back', 'between (?:my|the) shoulder blades'), 'upper back'],
  [phrases('(?:middle|centre|center) of (?:my|the) back', 'mid[- ]?back'), 'the middle of the back'],
  [phrases('neck'), 'neck'],
  [phrases('shoulders?'), 'shoulder'],
  [
    phrases('(?:middle|centre|center) of (?:my|the) chest', 'behind (?:my|the) (?:breastbone|sternum)'),
    'the middle of the chest',
  ],
  [phrases('chest', 'breastbone', 'sternum'), 'chest'],
  ...TUMMY_QUARTERS.map(([quarter, site]): [RegExp, string] => [
    phrases(`${quarter}(?: of)? ${TUMMY}`),
    site,
  ]),
  [phrases(`(?:middle|centre|center) of ${TUMMY}`), 'the middle of the tummy'],
  [
    phrases(
      'upper (?:tummy|stomach|belly|abdomen)',
      'top of (?:my|the) (?:tummy|stomach)',
      'under (?:my|the) ribs',
    ),
    'upper tummy',
  ],
  [
    phrases(
      'lower (?:tummy|stomach|belly|abdomen)',
      'bottom of (?:my|the) (?:tummy|stomach)',
      'pelvis',
      'below (?:my|the) belly button',
    ),
    'lower tummy',
  ],
  [phrases('belly button', 'navel'), 'around the belly button'],
  [phrases('tummy', 'stomach', 'belly', 'abdomen', 'gut'), 'tummy'],
  [phrases('groin'), 'groin'],
  [phrases('hips?'), 'hip'],
  [phrases('buttocks?', 'bum', 'bottom(?! (?:right|left)\\b)'), 'buttock'],
  [phrases('thighs?'), 'thigh'],
  [phrases('knees?', 'behind (?:my|the) knees?'), 'knee'],
  [phrases('calf', 'calves', 'shin'), 'calf'],
  [phrases('ankles?'), 'ankle'],
  [phrases('feet', 'foot', 'heel', 'toes?'), 'foot'],
  [phrases('legs?'), 'leg'],
  [phrases('elbows?', 'inside of (?:my|the) elbows?'), 'elbow'],
  [phrases('wrists?'), 'wrist'],
  [phrases('hands?', 'fingers?', 'palms?'), 'hand'],
  [phrases('arms?'), 'arm'],
  [phrases('ears?'), 'ear'],
  [phrases('eyes?'), 'eye'],
  [phrases('jaw'), 'jaw'],
  [phrases('face', 'cheeks?'), 'face'],
  [phrases('throat'), 'throat'],
  [phrases('scalp'), 'scalp'],
  [phrases('head'), 'head'],
];
const SIDE =
  /\b(left|right|both|either|one)(?:[- ]hand)?(?: sides?)?(?: of)?\s+(?:my\s+|the\s+|his\s+|her\s+)?$/;
const OUTSIDE = /\b(outside|outer|inside|inner|front|back)(?: of)?\s+(?:my\s+|the\s+)?$/;
const SIDE_ONLY = phrases(
  '(?:on )?the left(?: side)?',
  '(?:on )?the right(?: side)?',
  'left side',
  'right side',
  'both sides',
  'one side',
  'all over',
  'everywhere',
  'all around',
);

/** The areas whose location question a short reply answers: "the back" is the back of the head only then. */
export type BodyArea = 'head' | 'tummy' | 'back' | 'chest';

// "the back", but not "the back of my neck", which is read as a part.
const SHORT = (...alternatives: string[]) =>
  new RegExp(`${phrases(...alternatives).source}(?!(?:[- ]hand)?(?: side)? of\\b)`);
const MIDDLE = '(?:^|the |in the )(?:middle|centre|center)|^mid(?:dle)?$';
/** Places named in a few words when the area's location question is the one being answered. */
const REGIONS: Record<BodyArea, [RegExp, string][]> = {
  head: [
    [SHORT('(?:^|the )back'), 'the back of the head'],
    [SHORT('(?:^|the )front'), 'the forehead'],
    [SHORT('(?:^|the )top', 'on top'), 'the top of the head'],
  ],
  tummy: [
    ...TUMMY_QUARTERS.map(([quarter, site]): [RegExp, string] => [SHORT(quarter), site]),
    [SHORT(MIDDLE), 'the middle of the tummy'],
    [SHORT('(?:^|the )bottom', 'lower(?: down)?', 'low down'), 'the lower tummy'],
    [SHORT('(?:^|the )top', 'upper', 'higher up', 'high up'), 'the upper tummy'],
  ],
  back: [
    [SHORT(MIDDLE), 'the middle of the back'],
    [SHORT('(?:^|the )bottom', 'lower(?: down)?', 'low down'), 'the lower back'],
    [SHORT('(?:^|the )top', 'upper', 'higher up', 'high up'), 'the upper back'],
  ],
  chest: [[SHORT(MIDDLE), 'the middle of the chest']],
};

/** Words that look like a part and are not: the "hand" of "right-hand side". */
// "On the left-hand side"; "they move about under my fingers", "I can feel it with my hand": the part that feels, not
// the part that hurts.
const NOT_A_PART =
  /(?<=\b(?:left|right)[- ])hand(?= sides?\b)|(?<=\b(?:under|with|between|beneath) my )(?:fingers?|fingertips?|hands?|thumbs?)\b(?! (?:hurts?|is|are|feels?|went|gone|has|have|keeps?))/g;

const SPREAD_VERB =
  /\b(?:spread\w*|go(?:es|ing)?|went|radiat\w*|shoot\w*|mov\w*|travel\w*|run\w*)\s+(?:down|into|to|up|through|towards?|across|round|around|along)\s+(?:to\s+|into\s+)?/;
const NO_SPREAD =
  /\b(?:doesn't|does not|don't|didn't|not|never) (?:spread|go|move|radiate|travel)\w*|\bstays? (?:there|in (?:one|the same) (?:place|spot))|\bjust (?:there|in one place)\b/;

export interface Location {
  sites: string[];
  spread: string[];
  noSpread: boolean;
}

function siteAt(clause: string, index: number, part: string, said: string): string {
  if (/^(?:the|behind|around|between) /.test(part)) return part;
  const before = clause.slice(0, index);
  if (
    said === `${part}s` &&
    !SIDE.test(before) &&
    ['eye', 'ear', 'knee', 'ankle', 'wrist', 'elbow', 'hip', 'shoulder', 'hand', 'leg', 'arm'].includes(part)
  )
    return `both ${part}s`;
  const side = SIDE.exec(before);
  const outside = OUTSIDE.exec(before);
  if (side) {
    const which = side[1] === 'either' || side[1] === 'both' ? 'both' : side[1];
    return which === 'both' ? `both ${part === 'foot' ? 'feet' : part + 's'}` : `the ${which} ${part}`;
  }
  if (outside) return `the ${outside[1]} of the ${part}`;
  return `the ${part}`;
}

const BARE_SIDE =
  /^(?:(?:it's |its |on |in |just |only |um |er )*)(?:the )?(left|right|both)(?: one| ones| side| sides)?\b/;

/** What the location question being answered was about. */
export interface LocationAsked {
  /** A paired organ: a bare "the left one" or "both" answers "Which ear is it?". */
  paired?: string;
  /** The area asked about: a bare "the back" or "lower right" names a place in it. */
  area?: BodyArea;
}

/**
 * Where it is and where it spreads: "on the left side", "lower back, going down my right leg".
 * When its question is being answered (`bare`), `asked` completes short replies: "the left one" (which ear?),
 * "at the back" (where in your head?), "lower right" (where in your tummy?).
 */
export function extractLocation(a: Analysed, bare: boolean, asked: LocationAsked = {}): Location {
  const part = asked.paired;
  const bareSide = bare && part ? BARE_SIDE.exec(a.text) : null;
  if (bareSide) {
    const side = bareSide[1]!;
    const site = side === 'both' ? `both ${part}s` : `the ${side} ${part}`;
    return { sites: [site], spread: [], noSpread: false };
  }
  const sites: string[] = [];
  const spread: string[] = [];
  // Parts named in full are read first, so "at the back" is read only when no part was named.
  const table = bare && asked.area ? [...PARTS, ...REGIONS[asked.area]] : PARTS;
  for (const clause of a.clauses) {
    const verb = SPREAD_VERB.exec(clause);
    // Specific parts come first in PARTS; each match is blanked so "back of my head" is not also "head".
    let remaining = clause.replace(NOT_A_PART, (s) => ' '.repeat(s.length));
    for (const [pattern, part] of table) {
      for (const m of remaining.matchAll(new RegExp(pattern.source, 'g'))) {
        if (isNegatedAt(clause, m.index)) continue;
        const site = siteAt(clause, m.index, part, m[0]);
        const target = verb && m.index >= verb.index ? spread : sites;
        if (!sites.includes(site) && !spread.includes(site)) target.push(site);
      }
      remaining = remaining.replace(new RegExp(pattern.source, 'g'), (s) => ' '.repeat(s.length));
    }
  }
  const side = SIDE_ONLY.exec(a.text);
  const sided = sites.some((site) => /\b(?:left|right|both|side)\b/.test(site));
  if (side && !sided && (bare || /\b(?:head|headache|side)\b/.test(a.text))) {
    const word = side[0].replace(/^on /, '');
    const site = /^(?:all over|everywhere|all around)$/.test(word)
      ? 'all over'
      : word.startsWith('the')
        ? `${word.replace(/ side$/, '')} side`
        : `the ${word}`;
    const normalized = site.replace(/^the both sides$/, 'both sides').replace(/^the one side$/, 'one side');
    if (!sites.includes(normalized)) sites.unshift(normalized);
  }
  return { sites: dedupeSites(sites), spread, noSpread: NO_SPREAD.test(a.text) };
}

/** A site is dropped when a more specific one says it too: "the knee" with "the left knee",
 * "the upper tummy" with "the upper right of the tummy". */
function dedupeSites(sites: string[]): string[] {
  const words = (site: string) => site.split(' ');
  return sites.filter(
    (site) =>
      !sites.some(
        (other) =>
          words(other).length > words(site).length &&
          words(site).every((word) => words(other).includes(word)),
      ),
  );
}

// ---- what makes it better or worse --------------------------------------------------------------

export interface Modifiers {
  better: string[];
  worse: string[];
  nothing: boolean;
}

const BETTER_AFTER =
  /\b(?:better|easier|eases?|eased|relieved|relief|helps?|helped|settles?|soothes?) ((?:when|if|with|after|by|once|while|from)\s+[^,;.]{3,45})/g;
const BETTER_BEFORE =
  /\b((?:[\w'-]+ ){0,3}?[\w'-]+)\s+(?:helps?|helped|makes? it (?:a bit |a little |much |slightly )?better|eases? it|eased it|seems to help|takes? the edge off|took the edge off|works?|worked|settles? it)\b/g;
const WORSE_AFTER =
  /\b(?:worse|hurts more|more painful|aggravated|worst|hurts|painful|aches|sore) ((?:when|if|with|after|in|on|at|during|by|whenever|first thing in|from)\s+[^,;.]{3,45})/g;
const WORSE_BEFORE =
  /\b((?:[\w'-]+ ){0,3}?[\w'-]+)\s+(?:makes? it worse|makes? it hurt|brings? it on|sets? it off|triggers? it|aggravates it|makes? the pain worse)\b/g;
const ASKING_FOR_HELP =
  /(?:^|\s)(?:please|someone|somebody|anyone|anybody|you|need|needs|to|can|could|will|would|for|god)$/;
const LEAD_IN =
  /^(?:i think|i find|i guess|i've found|i found|maybe|probably|sometimes|well|um|and|but|also|actually|really|only|just|yes|yeah|no|nothing but)\s+/;
const NOTHING =
  /\b(?:nothing (?:really |much |at all )?(?:helps|makes (?:it|much|any) (?:better|worse|difference)|seems to (?:help|change|make)|changes it|in particular|really|much|i can think of|i've noticed|i know of)|not that i've noticed|not that i can tell|not really|doesn't seem to (?:change|matter|make)|no difference|haven't noticed anything|nothing)\b/;

export function extractModifiers(a: Analysed, bare: boolean): Modifiers | null {
  // Read by phrase, not clause: "worse when I bend" spans what the clause splitter would cut.
  const phrasesOnly: Analysed = { text: a.text, clauses: a.text.split(/[,;.!?]+\s*/).filter(Boolean) };
  // "worse when I bend over and lying down helps": an "after" phrase ends at a conjunction, a "before" one starts after it.
  const collect = (pattern: RegExp, keep: 'first' | 'last', eases = false) =>
    matchesIn(phrasesOnly, pattern)
      .map(({ match }) => {
        const parts = match[1]!.trim().split(/\s+(?:and|but|or|so|because|though)\s+/);
        const part = keep === 'first' ? parts[0]! : parts[parts.length - 1]!;
        return secondPerson(part.replace(LEAD_IN, '').replace(LEAD_IN, ''));
      })
      .filter((s) => !/^(?:it|that|this|nothing|anything|what|which|not|don't|doesn't)$/.test(s))
      // "…cotton buds, which probably hasn't helped": what is said not to have helped eases nothing ("better when
      // I'm not moving" and "worse if I haven't eaten" keep their "not").
      .filter((s) => !eases || !/^(?:which|who)\b|\b(?:not|never)\b|n't\b/.test(s))
      // "rushed off my feet at work": a place, not what works ("worse when I breathe in" is kept).
      .filter((s) => keep === 'first' || !/\b(?:at|to|from|for|after|before|in|of|off|on|into)$/.test(s))
      // "Please help", "can you help", "I need help": asking for help, not what eases it.
      .filter((s) => !ASKING_FOR_HELP.test(s));
  const better = collect(BETTER_AFTER, 'first').concat(
    collect(BETTER_BEFORE, 'last', true).map((s) => `with ${s}`),
  );
  const worse = collect(WORSE_AFTER, 'first').concat(collect(WORSE_BEFORE, 'last').map((s) => `with ${s}`));
  const nothing = bare && (NOTHING.test(a.text) || answerOf(a.text) === 'no');
  if (better.length === 0 && worse.length === 0 && !nothing) return null;
  return { better, worse, nothing: nothing && better.length === 0 && worse.length === 0 };
}

// ---- medical history ----------------------------------------------------------------------------

const CONDITIONS: [RegExp, string][] = [
  [phrases('asthma\\w*'), 'asthma'],
  [phrases('copd', 'emphysema', 'chronic bronchitis'), 'COPD'],
  [phrases('type (?:1|one) diabet\\w*'), 'type 1 diabetes'],
  [phrases('type (?:2|two) diabet\\w*'), 'type 2 diabetes'],
  [phrases('diabet\\w*', 'sugar diabetes'), 'diabetes'],
  [phrases('high blood pressure', 'hypertension', 'blood pressure'), 'high blood pressure'],
  [
    phrases(
      'heart (?:disease|problems?|condition|failure|attack)',
      'angina',
      'atrial fibrillation',
      'af',
      'irregular heartbeat',
    ),
    'a heart condition',
  ],
  [phrases('kidney (?:disease|problems?|failure)', 'ckd'), 'kidney disease'],
  [phrases('liver (?:disease|problems?)', 'cirrhosis', 'hepatitis'), 'liver disease'],
  [phrases('epilep\\w*'), 'epilepsy'],
  [phrases('(?:stomach|peptic|duodenal) ulcers?', 'ulcers?'), 'a stomach ulcer'],
  [phrases('depress\\w*'), 'depression'],
  [phrases('anxiety'), 'anxiety'],
  [
    phrases('(?:under|over)active thyroid', 'thyroid', 'hypothyroid\\w*', 'hyperthyroid\\w*'),
    'a thyroid condition',
  ],
  [phrases('arthritis'), 'arthritis'],
  [phrases('eczema'), 'eczema'],
  [phrases('cancer', 'chemo\\w*'), 'cancer'],
  [
    phrases('immunosuppress\\w*', 'weak(?:ened)? immune system', 'hiv', 'transplant'),
    'a weakened immune system',
  ],
  [phrases('sickle cell'), 'sickle cell disease'],
  [phrases('migraines'), 'migraines'],
  [phrases('hay ?fever'), 'hay fever'],
  [phrases('ibs', 'irritable bowel'), 'irritable bowel syndrome'],
  [phrases("crohn'?s", 'colitis'), 'inflammatory bowel disease'],
  [phrases('bleeding disorder', 'haemophilia', 'hemophilia'), 'a bleeding disorder'],
];

const MEDICINES: [RegExp, string][] = [
  [phrases('paracetamol', 'acetaminophen', 'tylenol', 'calpol', 'panadol'), 'paracetamol'],
  [phrases('ibuprofen', 'nurofen', 'advil', 'brufen'), 'ibuprofen'],
  [phrases('naproxen'), 'naproxen'],
  [phrases('aspirin'), 'aspirin'],
  [phrases('co-?codamol', 'codeine'), 'codeine'],
  [phrases('tramadol'), 'tramadol'],
  [
    phrases(
      '(?:blue |brown |purple |reliever |preventer |steroid )?inhalers?',
      'salbutamol',
      'ventolin',
      'puffer',
    ),
    'an inhaler',
  ],
  [phrases('metformin'), 'metformin'],
  [phrases('insulin'), 'insulin'],
  [
    phrases(
      'warfarin',
      'apixaban',
      'eliquis',
      'rivaroxaban',
      'xarelto',
      'edoxaban',
      'dabigatran',
      'blood thinners?',
      'anticoagulants?',
    ),
    'a blood thinner',
  ],
  [phrases('clopidogrel'), 'clopidogrel'],
  [
    phrases(
      'amlodipine',
      'ramipril',
      'lisinopril',
      'losartan',
      'candesartan',
      'bendroflumethiazide',
      'indapamide',
      'blood pressure (?:tablets|pills|medicine|medication)',
    ),
    'blood pressure tablets',
  ],
  [phrases('bisoprolol', 'atenolol', 'propranolol', 'beta blockers?'), 'a beta blocker'],
  [
    phrases('statins?', 'atorvastatin', 'simvastatin', 'rosuvastatin', 'cholesterol (?:tablets|pills)'),
    'a statin',
  ],
  [phrases('levothyroxine', 'thyroxine'), 'levothyroxine'],
  [phrases('omeprazole', 'lansoprazole', 'esomeprazole', 'pantoprazole'), 'a stomach acid tablet'],
  [
    phrases(
      'sertraline',
      'citalopram',
      'escitalopram',
      'fluoxetine',
      'prozac',
      'mirtazapine',
      'venlafaxine',
      'antidepressants?',
    ),
    'an antidepressant',
  ],
  [phrases('amitriptyline', 'nortriptyline'), 'amitriptyline'],
  [
    phrases('(?:the |contraceptive |combined |mini )pill', 'birth control', 'contraceptive'),
    'the contraceptive pill',
  ],
  [phrases('hrt'), 'HRT'],
  [
    phrases('cetirizine', 'loratadine', 'fexofenadine', 'antihistamines?', 'piriton', 'chlorphenamine'),
    'an antihistamine',
  ],
  [phrases('sumatriptan', 'triptans?', 'rizatriptan', 'zolmitriptan'), 'a triptan'],
  [phrases('prednisolone', 'steroid tablets', 'steroids'), 'steroid tablets'],
  [phrases('methotrexate'), 'methotrexate'],
  [phrases('lithium'), 'lithium'],
  [
    phrases('antibiotics?', 'amoxicillin', 'penicillin', 'doxycycline', 'nitrofurantoin', 'trimethoprim'),
    'antibiotics',
  ],
];

const NO_CONDITIONS =
  /\b(?:no (?:medical |health |long[- ]term )(?:conditions|problems|illnesses|issues)|no (?:other )?(?:conditions|illnesses)|fit and (?:well|healthy)|(?:otherwise |generally |pretty |perfectly )?healthy|no health problems|nothing medical)\b/;
// "No, nothing else" or "no problems" only says "no conditions" when that is what was asked.
const NO_CONDITIONS_WHEN_ASKED = /\b(?:nothing (?:like that|wrong|else)|no (?:other )?(?:problems|issues))\b/;
// "No pills have helped" is what helps, not what is taken.
const NO_MEDICINES =
  /\b(?:no (?:regular |other |prescribed )?(?:medicines?|medications?|meds|tablets|pills|drugs|prescriptions?)(?! (?:have |has )?(?:helped|help|worked|work|touched|done))|not on (?:any|anything)|don't take (?:anything|any)|(?:i'm |i am )?not taking (?:anything|any)|nothing regular)\b/;

/** Any word the history readers look for: a cheap first look at a text, before reading it closely. */
const HISTORY_WORDS = new RegExp(
  [...CONDITIONS, ...MEDICINES]
    .map(([pattern]) => pattern.source)
    .concat([NO_CONDITIONS.source, NO_MEDICINES.source, '\\ballerg', '\\bnkda\\b'])
    .join('|'),
);

const HISTORY_WORDS_ANYWHERE = new RegExp(HISTORY_WORDS.source, 'g');

/**
 * The texts that may name a condition, a medicine or an allergy (or deny having any), found in one pass over all
 * of them: a cheap first look before reading those few closely.
 */
export function textsNamingHistory(texts: readonly string[]): string[] {
  const starts: number[] = [];
  let at = 0;
  for (const text of texts) {
    starts.push(at);
    at += text.length + 1;
  }
  const named = new Set<number>();
  for (const match of texts.join('\n').toLowerCase().matchAll(HISTORY_WORDS_ANYWHERE)) {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= match.index) low = middle;
      else high = middle - 1;
    }
    named.add(low);
  }
  return texts.filter((_, index) => named.has(index));
}

export interface History {
  conditions: string[] | null;
  medicines: string[] | null;
}

function listed(a: Analysed, table: [RegExp, string][]): string[] {
  return [
    ...new Set(table.filter(([pattern]) => presence(a, pattern) === 'present').map(([, name]) => name)),
  ];
}

/** The clauses of a text that end in a question mark: "Is this the cancer?", "Should I take ibuprofen?". */
function questionsIn(a: Analysed): Set<string> {
  const questions = new Set<string>();
  let from = 0;
  for (const clause of a.clauses) {
    const at = a.text.indexOf(clause, from);
    if (at < 0) continue;
    from = at + clause.length;
    // "Could this be from my chemo?" still says the chemo is theirs.
    if (a.text[from] === '?' && !/\b(?:my|his|her|their|our|i'm on|i have|i've)\b/.test(clause))
      questions.add(clause);
  }
  return questions;
}

/** Long-term conditions and regular medicines; [] means none, null means not said. */
export function extractHistory(a: Analysed, bare: boolean): History {
  // Words after "allergic to" are allergies, not medicines taken; a question ("Is this the cancer?") is a worry,
  // not a condition the patient has.
  const asked = questionsIn(a);
  const withoutAllergies: Analysed = {
    text: a.text.replace(/\ballerg\w* to [^,;.]*/g, ''),
    clauses: a.clauses.filter((c) => !asked.has(c)).map((c) => c.replace(/\ballerg\w* to .*/g, '')),
  };
  let conditions: string[] | null = listed(withoutAllergies, CONDITIONS);
  let medicines: string[] | null = listed(withoutAllergies, MEDICINES);
  if (conditions.includes('type 1 diabetes') || conditions.includes('type 2 diabetes'))
    conditions = conditions.filter((c) => c !== 'diabetes');
  if (conditions.length === 0)
    conditions = NO_CONDITIONS.test(a.text) || (bare && NO_CONDITIONS_WHEN_ASKED.test(a.text)) ? [] : null;
  if (medicines.length === 0) medicines = NO_MEDICINES.test(a.text) ? [] : null;
  if (bare && answerOf(a.text) === 'no') {
    conditions ??= [];
    medicines ??= [];
  }
  return { conditions, medicines };
}

const ALLERGY = /\ballerg(?:ic|y|ies) to ([^,;.]+)/g;
const NO_ALLERGY =
  /\b(?:no (?:known )?(?:drug |medicine |medication )?allergies|not allergic to (?:anything|any)|no allergies|nkda|not allergic|(?:i'm|i am) not allergic)\b/;

/** Where, in the text, the clause holding a position begins. */
function clauseStartBefore(a: Analysed, position: number): number {
  let start = 0;
  let from = 0;
  for (const clause of a.clauses) {
    const at = a.text.indexOf(clause, from);
    if (at < 0 || at > position) break;
    start = at;
    from = at + clause.length;
  }
  return start;
}

/** Medicine (and other) allergies; [] means none. */
export function extractAllergies(a: Analysed, bare: boolean): string[] | null {
  const found: string[] = [];
  for (const m of a.text.matchAll(ALLERGY)) {
    // A denial reaches only within its clause: "no regular medicines, and I'm allergic to penicillin".
    if (isNegatedAt(a.text.slice(clauseStartBefore(a, m.index)), m.index - clauseStartBefore(a, m.index)))
      continue;
    for (const item of m[1]!.split(/\s+(?:but|though)\s+.*$/)[0]!.split(/\s+(?:and|or)\s+|\s*,\s*/)) {
      const name = item.replace(/\b(?:i think|as well|too|also|i believe)\b/g, '').trim();
      if (name && !/^(?:anything|any|nothing)$/.test(name)) found.push(name);
    }
  }
  if (found.length > 0) return [...new Set(found)];
  if (NO_ALLERGY.test(a.text)) return [];
  if (bare && (answerOf(a.text) === 'no' || /^(?:none|nothing)\b/.test(a.text))) return [];
  return null;
}

// ---- pregnancy, sex and age ---------------------------------------------------------------------

export type Pregnancy = 'yes' | 'no' | 'possible';

const PREGNANT = phrases('pregnan(?:t|cy)', "i'm expecting", 'expecting a baby');
const NOT_PREGNANT =
  /\b(?:can't be|couldn't be|not|no chance (?:of being|i'm|that i'm)?|definitely not|no way i'm) ?(?:be )?pregnant\b|\b(?:i'm a (?:man|guy|bloke|male|boy|gentleman)|i'm male|had a hysterectomy|post[- ]?menopausal|past the menopause|been through the menopause|no chance)\b/;
const MAYBE_PREGNANT =
  /\b(?:maybe|possibly|might be|could be|not sure|i don't know|period is late|missed (?:my|a) period)\b/;

export function extractPregnancy(
  a: Analysed,
  bare: boolean,
): { pregnant: Pregnancy; weeks: number | null } | null {
  const weeks = new RegExp(`\\b(${NUMBER}) weeks? (?:pregnant|gone)\\b`).exec(a.text);
  if (weeks) return { pregnant: 'yes', weeks: numberOf(weeks[1]!) };
  if (NOT_PREGNANT.test(a.text)) return { pregnant: 'no', weeks: null };
  const p = presence(a, PREGNANT);
  if (p === 'present' && !MAYBE_PREGNANT.test(a.text)) return { pregnant: 'yes', weeks: null };
  if (p === 'negated') return { pregnant: 'no', weeks: null };
  if (!bare) return null;
  const answer = answerOf(a.text);
  if (MAYBE_PREGNANT.test(a.text) || answer === 'unknown') return { pregnant: 'possible', weeks: null };
  if (answer === 'no') return { pregnant: 'no', weeks: null };
  if (answer === 'yes') return { pregnant: 'yes', weeks: null };
  return null;
}

export function extractSex(a: Analysed): 'male' | 'female' | null {
  // "I'm a man", "I'm a 40 year old man", "as a bloke".
  const describedAs = (nouns: string) =>
    new RegExp(`\\b(?:i'm an?|as an?) (?:[\\w-]+ ){0,4}(?:${nouns})\\b|\\bi'm (?:${nouns})\\b`);
  if (describedAs('man|guy|bloke|male|boy|gentleman|lad').test(a.text)) return 'male';
  if (describedAs('woman|lady|female|girl').test(a.text)) return 'female';
  return null;
}

const AGE = new RegExp(
  `\\b(?:i'm|aged|age|i turned)\\s+(${NUMBER})(?:\\s+(?:years?|yrs?)(?:\\s+old)?)?\\b(?!\\s*(?:weeks|days|months|out of|\\/|percent|%|hours|minutes|kg|kilos|stone|pounds|degrees|times|foot|feet|ft|cm|weeks pregnant))|\\b(${NUMBER})[- ]years?[- ]old\\b`,
);

export function extractAge(a: Analysed): number | null {
  const m = AGE.exec(a.text);
  if (!m) return null;
  const value = numberOf(m[1] ?? m[2] ?? '');
  const explicit = /years?|yrs|aged|age\b/.test(m[0]);
  if (value === null || value > 110 || (!explicit && value < 16)) return null;
  return value;
}

/**
 * A child's age as answered to "How old is he?": "six weeks", "about 18 months old", "he's 3", a bare "4" (years);
 * in years, or null.
 */
const AGE_ANSWER = new RegExp(
  `\\b(?:about |around |nearly |almost |only |just |coming up to )?(${NUMBER})(?:\\s*(?:and a half))?\\s*(day|week|wk|month|mth|year|yr)s?\\b`,
);
const BARE_AGE = new RegExp(
  `^\\W*(?:(?:he|she|they)(?:'s| is| are)\\s+)?(?:about |around |nearly |almost |only |just )?(${NUMBER})\\W*$`,
);
export function extractChildAge(a: Analysed): number | null {
  const [said] = agesSaid(a.text);
  if (said !== undefined) return said;
  const unit = AGE_ANSWER.exec(a.text);
  if (unit) {
    const n = numberOf(unit[1]!);
    return n === null ? null : n * UNIT_YEARS[unit[2]!]!;
  }
  const bare = BARE_AGE.exec(a.text);
  const n = bare ? numberOf(bare[1]!) : null;
  return n !== null && n < 18 ? n : null;
}

export const describeList = listOf;

// ---- measured temperature -----------------------------------------------------------------------

const DEGREES = `(${NUMBER})(?:(?: point |\\.|,(?=\\d))(\\d|one|two|three|four|five|six|seven|eight|nine|zero|nought))?`;
const TEMPERATURE_CONTEXT =
  /\b(?:temp\w*|fever\w*|thermometer|degrees|celsius|centigrade|fahrenheit|reading|spiked|running a)\b/;
/** A number followed by these is a time, an age or a count, never a temperature. */
// "104 over 60" is a blood pressure, not 104 °F.
const NOT_DEGREES =
  /^\s*(?:(?:years?|yrs|weeks?|days?|hours?|hrs?|minutes?|mins?|months?|kg|kilos?|out of|\/|percent|%|times|tablets)\b|over\s+(?:\d|[a-z]+ty\b))/;
/** A number after these is someone's age: "I'm 38", "he is 38". */
const AGE_BEFORE = /\b(?:i'm|i am|he's|he is|she's|she is|they're|aged|age|turned)\s*$/;
const TEMPERATURE = new RegExp(
  `\\b(?:a )?(?:hundred and )?${DEGREES} ?(?:degrees? ?)?(c|celsius|centigrade|f|fahrenheit)?\\b`,
  'g',
);

/** A measured temperature in degrees Celsius, from "38.5 °C" or "101 °F" as extractTemperature says them. */
export function celsiusOf(spoken: string): number {
  const value = parseFloat(spoken);
  return spoken.endsWith('F') ? ((value - 32) * 5) / 9 : value;
}

/**
 * A body temperature the patient measured: "38.5", "thirty-eight point five", "a hundred and one" → "38.5 °C",
 * "101 °F". Only numbers in a body's range, in a sentence about temperature, count; the highest one said wins.
 */
export function extractTemperature(a: Analysed, asked = false): string | null {
  let highest: { celsius: number; spoken: string } | null = null;
  for (const m of a.text.matchAll(TEMPERATURE)) {
    const around = a.text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 25);
    if (!asked && !TEMPERATURE_CONTEXT.test(around)) continue;
    const whole = numberOf(m[1]!);
    if (whole === null) continue;
    const hundred = /hundred and/.test(m[0]) ? 100 : 0;
    const tenth = m[2] ? String(numberOf(m[2]) ?? '') : '';
    const value = Number(`${whole + hundred}${tenth && !String(whole).includes('.') ? `.${tenth}` : ''}`);
    const unit = m[3]?.[0] === 'f' || (value >= 95 && value <= 110) ? 'F' : 'C';
    const spoken = `${value} °${unit}`;
    const celsius = celsiusOf(spoken);
    if (celsius < 35 || celsius > 43) continue;
    const start = clauseStartBefore(a, m.index);
    // A denial counts only within its clause: "no cough, my temperature was 38.5" is 38.5.
    if (isNegatedAt(a.text.slice(start), m.index - start)) continue;
    if (NOT_DEGREES.test(a.text.slice(m.index + m[0].length))) continue;
    if (AGE_BEFORE.test(a.text.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (!highest || celsius > highest.celsius) highest = { celsius, spoken };
  }
  return highest?.spoken ?? null;
}
