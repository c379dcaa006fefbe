// When it started, as said: "since yesterday morning", "three days ago", "for a couple of weeks", "Monday, no,
// Tuesday", "the day after the 3rd", with the calendar day the words name. One reader for the doctor and the report.
import { en as chronoEnglish } from 'chrono-node';
import { NUMBER as SPOKEN_NUMBER, numberOf } from './numbers';
import { capitalise, secondPerson } from './speaking';
import { withoutFillers } from './sentences';

/** A count as said before a unit of time: any number in words, and "half an", "couple of", "few". */
const NUMBER = `(?:half an|half a|couple of|couple|few|${SPOKEN_NUMBER})`;
/** A count said before its unit: "five" in "five days ago". */
const COUNT_BEFORE_UNIT = `\\b${NUMBER}(?= (?:min|hour|hr|day|night|week|month|year))`;
const UNIT = '(?:minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|fortnights?|months?|years?)';
const ROUGHLY =
  "(?:(?:about|bout|'bout|around|roughly|approximately|almost|nearly|over|more than|less than|at least|maybe|probably|just over|just under) )?";
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const PART_OF_DAY = '(?:morning|afternoon|evening|night|lunchtime)';

/** Days that fall on one date every year, as patients name them: "since New Year's Day". */
const HOLIDAYS: [spoken: string, month: number, day: number][] = [
  ["new years? ?'?s? day|new year", 1, 1],
  ["valentines? ?'?s? day", 2, 14],
  ['halloween', 10, 31],
  ['bonfire night|guy fawkes night', 11, 5],
  ['christmas eve', 12, 24],
  ['christmas(?: day)?', 12, 25],
  ['boxing day', 12, 26],
  ["new years? ?'?s? eve", 12, 31],
];
const HOLIDAY = `(?:${HOLIDAYS.map(([spoken]) => spoken).join('|')})`;
const HOLIDAY_DATES = HOLIDAYS.map(
  ([spoken, month, day]) => [new RegExp(`^(?:on )?(?:${spoken})$`), month, day] as const,
);

const BANK_HOLIDAY_KINDS =
  '(?:early may |may day |may |spring |late may |summer |august |easter |christmas |new year )';
const BANK_HOLIDAY = `(?:the |last )?${BANK_HOLIDAY_KINDS}?bank holiday(?: monday| weekend)?`;
const BANK_HOLIDAY_SAID = new RegExp(
  `^(?:the |last )?(${BANK_HOLIDAY_KINDS})?bank holiday( monday| weekend)?$`,
  'i',
);

/** Days that move with Easter, and how many days each is from Easter Sunday. */
const EASTER_DAYS: [spoken: RegExp, fromEaster: number][] = [
  [/^(?:on )?good friday$/i, -2],
  [/^(?:on )?easter (?:saturday|eve)$/i, -1],
  [/^(?:on |about |around |roughly )?easter(?: sunday| day)?$/i, 0],
  [/^(?:on )?easter monday$/i, 1],
];
const EASTER_DAY =
  '(?<!\\b(?:a|that|every|each|most|last) )(?:good friday|easter (?:sunday|monday|saturday|eve|day)|(?<=\\bsince (?:about |around |roughly )?)easter\\b(?! (?:holidays?|break|weekend|bank holiday)))';
/** "Since the clocks went back": the last Sunday of October; forward, the last Sunday of March. */
const CLOCKS_CHANGED = 'the clocks (?:went|go|going|changed|were put) (?:back|forward)';
const CLOCKS_CHANGED_SAID = new RegExp(`^${CLOCKS_CHANGED}$`, 'i');

const TIME_POINT_BASE = [
  `${ROUGHLY}${NUMBER} ${UNIT} ago`,
  '(?:the )?day before yesterday',
  `yesterday(?: ${PART_OF_DAY})?`,
  // Not "our last night" of a holiday.
  '(?<!\\b(?:our|my|the|their|his|her|your|final|very) )last ni(?:ght|te)',
  `this ${PART_OF_DAY}`,
  'earlier today',
  'just now',
  'today',
  'tonight',
  `${WEEKDAY} (?:last|the) week`,
  // "Saturday the 17th", "Monday the 11th of May": the date says which Saturday.
  `(?:on )?${WEEKDAY},? (?:the )?\\d{1,2}(?:st|nd|rd|th)(?: of ${MONTH})?`,
  // Not "on a Thursday", "that Thursday" nor "every Monday", which say only what day of the week it was.
  `(?<!\\b(?:a|that|every|each|most) )(?:last |on |this past )?${WEEKDAY}(?: ${PART_OF_DAY})?`,
  HOLIDAY,
  // Days that move with Easter: "on Easter Sunday", "since Good Friday".
  EASTER_DAY,
  CLOCKS_CHANGED,
  // "Since the bank holiday", "on the bank holiday Monday", "the Easter bank holiday weekend".
  BANK_HOLIDAY,
  '(?:last |the )weekend',
  'last week',
  'last month',
  'the other day',
  `(?:the )?\\d{1,2}(?:st|nd|rd|th)(?: of (?:${MONTH}|last month|this month))?`,
  `(?:the )?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth|sixteenth|seventeenth|eighteenth|nineteenth|twentieth|twenty[- ](?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirtieth|thirty[- ]first) of ${MONTH}`,
  `${MONTH} \\d{1,2}(?:st|nd|rd|th)?`,
  '(?:when )?i (?:woke|got) up',
].join('|');
// "The day after the 3rd", "the day before Sunday".
const TIME_POINT = `the day (?:after|before) (?:${TIME_POINT_BASE})|${TIME_POINT_BASE}`;

