// Rules that raise the urgency whatever the condition: very severe symptoms, bleeding in pregnancy, a urine
// infection in a man, a fever with a weakened immune system, a mole that has changed.
import {
  allOf,
  hasCondition,
  isMale,
  isPregnant,
  said,
  severityAtLeast,
  symptom,
  type ClinicalPicture,
} from '../../facts';
import type { Escalation } from '../../advice-library';

// A treatment from the chemist tried and not helping: "I've tried the thrush cream from the chemist twice but it's
// done nothing", "I use cream from the pharmacy, for fungus, no help". Read on the whole text: the failure is a
// denial ("didn't help"), which a clause reading would take as denying the treatment.
const FROM_THE_CHEMIST =
  /\b(?:from|at|in) (?:the |a )?(?:chemist|chemists|pharmacy|pharmacist|boots|superdrug|supermarket)\b|\b(?:over the counter|pharmacy|chemist)\b/;
const DID_NOT_HELP =
  /\b(?:no help|(?:not|n't|never) (?:\w+ )?(?:help\w*|work\w*|touch\w*|shift\w*|done (?:a )?thing|made (?:a|any) difference|any (?:good|better|different))|(?:done|did|doing|does) (?:nothing|zilch|sod all|bugger all)|no (?:better|different|good|difference|change)|useless)\b/;
const chemistTreatmentFailed = (p: ClinicalPicture) =>
  p.all.clauses.some((clause, i) => {
    if (!FROM_THE_CHEMIST.test(clause)) return false;
    const near = p.all.clauses.slice(i, i + 3).join(' ');
    return DID_NOT_HELP.test(near);
  });

/** Rules that apply whatever the condition. */
export const GENERAL_ESCALATIONS: Escalation[] = [
  { when: severityAtLeast(9), urgency: 'urgent', because: 'your symptoms are very severe' },
  {
    when: allOf(isPregnant, symptom('bleeding')),
    urgency: 'urgent',
    because: 'any bleeding in pregnancy should be checked',
  },
  {
    when: allOf(isMale, (p: ClinicalPicture) => p.facts.complaint === 'urinary'),
    urgency: 'routine',
    because: 'urine infections in men need a check and usually antibiotics',
  },
  {
    when: allOf(hasCondition('a weakened immune system'), symptom('fever')),
    urgency: 'urgent',
    because: 'a fever with a weakened immune system needs checking quickly',
  },
  {
    // NICE NG12: a mole that has grown, changed shape or colour, or bled is seen by a GP (who may refer).
    when: allOf(
      said(/\b(?:moles?|beauty spots?|freckles?)\b/),
      said(
        /\b(?:bigger|larger|darker|grow\w*|grew|changed?|changing|bled|bleed\w*|wonky|irregular|ragged|blotchy|(?:two|different|new) (?:different )?(?:colou?rs?|browns|shades))\b/,
      ),
    ),
    urgency: 'routine',
    because: 'a mole that has changed should be checked by a doctor',
  },
  {
    // What the pharmacy offers has been tried: the next step is a GP.
    when: chemistTreatmentFailed,
    urgency: 'routine',
    because: "a treatment from the pharmacy hasn't helped",
  },
];
