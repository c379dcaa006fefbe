// Spoken text as every reader takes it: lower case, one spelling of apostrophes and contractions, and the
// confusions of speech recognisers undone where only one sense is possible.

/** Lower case, straight apostrophes, contractions restored (speech-to-text often drops them), one space. */
// The same text is normalised by several readers in a turn (the guard, the floor, the report): the last few
// results are kept. Pure: the same text always normalises the same.
const recentlyNormalised = new Map<string, string>();
const NORMALISED_KEPT = 32;

export function normalize(text: string): string {
  const known = recentlyNormalised.get(text);
  if (known !== undefined) return known;
  const normalised = normalizeOnce(text);
  if (recentlyNormalised.size >= NORMALISED_KEPT)
    recentlyNormalised.delete(recentlyNormalised.keys().next().value!);
  recentlyNormalised.set(text, normalised);
  return normalised;
}

/** Words that answer on their own: never run into the next fragment ("chest pain. yes."). */
// "Two months." answers how long on its own; it is not run into what follows ("Stiff every morning").
const STANDS_ALONE =
  /^(?:yes|yeah|yep|yup|ok|okay|sure|right|sorry|thanks|thank you|hello|hi|hmm+|um+|er+m*|maybe|dunno|fine|good|\d+)\b|^(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|few|several|couple) (?:minutes?|hours?|days?|nights?|weeks?|fortnights?|months?|years?)$/i;
/** A denial anywhere in a fragment would reach the words it is run into ("Didn't help. Can't breathe."). */
const DENIES =
  /\b(?:no|not|nope|nah|never|none|nothing|without|negative|nobody|cannot|cant|dont|didnt|doesnt|wont|isnt|wasnt|havent|hasnt|arent|couldnt)\b|n't\b/;

/**
 * Telegraphic speech, a word or two at a time ("Chest. Tight."), read as the phrase it is: a fragment of one or two
 * words runs into the next, unless either is an answer on its own or holds a denial ("Chest pain. No.", "Didn't
 * help. Can't breathe."), which must not reach across.
 */
function joinFragments(text: string): string {
  const parts = text.split(/(?<=[.!?])\s+/);
  if (parts.length < 2) return text;
  const out: string[] = [];
  for (const part of parts) {
    const previous = out.at(-1);
    const fragment = previous?.replace(/\.$/, '').trim();
    if (
      previous !== undefined &&
      previous.endsWith('.') &&
      fragment!.split(' ').length <= 2 &&
      !STANDS_ALONE.test(fragment!) &&
      !STANDS_ALONE.test(part) &&
      !DENIES.test(fragment!) &&
      !DENIES.test(part)
    )
      out[out.length - 1] = `${fragment} ${part}`;
    else out.push(part);
  }
  return out.join(' ');
}