// "Since about ten o'clock last night": a clock time before the day is part of the moment.
const CLOCK_TIME =
  "(?:(?:about|around|roughly|just after|just before) )?(?:\\d{1,2}(?:[:.]\\d\\d)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: ?o'?clock| ?[ap]\\.?m\\.?)? ";
const SINCE = new RegExp(
  `\\bsince (?:(?:about|around|roughly) (?=the |last |easter))?(?:${CLOCK_TIME})?(?:${TIME_POINT})\\b`,
);
const POINT = new RegExp(`\\b(?:${TIME_POINT})\\b`);
const DURATION = new RegExp(
  `\\b(?:for |over )?the (?:past|last) (?:year|month|week|fortnight)(?: or so| or two)?\\b|\\b(?:(?:on and off|off and on) )?(?:for|over) (?:the )?(?:(?:past|last) )?${ROUGHLY}${NUMBER} ${UNIT}\\b|\\b${ROUGHLY}${NUMBER} ${UNIT} now\\b|\\b(?:been|going on|been going on) ${ROUGHLY}${NUMBER} ${UNIT}\\b`,
);
/** "ten days now": how long it has been, whatever else the sentence says. */
const SO_LONG_NOW = new RegExp(`\\b${ROUGHLY}${NUMBER} ${UNIT} now\\b`);
/** A sentence that is only how long ago: "Ten minutes ago.", "About two hours ago". */
const AGO_ALONE = new RegExp(`^\\W*${ROUGHLY}${NUMBER} ${UNIT} ago\\W*$`);
// Answering "How long?": "Couple weeks.", "Month or so.", "A week or two."
const BARE_DURATION = new RegExp(`^(?:it'?s been |it has been |been )?${ROUGHLY}(?:${NUMBER} )?${UNIT}\\b`);
// "The day after my birthday on the 3rd", "the day after we got back from her grandparents' on the 8th", "the day
// after my birthday — my birthday was the 20th".
const EVENT_WITH_DATE =
  /\b(?:the )?(?:day|morning|night|evening|afternoon) after (?:my|his|her|our|their|the|a|we|i|he|she|they|\w+'s)(?: [\w'-]+){1,6}?(?:,? (?:which|that|it) (?:was|is|'s) (?:on )?| on |\s*[,—–-]\s*(?:my|his|her|our|their|the) [\w'-]+ (?:was|is) (?:on )?)((?:the )?\d{1,2}(?:st|nd|rd|th)(?: of (?:last month|this month|[a-z]+))?)/gi;
const DAY_AFTER_HOLIDAY = new RegExp(
  `\\b(?:the )?(?:day|morning|night|evening|afternoon) after (?:my |his |her |our |their |the )?(${HOLIDAY})(?: party| do| dinner| night out)?`,
  'gi',
);
/** A day said, then "the day after" it with nothing after: "on the 21st, and he woke up the morning after with it". */
const THE_DAY_AFTER_THAT = new RegExp(
  `\\b((?:the )?\\d{1,2}(?:st|nd|rd|th)(?: of (?:${MONTH}|last month|this month))?|${WEEKDAY}|${HOLIDAY})\\b([^.?!]{0,60}?\\b)(?:the )?(?:day|morning|night|evening|afternoon) after\\b(?! (?:my|his|her|our|their|the|a|an|that|this|we|i|he|she|they|it|you|\\w+'s|\\d+\\w*)\\b)`,
  'gi',
);
/** "Day after my birthday": a day named by another, not a duration. */
const DAY_NAMED_BY_ANOTHER = /^(?:the )?day (?:after|before)\b/;

const ONSET_VERB =
  /\b(?:start(?:ed|s)?|began|begun|came on|come on|came up|come up|flared(?: up)?|kicked off|first (?:noticed|mentioned|complained)|noticed (?:it|them|this)|appeared|happened|woke up with|woke (?:up|me)|hurt (?:it|my)|twisted|sprained|rolled|fell|had a fall|slipped|tripped|injured|burnt|burned|cut|banged|bumped|knocked|bitten|stung|poked|scratched|scraped|grazed|got (?:it|sick|ill|poked|hit|scratched|caught|bitten|stung)|(?:took|checked|measured) (?:my|his|her|their) (?:blood pressure|bp|temperature|temp|sugar|blood sugar))\b/;
// "I started a couch-to-5k three weeks ago": what the patient took up, not when the trouble began.
const TOOK_UP =
  /\bi (?:start(?:ed|s)?|began) (?=(?:a|an|the|my|on|taking|running|training|work|school|college|uni|university|nursery)\b)/g;

