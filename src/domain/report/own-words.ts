// What the patient said of their body that the symptom vocabulary cannot name, kept in their own words: "my left
// leg's gone cold and white from the knee down", "the last lot was a horrible green colour". A report that lists only
// what its vocabulary knows drops the very things that set one condition apart from another.
import {
  answerOf,
  isNegatedAt,
  normalize,
  onsetIn,
  withCapitalNames,
  splitSentences,
  straightApostrophes,
  tokenize,
  withContractions,
  withoutFillers,
} from '../language';
import { findSymptomMentions, lastSiteNamed } from '../symptoms';

// Words for how a body feels, looks or works: what makes a clause a symptom rather than a story, a time or a wish.
// Words with an everyday sense are read only where they speak of the body: "hot to touch", not "hot drinks"; "can't
// move it", not "can't remember"; "rings won't come off", not "the coach won't be happy".
const BODILY_STATE = new RegExp(
  [
    String.raw`\b(?:hurt(?:s|ing)?|sore|ach(?:e|es|ing|y)|pain(?:s|ful)?|throb\w*|sting(?:s|ing|y)?|burn(?:s|ing)?|itch\w*|swollen|swell\w*|puff(?:y|ed up)|lumps?|lumpy|bumps?|cloudy|frothy|smelly|numb\w*|tingl\w*|weak\w*|stiff\w*|tight\w*|blurr\w*|fuzzy|double|water(?:s|ing|y)|gritty|grit|crust\w*|flak\w*|scal(?:y|es)|greasy|dry|cracked|peel\w*|blister\w*|rash|spots|patch(?:es|y)?|bleed\w*|blood|bloody|leak\w*|drool\w*|dribbl\w*|wheez\w*|rattl\w*|crackl\w*|noisy|muffled|hoarse|croaky|dizz\w*|spinning|faint\w*|wobbl\w*|shak(?:y|ing|es)|trembl\w*|jerk\w*|twitch\w*|seizure|fit|rolled|wet (?:himself|herself|myself|themselves)|confused|drows\w*|sleepy|floppy|tired|exhausted|knackered|breathless|out of breath|puffed|sick|vomit\w*|nause\w*|queasy|bloat\w*|cramp\w*|constipat\w*|thirst\w*|crav\w*|click\w*|blocked|bunged|pressure)\b`,
    // A colour says something of the body only with what has it or with a change: "gone a reddish-purple colour",
    // "the poo is very pale", not "green vegetables".
    String.raw`\b(?:red|reddish|purple|pink|brown|pale|grey|yellow\w*|green|blue|white|dark|black)\b(?=.*\b(?:colou?r|tinge|shade|skin|lips?|face|fingers?|toes?|nails?|blood|poo|poos|stools?|wee|urine|pee|sick|vomit|phlegm|spit|mucus|discharge|rash|patch(?:es)?|spots?|lumps?|streaks?|bits|nappy|eyes?|tongue)\b)|\b(?:colou?r|tinge|shade|skin|lips?|face|fingers?|toes?|nails?|blood|poo|poos|stools?|wee|urine|pee|sick|vomit|phlegm|spit|mucus|discharge|rash|patch(?:es)?|spots?|lumps?|streaks?|bits|nappy|eyes?|tongue)\b.*?\b(?:red|reddish|purple|pink|brown|pale|grey|yellow\w*|green|blue|white|dark|black)\b|\b(?:gone|went|go|goes|going|turn(?:s|ed|ing)?|looks?|looked|looking|it's|its|it is|they're|they are) (?:\w+ )?(?:red|reddish|purple|pink|brown|pale|grey|yellow\w*|green|blue|white|dark)\b`,
    String.raw`\b(?:hot|cold|warm) to (?:the )?touch\b|\b(?:feels?|felt|gone|went|turn(?:s|ed)?) (?:\w+ )?(?:hot|cold|warm)\b|\b(?:cold|hot) (?:lips|skin|fingers|toes|hands?|feet|legs?)\b|\b(?:ears?|jaw|knees?|joints?)\b[^.]{0,20}\bpopping\b|\bpopping (?:in|sound|noise|feeling)\b`,
    String.raw`\b(?:can't|cannot|couldn't|unable to|not able to) (?:\w+ ){0,2}(?:move|lift|hold|walk|stand|sit|lie|swallow|breathe|keep (?:still|it down|anything down)|see|hear|talk|speak|raise|wiggle|bend|straighten|bear|put weight|sleep|eat|drink|open|close|grip|reach|wee|pee|feel)\b|\bwon't (?:move|stop|come off|go down|shift|settle|heal|straighten|bend)\b`,
    String.raw`\bheavy (?:weight|feeling|pressure|legs?|arms?|head|chest|bleeding|periods?)\b|\b(?:feels?|felt) (?:\w+ )?(?:heavy|full)\b|\bringing in (?:my|his|her|the) ears?\b`,
  ].join('|'),
);

