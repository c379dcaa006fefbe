// The doctor's impression in a transcript ("this sounds like a tension headache"), and how sure they were of it:
// "sounds like", "most likely", "probably" are likely; "could be", "might", "consistent with" only possible.
import type { RecordedImpression } from './record';
import { extractHistory } from '../doctor/extractors';
import { analyse, withoutFillers } from '../language';

// Each cue ends where the condition's name begins.
const IMPRESSION_CUES = [
  /\b(?:sounds?|seems?|looks?|feels) (?:most |very |more )?(?:very much |much |a lot )?(?:likely |probably )?like (?:it(?:'s| is| could be| might be| may be) )?/,
  /\b(?:sounds?|seems?|looks?) (?:most |very |more )?likely to be /,
  /\b(?:my|the most likely|the likely|the working|the) (?:impression|diagnosis|assessment|explanation|cause) (?:here )?(?:is|would be) (?:that )?(?:(?:this|it) (?:is|'s) |you(?:'ve| have)(?: got)? )?/,
  /\bi (?:think|suspect|believe|reckon)(?: that)? (?:(?:you|he|she|they|your \w+)(?: may| might| could| probably| most likely| likely)? (?:have|has|have got|'ve got|'s got)|(?:this|it|that)(?: is|'s| may be| might be| could be| would be))? ?/,
  /\b(?:i'd|i would) say (?:(?:this|it|that) (?:is|'s) )?/,
  /\b(?:is|'s|are) (?:most |very |more )?(?:likely|probably) (?:to be |caused by |due to )?/,
  /\b(?:most likely|probably|likely),? (?:(?:this|it|that) (?:is|'s) )?(?:caused by |due to )?/,
  /\b(?:it|this|that) (?:could|might|may) (?:well )?be (?:caused by |due to )?/,
  /\byou (?:may|might|probably|likely|most likely) (?:have|have got) /,
  /\b(?:consistent with|suggestive of|points? to|in keeping with|typical of|characteristic of|indicative of) /,
  /\b(?:are|is) (?:the )?(?:typical |classic |possible |warning )?signs? of /,
  /\b(?:could|might|may) (?:well )?be (?:caused by |due to )?/,
  /\b(?:makes? me think (?:of|about)|i'm thinking of|i'd be thinking of) /,
  // "I'm worried this is heatstroke", "makes me worried about an infection inside the joint".
  // A worry about "a"/"an" something names it; "worried about the swelling" is about a finding, not a condition.
  /\b(?:i'?m|i am|makes? me|making me) (?:really |quite |a bit |very )?(?:worried|concerned) (?:about (?!(?:the|my|your|his|her|their|this|that|these|those|it|you|him|them|how|what|whether|why|any|some|everything|things|two|three|a couple|a few|\w+ing)\b)|(?:that )?(?:this|it|he|she|they|you) (?:is|'s|are|'re|has|'s got|have|'ve got|could be|might be|may be) )(?:an? )?(?:possible )?/,
  // "Irregular periods and spots fit really well with polycystic ovary syndrome."
  /\bfits? (?:really |very |quite )?(?:well )?with /,
  // "…suggests your gallbladder has become inflamed, which is called acute cholecystitis."
  /\b(?:which|this|that|it)(?: is|'s) (?:called|known as) /,
];

const CONDITION_END =
  /[,.;:!?()]| (?:which|that|and|but|so|because|since|as|given|rather|or|although|though|especially|where|who|when|if|for|due|caused|from|at|in your|here|right now|though)\b/;
const LEADING_FILLER =
  /^(?:(?:the picture of|a picture of|the pattern of|a pattern of|the features of|the signs of|some kind of|some sort of|kind of|sort of|a bit of|a touch of|a case of|a bout of|an episode of|a form of|a type of|a sign of|sign of|signs of|symptoms of|something like|one of (?:your|the|those|these)(?: usual| typical)?|experiencing|suffering (?:from|with)|dealing with|developing|coming down with|a|an|the|some|just|probably|possibly|likely|perhaps|maybe|simply|basically)\s+)+/i;
// What follows a cue but names no condition: "it sounds like you've…", "it could be worth…".
const NOT_A_CONDITION =
  /^(?:(?:[\w' -]* )?(?:diary|test|scan|inhaler|spacer|cream|tablets?|drops|spray|exercises?|technique|manoeuvre|position|plan|chart|device|app|note|line|number|service|website)$)|^(?:nhs |the )?(?:111|999)$|^(?:what|how|why|where|when|everything|all|from|because|after|with|caused|triggered|brought|and|or|but|you|your|i|it|its|it's|this|that|there|they|we|he|she|him|her|them|me|us|to|be|been|being|not|nothing|no|worth|something|a lot|quite|very|really|have|has|having|getting|going|feeling|given|able|asked|prescribed|told|offered|seen|referred|checked|needed|needs?|settle|clear|improve|help|go|get|take|come|last|pass|heal|resolve|cause|trigger|want|ask|check|try)\b/i;
// A state said of something, not a condition: "it may be affected", "likely triggered by a virus", "possibly infected".
const ONLY_A_STATE =
  /^(?!(?:sprained|strained|infected|dislocated|inflamed|pulled|torn|trapped|blocked|impacted|fractured|bruised)\b)[a-z]+ed(?: by\b.*)?$/i;
// A judgement rather than a condition: "it's probably fine", "it sounds serious", "a normal reaction" is kept.
const ONLY_A_JUDGEMENT =
  /^(?:normal|common|mild|typical|fine|okay|ok|serious|bad|better|worse|sure|possible|right|tough|difficult|hard|uncomfortable|painful|worrying|scary|great|good|best|important|contagious|infectious|necessary|helpful|useful)$/i;
const MAX_CONDITION_WORDS = 8;

/** Said in a condition or of a treatment, a "may be" is no impression: "if it gets red… it may be infected". */
const NOT_AN_IMPRESSION_BEFORE =
  /\b(?:if|unless|in case)\b|\b(?:need|needs|give|given|prescrib\w*|start\w*|offer\w*|recommend\w*|take|taking)\b[^.]{0,30}$/;
/** Names with a comma or an "and" inside them. */
const NAMED_WHOLE = /^(?:(?:a|an|the) )?(hand,? foot,? (?:and|&) mouth(?: disease)?)/i;

/**
 * What a description is called: "…, which is called acute cholecystitis", "…, called an aortic dissection". A name
 * given "also" is another name for the one said first ("giant cell arteritis, also called temporal arteritis").
 */
const CALLED =
  /^\s*,?\s*(?:which is |which's |that is |that's |this is |and this is |something )?(?:called|known as|termed|referred to as)\s+(.+)$/i;

/** A description rather than a name: "a tear in the wall of the main artery", "your gallbladder has become inflamed". */
const DESCRIPTION = /\b(?:in|inside|of|on|around|behind|has|have|become|becoming|got|gone|getting)\b/i;
const CALLED_NAME_END = new RegExp(
  `${CONDITION_END.source}| (?:is|are|was|were|isn't|can|could|may|might)\\b`,
);

/** "It's called naproxen": a medicine the doctor names is no impression. */
function namesAMedicine(name: string): boolean {
  return (extractHistory(analyse(name), true).medicines ?? []).length > 0;
}

function conditionAfter(cue: RegExp, sentence: string): string | undefined {
  const lower = sentence.toLowerCase();
  const cueMatch = cue.exec(lower);
  if (!cueMatch) return undefined;
  if (NOT_AN_IMPRESSION_BEFORE.test(lower.slice(0, cueMatch.index))) return undefined;
  const whole = NAMED_WHOLE.exec(sentence.slice(cueMatch.index + cueMatch[0].length).trim());
  if (whole) return whole[1]!;
  const rest = withoutFillers(sentence.slice(cueMatch.index + cueMatch[0].length));
  const end = CONDITION_END.exec(rest.toLowerCase());
  let endAt = end ? end.index : rest.length;
  // "a threatened or possible miscarriage": a single word before "or" describes what follows it.
  if (
    end?.[0] === ' or' &&
    /^(?:(?:a|an|the) )?\S+$/i.test(rest.slice(0, end.index).trim()) &&
    !/^\s*(?:by|from|due|caused|a|an|the|it|this|that|something)\b/i.test(
      rest.slice(end.index + end[0].length),
    )
  ) {
    const after = end.index + end[0].length;
    const next = CONDITION_END.exec(rest.slice(after).toLowerCase());
    endAt = next ? after + next.index : rest.length;
  }
  // "an infection inside the joint, which is called septic arthritis": the name a description is given; a name
  // already said keeps its place ("a migraine, which is known as a primary headache").
  const named = CALLED.exec(rest.slice(endAt));
  if (named && DESCRIPTION.test(rest.slice(0, endAt))) {
    const name = named[1]!;
    const nameEnd = CALLED_NAME_END.exec(name.toLowerCase());
    const called = (nameEnd ? name.slice(0, nameEnd.index) : name).replace(LEADING_FILLER, '').trim();
    if (
      called &&
      called.split(/\s+/).length <= MAX_CONDITION_WORDS &&
      !NOT_A_CONDITION.test(called) &&
      !ONLY_A_JUDGEMENT.test(called) &&
      !namesAMedicine(called)
    )
      return called;
  }
  const condition = rest.slice(0, endAt).replace(LEADING_FILLER, '').trim();
  const words = condition.split(/\s+/);
  if (!condition || words.length > MAX_CONDITION_WORDS) return undefined;
  if (
    NOT_A_CONDITION.test(condition) ||
    ONLY_A_JUDGEMENT.test(condition) ||
    ONLY_A_STATE.test(condition) ||
    namesAMedicine(condition)
  )
    return undefined;
  return condition;
}

// Cues that commit to no more than a possibility.
const POSSIBLE =
  /\b(?:could|might|may|possibl[ey]|perhaps|maybe|can't rule out|cannot rule out|consistent with|suggestive of|points? to|in keeping with|signs? of|worried|concern(?:ed)?|suggests?|fits? (?:really |very |quite )?(?:well )?with)\b/;

/** The doctor's latest impression: a summary near the end outranks a guess along the way. */
export function doctorsImpression(statements: string[]): RecordedImpression | undefined {
  for (const said of [...statements].reverse()) {
    const sentence = said.replace(/’/g, "'");
    for (const cue of IMPRESSION_CUES) {
      const condition = conditionAfter(cue, sentence);
      if (!condition) continue;
      const lead = sentence.toLowerCase().slice(0, sentence.toLowerCase().indexOf(condition.toLowerCase()));
      return { condition, certainty: POSSIBLE.test(lead) ? 'possible' : 'likely' };
    }
  }
  return undefined;
}

// "Right.", "Okay, thanks.": what a terse doctor says before naming the condition.
const ACKNOWLEDGEMENT =
  /^(?:(?:ok|okay|right|alright|all right|thanks|thank you|got it|understood|noted|i see|good|fine|then)[\s,.!]*)+$/i;
// Words a sentence naming a condition outright never holds: "Sorry to hear that.", "You did well.", "Not serious."
const NOT_A_NAME =
  /\b(?:i|i'm|you|you're|your|he|she|it|it's|its|this|that|that's|we|they|them|him|her|me|my|is|are|was|were|be|been|to|will|can|could|should|would|let|sorry|thanks|thank|please|hear|understand|well|good|great|fine|okay|ok|so|now|any|anything|nothing|what|how|when|why|not|no|yes|emergency|urgent|routine|self[- ]care|serious|worry|worrying|reassuring|normal|common|mild|severe|plan|advice|summary|next|steps?|today|tomorrow|call|see|ouch|oh|ah|aha|hmm|dear|poor|lovely|nasty|cheers|hello|hi|hey|mrs|mr|miss|dr|sounds?|looks?|seems?|things?|then|great|brilliant|perfect|excellent|bless|shame|yikes|wow|gosh|sure|absolutely|definitely|again|horrible|awful|tricky|tough|unlucky|unfortunate|luck|timing|too)\b/i;
const MAX_NAMED_OUTRIGHT_WORDS = 5;

/**
 * A terse doctor's condition named outright at the start of their plan: "Right. Nettle rash. Wash with soap…",
 * "Okay. Stubbed, bruised toe. Rest it…". The first sentence of the plan that is neither an acknowledgement nor
 * guidance, if it is a short name and nothing else; said outright, it is the doctor's likely impression.
 */
export function namedOutright(
  planSentences: string[],
  isGuidance: (sentence: string) => boolean,
): RecordedImpression | undefined {
  const first = planSentences.map((s) => s.trim()).find((s) => s && !ACKNOWLEDGEMENT.test(s));
  if (!first || isGuidance(first)) return undefined;
  const name = first.replace(/[.!]+$/, '');
  if (!/^[a-z][a-z ,'-]*$/i.test(name) || name.split(/\s+/).length > MAX_NAMED_OUTRIGHT_WORDS)
    return undefined;
  if (NOT_A_NAME.test(name) || ONLY_A_JUDGEMENT.test(name)) return undefined;
  // "Nettle rash" at the start of a sentence is "nettle rash" in the report's; "UTI" stays as it is.
  const condition = /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name;
  return { condition, certainty: 'likely' };
}
