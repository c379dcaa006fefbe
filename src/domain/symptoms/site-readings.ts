// A body site and what the patient says about it, near each other in one clause: "my throat's been killing me",
// "my neck is very stiff", "his eye is all red and sticky", "the big toe, it's hot and swollen".
// Reads what fixed phrases miss, as site × quality: pain gives the site's pain label ("sore throat"), and any
// other quality its own plain label ("stiff neck", "red eye").
import { bodyParts, isIrregularPlural, painAfterPart, painAsNamed } from './body-part-phrases';
import { saidByDegree, type Token } from '../language';

export interface SiteReading {
  firstToken: number;
  lastToken: number;
  label: string;
  /** The label in the patient's own sense: the site as they named it ("big toe pain" for "foot pain"). */
  wording: string;
  /** The word that says what is wrong with the site: "stiff", "lump". */
  qualityToken: number;
  /** A denial inside the reading itself: "my neck isn't stiff". */
  deniedWithin: boolean;
}

// "my throat's been killing me": the pain words said after a part, one word each ("killing" for "killing me").
const PAIN = new Set([
  ...painAfterPart.map((words) => words.split(' ')[0]!),
  'agony',
  'stings',
  'stinging',
  'burning',
  // Pain told by what it is like, at a part: "like a hot poker under my ribs", "stabbing in my side" (not "knife",
  // which cuts a finger as often).
  'poker',
  'stabbing',
]);

/**
 * The report reads more widely than the doctor (its thorough reading): these words, qualities and sites as well.
 * The doctor's complaints were written against the narrower tables; measured on its corpus, the wider ones moved
 * its conclusions, so they stay the report's.
 */
const THOROUGH_PAIN = new Set([...PAIN, 'ached', 'scratchy', 'raw']);

/** A word that says a site hurts: "sore", "throbs", "aches". */
export const isPainWord = (word: string, thorough = false) => (thorough ? THOROUGH_PAIN : PAIN).has(word);

/** Other qualities, as the label says them before the site. */
const QUALITIES = new Map([
  ['itchy', 'itchy'],
  ['itching', 'itchy'],
  ['itches', 'itchy'],
  ['red', 'red'],
  ['swollen', 'swollen'],
  ['puffy', 'swollen'],
  ['sticky', 'sticky'],
  ['gritty', 'gritty'],
  ['hot', 'hot'],
  ['stiff', 'stiff'],
  ['numb', 'numb'],
  ['weak', 'weak'],
  ['droopy', 'drooping'],
  ['drooping', 'drooping'],
  ['tingly', 'tingling'],
  ['tingling', 'tingling'],
  ['cracked', 'cracked'],
  ['blistered', 'blistered'],
  ['bruised', 'bruised'],
  ['watery', 'watery'],
  ['bleeding', 'bleeding'],
  ['blocked', 'blocked'],
  ['lump', 'lump on {site}'],
  ['lumps', 'lump on {site}'],
]);
const THOROUGH_QUALITIES = new Map([
  ...QUALITIES,
  ['ringing', 'ringing'],
  ['watering', 'watery'],
  ['dry', 'dry'],
  ['blurry', 'blurry'],
  ['flaky', 'flaky'],
  ['scaly', 'scaly'],
  ['droops', 'drooping'],
]);

/** Qualities only some parts have: ears ring; "I'm ringing them now" says nothing of a knee. */
const ONLY_OF = new Map([['ringing', ['ear', 'ears']]]);

