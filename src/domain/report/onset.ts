// TIME OF ONSET/INJURY: which of the onsets said in a consultation is the one, read by the language module's
// onset reader: "since yesterday morning" → "Since yesterday morning (20 Nov 2026)"; "for two weeks" → "For two weeks".
import {
  ASKS_ONSET,
  correctedCount,
  dayBegun,
  dayOf,
  ONSET_CORRECTION,
  onsetIn,
  isUncountedLength,
  uncountedLengthIn,
  withCapitalNames,
  type OnsetCandidate,
} from '../language';
import { mentionsSymptom } from '../symptoms';
import { type Consultation, precedingDoctorTurn, type Sentence } from './consultation';
import type { RecordedOnset } from './record';

function candidateIn(
  sentence: Sentence,
  answersOnsetQuestion: boolean,
  text = sentence.text,
): OnsetCandidate | undefined {
  // Only the patient's own symptoms make a time said near them an onset.
  const context = {
    answersOnsetQuestion,
    mentionsSymptom: sentence.role === 'user' ? mentionsSymptom : () => false,
  };
  return onsetIn(text, context) ?? uncountedLengthIn(text, context);
}

/** "Day after my birthday.": a day named by another, its date said in the next sentence ("12th of October."). */
const DAY_AFTER_AN_EVENT =
  /^(?:the )?(?:day|morning|night|evening|afternoon) after (?:my|his|her|our|their|the|a|\w+'s)\b[^.?!]*/i;

/** The sentence read with the one before it when that named its day by an event whose date this one says. */
function withEventBefore(consultation: Consultation, sentence: Sentence): string | undefined {
  const before = consultation.sentences[consultation.sentences.indexOf(sentence) - 1];
  const event = before?.turn === sentence.turn ? DAY_AFTER_AN_EVENT.exec(before.text.trim()) : null;
  return event ? `${event[0]}, which was ${sentence.text.replace(/^\w/, (c) => c.toLowerCase())}` : undefined;
}

/** The first onset the patient stated, unless they corrected it or answered a question about it later. */
function patientsOnset(consultation: Consultation): OnsetCandidate | undefined {
  let chosen: OnsetCandidate | undefined;
  let incidental: OnsetCandidate | undefined;
  // Within one turn the first time said is the onset, unless a later one corrects it ("Yesterday. No, sorry,
  // the day before."); across turns, an answer to "when did it start?" or a correction wins.
  let turnChoice: { turn: number; candidate: OnsetCandidate } | undefined;
  // "Three days ago. No, two. Day before yesterday.": a correction whose time comes in a later sentence.
  let correcting: number | undefined;
  for (const sentence of consultation.sentences) {
    if (sentence.role !== 'user') continue;
    const answers = ASKS_ONSET.test(precedingDoctorTurn(consultation, sentence.turn)?.text ?? '');
    const withEvent = withEventBefore(consultation, sentence);
    const found =
      (withEvent === undefined ? undefined : candidateIn(sentence, answers, withEvent)) ??
      candidateIn(sentence, answers) ??
      (turnChoice?.turn === sentence.turn ? correctedCount(sentence.text, turnChoice.candidate) : undefined);
    if (!found) {
      if (turnChoice?.turn === sentence.turn && ONSET_CORRECTION.test(sentence.text))
        correcting = sentence.turn;
      continue;
    }
    const candidate = correcting === sentence.turn ? { ...found, correction: true } : found;
    correcting = undefined;
    if (!candidate.explicit || isHowLongItLasted(candidate, consultation.turns[sentence.turn]?.text ?? '')) {
      // "On the waiting list for months. It flared up on Wednesday.": a length without a count gives way.
      if (!incidental || isUncountedLength(incidental)) incidental = candidate;
      continue;
    }
    const sameTurn = turnChoice?.turn === sentence.turn;
    if (sameTurn && !candidate.correction) continue;
    if (!chosen || candidate.correction || answers) {
      chosen = candidate;
      turnChoice = { turn: sentence.turn, candidate };
    }
  }
  return chosen ?? incidental;
}

const MINUTES_OR_SECONDS = /\b(?:seconds?|secs?|minutes?|mins?)\b/i;
const IT_ENDED =
  /\b(?:it(?:'s| has| had)? stopped|stopped now|it's over|it was over|(?:came|come|coming) round|(?:it'?s )?(?:gone|passed) now)\b/i;

/** "About two minutes. It's stopped now.": how long a fit or a turn lasted, not when the trouble began. */
function isHowLongItLasted(candidate: OnsetCandidate, turnText: string): boolean {
  return !candidate.moment && MINUTES_OR_SECONDS.test(candidate.phrase) && IT_ENDED.test(turnText);
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

/** When it started, as said, with the calendar day where the words name or count one; null when never said. */
export function onsetOf(consultation: Consultation, now: Date): RecordedOnset | null {
  const onset = patientsOnset(consultation) ?? doctorsOnset(consultation);
  if (!onset) return null;
  const phrase = withCapitalNames(onset.phrase);
  if (onset.moment) return { phrase, day: dayOf(onset.moment, now) };
  const begun = dayBegun(onset.phrase, now);
  return begun ? { phrase, ...begun } : { phrase, day: null };
}