/** Where the sentence says something began, if it does. */
function onsetVerbIn(lower: string): RegExpExecArray | null {
  return ONSET_VERB.exec(lower.replace(TOOK_UP, (took) => ' '.repeat(took.length)));
}
// A duration is an onset only when it is about having something, not "I slept for two hours".
const ONGOING = /\b(?:had|been|going on|lasted|lasting|ongoing|got|having|on and off|off and on)\b/;
// "Yes, actually, my shoulder…" agrees and adds; "Monday, actually Tuesday" and "Sunday — no, Saturday" correct.
// "Sunday — no, Saturday, we went on the Saturday": after a dash or a comma, a "no" puts a day right only when a day
// follows at once and ends there; "on Friday - no itching, but yesterday it spread" and "since Saturday, no, yesterday
// I couldn't hear" deny something else.
const DAY_PUT_RIGHT =
  "(?:sorry,?\\s*|wait,?\\s*|actually,?\\s*|i mean,?\\s*)?(?:on |last |the |it was |it's )?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day(?: (?:morning|afternoon|evening|night))?|yesterday(?: (?:morning|afternoon|evening))?|today|this (?:morning|afternoon|evening)|last night|the day before(?: yesterday)?|the \\d{1,2}(?:st|nd|rd|th)|(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|an) (?:days?|weeks?|hours?|months?)(?: ago)?)(?=\\s*(?:[,.;!?]|$|actually\\b))";
