// Minor presentations a GP or 111 service sees every day that need no complaint-specific history: each is
// recognised from the patient's words, and is self-care (or routine) unless the urgency floor or a red flag
// says otherwise. Used when the complaint is not one of the doctor's complaints, or when the complaint's own
// conditions found no evidence. The list itself is data a clinician reviews: presentations/minor/.
import type { ConditionAdvice } from './advice-library';
import type { ClinicalPicture } from './facts';
import { MINOR_PRESENTATIONS } from './presentations';
import { isPresent, type Analysed, type Matcher } from '../language';

export { MINOR_PRESENTATIONS };

export interface MinorPresentation extends ConditionAdvice {
  /** How the patient tells it: at least one of these, un-negated. */
  recognisedBy: Matcher;
}

export type MinorPresentationId = (typeof MINOR_PRESENTATIONS)[number]['id'];

/** A likeness, not a thing had: "like the skin's been sunburnt", "like being stung", "like a bruise". */
const LIKENESS =
  /(?<!\blook(?:s|ed|ing)? )\blike (?:being |getting |i'?ve |i have |i'?d |the |a |an |someone'?s? )[^,;.]*/g;

const withoutLikenesses = new WeakMap<Analysed, Analysed>();

/** The patient's words with what something was only likened to taken out. */
function literally(a: Analysed): Analysed {
  let literal = withoutLikenesses.get(a);
  if (!literal) {
    literal = {
      text: a.text.replace(LIKENESS, ' '),
      clauses: a.clauses.map((c) => c.replace(LIKENESS, ' ')),
    };
    withoutLikenesses.set(a, literal);
  }
  return literal;
}

/** The first minor presentation the patient's words tell (not one they only liken it to), or null. */
export function minorPresentationOf(p: ClinicalPicture): MinorPresentation | null {
  const said = literally(p.all);
  return MINOR_PRESENTATIONS.find((m: MinorPresentation) => isPresent(said, m.recognisedBy)) ?? null;
}
