// Red flags held for one question about an everyday cause (decision 043): what one patient turn does to them.
// Pure: the intake reducer passes in what the turn raised and what was held, and applies the outcome.
import { answerOfReply } from '../language';
import { causeIn, dangerIn, type HeldRedFlag } from './red-flags';
import type { RedFlag } from './types';

export interface HoldTurn {
  /** The held flag whose question this turn answers, if any. */
  answering: HoldAsked | null;
  /** The reply, as said and normalised. */
  reply: string;
  normalized: string;
  /** Everything the patient has said, this reply included. */
  patientTexts: readonly string[];
  /** Readings with a hold that this turn would raise, not yet raised or held. */
  newlyHeld: readonly HeldRedFlag[];
  /** Whether the turn raised any flag outright. */
  raisedOutright: boolean;
  /** Whether the doctor may ask now: in history taking, and for a patient the everyday cause fits (not a baby or
   * an older person, in whom the sign is never put down to it). */
  mayAsk: boolean;
  /** Holds cleared earlier in the consultation. */
  cleared: readonly HeldRedFlag[];
  /** Relation words that name the patient ("son" when a parent calls about their son). */
  patientWords: readonly string[];
}

/** What the question asks: whether the everyday cause fits, or (the cause already said) whether there is danger. */
export type HoldQuestion = 'cause' | 'danger';

export interface HoldAsked {
  held: HeldRedFlag;
  asking: HoldQuestion;
}

export interface HoldOutcome {
  /** Flags to raise now. */
  raise: RedFlag[];
  /** The flag to ask about now, and which question. */
  ask: HoldAsked | null;
  /** The hold this reply cleared. */
  clears: HeldRedFlag | null;
}

export function settleHolds(turn: HoldTurn): HoldOutcome {
  // A sign of danger said after the cause was confirmed raises the flag after all.
  const raise = turn.cleared.filter(({ hold }) => dangerIn(hold, turn.reply)).map(({ flag }) => flag);
  let clears: HeldRedFlag | null = null;
  if (turn.answering) {
    const { held, asking } = turn.answering;
    const quiet = !turn.raisedOutright && raise.length === 0 && turn.newlyHeld.length === 0;
    const noDanger = !turn.patientTexts.some((text) => dangerIn(held.hold, text));
    const reassured = asking === 'cause' ? causeConfirmed(held, turn) : dangerDenied(turn.normalized);
    if (quiet && noDanger && reassured) clears = held;
    else raise.push(held.flag);
  }
  // One question at a time, and only when nothing else is raised: otherwise every held flag is raised at once.
  const held =
    turn.mayAsk &&
    !turn.answering &&
    !turn.raisedOutright &&
    raise.length === 0 &&
    turn.newlyHeld.length === 1
      ? turn.newlyHeld[0]!
      : null;
  if (!held) raise.push(...turn.newlyHeld.map(({ flag }) => flag));
  const causeSaid =
    held !== null && turn.patientTexts.some((text) => causeFor(held, text, turn.patientWords));
  return { raise, ask: held && { held, asking: causeSaid ? 'danger' : 'cause' }, clears };
}

/** A bare yes to the question about the cause, or the cause named for the patient and not long ago. */
function causeConfirmed(held: HeldRedFlag, turn: HoldTurn): boolean {
  return BARE_YES.test(plain(turn.normalized)) || causeFor(held, turn.reply, turn.patientWords);
}

/** The cause named in a text, for the patient and not long ago, with no worry added after it. */
function causeFor({ hold }: HeldRedFlag, text: string, patientWords: readonly string[]): boolean {
  const said = plain(text.toLowerCase());
  if (TAKEN_BACK.test(said) || longAgo(said)) return false;
  if ([...said.matchAll(RELATIONS)].some((m) => !patientWords.includes(m[0]))) return false;
  return causeIn(hold, text);
}

/** A no to the question about danger, or "she's fine in herself", with nothing added after a "but". */
const dangerDenied = (normalized: string) =>
  (answerOfReply(normalized) === 'no' || FINE.test(normalized)) && !TAKEN_BACK.test(plain(normalized));
const FINE =
  /\b(?:(?:i|he|she|they)(?:'m|'s|'re| am| is| are| feel| feels| seems?)|(?:i|he|she|they) (?:feel|feels|seem|seems)) (?:absolutely |completely |perfectly |totally )?(?:fine|ok|okay|alright|all right|well|normal|grand)\b|\bfine in (?:himself|herself|myself|themselves)\b/;

const plain = (text: string) =>
  text
    .replace(/[.,!?]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A yes and nothing more: "yes", "yeah he did". A longer yes may go on to something else ("yes, he's worse"). */
const BARE_YES =
  /^(?:yes|yeah|yep|yup|aye|correct|that's right|he did|she did|they did|i did|we did|he has|she has|i have)(?: (?:he|she|they|i|we) (?:did|has|have|had))?(?: (?:thanks|thank you))?$/;
/** A worry added after the answer: "yes he had squash, but he's not waking up" (a reply that starts "But…" only goes on). */
const TAKEN_BACK =
  /\S.*\b(?:but|though|although|still|except|unless)\b|\b(?:not sure|think so|maybe|might|perhaps)\b/;
/**
 * A cause long past: "a nosebleed last year", "I stopped iron tablets months ago"; a week ago only for something
 * that is over ("started iron tablets last week" is still going on).
 */
const LONG_AGO =
  /\b(?:last (?:year|month)|(?:months?|years?) ago|used to|stopped|ages ago|a while ago|when (?:he|she|i|they) (?:was|were))\b/;
const WEEK_AGO = /\b(?:last week|(?:a|one|two|\d) weeks? ago)\b/;
const STILL_GOING = /\b(?:start\w*|since|been (?:taking|on|having)|taking|on (?:them|it|iron))\b/;
const longAgo = (text: string) => LONG_AGO.test(text) || (WEEK_AGO.test(text) && !STILL_GOING.test(text));

/** Someone named in the reply: the cause must be the patient's ("his sister had red squash" is not). */
const RELATIONS =
  /\b(?:sister|brother|wife|husband|partner|mum|mom|mother|dad|father|friend|nan|gran|granny|grandma|grandad|grandpa|son|daughter|boy|girl|someone|somebody|else)\b/g;

/**
 * The relation words that name the patient ("my son", "my mum"), in what the caller said before the question; none
 * when the patient speaks for themselves, so that "my wife takes iron tablets" is someone else's cause.
 */
export function patientWordsIn(firstTexts: readonly string[], forSomeoneElse: boolean): string[] {
  if (!forSomeoneElse) return [];
  return [
    ...new Set(
      [
        ...firstTexts
          .join(' ')
          .toLowerCase()
          .matchAll(/\bmy (\w+)/g),
      ].map((m) => m[1]!),
    ),
  ];
}