/** Sites beyond the pain table's, spoken singular → as the label says them. */
const MORE_SITES: [string[], string][] = [
  [['lip', 'lips'], 'lips'],
  [['tongue'], 'tongue'],
  [['eyelid', 'eyelids', 'lid'], 'eyelid'],
  [['gum', 'gums'], 'gum'],
  [['nose'], 'nose'],
  [['forehead'], 'forehead'],
  [['cheek', 'cheeks'], 'cheek'],
  [['skin'], 'skin'],
  [['toe', 'toes'], 'toe'],
  [['heel'], 'heel'],
  [['glands', 'gland'], 'glands'],
  [['calf'], 'calf'],
];
const THOROUGH_MORE_SITES: [string[], string][] = [
  [['chin'], 'chin'],
  [['scalp'], 'scalp'],
  [['nail', 'nails'], 'nail'],
  [['knuckle', 'knuckles'], 'knuckle'],
  [['nostril', 'nostrils'], 'nostril'],
  [['eyelash', 'eyelashes'], 'eyelash'],
];

export interface Site {
  /** As a quality's label names it: "eye", "toe". */
  name: string;
  /** The label when it hurts, if the pain table has one. */
  pain?: string;
  /** The label when it hurts, for the site as named: "toe pain" where the pain table says "foot pain". */
  painAsNamed?: string;
}

const SITES = new Map<string, Site>();
for (const [names, name] of MORE_SITES) for (const spoken of names) SITES.set(spoken, { name });
for (const part of bodyParts) {
  for (const spoken of part.names) {
    const name = SITES.get(spoken)?.name ?? part.names[0]!;
    SITES.set(spoken, { name, pain: part.pain, painAsNamed: painAsNamed(part, spoken) });
  }
}

// A site counts only as someone's body part: "my back", "his left ear", "the big toe", not "come back".
const OWNERS = new Set([
  'my',
  'his',
  'her',
  'their',
  'your',
  'the',
  'both',
  'a',
  'an',
  'one',
  'this',
  'that',
]);
const BEFORE_SITE = new Set([
  'left',
  'right',
  'lower',
  'upper',
  'big',
  'little',
  'top',
  'bottom',
  'other',
  'whole',
  'front',
]);
const BREAKS = new Set([
  'but',
  'and',
  'or',
  'because',
  'so',
  'then',
  'though',
  'although',
  'when',
  'if',
  'while',
]);
const DENIALS = new Set([
  'no',
  'not',
  'isnt',
  'arent',
  'wasnt',
  'never',
  'dont',
  'doesnt',
  'didnt',
  'nothing',
]);
/** Owners that make a site someone's for what is said after it: "my ankle", "the toe"; not "five-a-side". */
export const CERTAIN_OWNERS = new Set([...OWNERS].filter((owner) => !['a', 'an', 'one'].includes(owner)));
/** Words a site and its quality may be apart by: "my throat's been really killing me". */
const REACH = 4;

// "my throat's been…" is tokenised "throats": every site is also known with an s.
for (const [spoken, site] of [...SITES]) if (!SITES.has(`${spoken}s`)) SITES.set(`${spoken}s`, site);
const THOROUGH_SITES = new Map(SITES);
for (const [names, name] of THOROUGH_MORE_SITES)
  for (const spoken of [...names, ...names.map((n) => `${n}s`)])
    if (!THOROUGH_SITES.has(spoken)) THOROUGH_SITES.set(spoken, { name });

const sitesFor = (thorough: boolean) => (thorough ? THOROUGH_SITES : SITES);

/** Words before a site that say which one, kept in the patient's wording: "lower back pain", "left knee". */
const WHICH_ONE = new Set(['left', 'right', 'lower', 'upper', 'big', 'little']);
/** Which part, said before "of my …": "the top right of my tummy" is the upper right tummy. */
const PART_OF = new Map([
  ['left', 'left'],
  ['right', 'right'],
  ['top', 'upper'],
  ['upper', 'upper'],
  ['bottom', 'lower'],
  ['lower', 'lower'],
  ['middle', 'middle'],
]);

