// Word patterns and small matchers the clinical concept tables are written with: a site, a pain, a child, a
// fever felt rather than measured. Shared by the red flags of every presentation and by the urgency floor.
import { agesSaid, isPresent, NUMBER, phrases, type Analysed, type Matcher } from '../language';

// "My back is killing me" is pain; "the kids are killing me", "this morning sickness is killing me" are not.
export const PAIN =
  "(?:pain|pains|hurts?|hurting|ache|aches|aching|sore|agony|agonising|agonizing|(?<!\\b(?:sickness|kids|children|heat|weather|boss|job|work|waiting|noise|itch|itching|itchiness|tiredness|nausea|hangover|stress|worry|anxiety|cough|coughing)(?:'s|'re| is| are)(?: (?:really|literally|just|actually|absolutely))? )(?:killing (?:me|him|her|them)|kills))";
export const BODY_OF = '(?:my|his|her|their|the|your)';
export const CHEST_SITE = '(?:chest|breast ?bone|sternum|heart area|ribcage)';
export const DISCOMFORT =
  '(?:pain|pains|painful|hurts?|hurting|ache|aches|aching|sore|agony|pressure|pressing|heav(?:y|iness)|tight(?:ness)?|squeez\\w*|crush\\w*|weight|discomfort|elephant|vice|band|strange feeling|funny feeling|uncomfortable|sharp|stabbing|a stab|stone|boot on|standing on)';
export const CHILD =
  /\b(?:(?:my|our|the|this|a) (?:(?:little|baby|eldest|youngest|older|younger|\d+[- ]year[- ]old) )?(?:son|daughter|baby|babys|boy|girl|toddler|child|kid|little one|newborn|grandson|granddaughter|infant)|^baby\b|baby,? (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven) (?:weeks?|months?)|toddler|nappies|nappy|months?[- ]old|weeks?[- ]old|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) days? old|(?:one|two|three|four|five|1|2|3|4|5)[- ]years?[- ]old)\b/;

// "Daughter, 2.", "son is 6": a child told by age, read over the whole turn, since a comma parts the clauses.
const CHILD_BY_AGE =
  /\b(?:son|daughter|boy|girl)(?:,| is| aged)? (?:[1-9]|1[0-5]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?![\d.]\d)\b/;

/** A child, by what they are called or by their age. */
export const childSaid: Matcher = (a: Analysed) => isPresent(a, CHILD) || CHILD_BY_AGE.test(a.text);

export const WEEKS_PREGNANT = new RegExp(
  `\\b(${NUMBER}|\\d+)[- ]weeks? (?:pregnant|gone|along)\\b|\\b(?:pregnant|gone),? (?:about |nearly |almost )?(${NUMBER}|\\d+) weeks\\b`,
  'g',
);

export function infantUnderThreeMonths(a: Analysed): boolean {
  if (/\bnew ?born\b/.test(a.text)) return true;
  return agesSaid(a.text).some((years) => years < 0.25);
}

export function suddenSevereTesticlePain(a: Analysed): boolean {
  return a.clauses.some((_, i) => {
    // The three parts may be spread over neighbouring clauses of one utterance.
    const span = a.clauses.slice(Math.max(0, i - 1), i + 2).join(' ');
    return (
      /\b(?:testic\w*|testes|scrotum|scrotal|balls?|nuts)\b/.test(a.clauses[i]!) &&
      !/\b(?:no|not|don't|haven't|isn't)\b[^,]{0,20}\b(?:testic\w*|balls?)\b/.test(a.clauses[i]!) &&
      new RegExp(`\\b${PAIN}\\b|\\bpainful\\b`).test(span) &&
      /\b(?:sudden\w*|severe\w*|excruciating|agoni[sz]ing|agony|unbearable|terrible|really bad|very bad|worst|extreme\w*|came on|out of nowhere|swollen)\b/.test(
        span,
      )
    );
  });
}

export const FEARED_OR_ASKED =
  /\b(?:terrified|scared|worried|afraid|frightened|panick\w*|convinced|thought|wondered|wonder if|feared|googl\w*|(?:is|could|might|would|was) (?:it|this|that)(?: be)?)\b/;

/** The pattern in a clause that says it happened, not in one that fears or asks it ("could it be a fit?"). */
export function notAsked(pattern: RegExp): Matcher {
  return (a: Analysed) =>
    a.clauses.some(
      (clause) => isPresent({ text: clause, clauses: [clause] }, pattern) && !FEARED_OR_ASKED.test(clause),
    );
}

/** Pain far beyond what shows: "much worse than it looks", "out of all proportion". */
export const OUT_OF_PROPORTION = [
  '(?:much |far |way )?worse than (?:it|the \\w+) looks',
  'out of (?:all )?proportion',
];

/** Getting up too fast: the cause of a head rush, and of a faint that is no danger in itself. */
export const STOOD_UP_FAST = [
  '(?:stood|stand|standing|got|get|getting|jumped|jump|leapt|sat|sit) up (?:too |really |very |so )?(?:fast|quickly|quick|suddenly)',
  'jumped up',
  'head ?rush',
];

/** A fever as a parent or patient feels it, unmeasured: "she feels hot", "he's boiling hot". */
export const FELT_HOT = [
  'feel(?:s|ing)? (?:very |really |so )?hot',
  'felt (?:very |really |so )?hot',
  '(?:boiling|burning|roasting) hot',
  // Feeling hot and cold: not hot and cold taps, packs, flushes or sensations, nor blowing hot and cold.
  "(?:i'm|i am|been|feel|feels|feeling|felt|going|gone|getting|all) (?:all )?hot and cold(?! (?:packs?|drinks?|water|taps?|therapy|compress\\w*|food|flushes|sensations?|running))",
] as const;

/** A seizure or faint told as past history, not happening now. */
export const HISTORY_NOT_NOW =
  /\b(?:years? ago|months ago|last year|none since|not since|not had one since|as a (?:child|kid|baby|teenager)|when i was (?:young|little|a \w+)|history of|last one was|in the past|under control|well controlled|no seizures?)\b/;

/** Diarrhoea in the words it is told in: "the runs", "loose stools", "watery poos". */
export const DIARRHOEA = phrases(
  'diarrh\\w*',
  'diarrea',
  'the runs',
  'runny poos?',
  'watery poos?',
  'loose (?:poos?|stools?|motions|bowels)',
);