/**
 * Lower case, one apostrophe, "can't" however speech-to-text spelt it: all this reader needs of the normalising every
 * reader shares, whose whole chain would cost more than the rest of it on a long consultation.
 */
function spoken(text: string): string {
  return withContractions(straightApostrophes(text.toLowerCase()));
}

// Where a patient's turn divides into things said: a punctuation mark, or "and", "but", "so" before a new subject
// ("it's blown up like a balloon, and I've been sick"), not inside one description ("cold and white").
const PART_BREAK =
  /\s*[,;:—–]\s*(?:and\s+|but\s+|so\s+)?|\s+(?:but|and then|and now|and|because|cos|so|though|when|which)\s+(?=(?:i|i'm|i've|it|it's|its|my|he|he's|she|she's|his|her|they|they're|the|there|there's|that|this|we)\b)/;

// What is said of medicines, history or time, not of the body now.
const NOT_A_SYMPTOM =
  /\b(?:tablets?|pills?|paracetamol|ibuprofen|inhaler|cream|medicine|prescri\w*|patches|hrt|injections?|blood (?:pressure|sugars?|tests?|thinners?)|years? ago|weeks ago|used to|last year|allerg\w*|diagnosed|operation|surgery|worried|scared|sorry|thanks|thank you|google|internet|read that|told me|red wine|air|weather|heating|outside|house|room|bath|normal|otherwise well|stress|jeans|trousers|clothes|phone|alerts?|screen|car|traffic|painted|paint|varnish|dyed|hair)\b|\beyes (?:are|is) (?:brown|blue|green|grey|hazel)\b|\bmore (?:annoying|embarrassing|irritating|uncomfortable|itchy|of a nuisance) than (?:painful|sore|a pain)\b|\bcan'?t say (?:i'?ve|i have) (?:noticed|seen|had)\b|\b(?:lips|tongue|gums) (?:are|is|look|looks) (?:pink|normal)\b/;

// A sentence about the past ("I broke my wrist as a child and it was swollen for weeks") or what is usual ("her poo
// was green, but that's normal for her") says nothing of what is wrong now, unless a part says now ("when I was 12 I
// broke my arm, now I can't wiggle my toes").
const THE_PAST_OR_USUAL =
  /\b(?:as a (?:child|kid|teenager|baby)|back in|normally|usually|when i was (?:young|little|younger|a child|a kid|a teenager|pregnant|\d+)|years ago|last year|used to|in the past|normal for (?:her|him|them|me|us)|always (?:been|had|is|are|have))\b/;
const SAID_OF_NOW = /\b(?:now|today|at the moment|currently)\b/;
// What might come or someone else said ("if my lips go blue", "the nurse said her poo might go green", "I wonder if my
// fingers will go white"), read in the part that says it: "I don't know if it matters, but I can't wiggle my toes" is
// about the toes.
const NOT_SAID_AS_SO =
  /\b(?:if|might|wonder|watch for|look out for|(?:doctor|nurse|midwife|leaflet|gp|pharmacist|website) (?:said|says|told))\b/;

// "What if it turns blue", "should I worry if it swells": a question, however it was punctuated.
const ASKS =
  /^(?:what if|what about|should i|is it|is that|does it|do i|can i|will it|could it|how (?:do|long|can)|why)\b/;

// Someone else than the patient ("my mum's hands go white", "his brother's lips went blue"); a parent's child is the
// patient, so sons and daughters stay.
const SOMEONE_ELSE =
  /\b(?:(?:my|his|her|their|our) )?(?:mum|mom|mother|dad|father|brother|sister|wife|husband|partner|friend|nan|gran|granny|grandma|grandad|grandpa|aunt|uncle|cousin|twin|boyfriend|girlfriend|flatmate|colleague|neighbour|neighbor|dog|cat|other (?:kids?|children|baby|one|child))(?:'s|s'?)?\b|\bmine (?:don't|doesn't|aren't|isn't|are fine|is fine)\b/;

// "I've got", "my", "it's": words a listed item does without.
const LEADING_WORDS =
  /^(?:(?:and|but|so|also|oh|well|yes|yeah|ok|okay|just|plus|then|now|right|like|actually|honestly|really)\b[\s,]*)+/;

const MAX_WORDS = 12;

// Words that carry nothing of their own in an item: "it's really sore" says only "sore".
const EMPTY_WORDS = new Set(
  (
    "it it's its is was are were be been being i i'm i've my me he she his her they they're them their the a an " +
    'this that these those one ones so very really quite bit a little just still all time times now then though too ' +
    'also lot lots much more most little abit kind sort of to and or but get gets got getting gone go going do does ' +
    "did feel feels felt feeling like there there's some any says said yes yeah"
  ).split(' '),
);

// "I've been sick", "she's very sleepy": said of a person, not of a part.
const SAID_OF_SOMEONE = /^(?:i|i'm|i've|i'd|he|he's|she|she's|we|we're|you|you're)\b/;

// "it's red", "they water all the time": said of the part named before.
const SAID_OF_IT = /^(?:it|its|it's|they|they're|theyre)\s+(?:(?:is|are|was|were|has|have|'s|'re)\s+)?/;

/**
 * What the patient has said so far, part by part, to find what an "it" means: the body part named last, unless a thing
 * ("the nappy", "the rash") was named after it. Read back only when an item needs it, each part at most once.
 */
class SaidSoFar {
  constructor(readonly named: ReadonlySet<string>) {}

  private readonly parts: string[] = [];
  private readonly referents: (string | null | undefined)[] = [];
  private replyStart = 0;

  startReply(): void {
    this.replyStart = this.parts.length;
  }

  add(part: string): void {
    this.parts.push(part);
  }

  /** The part "it" means, from any reply; or, with `inThisReply`, from this reply only. */
  referent(inThisReply = false): string | undefined {
    for (let i = this.parts.length - 1; i >= (inThisReply ? this.replyStart : 0); i--) {
      if (!(i in this.referents)) this.referents[i] = referentAfter(this.parts[i]!);
      const referent = this.referents[i];
      if (referent !== undefined) return referent ?? undefined;
    }
    return undefined;
  }
}

/** The body part a part of a turn leaves "it" meaning, or null when it names a thing last, or undefined for neither. */
function referentAfter(part: string): string | null | undefined {
  const site = lastSiteNamed(tokenize(part));
  const thing = [...part.matchAll(THINGS)].at(-1);
  // "a rash on my arm": the rash, said where it is. "I put my hand on it": the hand touches what "it" was.
  const whereTheThingIs =
    thing && site && WHERE_IT_IS.test(part.slice(thing.index + thing[0].length, site.start));
  const usedToTouch = site && TOUCHING_WITH.test(part.slice(0, site.start));
  if (thing && (!site || thing.index > site.start || whereTheThingIs)) return null;
  if (usedToTouch) return undefined;
  return site && !NOT_A_PART.has(site.text) ? site.text : undefined;
}

const WHERE_IT_IS =
  /^\s+(?:\w+\s+)?(?:on|in|under|behind|over|around|across|at|inside|between)\s+(?:my|his|her|their|the|both)\s+(?:\w+\s+)?$/;
const TOUCHING_WITH =
  /\b(?:put|putting|placed|rubbed|rubbing|touched|touching|pressed|pressing|with|using)\s+(?:my|his|her|their)\s+(?:\w+\s+)?$/;

/**
 * The patient's own words for what the vocabulary does not name, each as a short item. `named` holds the words the
 * vocabulary already read as a symptom the patient has, anywhere in the consultation ("feel sick", "itchy"): a part
 * holding them is named already, which spares reading it again.
 */
export function inOwnWords(
  replies: readonly { text: string; asked?: string }[],
  named: ReadonlySet<string> = new Set(),
): string[] {
  const items: string[] = [];
  const said = new SaidSoFar(named);
  for (const reply of replies) {
    const answer = reply.asked === undefined ? undefined : answerToOneWordQuestion(reply.asked, reply.text);
    if (answer && !items.includes(answer)) items.push(answer);
    said.startReply();
    for (const sentence of splitSentences(spoken(reply.text))) {
      const question = sentence.trim().endsWith('?');
      const pastOrUsual = THE_PAST_OR_USUAL.test(sentence);
      for (const part of withoutFillers(sentence).split(PART_BREAK)) {
        const notNow = question || NOT_SAID_AS_SO.test(part) || (pastOrUsual && !SAID_OF_NOW.test(part));
        const item = ownItem(part, said, notNow);
        said.add(part);
        if (item && !items.includes(item)) items.push(item);
      }
    }
  }
  return items;
}

// "Ankles?", "Any discharge?", "Vision?", "Pee okay?": a question of one word, naming a thing, as a brief doctor asks.
const ONE_WORD_QUESTION =
  /(?:^|[.!?]\s+)(?:(?:and|any|your|the|his|her)\s+)?(phlegm|spit|sputum|discharge|poo|poos|stools?|motions?|wee|urine|pee|vision|eyesight|sight|voice|hearing|skin|nappies|nappy|ankles?|legs?|feet|foot|hands?|eyes?|ears?|lips?|tongue|throat|tummy|belly|chest|face|neck|arms?|fingers?|toes?|knees?|joints?)(?:\s+(?:okay|ok|alright|fine|normal))?\?\s*$/;

const DENIES_OR_BETTER =
  /\b(?:no|not|nope|nah|never|none|fine|better|gone|settled|normal|okay|ok)\b[^.?!]*$|\b(?:fine|better|gone|settled|normal) now\b/;

/**
 * "Ankles?" "Really swollen, both." is swollen ankles; "Wee?" "Bit pink." is pink wee; "Vision?" "A bit blurry on
 * that side." is blurry vision: a brief question names the thing, the answer's first words say what it is like.
 */
function answerToOneWordQuestion(asked: string, reply: string): string | undefined {
  const topic = ONE_WORD_QUESTION.exec(asked.trim().toLowerCase())?.[1];
  if (!topic || findSymptomMentions(topic).length > 0) return undefined;
  // "Swollen? No.", "swollen yesterday, fine now": a reply that denies or has got better says nothing is wrong now.
  const whole = spoken(reply);
  if (answerOf(whole) === 'no' || DENIES_OR_BETTER.test(whole)) return undefined;
  const [firstSentence = ''] = splitSentences(whole);
  if (firstSentence.trim().endsWith('?')) return undefined;
  const first = withoutFillers(firstSentence).split(PART_BREAK)[0] ?? '';
  const said = first
    .replace(LEADING_WORDS, '')
    .replace(/[.!]+$/, '')
    .trim();
  const state = BODILY_STATE.exec(said);
  if (!state || isNegatedAt(said, lastWordAt(state)) || NOT_A_SYMPTOM.test(said)) return undefined;
  const quality = said
    .slice(0, state.index + state[0].length)
    .split(/\s+/)
    .filter((word) => !EMPTY_WORDS.has(word))
    .join(' ');
  if (quality.split(' ').length > 3) return undefined;
  // Read with its topic, the vocabulary may name it: "swollen" to "Ankles?" is ankle swelling.
  const answer = `${quality} ${topic}`;
  return findSymptomMentions(answer, { thorough: true }).find((m) => !m.negated)?.wording ?? answer;
}

function ownItem(part: string, before: SaidSoFar, notNow: boolean): string | undefined {
  if (notNow) return undefined;
  const said = part
    .replace(LEADING_WORDS, '')
    .replace(/[.!]+$/, '')
    .trim();
  if (said.split(/\s+/).length > MAX_WORDS) return undefined;
  const state = BODILY_STATE.exec(said);
  if (!state || NOT_A_SYMPTOM.test(said) || ASKS.test(said) || SOMEONE_ELSE.test(said)) return undefined;
  if (isNegatedAt(said, lastWordAt(state))) return undefined;
  const bare = !said.split(/\s+/).some((word) => word !== state[0] && !EMPTY_WORDS.has(word));
  // "just sore" is said of the part just named; "I've been sick" of the patient.
  const ofAPart = bare && !SAID_OF_SOMEONE.test(said);
  const item = withItsSite(said, ofAPart ? state[0] : undefined, before);
  if (item === said && [...before.named].some((words) => said.includes(words))) return undefined;
  // Read with its site, the vocabulary may name it after all: "it stings", after "my arm", is arm pain.
  const named = findSymptomMentions(item, { thorough: true }).find((m) => !m.negated);
  if (named) return item === said ? undefined : bare ? named.wording : item;
  // A quality said of nothing named ("Watery.", "he says it hurts") says nothing a reader can place.
  return item !== said || !bare ? item : undefined;
}

/** Where the state word itself is: a denial before it ("they're not red") reaches into a longer match. */
function lastWordAt(state: RegExpExecArray): number {
  return state.index + state[0].lastIndexOf(' ') + 1;
}

// A site a later "it" cannot mean: "on that side" says where, not what.
const NOT_A_PART = new Set(['side', 'sides', 'top', 'bottom', 'front']);

// Things an "it" may mean that are not a body part: in "she did a nappy and it's got red jelly in it", the nappy.
const THINGS =
  /\b(?:nappy|nappies|poo|poos|stools?|motions?|sick|vomit|wee|urine|pee|rash|patch|patches|lump|bump|spots?|blister|wound|cut|graze|bite|sting|scab|discharge|phlegm|mucus|tablets?|pills?|medicine|cream|inhaler|pain|ache|cough|temperature|fever|sore)\b/g;

/**
 * "it waters all the time", after "my right eye": "eye waters all the time"; "just sore", after "my ankle" in the same
 * reply: "ankle sore". An "it" means the last body part named unless a thing was named after it; a bare quality
 * ("just sore") is read only with a part named in the same reply. Otherwise the item stays as said.
 */
function withItsSite(item: string, bareState: string | undefined, before: SaidSoFar): string {
  const saidOf = SAID_OF_IT.exec(item);
  if (saidOf) {
    const site = lastSiteNamed(tokenize(item)) ? undefined : before.referent();
    return site ? `${site} ${item.slice(saidOf[0].length)}` : item;
  }
  const site = bareState && before.referent(true);
  return site ? `${site} ${bareState}` : item;
}

// Where the doctor's restatement turns from a finding to its setting: "after heavy drinking", "in someone who is
// long-sighted", "since Tuesday".
const SETTING =
  /^(?:most likely|likely|probably|possibly|called|known as|which is|a condition|point to|points to|suggests?|after|since|before|in (?:someone|a|an|the|your|his|her)|at (?:your|his|her)|starting|started|which|that|who|for|especially|while|when|from|on|over|during|about|around|following|given|because|as|what|oh|and|or|i|i'd|you|we|with|make|makes|so|to|between|linked|known)\b|\b(?:years?|months?|weeks?|days?|hours?) (?:ago|old)\b|\d/;
// What makes it worse or better is read as such elsewhere ("worse with deep breaths and twisting"): not findings.
const TRIGGERS_FROM = /\b(?:worse|better|eased?|eases|easing|relieved|brought on|triggered|made worse)\b.*$/;
const MAX_RESTATED_WORDS = 6;
// Where a restatement lists one finding after another.
const FINDING_BREAK = /\s*[,;]\s*|\s+(?:and|with|plus|then)\s+/;
const MENTIONED = '\u0000';

/**
 * The findings a doctor restated that the vocabulary does not name, in the doctor's words: from "drooling, a muffled
 * voice and noisy breathing", "drooling" and "noisy breathing". `findings` is the restatement up to where it turns
 * to what it may be, with what it rules out already cut. A finding the vocabulary names is listed by it, so anything
 * overlapping one is left out here ("pins and needles" is not "pins", "needles").
 */
export function restatedFindings(findings: readonly string[]): string[] {
  const items: string[] = [];
  for (const text of findings) {
    let said = normalize(text).replace(TRIGGERS_FROM, '');
    for (const m of findSymptomMentions(said, { thorough: true }).reverse())
      said = `${said.slice(0, m.start)}${MENTIONED}${said.slice(m.end)}`;
    for (const part of said.split(FINDING_BREAK)) {
      const item = part
        .replace(/^(?:(?:a|an|the|some|your|his|her|their|any|very|really|quite|bit of|also)\s+)+/, '')
        .replace(/[.!]+$/, '')
        .trim();
      const words = item.split(/\s+/);
      if (!item || item.includes(MENTIONED) || words.length > MAX_RESTATED_WORDS) continue;
      if (SETTING.test(item) || NOT_A_SYMPTOM.test(item)) continue;
      // One word is a finding when it is a doing ("drooling", "straining"), not a quality torn from its noun.
      if (words.length === 1 ? !/\w{3}ing$/.test(item) : !words.some((word) => !EMPTY_WORDS.has(word)))
        continue;
      if (!items.includes(item)) items.push(item);
    }
  }
  return items;
}

// A full stop that ends something said: not in "38.5" nor after "Dr".
const FULL_STOP = String.raw`(?<!\b(?:dr|mr|mrs|ms|st|prof))\.(?!\d)`;
// Where the words said of one symptom end: a mark, or a word that starts another thing said.
const TOLD_ENDS = new RegExp(
  String.raw`${FULL_STOP}|[!?;,:&\n—–]|\s(?:and|plus|but|so|because|cos|though|although|which|when|whenever|while|until|then|after|before|if)\s`,
  'g',
);
const SENTENCE_ENDS = new RegExp(String.raw`${FULL_STOP}|[!?\n]`, 'g');
// The opening a quoted phrase does without: "and I've got", "it's", "there's a", "he keeps".
const TOLD_OPENING =
  /^(?:(?:and|but|so|also|oh|well|yes|yeah|ok|okay|um|erm|er|uh|just|plus|then|now|right|like|actually|honestly|basically|i think|i guess|i mean)\b[\s,]*)*(?:(?:i|he|she|they|we|it|this|that|there)(?:'ve|'s|'m|'re| have| has| am| is| are| was| were)?\s+(?:(?:got|had|been|getting|having|started|keeps?|still|now|just|also|really|feel|feels|felt)\s+)*)?(?:(?:a|an|the|some|this|these|that)\s+)?(?:(?:are|is|was|were)\s+)?(?:like\s+)?/;
// Words that say nothing of their own beside a label: "cough (coughing a lot)" says no more than "cough", nor "the pain
// is worse" (what makes it worse is listed as such).
const SAYS_NOTHING_MORE = new Set([
  ...EMPTY_WORDS,
  ...'lot lots loads load bit tad bad badly terrible terribly awful awfully horrible proper properly super mad massive right always constantly still again today yesterday day days night week weeks morning evening got have has had having started keep keeps kept been had worse better comes goes come go'.split(
    ' ',
  ),
]);
const MAX_TOLD_WORDS = 8;
// A time said after the symptom ("a headache that started at 3pm", "chest pain since 10 past 3", "at 7am every day"):
// the onset section says when, and how often is not what it is like.
const TIME_AFTER = new RegExp(
  String.raw`\s+(?:that\s+)?(?:(?:started|began|begun|came on|kicked off)\s+)?(?:since|from|at|on|for|about|around|over|this|last|every|each|yesterday|today|tonight|earlier)\b(?=.*(?:\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|mornin\w*|afternoon|evening|night|nite|noon|midnight|today|tonight|yesterday|ago|week\w*|day\w*|month\w*|year\w*|hours?|minutes?|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekend|o'?clock|am|pm)\b)).*$`,
);

/** The index of the first entry of a sorted list at or after `at`. */
function firstAtOrAfter(list: readonly number[], at: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * A reader of the patient's own words for the symptoms the vocabulary named in `said` (their replies, as the symptom
 * reader read them). Given where a mention is and the `wording` it is listed as, it returns the words it was said in
 * when they say more: "horrible pain under my right ribs" beside "abdominal pain", "red lump" beside "lump", not "my
 * tummy hurts", which says no more than "abdominal pain". Nothing for words about someone else, the past or what is usual, what might happen, a
 * question, a denial or a medicine, nor for a long run of speech, which is no one thing said. Where things said and
 * sentences end is found once for the text.
 */
export function toldIn(said: string): (start: number, end: number, wording: string) => string | undefined {
  const partAround = partsOf(said);
  return (start, end, wording) => {
    const { part, from, leadingUp, asked } = partAround(start, end);
    if (asked || isNegatedAt(part, start - from)) return undefined;
    return toldOf(part, said.slice(start, end), leadingUp, wording);
  };
}

/**
 * Whether what is said at a place in `said` is said as so, of the patient, now: not asked, denied, of someone else,
 * of the past or what is usual, nor what might be ("watch for a purple rash"). The same reading as `toldIn`'s.
 */
export function saidAsSoIn(said: string): (start: number, end: number) => boolean {
  const partAround = partsOf(said);
  return (start, end) => {
    const { part, from, leadingUp, asked } = partAround(start, end);
    return !asked && !isNegatedAt(part, start - from) && !notSaidAsSo(part, leadingUp);
  };
}

function notSaidAsSo(part: string, leadingUp: string): boolean {
  const pastOrUsual = THE_PAST_OR_USUAL.test(leadingUp) && !SAID_OF_NOW.test(part);
  return SOMEONE_ELSE.test(leadingUp) || pastOrUsual || NOT_SAID_AS_SO.test(leadingUp);
}

/** The part of `said` a mention is in, where it starts, its sentence up to the part's end, and whether it is asked. */
function partsOf(said: string) {
  const breaks = [...said.matchAll(TOLD_ENDS)].map((m) => ({ at: m.index, after: m.index + m[0].length }));
  const breakStarts = breaks.map((b) => b.at);
  const sentenceEnds = [...said.matchAll(SENTENCE_ENDS)].map((m) => m.index);
  return (start: number, end: number) => {
    const next = firstAtOrAfter(breakStarts, end);
    let previous = next - 1;
    while (previous >= 0 && breaks[previous]!.after > start) previous--;
    const from = previous >= 0 ? breaks[previous]!.after : 0;
    const to = next < breaks.length ? breaks[next]!.at : said.length;
    const lastEndBefore = sentenceEnds[firstAtOrAfter(sentenceEnds, start) - 1];
    const endAfter = sentenceEnds[firstAtOrAfter(sentenceEnds, end)];
    // Whether it is so is read in the sentence up to the end of what is quoted ("I'll ring back if I get a crushing
    // pain in my chest" is not so; "my chest hurts, I'll ring back if it gets worse" is), and from its closing mark.
    const sentenceStart = lastEndBefore === undefined ? 0 : lastEndBefore + 1;
    return {
      part: said.slice(from, to),
      from,
      leadingUp: said.slice(sentenceStart, to),
      asked: endAfter !== undefined && said[endAfter] === '?',
    };
  };
}

function toldOf(part: string, read: string, leadingUp: string, wording: string): string | undefined {
  const told = withoutWhen(part.trim()).replace(TOLD_OPENING, '').trim();
  const words = wordsOf(told);
  if (words.length < 2 || words.length > MAX_TOLD_WORDS) return undefined;
  if (NOT_A_SYMPTOM.test(told) || notSaidAsSo(part, leadingUp) || ASKS.test(told)) return undefined;
  // What the vocabulary read ("being sick" for vomiting) says no more than its label, but where it is does.
  const listed = new Set(wordsOf(wording).map(toldStem));
  const readWords = new Set(wordsOf(read).map(toldStem));
  const more = words.filter(
    (word) =>
      !SAYS_NOTHING_MORE.has(word) &&
      // A number is the measure, listed with the symptom already.
      !/^\d/.test(word) &&
      !listed.has(toldStem(word)) &&
      (!readWords.has(toldStem(word)) || WHERE_ON_THE_BODY.has(word)),
  );
  return more.length > 0 ? withCapitalNames(told.replace(/\bi(?=\b|')/g, 'I')) : undefined;
}

const wordsOf = (text: string) => text.split(/[^a-z0-9']+/).filter(Boolean);

// Where on the body, which the label may not keep: "pain under my right ribs" says more than "abdominal pain".
const WHERE_ON_THE_BODY = new Set(
  'left right under below above behind inside outside top bottom upper lower middle centre center front side both'.split(
    ' ',
  ),
);

/** Without when it began, which the report's onset says: "headache since yesterday morning" is "headache". */
function withoutWhen(told: string): string {
  const when = onsetIn(told, { answersOnsetQuestion: false, mentionsSymptom: () => true });
  const at = when ? told.toLowerCase().lastIndexOf(when.phrase.toLowerCase()) : -1;
  const without =
    when && at >= 0
      ? `${told.slice(0, at)} ${told.slice(at + when.phrase.length)}`
          .replace(/\s+(?:on|at|in|from|for|over|about|around)?\s*$/, '')
          .replace(/\s+/g, ' ')
          .trim()
      : told;
  return without.replace(TIME_AFTER, '');
}

const toldStem = (word: string) =>
  word
    .replace(/'s$/, '')
    .replace(/^swollen$/, 'swell')
    .replace(/(?<=\w{3})(?:iness|ness|ing|ed|es|s|y)$/, '');