/** "lower back pain" for "back pain" when the patient said "my lower back", or "the top right of my tummy". */
export function withWhichOne(tokens: Token[], siteToken: number, wording: string, siteName: string): string {
  if (!wording.startsWith(`${siteName} `)) return wording;
  const which: string[] = [];
  for (let j = siteToken - 1; j >= 0 && j >= siteToken - 2 && WHICH_ONE.has(tokens[j]!.text); j--)
    which.unshift(tokens[j]!.text);
  if (which.length === 0 && tokens[siteToken - 2]?.text === 'of' && OWNERS.has(tokens[siteToken - 1]!.text)) {
    for (let j = siteToken - 3; j >= 0 && j >= siteToken - 4 && PART_OF.has(tokens[j]!.text); j--)
      which.unshift(PART_OF.get(tokens[j]!.text)!);
  }
  return which.length ? `${which.join(' ')} ${wording}` : wording;
}

/** The site a word names, if it is one. */
export function siteAt(tokens: Token[], i: number, thorough = false): Site | undefined {
  return sitesFor(thorough).get(tokens[i]?.text ?? '');
}

/** The site said right after a word, past "left", "lower" and the like: "itchy feet", "dry left eye". */
export function siteRightAfter(
  tokens: Token[],
  i: number,
  thorough = false,
): { site: Site; token: number } | undefined {
  let j = i + 1;
  while (j < tokens.length && BEFORE_SITE.has(tokens[j]!.text)) j++;
  const site = siteAt(tokens, j, thorough);
  return site && !siteAt(tokens, j + 1, thorough) ? { site, token: j } : undefined;
}

/** The site a word names, as a label says it ("toe" for "toes"), if it is one. */
export function siteNamed(word: string): string | undefined {
  return SITES.get(word)?.name;
}

/** A site named as someone's body part: "my back", "his left ear", "the big toe", not "come back". */
export function ownedSiteAt(
  tokens: Token[],
  i: number,
  owners = OWNERS,
  options?: { orOpeningAClause?: boolean; thorough?: boolean },
): Site | undefined {
  // Most words are no site: that is settled before anything else is read.
  const sites = sitesFor(options?.thorough ?? false);
  const site = sites.get(tokens[i]!.text);
  if (!site) return undefined;
  const orOpeningAClause = options?.orOpeningAClause ?? false;
  // "my bottom eyelid": the first word only says which part of the second.
  if (!site || sites.get(tokens[i + 1]?.text ?? '')) return undefined;
  // "The leg of the bed", "the arm of the chair": a part of the furniture, not of the patient.
  const ofWhat = tokens[i + 1]?.text === 'of' ? tokens[i + 2]?.text : undefined;
  const thing =
    ofWhat && ['the', 'a', 'my', 'our', 'his', 'her'].includes(ofWhat) ? tokens[i + 3]?.text : ofWhat;
  if (thing && FURNITURE.has(thing)) return undefined;
  // "On the other hand" is a figure of speech, not a hand.
  if (
    tokens
      .slice(Math.max(0, i - 3), i + 1)
      .map((t) => t.text)
      .join(' ') === 'on the other hand'
  )
    return undefined;
  let j = i - 1;
  while (j >= 0 && BEFORE_SITE.has(tokens[j]!.text)) j--;
  // "Left shoulder. Stiff as a board.": a site said on its own, as an answer, is the patient's; not "Bottom left,
  // back." (where a tooth is) nor "Back in March".
  if (orOpeningAClause && (j < 0 || tokens[j]!.kind !== 'word'))
    return PLACES_ON_A_THING.has(tokens[i]!.text) ? undefined : site;
  if (j < 0 || !owners.has(tokens[j]!.text)) return undefined;
  // "the left side of my tummy": the tummy is the site, the side only where on it.
  if (
    PLACES_ON_A_THING.has(tokens[i]!.text) &&
    tokens[i + 1]?.text === 'of' &&
    SITES.has(tokens[i + 3]?.text ?? '')
  )
    return undefined;
  // "red at the back", "round the side": where on something, not the back or the side.
  if (
    tokens[j]!.text === 'the' &&
    LOCATIVE.has(tokens[j - 1]?.text ?? '') &&
    PLACES_ON_A_THING.has(tokens[i]!.text)
  )
    return undefined;
  return site;
}