export const ONSET_CORRECTION = new RegExp(
  `(?<!\\b(?:yes|yeah|yep),?\\s)\\bactually\\b|\\b(?:sorry|i mean|no wait|wait|hang on|hold on|correction|come to think of it|thinking about it|rather)\\b|,\\s*no,\\s*(?=it was\\b|it's\\b|make that\\b|${DAY_PUT_RIGHT})|\\s[-–—]+\\s*no\\b[,.]?\\s*(?:[-–—]+\\s*)?(?=${DAY_PUT_RIGHT})|^\\W*no\\b[\\s,.!-]*(?:\\S+\\s*){0,5}$`,
  'i',
);
// "How long did it last?", "how long would you say the jerking went on for?" ask about one episode, not when it
// began.
export const ASKS_ONSET =
  /\b(?:when did|when was|how long ago|how long(?! each\b| [^?.]{0,30}\beach (?:one|attack|episode|time|bout|spell|fit|turn)\b| (?:did|does|do|would you say)\b[^?.]{0,40}\b(?:last(?:ed)?|went on for|go(?:es)? on for)\b)|since when|what time|when (?:it|this|that|the \w+) (?:start|began)|when (?:it|this|that|they|(?:the|your|his|her|their) (?:[\w'-]+ ){1,4})first (?:started|began|appeared|came (?:on|up|out)|showed up))\b(?<!\bwhen was(?= (?:your|her|his|their) last))|\bwhen\s*\?|^\W*since\s*\?/i;

/** What the reader is told about the sentence besides its words. */
export interface OnsetContext {
  /** The sentence answers "when did it start?" or "how long?": a bare "Monday" or "couple weeks" is an onset. */
  answersOnsetQuestion: boolean;
  /** Whether the (lower-case) sentence names a symptom it does not deny: symptom knowledge, from the caller. */
  mentionsSymptom: (lower: string) => boolean;
}

export interface OnsetCandidate {
  /** The words as said: "since yesterday morning". */
  phrase: string;
  /** The part that names a moment, for dating it; absent for a duration. */
  moment?: string;
  /** Said as an onset ("it started…", "since…", an answer to "when did it start?"), not merely nearby. */
  explicit: boolean;
  correction: boolean;
}

/** An onset as the doctor says it back after the complaint, and how long ago it began. */
export interface SpokenOnset {
  /** "since yesterday morning", "for three days", "since you ate the prawns". */
  phrase: string;
  /** How many days ago it started, when that can be told. */
  daysAgo: number | null;
}

// Every onset names a time: a sentence without one of these words has none, and needs no closer reading.
// A digit counts only as part of a time ("3 days", "the 14th", "10:30"), not a rating or a temperature.
const TIME_HINT =
  /\d+\s*(?:min|hour|hr|day|night|week|fortnight|month|year|st\b|nd\b|rd\b|th\b|am\b|pm\b|o'?clock)|\d[:/]\d|\b(?:minutes?|mins?|hours?|hrs?|days?|nights?|nite|weeks?|weekends?|fortnights?|fort night|months?|years?|ago|since|mornin\w*|noon|afternoon|evening|tonight|today|yesterday|last|now|woke|got up|earlier|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** The onset one sentence states, if any. */
export function onsetIn(text: string, context: OnsetContext): OnsetCandidate | undefined {
  const { answersOnsetQuestion, mentionsSymptom } = context;
  if (!TIME_HINT.test(text)) return undefined;
  // "Tuesday — no, sorry, Wednesday": what follows the correction is what was meant.
  const cue = ONSET_CORRECTION.exec(text);
  if (cue) {
    const after = text.slice(cue.index + cue[0].length);
    const corrected = onsetIn(after, context) ?? pointPutRight(text.slice(0, cue.index), after, context);
    if (corrected) return { ...corrected, correction: true };
  }
  // Speech and texting: "a fort night ago", "this mornin".
  const spoken = withoutFillers(text)
    .replace(/\bfort night\b/gi, 'fortnight')
    .replace(/\b(morn|even)in\b'?/gi, '$1ing')
    // "Three weeks back" is three weeks ago.
    .replace(/\b(minutes?|hours?|days?|weeks?|fortnights?|months?|years?) back\b/gi, '$1 ago')
    // "The morning after my birthday, which was on the 3rd" began the day after the 3rd.
    .replace(EVENT_WITH_DATE, 'the day after $1')
    // "The morning after his Halloween party" began the day after Halloween.
    .replace(DAY_AFTER_HOLIDAY, 'the day after $1')
    // "My birthday was the 9th, and it started the day after" began the day after the 9th.
    .replace(THE_DAY_AFTER_THAT, '$1$2the day after $1');
  const lower = spoken.toLowerCase();
  const said = (match: RegExpExecArray) => spoken.slice(match.index, match.index + match[0].length);
  const correction = cue !== null;

  const since = SINCE.exec(lower);
  if (since)
    return { phrase: said(since), moment: said(since).slice('since '.length), explicit: true, correction };

  const point = onsetPoint(lower);
  if (point && (onsetVerbIn(lower) !== null || answersOnsetQuestion)) {
    return { phrase: said(point), moment: said(point), explicit: true, correction };
  }
  const duration = DURATION.exec(lower);
  if (duration && (ONGOING.test(lower) || answersOnsetQuestion || mentionsSymptom(lower))) {
    return { phrase: said(duration), explicit: true, correction };
  }
  // "Ten minutes ago." said on its own: when it happened, whatever was asked.
  if (point && AGO_ALONE.test(lower))
    return { phrase: said(point), moment: said(point), explicit: true, correction };
  const bareDuration = DAY_NAMED_BY_ANOTHER.test(lower) ? null : BARE_DURATION.exec(lower);
  if (bareDuration && answersOnsetQuestion) return { phrase: said(bareDuration), explicit: true, correction };
  const soLongNow = SO_LONG_NOW.exec(lower);
  if (soLongNow) return { phrase: said(soLongNow), explicit: true, correction };

  if (point && mentionsSymptom(lower)) {
    return { phrase: said(point), moment: said(point), explicit: false, correction };
  }
  return undefined;
}

/**
 * "Since Sunday — no, sorry, Saturday, because…", "Monday night, no, Sunday, they moved the game": a day said and
 * then put right. The day put right is when it happened, as the day first said would have been ("since Saturday");
 * a patient puts a day right only when it dates what happened, so it is an onset even with nothing else said.
 */
function pointPutRight(before: string, after: string, context: OnsetContext): OnsetCandidate | undefined {
  if (!POINT.test(before.toLowerCase())) return undefined;
  const corrected = onsetIn(after, { ...context, answersOnsetQuestion: true });
  if (!corrected?.moment) return undefined;
  const since = SINCE.test(before.toLowerCase()) && !/^since\b/i.test(corrected.phrase);
  return { ...corrected, phrase: since ? `since ${corrected.phrase}` : corrected.phrase };
}

const BARE_COUNT = new RegExp(`^\\W*(?:no,? )?(?:sorry,? )?(${NUMBER})\\W*$`, 'i');
const COUNT_IN_PHRASE = new RegExp(COUNT_BEFORE_UNIT, 'i');

/** "Five days ago. No, sorry, four.": the number corrected, the rest as first said. */
export function correctedCount(text: string, earlier: OnsetCandidate): OnsetCandidate | undefined {
  if (!ONSET_CORRECTION.test(text)) return undefined;
  const count = BARE_COUNT.exec(text)?.[1];
  if (!count || !COUNT_IN_PHRASE.test(earlier.phrase)) return undefined;
  const phrase = earlier.phrase.replace(COUNT_IN_PHRASE, count);
  return { phrase, moment: earlier.moment && phrase, explicit: true, correction: true };
}

const POINTS = new RegExp(POINT.source, 'g');
const WAKING = /^(?:when )?i (?:woke|got) up$/;

/**
 * The time a sentence says it began: nearest the word that says so ("flew back on the 3rd, and the day after the
 * 3rd my calf started aching"), and a day before a time of day ("I woke up this morning" began this morning).
 */
function onsetPoint(lower: string): RegExpExecArray | null {
  // exec over one global pattern: matchAll would copy (and compile) the large pattern on every sentence.
  const points: RegExpExecArray[] = [];
  POINTS.lastIndex = 0;
  for (let found = POINTS.exec(lower); found; found = POINTS.exec(lower)) points.push(found);
  if (points.length <= 1) return points[0] ?? null;
  const datable = points.filter((p) => !WAKING.test(p[0]));
  const candidates = datable.length ? datable : points;
  const verb = onsetVerbIn(lower);
  if (!verb) return candidates[0]!;
  const distance = (p: RegExpExecArray) =>
    p.index >= verb.index ? p.index - (verb.index + verb[0].length) : verb.index - (p.index + p[0].length);
  return candidates.reduce((best, p) => (distance(p) < distance(best) ? p : best));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const SPOKEN_COUNT = new RegExp(COUNT_BEFORE_UNIT, 'gi');

/** "forty minutes ago" → "40 minutes ago", "last nite" → "last night": as the date parser reads them. */
function inDigits(moment: string): string {
  return moment
    .replace(/\bnite\b/gi, 'night')
    .replace(
      /\b(a|one|\d+) fortnights? ago\b/gi,
      (_, count: string) => `${2 * (numberOf(count.replace(/^an?$/i, 'one')) ?? 1)} weeks ago`,
    )
    .replace(SPOKEN_COUNT, (count) => String(numberOf(count.replace(/^an?$/i, 'one')) ?? count));
}

/**
 * The consultation's UTC wall-clock time as a local Date: the date parser reasons in local time, so this makes
 * "last night" the same calendar day whatever the server's timezone.
 */
function asLocalClock(now: Date): Date {
  return new Date(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  );
}

/** Easter Sunday of a year (the Gregorian computus), as a UTC day. */
function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return Date.UTC(year, month - 1, day);
}

type BankHolidayKind =
  'new year' | 'good friday' | 'easter' | 'early may' | 'spring' | 'summer' | 'christmas';

/**
 * The bank holidays of England and Wales in a year, each with its kind: New Year's Day, Good Friday, Easter Monday,
 * the early May, spring and summer Mondays, and Christmas and Boxing Days, moved to the next weekday when they fall
 * at a weekend. One-off holidays a government declares are not known (decision 045).
 */
function bankHolidays(year: number): { day: number; kind: BankHolidayKind }[] {
  const weekend = (day: number) => [0, 6].includes(new Date(day).getUTCDay());
  const firstMonday = (month: number) => {
    const first = Date.UTC(year, month, 1);
    return first + ((8 - new Date(first).getUTCDay()) % 7) * DAY_MS;
  };
  const lastMonday = (month: number) => {
    const last = Date.UTC(year, month + 1, 0);
    return last - ((new Date(last).getUTCDay() + 6) % 7) * DAY_MS;
  };
  let newYear = Date.UTC(year, 0, 1);
  while (weekend(newYear)) newYear += DAY_MS;
  const christmas: number[] = [];
  for (const date of [25, 26]) {
    let day = Date.UTC(year, 11, date);
    while (weekend(day) || christmas.includes(day)) day += DAY_MS;
    christmas.push(day);
  }
  const easter = easterSunday(year);
  return [
    { day: newYear, kind: 'new year' },
    { day: easter - 2 * DAY_MS, kind: 'good friday' },
    { day: easter + DAY_MS, kind: 'easter' },
    { day: firstMonday(4), kind: 'early may' },
    { day: lastMonday(4), kind: 'spring' },
    { day: lastMonday(7), kind: 'summer' },
    ...christmas.map((day) => ({ day, kind: 'christmas' as const })),
  ];
}

const KIND_SAID: Record<string, BankHolidayKind[]> = {
  'early may': ['early may'],
  'may day': ['early may'],
  may: ['early may', 'spring'],
  spring: ['spring'],
  'late may': ['spring'],
  summer: ['summer'],
  august: ['summer'],
  easter: ['good friday', 'easter'],
  christmas: ['christmas'],
  'new year': ['new year'],
};

/**
 * The latest bank holiday on or before `today` of the kind said ("the Easter bank holiday"), a Monday when
 * "Monday" is said; "the bank holiday weekend" began on the Saturday before it.
 */
function latestBankHoliday(moment: string, today: number): number | null {
  const said = BANK_HOLIDAY_SAID.exec(moment.trim());
  if (!said) return null;
  const kinds = said[1] ? KIND_SAID[said[1].trim().toLowerCase()] : undefined;
  const monday = /monday/i.test(said[2] ?? '');
  const weekend = /weekend/i.test(said[2] ?? '');
  const year = new Date(today).getUTCFullYear();
  // The weekend of a Monday holiday began on the Saturday (of Easter, on Good Friday): said on the Sunday, the
  // holiday itself is still to come.
  const startOf = ({ day, kind }: { day: number; kind: BankHolidayKind }) =>
    !weekend
      ? day
      : kind === 'easter'
        ? day - 3 * DAY_MS
        : new Date(day).getUTCDay() === 1
          ? day - 2 * DAY_MS
          : day;
  const latest = [...bankHolidays(year + 1), ...bankHolidays(year), ...bankHolidays(year - 1)]
    .filter((holiday) => !kinds || kinds.includes(holiday.kind))
    .filter(({ day }) => !monday || new Date(day).getUTCDay() === 1)
    .filter((holiday) => !(weekend && holiday.kind === 'good friday'))
    .map(startOf)
    .filter((start) => start <= today)
    .sort((a, b) => b - a)[0];
  return latest ?? null;
}

const ORDINAL_DAY = /^(?:the )?(\d{1,2})(?:st|nd|rd|th)$/i;
const DAY_AFTER = /^the day after (.+)$/i;
const DAY_BEFORE = /^the day before (?!yesterday\b)(.+)$/i;

/** The calendar day (YYYY-MM-DD) a moment names, counted in UTC days back from `now`; never a day after `now`. */
export function dayOf(moment: string, now: Date): string | null {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const after = DAY_AFTER.exec(moment) ?? DAY_BEFORE.exec(moment);
  if (after) {
    const base = dayOf(after[1]!, now);
    if (!base) return null;
    const shifted = Date.parse(base) + (DAY_AFTER.test(moment) ? DAY_MS : -DAY_MS);
    return shifted > today ? null : new Date(shifted).toISOString().slice(0, 10);
  }
  if (/^(?:the )?day before yesterday$/i.test(moment))
    return new Date(today - 2 * DAY_MS).toISOString().slice(0, 10);
  // "Monday last week": that weekday in the week before this one.
  const lastWeek = new RegExp(`^(${WEEKDAY}) (?:last|the) week$`, 'i').exec(moment);
  if (lastWeek) {
    const weekday = WEEKDAY_NAMES.indexOf(lastWeek[1]!.toLowerCase());
    const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
    const back = sinceMonday + 7 - ((weekday + 6) % 7);
    return new Date(today - back * DAY_MS).toISOString().slice(0, 10);
  }
  // "The bank holiday Monday", "the Easter bank holiday": the latest one that has been.
  if (BANK_HOLIDAY_SAID.test(moment.trim())) {
    const latest = latestBankHoliday(moment, today);
    return latest === null ? null : new Date(latest).toISOString().slice(0, 10);
  }
  // "Since the weekend": the Saturday just gone.
  if (/^(?:the|last|this past) weekend$/i.test(moment)) {
    const back = (new Date(today).getUTCDay() + 1) % 7 || 7;
    return new Date(today - back * DAY_MS).toISOString().slice(0, 10);
  }
  // "Saturday the 17th": the date, whichever weekday was said with it.
  const dated = new RegExp(`^(?:on )?(${WEEKDAY}),? (.+)$`, 'i').exec(moment);
  if (dated && /\d/.test(dated[2]!)) {
    // "Tuesday the 24th" said in November, of a 24th that was a Saturday: the month before, if that was a Tuesday.
    const weekday = WEEKDAY_NAMES.indexOf(dated[1]!.toLowerCase());
    let tried = dayOf(dated[2]!, now);
    for (let back = 0; tried && back < 3; back++) {
      if (new Date(tried).getUTCDay() === weekday) return tried;
      const earlier = new Date(tried);
      earlier.setUTCMonth(earlier.getUTCMonth() - 1);
      tried = earlier.toISOString().slice(0, 10);
    }
    return null;
  }
  // "The clocks went back": the last Sunday of October that has been (forward: of March).
  if (CLOCKS_CHANGED_SAID.test(moment.trim())) {
    const month = /forward/i.test(moment) ? 2 : 9;
    const lastSunday = (year: number) => {
      const last = Date.UTC(year, month + 1, 0);
      return last - new Date(last).getUTCDay() * DAY_MS;
    };
    const year = now.getUTCFullYear();
    const latest = [lastSunday(year), lastSunday(year - 1)].find((day) => day <= today);
    return latest === undefined ? null : new Date(latest).toISOString().slice(0, 10);
  }
  // "Easter Sunday", or Easter: the latest that has been.
  const easterDay = EASTER_DAYS.find(([named]) => named.test(moment.trim()));
  if (easterDay) {
    const year = now.getUTCFullYear();
    const [latest] = [year, year - 1]
      .map((y) => easterSunday(y) + easterDay[1] * DAY_MS)
      .filter((day) => day <= today);
    return latest === undefined ? null : new Date(latest).toISOString().slice(0, 10);
  }
  const holiday = HOLIDAY_DATES.find(([named]) => named.test(moment.toLowerCase()));
  if (holiday) {
    const [, month, date] = holiday;
    const thisYear = Date.UTC(now.getUTCFullYear(), month - 1, date);
    const day = thisYear <= today ? thisYear : Date.UTC(now.getUTCFullYear() - 1, month - 1, date);
    return new Date(day).toISOString().slice(0, 10);
  }
  // "The 8th of last month", "the 3rd of this month".
  const ofMonth = /^(?:the )?(\d{1,2})(?:st|nd|rd|th) of (last|this) month$/i.exec(moment.trim());
  if (ofMonth) {
    const date = Number(ofMonth[1]);
    const day = new Date(
      Date.UTC(
        now.getUTCFullYear(),
        now.getUTCMonth() - (ofMonth[2]!.toLowerCase() === 'last' ? 1 : 0),
        date,
      ),
    );
    return day.getUTCDate() === date && day.getTime() <= today ? day.toISOString().slice(0, 10) : null;
  }
  // "The 14th": the latest 14th that has been.
  const ordinal = ORDINAL_DAY.exec(moment);
  if (ordinal) {
    const date = Number(ordinal[1]);
    // This month's, else the latest month that has that day: "the 31st" on 10 May is 31 March.
    for (let back = 0; back < 3; back++) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, date));
      if (day.getUTCDate() === date && day.getTime() <= today) return day.toISOString().slice(0, 10);
    }
    return null;
  }
  // British English: the product speaks of GPs and A&E, and British parsing is also the faster one.
  const [parsed] = chronoEnglish.GB.parse(inDigits(moment), asLocalClock(now));
  if (!parsed) return null;
  const { start } = parsed;
  let day = Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!);
  // "Since Monday" means the Monday just gone; chrono may pick the coming one.
  if (day > today && new RegExp(WEEKDAY, 'i').test(moment)) day -= 7 * DAY_MS;
  if (day > today) return null;
  return new Date(day).toISOString().slice(0, 10);
}

export function withCapitalNames(phrase: string): string {
  return phrase.replace(new RegExp(`\\b(?:${WEEKDAY}|${MONTH}|easter|good(?= friday))\\b`, 'gi'), (name) =>
    capitalise(name.toLowerCase()),
  );
}

const UNIT_DAYS: Record<string, number> = {
  min: 1 / 1440,
  minute: 1 / 1440,
  hr: 1 / 24,
  hour: 1 / 24,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
  month: 30,
  year: 365,
};
const SPAN = new RegExp(`${ROUGHLY}(${NUMBER}) (${UNIT})`, 'i');
const AGO = new RegExp(`^${ROUGHLY}${NUMBER} ${UNIT} ago$`, 'i');

/** How many days a span such as "a couple of weeks" or "half an hour" is. */
function daysIn(count: string, unit: string): number | null {
  const n = numberOf(
    count
      .toLowerCase()
      .replace(/^half an?$/, '0.5')
      .replace(/^(?:a )?couple(?: of)?$/, '2')
      .replace(/^an?$/, '1'),
  );
  const days = UNIT_DAYS[unit.toLowerCase().replace(/s$/, '')];
  return n === null || days === undefined ? null : n * days;
}

/** "for about three days", with its length in days, from a phrase that says a span. */
function forSpan(phrase: string): SpokenOnset | null {
  const span = SPAN.exec(phrase);
  if (!span) return null;
  return { phrase: `for ${span[0].toLowerCase()}`, daysAgo: daysIn(span[1]!, span[2]!) };
}

/** Whole days from the day named to today. */
function daysSince(day: string | null, now: Date): number | null {
  if (!day) return null;
  return (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - Date.parse(day)) / DAY_MS;
}

/** A reading put as the doctor says it back: a span as "for …", a moment as "since …", in the second person. */
function spokenOnsetOf(found: OnsetCandidate, now: Date): SpokenOnset {
  const moment = found.moment?.toLowerCase().trim();
  if (moment === undefined || AGO.test(moment)) {
    return (
      forSpan(found.phrase) ?? {
        phrase: secondPerson(found.phrase.toLowerCase()).replace(/^(?!since |for )/, 'for '),
        daysAgo: null,
      }
    );
  }
  const daysAgo = daysSince(dayOf(moment, now), now);
  const words = moment.replace(/^(?:on|when) /, '').replace(/^(?:earlier )?today$/, 'earlier today');
  return { phrase: withCapitalNames(`since ${secondPerson(words)}`), daysAgo };
}

const COUNTED_SPAN = new RegExp(`\\b(${NUMBER}) (minute|min|hour|hr|day|night|week|fortnight)s?\\b`, 'i');
const DAYS_IN: Record<string, number> = {
  minute: 0,
  min: 0,
  hour: 0,
  hr: 0,
  day: 1,
  night: 1,
  week: 7,
  fortnight: 14,
};
/** Counts that are a guess ("a few days") give no day. */
const VAGUE_COUNT = /^(?:a few|few|several|half an?)$/i;
const LONGEST_DATED_SPAN_DAYS = 8 * 7;

/** "For two days" began two days ago: the day a counted span of hours, days or weeks began; none for months. */
export function dayBegun(duration: string, now: Date): { day: string; approximate?: true } | null {
  const span = COUNTED_SPAN.exec(duration);
  if (!span || VAGUE_COUNT.test(span[1]!)) return null;
  const said = span[1]!.toLowerCase();
  const count = /^(?:a|an)$/.test(said) ? 1 : /couple/.test(said) ? 2 : numberOf(said);
  if (count === null) return null;
  const unit = span[2]!.toLowerCase();
  const days = count * DAYS_IN[unit]!;
  if (days > LONGEST_DATED_SPAN_DAYS) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // Hours count back from now, so "five hours" said at 2 a.m. began yesterday.
  const start = days > 0 ? today - days * DAY_MS : now.getTime() - (/^h/.test(unit) ? count * 3_600_000 : 0);
  const day = new Date(start).toISOString().slice(0, 10);
  // Within the day it is that day; a span of days or weeks said in round numbers is about then.
  return days > 0 ? { day, approximate: true } : { day };
}

// ---- the doctor's reading of one reply ------------------------------------------------------------
// The doctor reads a span ("three days ago", "about two weeks") more loosely than the report: in any reply that
// speaks of time, not only beside a verb of onset. Its clinical thresholds ("lasted more than three weeks") are
// tuned on these readings, so they stay; moments ("since Monday", "the day after the 3rd") are the report's.

const LOOSE_AGO = new RegExp(
  `\\b(?:about |around |roughly |nearly |almost |over )?(${SPOKEN_NUMBER}) (minute|hour|day|night|week|fortnight|month|year)s? ago\\b`,
);
// Not how often: "five times a week", "twice a day".
const LOOSE_SPAN = new RegExp(
  `(?<!\\b(?:times|once|twice|thrice) )\\b(?:(for|about|around|roughly|approximately|nearly|almost|over|going on|the last|the past|past|last)\\s+)?(?:(?:about|around|nearly|almost|over|roughly|the last|the past|a good)\\s+)?(${SPOKEN_NUMBER}|half an?)\\s+(minute|hour|day|night|week|fortnight|month|year)s?\\b(?!\\s*(?:ago|old|pregnant|gone))`,
  'g',
);
/** A reply that speaks of when or how long: outside an answer about time, only these are read for a span. */
const SPEAKS_OF_TIME =
  /\b(?:since|start\w*|began|begun|came on|come on|ago|for|been|had|got|woke|kicked off|first|on and off|noticed|appeared|happened|yesterday|last)\b/;
/** An event said as the start: "since I ate the prawns". */
const SINCE_EVENT = /\bsince (?:i|we|my|the|he|she|they|it|last|that)\b[^,;.]{2,50}/;
// Vague lengths, as the doctor says them back, and how many days ago they put the start.
const VAGUE_DURATIONS: [RegExp, string, number | null, boolean][] = [
  [
    // Not the wait for the call: "I've been on hold ages", "in the queue for ages".
    /(?<!\b(?:on hold|queu(?:e?ing)|in the queue|trying to get through)(?: for)? )\b(?:for )?(?:ages|a long time|a long while|years and years|as long as i can remember|all my life)\b(?! (?:for (?:a|an|the|my) (?:[\w']+ )?(?:appointment|call|callback|reply|results?)|to get (?:through|seen|an appointment)))/,
    'for a long time',
    90,
    false,
  ],
  [/\b(?:for )?a (?:little )?while\b/, 'for a while', null, false],
  [/\bon and off\b/, 'on and off for a while', null, true],
  [/\b(?:just|only) (?:now|started|begun|come on|came on)\b|\bjust this minute\b/, 'since just now', 0, true],
];

/** A length said without a count: "it's been months", "for weeks now", at the least two of the unit. */
const UNCOUNTED = /\b(?:been|for|going on) (?:many |several )?(weeks|months|years)\b/;
const UNCOUNTED_DAYS: Record<string, number> = { weeks: 14, months: 60, years: 730 };

/**
 * "For years, since I was a teenager": a length said without a count, as an onset when it answers the question or
 * is said of a symptom; the report's reading, which the doctor's `spokenOnset` shares.
 */
export function uncountedLengthIn(text: string, context: OnsetContext): OnsetCandidate | undefined {
  const lower = text.toLowerCase();
  const uncounted = UNCOUNTED.exec(lower);
  if (!uncounted || !(context.answersOnsetQuestion || context.mentionsSymptom(lower))) return undefined;
  // Said in passing as often as of the trouble ("I've been a nurse for years"): it stands only when nothing else does.
  return { phrase: `for ${uncounted[1]}`, explicit: false, correction: false };
}

/** Whether an onset is only such a length ("for years"): the weakest there is, giving way to any other. */
export const isUncountedLength = (candidate: OnsetCandidate) =>
  !candidate.moment && /^for (?:weeks|months|years)$/.test(candidate.phrase);

/**
 * "Two months. Stiff every morning…": a reply that opens with how long, and says nothing more in that breath (not
 * "ten minutes of walking and my calf cramps", "three days a week I do nights").
 */
const SPAN_ENDS =
  "(?: or so| now| ish|ish| or more| i think| i'd say| i reckon| maybe| roughly| and (?:it|it's|its|it has|i've|ive|still|not|getting)\\b[^.;]*)?\\s*(?:[.,;!?]|$)";
const SPAN_ENDS_HERE = new RegExp(`^${SPAN_ENDS}`);
const OPENS_WITH_SPAN = new RegExp(
  `^(?:about |around |roughly |nearly |almost |over )?(?:${SPOKEN_NUMBER}|half an?) (?:minute|hour|day|night|week|fortnight|month|year)s?${SPAN_ENDS}`,
);

/** A span anywhere in the reply: "three days ago" → "for three days", "a couple of weeks" → "for a couple of weeks". */
function looseSpan(text: string, bare: boolean): SpokenOnset | null {
  const ago = LOOSE_AGO.exec(text);
  if (ago) {
    const days = daysIn(ago[1]!, ago[2]!);
    if (days !== null) return { phrase: `for ${ago[0].replace(/ ago$/, '')}`, daysAgo: days };
  }
  for (const m of text.matchAll(LOOSE_SPAN)) {
    const prefix = m[1];
    const days = daysIn(m[2]!, m[3]!);
    // "Two months. Stiff every morning…": a reply that opens with a length is saying how long.
    const opensWithIt =
      /^(?:about |around |roughly |nearly |almost |over )?$/.test(text.slice(0, m.index)) &&
      SPAN_ENDS_HERE.test(text.slice(m.index + m[0].length));
    if (
      days === null ||
      (!prefix && !bare && !opensWithIt && !/\b(?:for|been|had|lasted|going on)\b/.test(text))
    )
      continue;
    if (m[2] === 'a' && !prefix && !/\bfor\b/.test(text) && !bare) continue;
    const span = m[0].replace(/^(?:for|the last|the past|past|last|going on|over)\s+/, '');
    return { phrase: `for ${span}`, daysAgo: days };
  }
  return null;
}

/**
 * When it started, as the doctor says it back, from one normalised reply: a span read loosely, else the onset
 * reader the report uses (moments, corrections, answers to "when did it start?"), else an event or a vague length.
 */
export function spokenOnset(text: string, now: Date, context: OnsetContext): SpokenOnset | null {
  const bare = context.answersOnsetQuestion;
  const speaksOfTime = bare || SPEAKS_OF_TIME.test(text) || OPENS_WITH_SPAN.test(text);
  const span = speaksOfTime ? looseSpan(text, bare) : null;
  if (span) return span;
  const found = onsetIn(text, context);
  if (found) return spokenOnsetOf(found, now);
  if (!speaksOfTime) return null;
  const since = SINCE_EVENT.exec(text);
  if (since) return { phrase: secondPerson(since[0].trim()), daysAgo: null };
  // As for any length, a vague one is an onset only when it is about having something: not "I ran it under the
  // cold tap for ages".
  const aboutHaving = bare || ONGOING.test(text) || context.mentionsSymptom(text);
  const uncounted = UNCOUNTED.exec(text);
  if (uncounted && aboutHaving) {
    const unit = uncounted[1]!;
    return { phrase: `for ${unit}`, daysAgo: UNCOUNTED_DAYS[unit]! };
  }
  for (const [pattern, phrase, daysAgo, always] of VAGUE_DURATIONS)
    if ((always || aboutHaving) && pattern.test(text)) return { phrase, daysAgo };
  return null;
}