/** One apostrophe for the several a keyboard or a recogniser may write. */
export function straightApostrophes(text: string): string {
  return text.replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

/** "dont", "cant", "isnt", "im", "shes", "cannot" as speech-to-text writes them, with their apostrophes (lower case). */
export function withContractions(text: string): string {
  return (
    text
      .replace(
        /\b(can|don|doesn|didn|won|isn|aren|wasn|weren|haven|hasn|hadn|couldn|shouldn|wouldn)t\b/g,
        "$1't",
      )
      .replace(/\bim\b/g, "i'm")
      .replace(/\bive\b/g, "i've")
      .replace(/\bthats\b/g, "that's")
      .replace(/\b(s?he)s\b/g, "$1's")
      .replace(/\b(they|you)re\b/g, "$1're")
      .replace(/\b(what|there)s\b/g, "$1's")
      .replace(/\b(cannot|can not)\b/g, "can't")
      // "Nothing's leaking out" denies the leak; not "nothing's coming out", which a blocked bladder says.
      .replace(/\bnothing(?:'s|s| is) (leaking|oozing|dripping|bleeding)\b/g, 'no $1')
  );
}

function normalizeOnce(text: string): string {
  const spoken = straightApostrophes(` ${text} `.toLowerCase()).replace(/\s+/g, ' ').trim();
  const joined = joinFragments(spoken)
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, ', ')
    // "My temperature, is normal": a recogniser's comma before the verb parts a subject from what is said of it.
    .replace(
      /,\s+(?=(?:is|was|has been|had been) (?:normal|fine|ok|okay|alright|all right|good|gone|better|down)\b)/g,
      ' ',
    )
    .replace(/\s+/g, ' ');
  return unmishear(
    withContractions(joined)
      .replace(/\b(do|does|did|is|are|was|were|have|has|had|could|should|would) not\b/g, "$1n't")
      .replace(/\bwill not\b/g, "won't")
      .replace(/\bi am\b/g, "i'm")
      .replace(/\bit is\b/g, "it's")
      .replace(/\bi have\b/g, "i've")
      .replace(/\bi'm\b(?= (?:got|had|been)\b)/g, "i've")
      .replace(/\b(\w+) (?:is|are) paining\b/g, '$1 hurts')
      .replace(/\bpaining\b/g, 'hurting')
      .replace(
        /\bsince (?=(?:one|two|three|four|five|six|seven|\d+|a few|few) (?:days?|weeks?|months?|hours?)\b)/g,
        'for ',
      )
      .replace(/\b(\w+) from (?:ten|10)\b/g, '$1 out of ten')
      .replace(
        /\b((?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|few|a couple of) (?:minutes?|hours?|days?|weeks?|months?)) before\b(?! (?:that|the|this|my|i|it|we|he|she|they|then))/g,
        '$1 ago',
      )
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** What speech recognisers commonly mishear, put back where only one sense is possible. */
const MISHEARD: readonly [RegExp, string][] = [
  [/\bchess (?=pains?\b|tightness|pressure|hurts?\b)/g, 'chest '],
  [/\b(?:in|on|across) my chess\b/g, 'in my chest'],
  [/\bshort(?:ness)? of (?:breast|bread|brett|breadth)\b/g, 'short of breath'],
  [/\bout of (?:breast|bread|brett)\b/g, 'out of breath'],
  [/\b(?:catch|get) my (?:breast|bread)\b/g, 'catch my breath'],
  [/\bhard (?=attack|rate|beat|racing|is racing|pounding)/g, 'heart '],
  [/\bmy hard (?=is|was|keeps|keeps on|feels|going|racing|pounding|beating|skipping)/g, 'my heart '],
  [/\bhart\b/g, 'heart'],
  // "I gave him some at ate o'clock": a time, not something eaten.
  [/\b(at|about|around|by|till|until|since) ate (?=o'?clock\b|am\b|pm\b|thirty\b|fifteen\b)/g, '$1 eight '],
  [/\bmy chess\b/g, 'my chest'],
  [/\btung\b/g, 'tongue'],
  [/\bhard to breed\b/g, 'hard to breathe'],
  [/\bbreed in\b/g, 'breathe in'],
  [/\b(voice is|voice has gone|voice's gone|gone all|all) horse\b/g, '$1 hoarse'],
  [/\bsee food\b/g, 'seafood'],
  [/\bpara seat a mole\b|\bparasite a mole\b/g, 'paracetamol'],
  [/\ba pick so ban\b|\bapixa ban\b/g, 'apixaban'],
  [/\bwarfare in\b/g, 'warfarin'],
  [/\bsir trolling\b/g, 'sertraline'],
  [/\bneuro fen\b/g, 'nurofen'],
  [/\bstat in\b/g, 'statin'],
  [/\bmet form(?:in)?\b/g, 'metformin'],
  [
    // "something in my i", "an i wash": the eye, heard as the letter; not "my i phone", nor "after he left i thought".
    /\b(my|the|his|her|left|right|an) i\b(?!'| ?(?:phone|pad|pod|player|cloud)\b| (?:am|have|was|had|think|feel|can|can't|don't|didn't|just|got|need|want|know|thought|went|woke|said|mean|will|would|could|do|did|really|felt|told|say|saw|guess|wish|hope|left|came|tried)\b)/g,
    '$1 eye',
  ],
  [/\bstrokes? like symptoms\b/g, 'stroke symptoms'],
  [/\bsee sure\b|\bseizure's\b/g, 'seizure'],
  [/\bun ?con?cious\b|\bunconcious\b/g, 'unconscious'],
  [/\bconcussed\b/g, 'concussion'],
  [/\bdiarr?h?o?e?a\b|\bdiarrhea\b|\bdiarea\b/g, 'diarrhoea'],
  [/\bnumbed\b/g, 'numb'],
  [/\bhead egg\b/g, 'headache'],
  [/\b(?:hedache|headach|hedake|headake|heddache)\b/g, 'headache'],
  [/\b(?:saw|soar|sour) (?=throat\b)/g, 'sore '],
  [/\bstomache\b/g, 'stomach ache'],
  [/\bhead ache\b/g, 'headache'],
  [/\btummy egg\b/g, 'tummy ache'],
  [/\bfever of (?:a )?hundred and (one|two|three|four)\b/g, 'fever of 10$1 f'],
  [/\b(?:a )?hundred and (one|two|three|four)(?: degrees)?(?= fever| temperature| temp)\b/g, '10$1 f'],
];

const DIGIT: Record<string, string> = { one: '1', two: '2', three: '3', four: '4' };

/** Speech-recognition confusions undone (see MISHEARD). */
export function unmishear(normalized: string): string {
  let text = normalized;
  for (const [pattern, replacement] of MISHEARD) text = text.replace(pattern, replacement);
  return text.replace(/\b10(one|two|three|four) f\b/g, (_, w: string) => `10${DIGIT[w]} f`);
}
