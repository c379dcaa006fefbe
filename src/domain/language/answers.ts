// What a reply to a question says: yes, no, don't know, nothing more, or a correction of something said before.
import { clausesOf } from './clauses';

/** A yes and nothing else: a longer reply that starts with "yes" may be answering something else. */
const PLAIN_YES =
  /^(?:(?:yes|yeah|yep|yup|aye|sometimes|definitely|absolutely|correct|that's right|a bit|a little|i think so|sort of|kind of|every (?:day|night))\b(?: \S+){0,6}|(?:i'm|i've|i do|i did|it's|it does|he's|she's|he does|she does|they are|they're|they have|they've|they do|there is|there's|there are)(?: (?:yes|yeah|actually|sadly|a bit|a little|some|sometimes|i'm afraid))?)$/;

const PLAIN_NO =
  /^(?:no|nope|nah|no no|not really|not at all|none|never|no never|nothing|nothing like that|none of (?:that|those|them)|no,? (?:none|nothing)(?: (?:of (?:that|those|them)|like that))?|no,? (?:i'm|he's|she's|they're|we're) (?:fine|ok|okay|alright|all right|good)|no,? (?:thank god|thankfully|luckily|not at all|definitely not|not really|i don't think so)|i don't think so|no,? (?:nothing|none) (?:of the sort|at all)|(?:no,? )?there(?: isn't| is not|'s not| aren't| are not)(?: any)?)$/;

/** A no and nothing else: a longer reply that starts "no" may be answering something else. */
export function isPlainNo(normalized: string): boolean {
  return PLAIN_NO.test(
    normalized
      .replace(/[.,!?]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

export function isPlainYes(normalized: string): boolean {
  return PLAIN_YES.test(normalized.replace(/[.,!?]/g, '').trim());
}

// ---- yes / no / don't know ---------------------------------------------------------------------

const UNKNOWN =
  /\b(?:i don't know|don't know|dunno|not sure|no idea|unsure|can't remember|don't remember|can't recall|hard to say|can't say|no clue|couldn't say|couldn't tell you|i'm not certain|not certain)\b/;
const NO =
  /^(?:no\b|nope\b|nah\b|not really\b|not that i know|not that i'm aware|i don't think so|don't think so|not at all|none\b|nothing\b|never\b|i haven't\b|i don't\b|i'm not\b|it isn't\b|it's not\b|it doesn't\b|it didn't\b|i didn't\b|not\b|negative\b|no i\b|there(?: isn't| is not|'s not| aren't| are not)\b|there(?: is|'s| are) no (?!(?:way|point|let ?up|stopping|getting|end|chance|future|one|reason|need|doubt|question|words|hope|escape|sense|change|improvement|relief|help|feeling|sensation|control|movement|response|strength|pulse|air|breath(?:ing)?(?! (?:problems?|difficult\w*|issues?|trouble)))\b)\w+(?: \w+){0,2}$)/;
const YES =
  /^(?:yes\b|yeah\b|yep\b|yup\b|ya\b|yea\b|aye\b|sure\b|i do\b|i have\b|i am\b|i've\b|it is\b|it does\b|correct\b|right\b|that's right|that's correct|exactly\b|definitely\b|absolutely\b|uh huh|mm hmm|mhm|i think so|probably\b|it has\b|i did\b|yes i|ok\b|okay\b|indeed\b|spot on|you got it|that's it\b|there(?: is|'s| are)\b(?! (?:no|nothing|none)\b))/;

export type Answer = 'yes' | 'no' | 'unknown' | 'other';

/** The gist of a reply to a yes/no question. */
export function answerOf(normalized: string): Answer {
  const t = normalized.replace(/^(?:um+|uh+|er+m?|well|so|oh|hmm+)[, ]+/, '');
  if (UNKNOWN.test(t) && !/^(?:yes|yeah|nope)\b|^no\b(?! idea| clue)/.test(t)) return 'unknown';
  if (NO.test(t)) return 'no';
  if (YES.test(t)) return 'yes';
  return 'other';
}

/** The gist of a reply, or of its first clause that says yes, no or don't know ("actually it was Monday, and no"). */
export function answerOfReply(normalized: string): Answer {
  const whole = answerOf(normalized);
  if (whole !== 'other') return whole;
  for (const clause of clausesOf(normalized)) {
    const answer = answerOf(clause);
    if (answer !== 'other') return answer;
  }
  return 'other';
}

const CLOSING =
  /\b(?:that's (?:all|it|everything)|nothing else|no(?:,)? thank|no thanks|thank you|thanks|cheers|bye|goodbye|that's fine|all good|i'm (?:fine|good|ok|okay)(?: thanks)?|no more questions|nothing more|that'll be all|that covers it|i'm done)\b/;

/** "No", "that's all", "thank you": the patient has nothing more. */
export function isClosing(normalized: string): boolean {
  return (
    CLOSING.test(normalized) ||
    /^(?:no|nope|nah|no,? that's|not really|nothing)\b[^?]{0,30}$/.test(normalized)
  );
}

const CORRECTION =
  /\b(?:actually|sorry|i mean|i meant|correction|no wait|wait|let me correct|to correct|rather|not \w+ but|i got that wrong|i was wrong|come to think of it|on second thought)\b/;

/** The patient is correcting something said before ("actually it started Monday"). */
export function isCorrection(normalized: string): boolean {
  return CORRECTION.test(normalized);
}
