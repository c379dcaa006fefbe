// The presenting complaints the built-in doctor knows: what a complaint declares (its folder in presentations/
// writes it: how it is recognised, which questions apply, which conditions it may turn out to be), and how the
// complaint in a reply is recognised.
import type { SymptomMention } from '../symptoms';
import type { BodyArea } from './extractors';
import type { StepId } from './intake-steps';
import { PRESENTATIONS, UNPLACED, type ComplaintId, type ConditionId, type RedFlagId } from './presentations';
import { isPresent, phrases, presence, type Analysed } from '../language';

/** The ids a complaint refers to: plain strings where its folder writes it, checked ids once the index has it. */
interface ComplaintRefs {
  complaint: string;
  condition: string;
  redFlag: string;
  step: string;
}

interface RegistryRefs {
  complaint: ComplaintId;
  condition: ConditionId;
  redFlag: RedFlagId;
  step: StepId;
}

export interface YesNoQuestion<Refs extends ComplaintRefs = RegistryRefs> {
  question: string;
  rephrase: string;
  /** A bare "yes" (or "no") to this question raises that red flag. */
  onYes?: Refs['redFlag'];
  onNo?: Refs['redFlag'];
  /** Any reply counts as an answer (an open question). */
  open?: boolean;
  /** One yes/no question, not a list: a bare "yes" needs no "which?". */
  single?: boolean;
  /** Replies that mean yes, or no, without saying it ("I wear contact lenses"). */
  yesWhen?: RegExp;
  noWhen?: RegExp;
}

export interface ExtraStep<Refs extends ComplaintRefs = RegistryRefs> extends YesNoQuestion<Refs> {
  id: 'hydration' | 'glass-test';
  /** Asked only when this holds for what has been said so far. */
  when: (a: Analysed, symptoms: ReadonlySet<string>) => boolean;
}

export interface ComplaintDef<Refs extends ComplaintRefs = RegistryRefs> {
  id: Refs['complaint'];
  /** As the summary says it: "a headache", "back pain". */
  noun: string;
  /** As a question says it: "the headache". */
  short: string;
  /** Symptom labels (from the shared vocabulary) that present this complaint. */
  symptoms: readonly string[];
  /** Of those, the ones common with other complaints too (nausea with a headache): they count half. */
  minorSymptoms?: readonly string[];
  /** Phrases the vocabulary does not cover. */
  cues: readonly RegExp[];
  /** Added to the score: low for complaints that are often a side issue ("can't sleep with the pain"). */
  weight?: number;
  /** Ask what the pain is like. */
  pain: boolean;
  location?: {
    question: string;
    rephrase: string;
    /** Sites too vague to count as an answer ("the head" for a headache). */
    generic?: readonly string[];
    /** Body parts that can be this complaint's site when mentioned in passing ("light hurts my eyes" is not). */
    parts?: readonly string[];
    /** A paired organ: a bare "the left one" or "both" answers "which?". */
    paired?: string;
    /** The area asked about: a bare "at the back" or "lower right" answers "where in your head / tummy?". */
    area?: BodyArea;
  };
  severityQuestion?: string;
  modifiersQuestion?: string;
  pregnancy: boolean;
  associated: YesNoQuestion<Refs>;
  extraSteps?: readonly ExtraStep<Refs>[];
  /** Steps asked before the usual order: a safety screen that cannot wait. */
  firstSteps?: readonly Refs['step'][];
  /** Advice-library ids; the first is the default when nothing points elsewhere. */
  conditions: readonly Refs['condition'][];
}

/** A complaint as its folder writes it: its shape is checked there, its ids when the index gathers it. */
export type ComplaintData = ComplaintDef<ComplaintRefs>;

/** The complaints the doctor recognises, in the registry's order (on a tie, the earlier wins). */
export const COMPLAINTS: readonly ComplaintDef[] = PRESENTATIONS.map(
  (presentation) => presentation.complaint,
);

/** When no complaint is recognised: "your symptoms". */
export const OTHER_COMPLAINT: ComplaintDef = UNPLACED.complaint;

