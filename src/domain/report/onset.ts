// TIME OF ONSET/INJURY: when it started, as the patient said it, with the calendar date where one is implied:
// "since yesterday morning" → "Since yesterday morning (20 Nov 2026)"; "for two weeks" → "For two weeks".
import { en as chronoEnglish } from 'chrono-node';
import { findSymptomMentions } from '../symptoms';
import { type Consultation, precedingDoctorTurn, type Sentence } from './consultation';
import type { RecordedOnset } from './record';
import { capitalise, withoutFillers } from './sentences';

const NUMBER =
  '(?:\\d+|half an|half a|a couple of|a couple|couple of|a few|few|several|an|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five)';
const UNIT = '(?:minutes?|hours?|days?|nights?|weeks?|months?|years?)';
const ROUGHLY =
  '(?:(?:about|around|roughly|approximately|almost|nearly|over|more than|less than|at least|maybe|probably|just over|just under) )?';
const WEEKDAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const PART_OF_DAY = '(?:morning|afternoon|evening|night|lunchtime)';

const TIME_POINT = [
  `${ROUGHLY}${NUMBER} ${UNIT} ago`,
  'the day before yesterday',
  `yesterday(?: ${PART_OF_DAY})?`,
  'last night',
  `this ${PART_OF_DAY}`,
  'earlier today',
  'just now',
  'today',
  'tonight',
  `(?:last |on |this past )?${WEEKDAY}(?: ${PART_OF_DAY})?`,
  '(?:last |the )weekend',
  'last week',
  'last month',
  'the other day',
  `(?:the )?\\d{1,2}(?:st|nd|rd|th)(?: of ${MONTH})?`,
  `${MONTH} \\d{1,2}(?:st|nd|rd|th)?`,
  '(?:when )?i (?:woke|got) up',
].join('|');

const SINCE = new RegExp(`\\bsince (?:${TIME_POINT})\\b`);
const POINT = new RegExp(`\\b(?:${TIME_POINT})\\b`);
const DURATION = new RegExp(
  `\\b(?:(?:on and off|off and on) )?(?:for|over) (?:the )?(?:(?:past|last) )?${ROUGHLY}${NUMBER} ${UNIT}\\b|\\b${ROUGHLY}${NUMBER} ${UNIT} now\\b`,
);
const BARE_DURATION = new RegExp(`^(?:it'?s been |it has been |been )?${ROUGHLY}${NUMBER} ${UNIT}\\b`);

const ONSET_VERB =
  /\b(?:start(?:ed|s)?|began|begun|came on|come on|kicked off|first noticed|noticed (?:it|them|this)|appeared|happened|woke up with|hurt (?:it|my)|twisted|sprained|rolled|fell|slipped|tripped|injured|burnt|burned|cut|banged|bumped|bitten|stung|got (?:it|sick|ill))\b/;
// A duration is an onset only when it is about having something, not "I slept for two hours".
const ONGOING = /\b(?:had|been|going on|lasted|lasting|ongoing|got|having|on and off|off and on)\b/;
const CORRECTION =
  /\b(?:actually|sorry|i mean|no wait|wait|correction|come to think of it|thinking about it|rather)\b/;
const ASKS_ONSET =
  /\b(?:when did|when was|how long|since when|what time|when (?:it|this|that|the \w+) (?:start|began))\b/i;

function mentionsSymptom(sentence: Sentence, text: string): boolean {
  return sentence.role === 'user' && findSymptomMentions(text).some((mention) => !mention.negated);
}

interface OnsetCandidate {
  /** The words as said: "since yesterday morning". */
  phrase: string;
  /** The part that names a moment, for dating it; absent for a duration. */
  moment?: string;
  /** Said as an onset ("it started…", "since…", an answer to "when did it start?"), not merely nearby. */
  explicit: boolean;
  correction: boolean;
}

function candidateIn(sentence: Sentence, answersOnsetQuestion: boolean): OnsetCandidate | undefined {
  const spoken = withoutFillers(sentence.text);
  const lower = spoken.toLowerCase();
  const said = (match: RegExpExecArray) => spoken.slice(match.index, match.index + match[0].length);
  const correction = CORRECTION.test(lower);

  const since = SINCE.exec(lower);
  if (since)
    return { phrase: said(since), moment: said(since).slice('since '.length), explicit: true, correction };

  const point = POINT.exec(lower);
  if (point && (ONSET_VERB.test(lower) || answersOnsetQuestion)) {
    return { phrase: said(point), moment: said(point), explicit: true, correction };
  }
  const duration = DURATION.exec(lower);
  if (duration && (ONGOING.test(lower) || answersOnsetQuestion || mentionsSymptom(sentence, lower))) {
    return { phrase: said(duration), explicit: true, correction };
  }
  const bareDuration = BARE_DURATION.exec(lower);
  if (bareDuration && answersOnsetQuestion) return { phrase: said(bareDuration), explicit: true, correction };

  if (point && mentionsSymptom(sentence, lower)) {
    return { phrase: said(point), moment: said(point), explicit: false, correction };
  }
  return undefined;
}

/** The first onset the patient stated, unless they corrected it or answered a question about it later. */
function patientsOnset(consultation: Consultation): OnsetCandidate | undefined {
  let chosen: OnsetCandidate | undefined;
  let incidental: OnsetCandidate | undefined;
  for (const sentence of consultation.sentences) {
    if (sentence.role !== 'user') continue;
    const answers = ASKS_ONSET.test(precedingDoctorTurn(consultation, sentence.turn)?.text ?? '');
    const candidate = candidateIn(sentence, answers);
    if (!candidate) continue;
    if (!candidate.explicit) incidental ??= candidate;
    else if (!chosen || candidate.correction || answers) chosen = candidate;
  }
  return chosen ?? incidental;
}

/** A doctor's summary ("you've had this since Monday") when the patient never said it in words we read. */
function doctorsOnset(consultation: Consultation): OnsetCandidate | undefined {
  let latest: OnsetCandidate | undefined;
  for (const sentence of consultation.sentences) {
    if (sentence.role !== 'assistant' || sentence.question) continue;
    const candidate = candidateIn(sentence, false);
    if (candidate?.explicit) latest = candidate;
  }
  return latest;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day (YYYY-MM-DD) a moment names, counted in UTC days back from `now`; never a day after `now`. */
function dayOf(moment: string, now: Date): string | null {
  // British English: the product speaks of GPs and A&E, and British parsing is also the faster one.
  const [parsed] = chronoEnglish.GB.parse(moment, { instant: now, timezone: 0 });
  if (!parsed) return null;
  const { start } = parsed;
  let day = Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  // "Since Monday" means the Monday just gone; chrono may pick the coming one.
  if (day > today && new RegExp(WEEKDAY, 'i').test(moment)) day -= 7 * DAY_MS;
  if (day > today) return null;
  return new Date(day).toISOString().slice(0, 10);
}

function withCapitalNames(phrase: string): string {
  return phrase.replace(new RegExp(`\\b(?:${WEEKDAY}|${MONTH})\\b`, 'gi'), (name) =>
    capitalise(name.toLowerCase()),
  );
}

/** When it started, as said, with the calendar day where the words name one; null when never said. */
export function onsetOf(consultation: Consultation, now: Date): RecordedOnset | null {
  const onset = patientsOnset(consultation) ?? doctorsOnset(consultation);
  if (!onset) return null;
  return {
    phrase: withCapitalNames(onset.phrase),
    day: onset.moment ? dayOf(onset.moment, now) : null,
  };
}