const FURNITURE = new Set([
  'bed',
  'table',
  'chair',
  'sofa',
  'settee',
  'couch',
  'desk',
  'stool',
  'cot',
  'bench',
  'ladder',
  'door',
  'cupboard',
]);
const LOCATIVE = new Set(['at', 'round', 'around', 'to', 'from', 'on', 'down']);
/** Where on a thing: "the back of my neck", "round the side". */
export const PLACES_ON_A_THING = new Set(['back', 'side', 'bottom', 'top', 'front']);

/** The label for a site with this quality, and the same in the patient's sense. */

export function labelFor(
  site: Site,
  word: string,
  thorough = false,
  spokenSite?: string,
): { label: string; wording: string } | undefined {
  if (isPainWord(word, thorough)) {
    const label = site.pain ?? `${site.name} pain`;
    return { label, wording: site.painAsNamed ?? label };
  }
  const quality = (thorough ? THOROUGH_QUALITIES : QUALITIES).get(word);
  if (!quality) return undefined;
  if (ONLY_OF.has(quality) && !ONLY_OF.get(quality)!.includes(site.name)) return undefined;
  const label = quality.includes('{site}') ? quality.replace('{site}', site.name) : `${quality} ${site.name}`;
  // "Itchy feet" stays feet.
  return {
    label,
    wording: spokenSite && isIrregularPlural(spokenSite) ? label.replace(site.name, spokenSite) : label,
  };
}

// What a patient says a part has become, in any word that says a state: "my ear's blocked", "my skin is super
// oily", "lids were crusted shut", "the skin is cracking". Read only as the part's predicate, with nothing between
// but the verb and how much ("is", "feels", "gone all", "really"), and only in the report's thorough reading.
const LINKS = new Set(
  [
    'is are was were been feels feel felt looks look looked seems',
    'went gone goes go going gets get got getting has have keeps',
    'all a bit so really very quite super proper still always too dead just',
  ].flatMap((line) => line.split(' ')),
);
/** A state word by its ending: "blocked", "oily", "crusty", "cracking"; not an adverb ("absolutely"). */
const STATE = /^[a-z]{3,}(?:ed|y|ing)$/;
const STATES_IN_LY = new Set(['oily', 'scaly', 'wobbly', 'prickly', 'bubbly', 'wrinkly', 'crinkly']);
/** States with no such ending, said of a part: "my chest goes tight", "my legs feel heavy". */
const PLAIN_STATES = new Set(['tight', 'tender', 'heavy', 'cold', 'pale', 'blue', 'full', 'numb', 'raw']);
const isState = (word: string) =>
  PLAIN_STATES.has(word) ||
  (STATE.test(word) && !NOT_A_STATE.has(word) && (!word.endsWith('ly') || STATES_IN_LY.has(word)));
/** "my skin is driving me mad": a doing with its object is not a state. */
const OBJECTS = new Set(['me', 'him', 'her', 'us', 'them', 'it', 'my', 'his', 'their', 'the', 'a', 'up']);
// Said of a part, these say how it is going, how it is named or what it does, not what is wrong with it.
const NOT_A_STATE = new Set(
  [
    'getting going feeling looking starting being having doing coming seeming staying called',
    'improving healing settling clearing easing fading calming moving working bending walking',
    'healed improved settled cleared eased calmed fixed checked treated tested touched started stopped',
    'worried used happy healthy early every everything anything nothing something any many',
    'bloody ready busy lucky hurting killing throbbing aching stinging burning hurted worsened',
    'yesterday today everyday funny weird odd strange silly crazy sorry',
    'replaced pierced sorted closed operated examined scanned injected vaccinated removed shaved washed cleaned',
    'covered bandaged plastered strapped taped dressed stitched glued numbed empty tidy dirty hairy skinny',
  ].flatMap((line) => line.split(' ')),
);

