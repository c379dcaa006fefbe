// What makes a symptom worse, in the patient's words but as a record reads: "worse when bending over", "pain when
// chewing", "worse with cold drinks". A trigger the patient complains of is part of their complaint, so the report
// lists it beside the symptom it belongs to.

const PREPOSITION = '(?:when|whenever|while|if|after|during|on|with|at|in|first thing in|from)';
/** A part that already starts with its preposition: "at night", "after meals". */
const STARTS_WITH_PREPOSITION = new RegExp(`^${PREPOSITION}\\b`);
/** The preposition said last before the trigger, in what a match read up to it. */
const LAST_PREPOSITION = new RegExp(`\\s(${PREPOSITION})\\s+[^\\s]*$`);
/** How the patient said it got worse, and how the record says it: "it kills when I chew" is pain when chewing. */
const WORSE_HEAD =
  /\b(worse|stiff|hurts? (?:more|a lot|like hell)|hurts?|hurting|painful|pain|sore|aches?|aching|kills|killing|agony|spins?|spinning|burns?|burning|stings?|stinging|throbs?|throbbing)\b/;
const AFTER_HEAD = new RegExp(
  `${WORSE_HEAD.source}[^,.;!?]{0,12}?\\s${PREPOSITION}\\s+([^,.;!?]{2,60})(?![\\w'])`,
  'g',
);
// Each span of words read ends at a word's end, however long the sentence ("...turn my head to the right", not "to t").
/** "Lying down makes it worse", "cold drinks set it off". */
const BEFORE_HEAD =
  /\b((?:[\w'-]+ ){0,5}?[\w'-]+)\s+(?:makes? (?:it|the pain|them|things) (?:much |a lot |even )?worse|sets? (?:it|them) off|brings? (?:it|them) on|triggers? (?:it|them)|makes? it hurt)\b/g;
/** "When I lie down in bed it's worse": the trigger first, then the worsening. */
const TRIGGER_THEN_WORSE =
  /\b(when|whenever|if|after|at|in)\s+([^,.;!?]{2,40}?),?\s+(?:it's|it is|it gets|it goes|it's even|the pain is|the pain gets|it|that's|that is) (?:much |a lot |even |way |far )?worse\b/g;
/** "I can't sit for long", "stairs are sore": what it stops them doing, or what hurts. */
const CANT_DO =
  /\b(?:can't|cannot|can not|unable to) ((?:sit|stand|walk|bend|lie|kneel|run|grip|lift|sleep|chew|swallow|turn|reach|climb)\b[^,.;!?]{0,40})(?![\w'])/g;
const ACTIVITY_HURTS =
  /\b(stairs|walking|running|sitting|standing|bending|kneeling|chewing|swallowing|eating|coughing|sneezing|breathing|gripping|typing|lifting)\s+(?:is|are|were|was)\s+(?!not |never |n't )(?:\w+ )?(?:sore|painful|agony|a nightmare|killing me|hard)\b/g;

/** "It hurts going up the stairs", "sore walking". */
const HEAD_THEN_DOING =
  /\b(hurts?|hurting|painful|pain|sore|aches?|aching|kills|worse|stiff)\s+((?:going|walking|climbing|getting|lying|sitting|bending|standing|running|coughing|breathing|swallowing|chewing|eating|moving|turning|lifting|gripping|typing|reaching|looking|rolling)\b[^,.;!?]{0,60})(?![\w'])/g;
/** A denial close before the head: "it's not worse when I bend". */
const DENIED_BEFORE =
  /\b(?:not|no|never|isn't|doesn't|don't|didn't|wasn't|hasn't|haven't|nothing)\b[^,.;!?]{0,15}$/;
/** Where a trigger ends and another thought begins. */
const TRAILING = /\s+(?:but|so|because|though|although|which|and then|and it|and i|and the|and my)\b.*$/;
const LEAD_IN = /^(?:i think|i find|i guess|maybe|probably|sometimes|well|and|but|also|really|just)\s+/;

const DOING_IRREGULAR: Record<string, string> = {
  lie: 'lying',
  sit: 'sitting',
  get: 'getting',
  run: 'running',
  put: 'putting',
  cut: 'cutting',
  swim: 'swimming',
  jog: 'jogging',
  stop: 'stopping',
  go: 'going',
  do: 'doing',
  see: 'seeing',
  pee: 'peeing',
  wee: 'weeing',
  poo: 'pooing',
};

/** "breathes" → "breathe", "goes" → "go": the verb as "I" would say it. */
function plain(verb: string): string {
  if (verb.endsWith('ing')) return verb;
  if (/(?:ss|sh|ch|x|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.endsWith('s') && !verb.endsWith('ss') ? verb.slice(0, -1) : verb;
}

/** "bend" → "bending", "breathe" → "breathing": the doing of a verb. */
function doing(verb: string): string {
  const irregular = DOING_IRREGULAR[verb];
  if (irregular) return irregular;
  if (verb.endsWith('ing')) return verb;
  if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  return `${verb}ing`;
}

/** "when I bend over" → "when bending over", "if you're lying down" → "when lying down". */
function asRecorded(phrase: string): string {
  return (
    phrase
      .replace(/\bif\b/, 'when')
      .replace(
        /\b(when|whenever|while|after) (i|you|he|she|they|we)(?:'m|'re| am| are| is|'s)? (\w+)/,
        (_, when: string, who: string, verb: string) =>
          `${when} ${doing(who === 'he' || who === 'she' ? plain(verb) : verb)}`,
      )
      .replace(/\bmy\b/g, 'the')
      .replace(/\bme\b/g, 'them')
      // A span cut short by its length ends on a whole thought, not "turning the head to".
      .replace(/(?:\s+(?:to|the|a|an|his|her|their|of|at|on|and|or|with|for|from))+$/, '')
      .trim()
  );
}

function headOf(word: string, said = word): string {
  if (word === 'worse' || /\bworse\b|hurts more|hurts a lot/.test(said)) return 'worse';
  if (/^spin/.test(word)) return 'spinning';
  if (/^burn/.test(word)) return 'burning';
  if (/^sting/.test(word)) return 'stinging';
  if (/^throb/.test(word)) return 'throbbing';
  if (word === 'stiff') return 'stiff';
  return 'pain';
}

/** Each part of "when I bend over and when I sit for long" on its own; "when I roll over or look up" is two. */
function parts(phrase: string): string[] {
  const [first, ...rest] = phrase
    .replace(TRAILING, '')
    .split(
      /\s+(?:and|or)\s+(?=(?:when|whenever|if|after|while|at|in|on|with|lying|sitting|standing|bending|going|walking|look|turn|bend|lie|sit|stand|walk|move|get|roll)\b)/,
    )
    .map((part) => part.replace(LEAD_IN, '').trim());
  const subject = /^(?:(?:when|whenever|while|if|after) )?(?:i|you|he|she|they|we) /.exec(first ?? '');
  const all = [
    first ?? '',
    ...rest.map((part) =>
      subject && /^[a-z]+\b/.test(part) && !STARTS_WITH_PREPOSITION.test(part)
        ? `${subject[0]}${part}`
        : part,
    ),
  ];
  // A long part keeps its first eight words ("when I stand for a long time", not the warehouse where they work);
  // a subject with nothing after it ("when I") says nothing.
  return all
    .map((part) => part.split(' ').slice(0, 8).join(' '))
    .filter((part) => part && !NOT_A_TRIGGER.test(part) && !SUBJECT_ONLY.test(part));
}

const SUBJECT_ONLY = /^(?:(?:when|whenever|while|if|after) )?(?:i|you|he|she|they|we)$/;

/** "Worse in myself" is how they feel, not what sets it off. */
const NOT_A_TRIGGER =
  /^(?:(?:in )?(?:myself|himself|herself|general|me)|overall|than (?:before|yesterday|usual))\b/;

/** A trigger said as a prepositional phrase after the head keeps its preposition: "at night", "after meals". */
function withPreposition(part: string, preposition: string): string {
  return STARTS_WITH_PREPOSITION.test(part) ? part : `${preposition} ${part}`;
}

export interface AggravatingFactor {
  /** As the record says it: "worse when bending over". */
  phrase: string;
  /** Where the trigger itself was said in the sentence ("bend over"), to tell it from a symptom said there. */
  start: number;
  end: number;
}

/** Where a group of a match was said in the text. */
function spanOf(match: RegExpMatchArray, group: number): { start: number; end: number } {
  const said = match[group]!;
  const start = match.index! + match[0].lastIndexOf(said);
  return { start, end: start + said.length };
}

/**
 * A cheap look before the closer reading: most sentences name nothing that makes anything worse. Every shape the
 * trigger reader knows has a feeling and a "when", a "makes it", a "can't", or an activity that hurts.
 */
const TRIGGER_HINT =
  /\b(?:worse|hurts?|hurting|painful|pain|sore|aches?|aching|kills|killing|agony|spins?|spinning|burns?|burning|stings?|stinging|throbs?|throbbing|stiff)\b[^.?!]{0,60}\b(?:when|whenever|while|if|after|during|with|at|in|on|from|going|walking|climbing|getting|lying|sitting|bending|standing|running|coughing|breathing|swallowing|chewing|eating|moving|turning|lifting|gripping|typing|reaching|looking|rolling)\b|\b(?:makes?|sets?|brings?|triggers?)\b|\b(?:can't|cannot|unable to)\b|\b(?:stairs|walking|running|sitting|standing|bending|kneeling|chewing|swallowing|eating|coughing|sneezing|breathing|gripping|typing|lifting)\s+(?:is|are|were|was)\b|\b(?:when|whenever|if|after|at|in)\b[^.?!]{0,70}\bworse\b/i;

/** Typed apostrophes as spoken ones: "can’t" is "can't". */
const straightQuotes = (text: string) => text.replace(/[’‘]/g, "'");

/** A cheap first look: whether a sentence may name a trigger at all (every shape read below has one of these). */
export function mayNameTrigger(sentence: string): boolean {
  return TRIGGER_HINT.test(straightQuotes(sentence));
}

/** The triggers one sentence names, as the record says them, in the order said. */
export function aggravatingFactors(sentence: string): AggravatingFactor[] {
  const text = straightQuotes(sentence.toLowerCase());
  const found: (AggravatingFactor & { at: number })[] = [];
  for (const match of text.matchAll(AFTER_HEAD)) {
    if (DENIED_BEFORE.test(text.slice(0, match.index))) continue;
    const preposition = LAST_PREPOSITION.exec(match[0].slice(0, match[0].length - match[2]!.length))?.[1];
    const head = headOf(match[1]!, match[0]);
    for (const part of parts(match[2]!)) {
      const phrase = asRecorded(withPreposition(part, preposition ?? 'when'));
      found.push({ at: match.index, phrase: `${head} ${phrase}`, ...spanOf(match, 2) });
    }
  }
  for (const match of text.matchAll(HEAD_THEN_DOING)) {
    if (DENIED_BEFORE.test(text.slice(0, match.index))) continue;
    for (const part of parts(match[2]!))
      found.push({
        at: match.index,
        phrase: `${headOf(match[1]!)} ${asRecorded(part)}`,
        ...spanOf(match, 2),
      });
  }
  for (const match of text.matchAll(TRIGGER_THEN_WORSE)) {
    for (const part of parts(match[2]!))
      found.push({
        at: match.index,
        phrase: `worse ${asRecorded(withPreposition(part, match[1]!))}`,
        ...spanOf(match, 2),
      });
  }
  for (const match of text.matchAll(CANT_DO)) {
    if (DENIED_BEFORE.test(text.slice(0, match.index))) continue;
    found.push({
      at: match.index,
      phrase: `can't ${asRecorded(match[1]!.replace(TRAILING, ''))}`,
      ...spanOf(match, 1),
    });
  }
  for (const match of text.matchAll(ACTIVITY_HURTS))
    found.push({
      at: match.index,
      phrase: `pain ${match[1] === 'stairs' ? 'on stairs' : `when ${match[1]}`}`,
      ...spanOf(match, 1),
    });
  for (const match of text.matchAll(BEFORE_HEAD)) {
    const what = match[1]!
      .replace(LEAD_IN, '')
      .replace(/^(?:anything|everything|any|something)\s+/, '')
      .replace(/^(?:the|a|an|my)\s+/, '');
    if (/^(?:it|that|this|nothing|anything|what|which|not)$/.test(what)) continue;
    // "Bending doesn't make it worse", "nothing really makes it worse", "I don't think anything makes it worse".
    if (/\b(?:not|no|never|nothing|anything|doesn't|don't|didn't|isn't|won't)\b/.test(what)) continue;
    found.push({ at: match.index, phrase: `worse with ${asRecorded(what)}`, ...spanOf(match, 1) });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map(({ phrase, start, end }) => ({ phrase: phrase.replace(/\s+/g, ' ').trim(), start, end }))
    .filter((factor) => !seen.has(factor.phrase) && seen.add(factor.phrase));
}
