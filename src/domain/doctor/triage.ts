// Triage: which condition the picture fits best, and how soon it needs a doctor.
import { ADVICE, type ConditionAdvice } from './advice-library';
import { GENERAL_ESCALATIONS } from './presentations';
import { complaintById } from './complaints';
import { minorPresentationOf, type MinorPresentation } from './minor-presentations';
import type { ClinicalPicture } from './facts';
import { moreUrgent, URGENCY_ORDER, type Urgency } from './types';

export interface Assessment {
  condition: ConditionAdvice;
  urgency: Urgency;
  /** Why it is more urgent than the condition usually is, if it is. */
  because: string | null;
}

/** Complaints whose own conditions give way to a minor presentation the patient names outright. */
const MINOR_MAY_OVERRIDE = new Set(['other', 'skin']);

/** The minor presentation the picture is, when the complaint is one that gives way to it; else null. */
export function minorPresentationFor(p: ClinicalPicture): MinorPresentation | null {
  return MINOR_MAY_OVERRIDE.has(p.facts.complaint ?? 'other') ? minorPresentationOf(p) : null;
}

/** The condition among the complaint's candidates with the most evidence; the first on a tie. */
export function likeliestCondition(p: ClinicalPicture): ConditionAdvice {
  const minor = minorPresentationFor(p);
  if (minor) return minor;
  const complaint = complaintById(p.facts.complaint ?? 'other');
  let best: ConditionAdvice = ADVICE[complaint.conditions[0]!] ?? ADVICE.unspecified!;
  let bestScore = 0;
  for (const id of complaint.conditions) {
    const condition = ADVICE[id];
    if (!condition) continue;
    const score = condition.cues.reduce((sum, [when, weight]) => sum + (when(p) ? weight : 0), 0);
    if (score > bestScore) {
      best = condition;
      bestScore = score;
    }
  }
  return best;
}

/** The urgency: the condition's usual one, raised by any of its (or the general) escalation rules that hold. */
export function assess(p: ClinicalPicture): Assessment {
  const condition = likeliestCondition(p);
  return assessCondition(p, condition);
}

export function assessCondition(p: ClinicalPicture, condition: ConditionAdvice): Assessment {
  let urgency: Urgency = condition.urgency;
  let because: string | null = null;
  for (const rule of [...condition.escalations, ...GENERAL_ESCALATIONS]) {
    if (URGENCY_ORDER.indexOf(rule.urgency) > URGENCY_ORDER.indexOf(urgency) && rule.when(p)) {
      urgency = moreUrgent(urgency, rule.urgency)!;
      because = rule.because;
    }
  }
  return { condition, urgency, because };
}
