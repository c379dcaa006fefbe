// A quality said without its site, after the patient has named one, is that site's: "I rolled my ankle … it's
// still sore and swollen" is a sore, swollen ankle; "My big toe is killing me … Red, shiny, swollen and hot to
// touch" is a red, swollen, hot toe, not a fever. Only qualities that stay where they are carry (pain, swelling,
// redness, stiffness, itching, bruising); numbness or weakness may be far from the site, and keep their own label.
import {
  CERTAIN_OWNERS,
  PLACES_ON_A_THING,
  isPainWord,
  labelFor,
  ownedSiteAt,
  siteRightAfter,
  withWhichOne,
  type Site,
} from './site-readings';
import type { Token } from '../language';
import { symptomLabelled, type Symptom } from './vocabulary';

export interface CarriedMatch {
  firstToken: number;
  lastToken: number;
  value: Symptom | null;
  deniedWithin: boolean;
}

/** How far back, in words, a site the patient named still holds: about two short turns. */
const CARRY_REACH = 60;
/** How far ahead a site may come when none came before: "Bad pain last night. Top right of my tummy." */
const AHEAD_REACH = 12;

/** Labels that say what is wrong but not where, and the word that says it of a site. */
const SITELESS = new Map([
  ['pain', 'pain'],
  ['swelling', 'swollen'],
  ['stiffness', 'stiff'],
  ['itching', 'itchy'],
  ['redness', 'red'],
  ['bruising', 'bruised'],
]);

/** Words that, on their own after a site, say what is wrong with it: "it throbs", "red, shiny, swollen". */
const BARE = new Set([
  'swollen',
  'puffy',
  'red',
  'stiff',
  'itchy',
  'bruised',
  'watering',
  'watery',
  'ringing',
  'flaky',
  'scaly',
  'droops',
]);

/** "Calf's fine", "my knee is okay": a site the patient rules out holds nothing said after it. */
const FINE = new Set(['fine', 'ok', 'okay', 'normal', 'alright', 'good']);
const saidToBeFine = (tokens: Token[], i: number) =>
  [1, 2, 3].some((ahead) => FINE.has(tokens[i + ahead]?.text ?? ''));

/** "an itchy red rash on my arms": the qualities are the rash's, not the arm's. */
const THINGS_WITH_QUALITIES = new Set([
  'rash',
  'spots',
  'spot',
  'lump',
  'lumps',
  'patch',
  'patches',
  'blisters',
  'bumps',
  'discharge',
  'eye',
  'eyes',
]);
const describesAThing = (tokens: Token[], m: CarriedMatch) =>
  [1, 2, 3].some((ahead) => THINGS_WITH_QUALITIES.has(tokens[m.lastToken + ahead]?.text ?? ''));

/** "He went stiff on the sofa … his eyes rolled": a state of the whole person, not of the site named next. */
const BECAME = new Set(['went', 'gone', 'goes', 'go', 'going', 'turned', 'turns', 'turning']);
const saidOfThePerson = (tokens: Token[], i: number) => BECAME.has(tokens[i - 1]?.text ?? '');

/** "swollen, up to her knees": how far something reaches, not what is wrong with the knees. */
const sayingHowFar = (tokens: Token[], i: number) =>
  ['to', 'past'].includes(tokens[i - 2]?.text ?? '') &&
  ['up', 'down', 'right'].includes(tokens[i - 3]?.text ?? '');

const isHotToTouch = (tokens: Token[], m: CarriedMatch) =>
  tokens[m.firstToken]?.text === 'hot' && tokens[m.lastToken]?.text === 'touch';

/** The word that says this match's quality of a site, if it says only what and not where. */
function qualityOf(tokens: Token[], m: CarriedMatch): string | undefined {
  if (m.value === null) return undefined;
  if (isHotToTouch(tokens, m)) return 'hot';
  return SITELESS.get(m.value.label);
}

/**
 * The matches, in text order, with qualities said apart from their site given the site last named before them, or,
 * with none before, the one named just after.
 */