/** "my ear's blocked": the state said of a site, as a report lists it ("blocked ear"). */
function saidOfTheSite(
  tokens: Token[],
  siteToken: number,
  j: number,
  site: Site,
): { label: string; wording: string } | undefined {
  const word = tokens[j]!.text;
  if (!isState(word) || (word.endsWith('ing') && OBJECTS.has(tokens[j + 1]?.text ?? ''))) return undefined;
  // Straight after the part only as "my ear's blocked" (spelt "ears blocked"), not "my finger chopping onions".
  if (j === siteToken + 1 && !tokens[siteToken]!.text.endsWith('s')) return undefined;
  for (let k = siteToken + 1; k < j; k++) if (!LINKS.has(tokens[k]!.text)) return undefined;
  return { label: `${word} ${site.name}`, wording: `${word} ${site.name}` };
}

const WHERE = new Set(['in', 'on', 'of', 'under', 'behind']);

/** How many words after a site say where it is ("glands in my neck"): 3, or 0. */
function whereOnTheBody(tokens: Token[], i: number): number {
  return WHERE.has(tokens[i + 1]?.text ?? '') &&
    OWNERS.has(tokens[i + 2]?.text ?? '') &&
    SITES.has(tokens[i + 3]?.text ?? '')
    ? 3
    : 0;
}

/** The "neck" of "glands in my neck". */
function isWhereOnTheBody(tokens: Token[], i: number): boolean {
  return i >= 3 && whereOnTheBody(tokens, i - 3) === 3;
}

/** Every site-with-quality reading, in text order. */
export function siteReadings(tokens: Token[], { thorough = false } = {}): SiteReading[] {
  const readings: SiteReading[] = [];
  tokens.forEach((token, i) => {
    if (token.kind !== 'word') return;
    // Read thoroughly, a site said on its own ("Left ear's ringing.") counts as the patient's.
    const site = ownedSiteAt(tokens, i, OWNERS, { orOpeningAClause: thorough, thorough });
    if (!site) return;
    const seen = new Set<string>();
    // "the glands in my neck are swollen": the glands are swollen, the neck only says where they are.
    const where = whereOnTheBody(tokens, i);
    if (isWhereOnTheBody(tokens, i)) return;
    for (const direction of [1, -1]) {
      for (
        let step = 1, j = i + direction + (direction === 1 ? where : 0);
        step <= REACH && j >= 0 && j < tokens.length;
        step++, j += direction
      ) {
        const word = tokens[j]!;
        if (word.kind !== 'word' || BREAKS.has(word.text)) break;
        const labelled =
          labelFor(site, word.text, thorough, token.text) ??
          (thorough && direction === 1 ? saidOfTheSite(tokens, i + where, j, site) : undefined);
        if (!labelled || seen.has(labelled.label)) continue;
        seen.add(labelled.label);
        const [first, last] = direction === 1 ? [i, j] : [j, i];
        // "My neck isn't stiff" denies; "my throat is not that sore" says how much.
        const deniedWithin =
          tokens.slice(first, last + 1).some((t) => DENIALS.has(t.text)) && !saidByDegree(tokens, j);
        const wording = withWhichOne(tokens, i, labelled.wording, site.name);
        readings.push({
          ...labelled,
          wording,
          firstToken: first,
          lastToken: last,
          qualityToken: j,
          deniedWithin,
        });
      }
    }
  });
  return readings.sort((a, b) => a.firstToken - b.firstToken);
}

/**
 * The body part named last in a text, as someone's ("my right eye", "his toes"): what a later "it" is said of. A
 * part that only says how far ("white from the knee down", "up to her knees") is not what "it" means.
 */
export function lastSiteNamed(tokens: Token[]): Token | undefined {
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (tokens[i]!.kind !== 'word') continue;
    const site = ownedSiteAt(tokens, i, OWNERS, { thorough: true });
    const reach = tokens[i - 1]?.text === 'the' && HOW_FAR.has(tokens[i - 2]?.text ?? '');
    if (site && !reach) return tokens[i];
  }
  return undefined;
}

const HOW_FAR = new Set(['from', 'below', 'above', 'to', 'past', 'beyond']);
