// History taking as data: each step has its question, a rephrasing, when it applies, when it is already
// answered (so it is skipped), and the extractor that reads its answer from any reply.
import type { SymptomMention } from '../symptoms';
import { complaintById, recogniseComplaint, type ComplaintDef, type ExtraStep } from './complaints';
import {
  extractAge,
  extractChildAge,
  extractAllergies,
  extractCharacter,
  extractHistory,
  extractLocation,
  extractModifiers,
  extractOnset,
  extractPace,
  extractPregnancy,
  extractSeverity,
  extractSex,
} from './extractors';
import type { Facts } from './facts';
import {
  isPlainNo,
  isPlainYes,
  isPresent,
  listOf,
  patientOf,
  phrases,
  presence,
  type Analysed,
  type Answer,
} from '../language';
import { SAFETY_QUESTIONS } from './presentations';
import { CONCEPTS, conceptsIn, type RedFlagId } from './red-flags';

export type StepId =
  | 'complaint'
  | 'child-age'
  | 'onset'
  | 'character'
  | 'severity'
  | 'location'
  | 'associated'
  | 'hydration'
  | 'glass-test'
  | 'modifiers'
  | 'history'
  | 'allergies'
  | 'pregnancy'
  | SafetyStepId;

/** The universal emergency screen: asked of every patient, early, unless already answered. */
export type SafetyStepId =
  | 'safety-learned-confirm'
  | 'safety-breathing-chest'
  | 'safety-breathing-chest-severe'
  | 'safety-collapse-bleeding'
  | 'safety-collapse-bleeding-now'
  | 'safety-mood';

/** One patient reply, read once, as every extractor sees it. */
export interface Reading {
  /** Normalised, idioms removed, in clauses. */
  a: Analysed;
  answer: Answer;
  /** Symptom mentions in this reply. */
  mentions: SymptomMention[];
  now: Date;
  /** "actually…": later values replace earlier ones. */
  correction: boolean;
  /** How many times the step being read has been asked. */
  asked: number;
}

export interface StepContext {
  facts: Facts;
  complaint: ComplaintDef;
  /** Everything said so far, read clinically, and the symptoms present. */
  all: Analysed;
  symptoms: ReadonlySet<string>;
}

export interface IntakeStep {
  id: StepId;
  relevant: (ctx: StepContext) => boolean;
  answered: (facts: Facts, complaint: ComplaintDef) => boolean;
  question: (complaint: ComplaintDef) => string;
  rephrase: (complaint: ComplaintDef) => string;
  /**
   * What this reply says for this step. `bare` is true when this step's question is the one being
   * answered, so that "yes", "seven" or "Monday" count.
   */
  read: (r: Reading, facts: Facts, bare: boolean) => Partial<Facts> | null;
  /**
   * What a reply newly told this step while another question was being asked, in a few words to say back
   * ("6 out of 10"), or null when it told nothing new here.
   */
  heard?: (before: Facts, after: Facts, complaint: ComplaintDef) => string | null;
}

const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
/** Items in `after` that were not in `before`. */
const added = (before: readonly string[] | null, after: readonly string[] | null) =>
  (after ?? []).filter((item) => !(before ?? []).includes(item));

/** Symptom mentions other than the complaint's own. */
function otherMentions(mentions: readonly SymptomMention[], complaint: ComplaintDef): SymptomMention[] {
  return mentions.filter((m) => !complaint.symptoms.includes(m.label));
}

function yesNoStep(
  id: StepId,
  spec: (c: ComplaintDef) => { question: string; rephrase: string; open?: boolean } | undefined,
  readScreen: (r: Reading, facts: Facts, bare: boolean) => 'yes' | 'no' | null,
  relevant: (ctx: StepContext) => boolean,
): IntakeStep {
  return {
    id,
    relevant: (ctx) => spec(ctx.complaint) !== undefined && relevant(ctx),
    answered: (facts) => facts.screens[id] !== undefined,
    question: (c) => spec(c)?.question ?? '',
    rephrase: (c) => spec(c)?.rephrase ?? '',
    read: (r, facts, bare) => {
      const screen = readScreen(r, facts, bare);
      return screen ? { screens: { ...facts.screens, [id]: screen } } : null;
    },
  };
}