const BY_ID = new Map<ComplaintId, ComplaintDef>([...COMPLAINTS, OTHER_COMPLAINT].map((c) => [c.id, c]));

export function complaintById(id: ComplaintId): ComplaintDef {
  return BY_ID.get(id) ?? OTHER_COMPLAINT;
}

// ---- where the trouble is -----------------------------------------------------------------------
// Patients often say where the trouble is and not what it is: "it's my back, it's killing me when I bend",
// "when I make the pee it is burning", "my hearing has gone in one ear". A body site that is someone's, with a
// word of trouble in the same or the next clause, places the complaint when no symptom or phrase named it.

const OWNER = '(?:my|his|her|their|your|the|one|both|left|right)';
const owned = (...sites: string[]) => new RegExp(`\\b${OWNER} (?:${sites.join('|')})\\b(?! of\\b)`);

/** Sites, as the patient names them, and the complaint each places. First match wins. */
const SITE_COMPLAINTS: readonly [RegExp, ComplaintId][] = [
  [owned('chest', 'breast ?bone'), 'chest-pain'],
  [owned('(?:lower |upper )?back', 'spine'), 'back-pain'],
  [owned('ears?', 'hearing'), 'ear'],
  [/\b(?:my|his|her|their) hearing\b|\bin (?:one|my|his|her|both) ears?\b/, 'ear'],
  [owned('eyes?', 'eyelids?'), 'eye'],
  [owned('throat', 'tonsils'), 'sore-throat'],
  [owned('tummy', 'stomach', 'belly', 'abdomen', 'guts'), 'abdominal-pain'],
  [/\b(?:pee|peeing|wee|weeing|urine|urinat\w*|water(?:works)?|bladder)\b/, 'urinary'],
  [
    owned(
      'wrists?',
      'ankles?',
      'knees?',
      'hands?',
      'fingers?',
      'thumbs?',
      'arms?',
      'legs?',
      'foot',
      'feet',
      'toes?',
      'shoulders?',
      'elbows?',
      'hips?',
      'shins?',
      'thighs?',
      'heels?',
    ),
    'injury',
  ],
  [owned('skin'), 'skin'],
  [owned('head'), 'headache'],
];

/** What is wrong, said of a site: pain, or a change the patient has noticed. */
const TROUBLE = phrases(
  'pain\\w*',
  'hurt\\w*',
  'ach\\w*',
  'sore',
  'agony',
  'killing',
  'burning',
  'sting\\w*',
  'throbb\\w*',
  'stiff',
  'swollen',
  'swelling',
  'swelled',
  'ballooned',
  'puffy',
  'bruised',
  'bleed\\w*',
  'pouring',
  'itch\\w*',
  'red',
  'sticky',
  'gone',
  'funny',
  'blocked',
  'muffled',
  'ringing',
  'deaf',
  'lump',
  'numb',
  'tender',
  'cramp\\w*',
  'bent',
  'out of shape',
  'playing up',
  'giving me (?:grief|gyp|jip|trouble)',
  'problem',
  'trouble',
  '(?:not|isn\x27t) right',
);

/** How a limb was hurt: a limb named without one ("my fingers went tingly") is not an injury. */
const INJURED = phrases(
  'fell',
  'fall(?:en)?',
  'slipped',
  'tripped',
  'twist\\w*',
  'rolled',
  'landed',
  'knock\\w*',
  'bang\\w*',
  'hit',
  'caught',
  'dropped',
  'trapped',
  'jammed',
  'stubbed',
  'kicked',
  'injur\\w*',
  'sprain\\w*',
  'went over',
  'crushed',
  'shut (?:it|my \\w+) in',
);

function complaintBySite(a: Analysed): ComplaintDef | null {
  for (const [site, id] of SITE_COMPLAINTS) {
    if (id === 'injury' && !isPresent(a, INJURED)) continue;
    const at = a.clauses.findIndex(
      (clause) => presence({ text: clause, clauses: [clause] }, site) === 'present',
    );
    if (at < 0) continue;
    const near = a.clauses.slice(Math.max(0, at - 1), at + 3);
    if (near.some((clause) => presence({ text: clause, clauses: [clause] }, TROUBLE) === 'present'))
      return complaintById(id);
  }
  return null;
}

