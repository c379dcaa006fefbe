// PRESCRIBED SOLUTION: the doctor's advice in their own words, each point once, kept short.
import { reportDefaults } from '../spec-texts';
import { distinctSentences, type GuidanceClause, joinWithin } from './doctor-guidance';

const MAX_LENGTH = 400;

export function prescribedSolution(advice: GuidanceClause[]): string {
  return joinWithin(distinctSentences(advice), MAX_LENGTH) || reportDefaults.prescribedSolution;
}