function extraStep(id: ExtraStep['id'], readScreen: (r: Reading) => 'yes' | 'no' | null): IntakeStep {
  const spec = (c: ComplaintDef) => c.extraSteps?.find((s) => s.id === id);
  return yesNoStep(
    id,
    spec,
    (r, _facts, bare) => (bare ? readScreen(r) : null),
    (ctx) => spec(ctx.complaint)?.when(ctx.all, ctx.symptoms) ?? false,
  );
}

const GLASS_NO =
  /\b(?:doesn't|don't|didn't|won't|not|never) (?:fade|go|blanch|disappear)\w*|\bstill (?:see|visible|there)\b|\bno\b/;
const GLASS_YES = /\bfade[sd]?\b|\bfading\b|\bdisappear\w*|\bgo(?:es)? (?:away|white|pale)\b|\bblanch\w*/;
const HYDRATION_NO =
  /\b(?:can't|not|unable to|haven't|hasn't|no)\b[^,.;]{0,25}\b(?:keep|hold|drink|pee|peed|wee|weed|urine|passed|anything down|fluids)\b/;

/**
 * A closed safety question: answered only when it is asked, by a plain yes or no, by naming or denying
 * one of the things it asks about, or by a short yes. A long reply about something else is not a yes.
 */
function safetyStep(
  id: SafetyStepId,
  question: string,
  rephrase: string,
  topic: RegExp,
  relevant: (ctx: StepContext) => boolean,
  problem: RegExp = topic,
): IntakeStep {
  return yesNoStep(
    id,
    () => ({ question, rephrase }),
    (r, _facts, bare) => {
      if (!bare) return null;
      return readSafetyAnswer(r, topic, problem);
    },
    relevant,
  );
}

const UNSURE = /\b(?:let me think|hmm+|i'm not sure|not sure|maybe|possibly|i don't know|dunno)\b/;

/** A closed safety question's answer: yes, no, or not answered. */
function readSafetyAnswer(r: Reading, topic: RegExp, problem: RegExp = topic): 'yes' | 'no' | null {
  // "Breathing's fine", "chest is okay": the topic named, and said to be well.
  if (topic.test(r.a.text) && SAID_FINE.test(r.a.text) && !PROBLEM.test(r.a.text)) return 'no';
  // A problem named un-negated is a yes, even after a leading "no" ("no trouble breathing, but my chest hurts").
  const said = presence(r.a, problem);
  if (said === 'present' && !TOPIC_THEN_NO.test(r.a.text)) return 'yes';
  if (said === 'negated' || said === 'present' || presence(r.a, topic) === 'negated') return 'no';
  // A "no" answers this question only when it is a plain no: "No, I haven't been sick" is about something else.
  if (r.answer === 'no' && isPlainNo(r.a.text)) return 'no';
  if (r.answer === 'yes' && isPlainYes(r.a.text)) return 'yes';
  return null;
}

/** "Chest pain no, breathing no": a denial after the word. */
const TOPIC_THEN_NO =
  /\b(?:pain|breathing|breath|chest|bleeding|confus\w*|faint\w*|thoughts?)\??,? (?:no|nope|none|never)\b/;
const SAID_FINE = /\b(?:fine|ok|okay|normal|good|alright|all right|grand|no problem|no trouble)\b/;
const PROBLEM =
  /\b(?:trouble|hard|difficult\w*|pain\w*|can't|cannot|struggl\w*|short|tight\w*|pressure|heavy|hurts?|but)\b/;

/**
 * The answer to a question about warning signs ("short of breath, sweaty, or spreading to your arm?"): yes only
 * when one of the signs asked about is said, or a plain yes; the complaint itself told again ("it hurts when I
 * press on my ribs") answers nothing.
 */
function warningSignsAnswer(r: Reading, question: string): 'yes' | 'no' | null {
  const asked = [...conceptsIn(question)];
  const said = conceptsIn(r.a.text);
  if (asked.some((id) => said.has(id))) return 'yes';
  if (asked.some((id) => presence(r.a, CONCEPTS[id]) === 'negated')) return 'no';
  if (r.answer === 'no') return 'no';
  if (r.answer === 'yes' && isPlainYes(r.a.text)) return 'yes';
  return null;
}

/** A closed question of the emergency screen, as presentations/general/safety-screen.ts declares it. */
export interface SafetyQuestion {
  id: SafetyStepId;
  question: string;
  rephrase: string;
  /** What it asks about: a reply that names or denies it answers it. */
  topic: RegExp;
  /** What a yes names (by default the topic): a problem, not only the word ("holding my breath"). */
  problem?: RegExp;
  /** Asked only when this holds. */
  when: (ctx: StepContext) => boolean;
  /** Not knowing is not a no: an unsure answer counts as yes. */
  unsureIsYes?: boolean;
  /** The red flag a yes raises, by what the patient has answered to the screen so far. */
  raises?: (answers: string) => RedFlagId;
  /** A yes keeps the consultation at least urgent (never lowered). */
  yesIsUrgent?: boolean;
}

/** A toddler ("she's 22 months") or a woman past the menopause is not asked whether she could be pregnant. */
const outsideChildbearingAge = (age: number | null) => age !== null && (age < 12 || age > 55);

/** The emergency screen, after NHS Pathways' first questions and the Manchester Triage System's discriminators. */
export const SAFETY_STEPS: IntakeStep[] = SAFETY_QUESTIONS.map((q) => {
  const step = safetyStep(q.id, q.question, q.rephrase, q.topic, q.when, q.problem);
  if (!q.unsureIsYes) return step;
  return {
    ...step,
    read: (r: Reading, facts: Facts, bare: boolean) => {
      if (!bare) return null;
      const plain = readSafetyAnswer(r, q.topic, q.problem);
      if (plain) return { screens: { ...facts.screens, [q.id]: plain } };
      if (r.answer === 'unknown' || UNSURE.test(r.a.text))
        return { screens: { ...facts.screens, [q.id]: 'yes' } };
      return null;
    },
  };
});

/** The patient says which complaint is why they called. */
const MAIN_REASON = phrases(
  'the main (?:thing|reason|problem|issue|worry)',
  "(?:what|why) i(?:'m| am) (?:really )?(?:calling|ringing|phoning) (?:about|for)",
  '(?:really|actually) (?:calling|ringing|phoning) (?:about|for)',
  'the real (?:reason|problem)',
  '(?:the one|what) (?:that )?worries me (?:the )?most',
);

/** Words of a pregnancy: the baby spoken of may not yet be born. */
const UNBORN =
  /\b(?:pregnan\w*|expecting|my bump|the bump|weeks gone|due date|due in|kicks?|kicking|movements?|i'?m (?:\d+|[a-z]+(?:[- ][a-z]+)?) weeks\b(?! old))/;

export const INTAKE_STEPS: IntakeStep[] = [
  {
    id: 'complaint',
    relevant: () => true,
    answered: (facts) => facts.complaint !== null,
    question: () => 'What brings you in today?',
    rephrase: () =>
      "What's the main symptom bothering you, for example pain, a cough, a rash or feeling sick?",
    read: (r, facts, bare) => {
      // "The main thing is my stomach": the patient says which of what they have told is why they called.
      if (facts.complaint !== null && isPresent(r.a, MAIN_REASON)) {
        const main = recogniseComplaint(r.a, r.mentions);
        if (main && main.id !== facts.complaint) return { complaint: main.id, complaintLabel: null };
      }
      // An unnamed complaint ("your symptoms", after two unclear replies) is named as soon as it can be.
      if (facts.complaint !== null && !(facts.complaint === 'other' && facts.complaintLabel === null))
        return null;
      const def = recogniseComplaint(r.a, r.mentions, facts.sites);
      if (def) return { complaint: def.id };
      const first = r.mentions.find((m) => !m.negated);
      if (first && (bare || facts.complaint === 'other'))
        return { complaint: 'other', complaintLabel: first.label };
      return null;
    },
  },
  ...SAFETY_STEPS,
  {
    // A child's age decides the rules for a fever (under 3 months, under 6 months) and much else: asked early
    // when a parent has not said it. Asked of "you" and spoken of the child ("How old is he?").
    id: 'child-age',
    relevant: (ctx) => {
      const patient = patientOf(ctx.all);
      return (
        patient.subject === 'child' &&
        patient.ageYears === null &&
        ctx.facts.age === null &&
        // A baby not yet born ("my baby isn't moving as much, I'm 34 weeks") has no age to ask.
        !UNBORN.test(ctx.all.text)
      );
    },
    answered: (facts) => facts.age !== null,
    question: () => 'And how old are you?',
    rephrase: () => 'Roughly how old are you, in weeks, months or years?',
    read: (r, _facts, bare) => {
      const age = bare ? extractChildAge(r.a) : null;
      return age === null ? null : { age };
    },
  },
  {
    id: 'onset',
    relevant: () => true,
    answered: (facts) => facts.onset !== null,
    question: (c) => `When did ${c.short} start?`,
    rephrase: () => 'Roughly when did it begin: today, a few days ago, or longer ago than that?',
    read: (r, facts, bare) => {
      const update: Partial<Facts> = {};
      if (facts.onset === null || bare || r.correction) {
        const onset = extractOnset(r.a, r.now, bare || r.correction);
        if (onset) update.onset = onset;
      }
      const pace = extractPace(r.a);
      if (pace && (facts.pace === null || r.correction)) update.pace = pace;
      return Object.keys(update).length ? update : null;
    },
    heard: (before, after) =>
      after.onset && after.onset.phrase !== before.onset?.phrase
        ? after.onset.phrase
        : after.pace && after.pace !== before.pace
          ? `it came on ${after.pace === 'sudden' ? 'suddenly' : 'gradually'}`
          : null,
  },
  {
    id: 'character',
    relevant: (ctx) => ctx.complaint.pain,
    answered: (facts) => facts.character.length > 0,
    question: () =>
      'How would you describe the pain: is it sharp, dull, throbbing, burning, or more like a cramp?',
    rephrase: () => 'In your own words, what does the pain feel like?',
    read: (r, facts, bare) => {
      const found = extractCharacter(r.a);
      if (found.length === 0) return null;
      if (!bare && facts.complaint !== null && !complaintById(facts.complaint).pain) return null;
      return { character: r.correction ? found : union(facts.character, found) };
    },
    heard: (before, after) => {
      const fresh = added(before.character, after.character);
      return fresh.length ? listOf(fresh) : null;
    },
  },
  {
    id: 'severity',
    // A baby or toddler cannot say how bad it is on a scale, nor can a parent for them.
    relevant: (ctx) => (patientOf(ctx.all).ageYears ?? ctx.facts.age ?? Infinity) >= 3,
    answered: (facts) => facts.severity !== null,
    question: (c) =>
      c.severityQuestion ??
      'On a scale from 0 to 10, where 10 is the worst you can imagine, how bad is it right now?',
    rephrase: () => "Would you say it's mild, moderate or severe?",
    read: (r, facts, bare) => {
      if (facts.severity !== null && !bare && !r.correction) return null;
      const severity = extractSeverity(r.a, bare || r.correction);
      return severity === null ? null : { severity };
    },
    heard: (before, after) =>
      after.severity !== null && after.severity !== before.severity ? `${after.severity} out of 10` : null,
  },
  {
    id: 'location',
    relevant: (ctx) => ctx.complaint.location !== undefined,
    answered: (facts, c) => facts.sites.some((site) => !(c.location?.generic ?? []).includes(site)),
    question: (c) => c.location?.question ?? 'Where exactly is it?',
    rephrase: (c) => c.location?.rephrase ?? 'Which part of your body is it?',
    read: (r, facts, bare) => {
      const location = facts.complaint ? complaintById(facts.complaint).location : undefined;
      const found = extractLocation(r.a, bare, location);
      const parts = location?.parts;
      if (!bare && parts) {
        found.sites = found.sites.filter(
          (site) =>
            /\b(?:side|sides|all over)$/.test(site) ||
            parts.some(
              (part) => site.endsWith(part) || site.endsWith(`${part}s`) || site.includes(`${part} `),
            ),
        );
      }
      if (found.sites.length === 0 && found.spread.length === 0) return null;
      return {
        sites: r.correction && found.sites.length ? found.sites : union(facts.sites, found.sites),
        spread: union(facts.spread, found.spread),
      };
    },
    heard: (before, after, c) => {
      const sites = added(before.sites, after.sites).filter((s) => !(c.location?.generic ?? []).includes(s));
      const spread = added(before.spread, after.spread);
      if (sites.length) return listOf(sites);
      return spread.length ? `spreading to ${listOf(spread)}` : null;
    },
  },
  {
    ...yesNoStep(
      'associated',
      (c) => c.associated,
      (r, facts, bare) => {
        if (facts.complaint === null) return null;
        const complaint = complaintById(facts.complaint);
        // A safety screen ("any thoughts of harming yourself?") is only answered when it is asked.
        if (!bare && complaint.associated.onYes) return null;
        const q = complaint.associated;
        if (bare && q.onYes) return warningSignsAnswer(r, q.question);
        if (bare && q.open && r.answer !== 'unknown') return 'yes';
        if (bare && q.noWhen && presence(r.a, q.noWhen) === 'present') return 'no';
        if (bare && q.yesWhen && presence(r.a, q.yesWhen) === 'present') return 'yes';
        if (bare && r.mentions.length > 0) return r.mentions.some((m) => !m.negated) ? 'yes' : 'no';
        if (!bare) {
          // Other symptoms volunteered say nothing to a question of one thing ("Can you walk on it?"): "not
          // limping, no swelling" is no "no". It is asked, though its answer may have been volunteered: asking again
          // is the lesser fault ("I can't stand the pain, but I can walk on it").
          if (q.single) return null;
          // Two or more other symptoms volunteered already answer "anything else with it?".
          const others = otherMentions(r.mentions, complaint);
          if (others.length < 2) return null;
          return others.some((m) => !m.negated) ? 'yes' : 'no';
        }
        if (r.answer === 'no') return 'no';
        // A bare "yes" to a list needs "which?", unless a yes is itself the answer (a red-flag screen).
        if (r.answer === 'yes' && (q.onYes || q.single || r.asked >= 2)) return 'yes';
        return null;
      },
      () => true,
    ),
    // Other symptoms volunteered, present or denied.
    heard: (before, after, c) => {
      const known = new Set([...c.symptoms, ...before.mentions.map((m) => m.label)]);
      if (after.complaintLabel) known.add(after.complaintLabel);
      const fresh = after.mentions.slice(before.mentions.length).filter((m) => !known.has(m.label));
      const present = [...new Set(fresh.filter((m) => !m.negated).map((m) => m.label))];
      const denied = [...new Set(fresh.filter((m) => m.negated).map((m) => m.label))];
      if (present.length) return `I've noted the ${listOf(present)}`;
      if (denied.length) return `no ${listOf(denied, 'or')}`;
      return before.screens.associated === after.screens.associated ? null : "I've noted that";
    },
  },
  extraStep('hydration', (r) =>
    HYDRATION_NO.test(r.a.text) || r.answer === 'no' ? 'no' : r.answer === 'yes' ? 'yes' : null,
  ),
  extraStep('glass-test', (r) =>
    GLASS_YES.test(r.a.text) &&
    !/\b(?:doesn't|don't|didn't|won't|not|never) (?:fade|blanch|disappear)/.test(r.a.text)
      ? 'yes'
      : GLASS_NO.test(r.a.text)
        ? 'no'
        : r.answer === 'yes'
          ? 'yes'
          : null,
  ),
  {
    id: 'modifiers',
    relevant: () => true,
    answered: (facts) => facts.modifiers !== null,
    question: (c) =>
      c.modifiersQuestion ??
      "Does anything make it better or worse, for example rest, movement, food, or any medicine you've tried?",
    rephrase: () => 'Have you found anything that helps, or anything that makes it worse?',
    read: (r, facts, bare) => {
      const found = extractModifiers(r.a, bare);
      if (!found) return null;
      const before = facts.modifiers ?? { better: [], worse: [], nothing: false };
      return {
        modifiers: {
          better: union(before.better, found.better),
          worse: union(before.worse, found.worse),
          nothing: found.nothing && before.better.length === 0 && before.worse.length === 0,
        },
      };
    },
    heard: (before, after) => {
      const changes = [
        added(before.modifiers?.better ?? [], after.modifiers?.better ?? []).length ? 'what helps' : '',
        added(before.modifiers?.worse ?? [], after.modifiers?.worse ?? []).length
          ? 'what makes it worse'
          : '',
      ].filter(Boolean);
      return changes.length ? `I've noted ${listOf(changes)}` : null;
    },
  },
  {
    id: 'history',
    relevant: () => true,
    answered: (facts) => facts.conditions !== null && facts.medicines !== null,
    question: () => 'Do you have any long-term medical conditions, or take any regular medicines?',
    rephrase: () =>
      'For example asthma, diabetes or high blood pressure, or any tablets or inhalers you take regularly?',
    read: (r, facts, bare) => {
      const found = extractHistory(r.a, bare);
      // A medicine named in passing ("paracetamol helps") is not a regular medicine; "no tablets" is none.
      const aboutMedicines =
        bare ||
        found.medicines?.length === 0 ||
        /\b(?:i take|i'm on|taking|prescribed|regular\w*|medication|tablets for)\b/.test(r.a.text);
      let conditions =
        found.conditions === null ? facts.conditions : union(facts.conditions ?? [], found.conditions);
      let medicines =
        found.medicines === null || !aboutMedicines
          ? facts.medicines
          : union(facts.medicines ?? [], found.medicines);
      if (bare && (found.conditions !== null || found.medicines !== null || r.answer === 'no')) {
        conditions ??= [];
        medicines ??= [];
      }
      if (conditions === facts.conditions && medicines === facts.medicines) return null;
      return { conditions, medicines };
    },
    heard: (before, after) => {
      const fresh = [
        ...added(before.conditions, after.conditions),
        ...added(before.medicines, after.medicines),
      ];
      if (fresh.length) return `I've noted ${listOf(fresh)}`;
      if (before.conditions === null && after.conditions?.length === 0) return 'no long-term conditions';
      if (before.medicines === null && after.medicines?.length === 0) return 'no regular medicines';
      return null;
    },
  },
  {
    id: 'allergies',
    relevant: () => true,
    answered: (facts) => facts.allergies !== null,
    question: () => 'Are you allergic to any medicines?',
    rephrase: () => 'For example penicillin, aspirin or ibuprofen: any allergies at all?',
    read: (r, facts, bare) => {
      const found = extractAllergies(r.a, bare);
      return found === null ? null : { allergies: union(facts.allergies ?? [], found) };
    },
    heard: (before, after) => {
      const fresh = added(before.allergies, after.allergies);
      if (fresh.length) return `I've noted the allergy to ${listOf(fresh)}`;
      return before.allergies === null && after.allergies !== null ? 'no allergies' : null;
    },
  },
  {
    id: 'pregnancy',
    relevant: (ctx) =>
      ctx.complaint.pregnancy &&
      ctx.facts.sex !== 'male' &&
      !outsideChildbearingAge(patientOf(ctx.all).ageYears ?? ctx.facts.age),
    answered: (facts) => facts.pregnant !== null,
    question: () => 'Is there any chance you could be pregnant?',
    rephrase: () => 'Just to check, could you be pregnant at the moment? Yes, no or not sure is fine.',
    read: (r, facts, bare) => {
      const update: Partial<Facts> = {};
      const sex = extractSex(r.a);
      if (sex) update.sex = sex;
      const age = extractAge(r.a);
      if (age !== null) update.age = age;
      const pregnancy = extractPregnancy(r.a, bare);
      if (pregnancy && (facts.pregnant === null || bare || r.correction || pregnancy.pregnant === 'yes')) {
        update.pregnant = pregnancy.pregnant;
        update.pregnancyWeeks = pregnancy.weeks ?? facts.pregnancyWeeks;
      }
      if (sex === 'male' && facts.pregnant === null) update.pregnant = 'no';
      return Object.keys(update).length ? update : null;
    },
    heard: (before, after) =>
      before.pregnant !== after.pregnant || before.sex !== after.sex || before.age !== after.age
        ? "I've noted that"
        : null,
  },
];

export const STEP_BY_ID = new Map(INTAKE_STEPS.map((step) => [step.id, step]));