/**
 * The presenting complaint in a reply: each complaint scores for its symptoms and phrases;
 * the best wins, and on a tie the one mentioned first. With none, where the patient says the trouble is.
 */
export function recogniseComplaint(
  a: Analysed,
  mentions: readonly SymptomMention[],
  sitesSaid: readonly string[] = [],
): ComplaintDef | null {
  return namedComplaint(a, mentions, sitesSaid) ?? complaintBySite(a);
}

/** Labels that say what is wrong but not where: said after a site, they are that site's. */
const QUALITY_OF_A_SITE = new Set([
  'itching',
  'pain',
  'swelling',
  'redness',
  'stiffness',
  'soreness',
  'tenderness',
]);
/** An ear or an eye may be itchy, red or swollen; a tummy, a chest or a back that is itchy is skin, not pain. */
const PAIN_ONLY = new Set(['pain', 'soreness', 'tenderness']);
const SITE_QUALITIES: Partial<Record<ComplaintId, ReadonlySet<string>>> = {
  ear: QUALITY_OF_A_SITE,
  eye: QUALITY_OF_A_SITE,
  'sore-throat': QUALITY_OF_A_SITE,
  'chest-pain': PAIN_ONLY,
  'back-pain': PAIN_ONLY,
  'abdominal-pain': PAIN_ONLY,
};

/**
 * The complaints whose site the patient named before saying what is wrong with it ("My ear feels like…" … "itchy,
 * now sore"): the site counts for its complaint as a symptom would.
 */
function complaintsAtSites(sitesSaid: readonly string[], qualities: readonly string[]): Set<ComplaintId> {
  const ids = new Set<ComplaintId>();
  for (const site of sitesSaid)
    for (const [pattern, id] of SITE_COMPLAINTS) {
      const fits = SITE_QUALITIES[id];
      if (!fits || !qualities.some((quality) => fits.has(quality))) continue;
      if (pattern.test(`my ${site.replace(/^(?:the|my|his|her|their) /, '')}`)) ids.add(id);
    }
  return ids;
}

function namedComplaint(
  a: Analysed,
  mentions: readonly SymptomMention[],
  sitesSaid: readonly string[],
): ComplaintDef | null {
  let best: { def: ComplaintDef; score: number; first: number } | null = null;
  const present = mentions.filter((m) => !m.negated);
  // Only a reply that says what is wrong with it ("itchy", "sore") makes a site said before the complaint's.
  const atSites = complaintsAtSites(
    sitesSaid,
    present.map((m) => m.label).filter((label) => QUALITY_OF_A_SITE.has(label)),
  );
  for (const def of COMPLAINTS) {
    // The site counts as a symptom would, but a symptom the reply names wins a tie ("my chest" … "a cough").
    let score = atSites.has(def.id) ? 2 : 0;
    let first = Number.POSITIVE_INFINITY;
    const labels = new Set<string>();
    for (const m of present) {
      // "My ear…" … "itchy, now sore": a quality said after its site is the site's, not a complaint of its own.
      if (atSites.size > 0 && !atSites.has(def.id) && QUALITY_OF_A_SITE.has(m.label)) continue;
      if (def.symptoms.includes(m.label)) {
        labels.add(m.label);
        first = Math.min(first, m.start);
      }
    }
    for (const label of labels) score += def.minorSymptoms?.includes(label) ? 1 : 2;
    for (const cue of def.cues) {
      for (const clause of a.clauses) {
        if (presence({ text: clause, clauses: [clause] }, cue) === 'present') {
          score += 1;
          first = Math.min(first, Math.max(0, a.text.indexOf(clause)));
          break;
        }
      }
    }
    if (score === 0) continue;
    score += def.weight ?? 0;
    if (!best || score > best.score || (score === best.score && first < best.first))
      best = { def, score, first };
  }
  return best?.def ?? null;
}