export function carriedToSite<T extends CarriedMatch>(tokens: Token[], matches: T[]): CarriedMatch[] {
  const covered: boolean[] = [];
  for (const m of matches) for (let t = m.firstToken; t <= m.lastToken; t++) covered[t] = true;
  const bare: CarriedMatch[] = [];
  tokens.forEach((token, i) => {
    if (!covered[i] && token.kind === 'word' && (BARE.has(token.text) || isPainWord(token.text, true)))
      bare.push({ firstToken: i, lastToken: i, value: null, deniedWithin: false });
  });
  const all: CarriedMatch[] = [...matches, ...bare].sort((a, b) => a.firstToken - b.firstToken);

  const anchors: { site: Site; token: number }[] = [];
  tokens.forEach((_, i) => {
    const site = ownedSiteAt(tokens, i, CERTAIN_OWNERS, { orOpeningAClause: true, thorough: true });
    if (site && !saidToBeFine(tokens, i) && !sayingHowFar(tokens, i)) anchors.push({ site, token: i });
  });
  let next = 0;
  const siteFor = (token: number) => {
    while (next < anchors.length && anchors[next]!.token < token) next++;
    const before = anchors[next - 1];
    if (before && token - before.token <= CARRY_REACH) return before;
    // Ahead, only over words that are not another thing seen: "itching, with a rash between the fingers" is not
    // itchy fingers.
    const after = anchors[next];
    if (!after || after.token - token > AHEAD_REACH || saidOfThePerson(tokens, token)) return undefined;
    for (let t = token + 1; t < after.token; t++)
      if (THINGS_WITH_QUALITIES.has(tokens[t]!.text)) return undefined;
    return after;
  };

  const out: CarriedMatch[] = [];
  for (const m of all) {
    const isBare = m.value === null && !covered[m.firstToken];
    const quality = isBare ? tokens[m.firstToken]!.text : qualityOf(tokens, m);
    // "Itchy feet.": the site said right after the quality is its own, before any named earlier.
    const rightAfter = quality === undefined ? undefined : siteRightAfter(tokens, m.lastToken, true);
    const named =
      quality === undefined || describesAThing(tokens, m) ? undefined : (rightAfter ?? siteFor(m.firstToken));
    const labelled = named && labelFor(named.site, quality!, true, tokens[named.token]!.text);
    if (labelled) {
      const wording = withWhichOne(tokens, named!.token, labelled.wording, named!.site.name);
      // "Itchy feet" is one reading; a site named further on stays free for what is said of it.
      const lastToken = rightAfter ? rightAfter.token : m.lastToken;
      out.push({ ...m, lastToken, value: { ...symptomLabelled(labelled.label), wording } });
    } else if (!isBare) out.push(withWhereSaid(tokens, m));
  }
  return withoutOverlaps(out);
}

/** Things seen on the body, which the report names with where they are: "spots on his hands and feet". */
const THINGS_SEEN = new Set([
  ...['rash', 'lump', 'blisters', 'sores', 'ulcers', 'bruising', 'swelling', 'cut', 'bite', 'spots'],
  ...['red patches', 'pus', 'blotches', 'warts', 'wound', 'burn', 'scabs', 'crusts', 'redness'],
]);
/** Feelings with no site in their name, which the report names with where they are: "pins and needles in feet". */
const FELT_SOMEWHERE = new Set([
  'pins and needles',
  'tingling',
  'numbness',
  'cramps',
  'burning',
  'weakness',
  'itching',
]);
/** "red skin behind my ears", "flaky skin on my elbows": skin is seen where it is. */
const isSeen = (label: string) =>
  THINGS_SEEN.has(label) || FELT_SOMEWHERE.has(label) || label.endsWith(' skin');
const WHERE_WORDS = new Set([
  ...['on', 'around', 'round', 'under', 'behind', 'in', 'over', 'inside', 'between', 'by', 'near', 'along'],
]);
const OWNER_WORDS = new Set(['my', 'his', 'her', 'their', 'your', 'the', 'both']);

/** "spots on my chin and forehead" is worded with where: "spots on chin and forehead". */
function withWhereSaid(tokens: Token[], m: CarriedMatch): CarriedMatch {
  if (!m.value || !isSeen(m.value.label)) return m;
  let j = m.lastToken + 1;
  const where = tokens[j]?.text;
  if (!where || !WHERE_WORDS.has(where)) return m;
  j++;
  if (OWNER_WORDS.has(tokens[j]?.text ?? '')) j++;
  const first = siteRightAfter(tokens, j - 1, true);
  if (!first) return m;
  // Where, as the patient named it: "spots on his hands and feet", "a rash between the fingers".
  const sites = [tokens[first.token]!.text];
  let last = first.token;
  // "a lump on the back of my neck": where on the neck, not the back.
  const place = tokens[first.token]!.text;
  if (PLACES_ON_A_THING.has(place) && tokens[first.token + 1]?.text === 'of') {
    let k = first.token + 2;
    if (OWNER_WORDS.has(tokens[k]?.text ?? '')) k++;
    const part = siteRightAfter(tokens, k - 1, true);
    if (part) {
      sites[0] = `${place} of ${part.site.name}`;
      last = part.token;
    }
  }
  const second = tokens[last + 1]?.text === 'and' ? siteRightAfter(tokens, last + 1, true) : undefined;
  if (second) {
    sites.push(tokens[second.token]!.text);
    last = second.token;
  }
  const wording = `${m.value.wording ?? m.value.label} ${where} ${sites.join(' and ')}`;
  return { ...m, lastToken: last, value: { ...m.value, wording } };
}

/** A reading that reaches into the next keeps it out: "Itchy feet" is one, not itching and then feet. */
function withoutOverlaps(matches: CarriedMatch[]): CarriedMatch[] {
  const kept: CarriedMatch[] = [];
  for (const m of matches) {
    const previous = kept.at(-1);
    if (previous && m.firstToken <= previous.lastToken) continue;
    kept.push(m);
  }
  return kept;
}
