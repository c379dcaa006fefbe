// The advice library: for each condition the built-in doctor recognises, the impression, self-care advice,
// the usual urgency and what raises it, and the safety-netting. Each presentation's folder writes its own
// conditions (presentations/<id>/advice.ts); the triage reads them here, by id.
import { hasCondition, takesMedicine, type ClinicalPicture, type When } from './facts';
import { CONDITIONS, type ConditionId } from './presentations';
import type { Urgency } from './types';

export type { ConditionId };

export interface Escalation {
  when: When;
  urgency: Urgency;
  /** Spoken after "because": why it needs seeing sooner. */
  because: string;
}

export interface ConditionAdvice {
  id: string;
  /** Follows "This sounds most likely like …". */
  impression: string | null;
  /** A whole impression sentence, when "most likely like" would claim too much. */
  impressionSentence?: string;
  /** Evidence for this condition over its siblings in the same complaint. */
  cues: [When, number][];
  /** Follows "My advice is to …"; {painkillers} is filled in for the patient (allergies, pregnancy…). */
  advice: string;
  /** One sentence for when the patient raises it at the end. */
  brief: string;
  urgency: Urgency;
  escalations: Escalation[];
  /** For self-care: when to book an appointment anyway. */
  reviewAfter: string;
  /** Follows "Seek help sooner if …". */
  safetyNet: string;
}

/** Every condition, by id (a condition id the registry does not know is undefined). */
export const ADVICE: Readonly<Record<ConditionId, ConditionAdvice>> &
  Readonly<Partial<Record<string, ConditionAdvice>>> = CONDITIONS;

// ---- tailoring pain relief to the patient --------------------------------------------------------

function ibuprofenCaution(p: ClinicalPicture): string | null {
  const f = p.facts;
  const allergies = (f.allergies ?? []).join(' ');
  if (/ibuprofen|nsaid|anti-inflammator|aspirin|naproxen/.test(allergies))
    return "you're allergic to it or to similar medicines";
  if (f.pregnant === 'yes' || f.pregnant === 'possible') return 'it is not recommended in pregnancy';
  if (hasCondition('a stomach ulcer')(p)) return 'of your stomach ulcer';
  if (hasCondition('kidney disease')(p)) return 'of your kidney problems';
  if (hasCondition('a heart condition')(p)) return 'of your heart condition';
  if (takesMedicine('a blood thinner')(p)) return 'you take a blood thinner';
  if (hasCondition('asthma')(p)) return 'it can make asthma worse for some people';
  return null;
}

export interface PainRelief {
  /** Fills {painkillers}: "paracetamol or ibuprofen", or what suits this patient. */
  painkillers: string;
  /** A sentence on what to avoid and why, when something does not suit them. */
  caution: string | null;
}

/** Which painkillers suit this patient: allergies, pregnancy, stomach, kidneys, heart, blood thinners, asthma. */
export function painReliefFor(p: ClinicalPicture): PainRelief {
  const allergies = (p.facts.allergies ?? []).join(' ');
  const noParacetamol = /paracetamol|acetaminophen/.test(allergies);
  const caution = ibuprofenCaution(p);
  if (noParacetamol && caution)
    return {
      painkillers: 'a painkiller your pharmacist recommends',
      caution: `Please check with a pharmacist first, since you can't take paracetamol and ibuprofen may not suit you because ${caution}.`,
    };
  if (noParacetamol)
    return {
      painkillers: 'ibuprofen, with food,',
      caution: "Please don't take paracetamol, as you are allergic to it.",
    };
  if (caution) return { painkillers: 'paracetamol', caution: `Please avoid ibuprofen, because ${caution}.` };
  return { painkillers: 'paracetamol or ibuprofen', caution: null };
}
