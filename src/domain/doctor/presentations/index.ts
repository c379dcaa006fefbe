// The clinical registry: every presentation the built-in doctor knows, each read from its own folder.
// Adding a presentation is its folder and one line in PRESENTATIONS. README.md says what each folder holds.
import type { ConditionAdvice } from '../advice-library';
import { abdominalPain } from './abdominal-pain';
import { backPain } from './back-pain';
import { breathing } from './breathing';
import { chestPain } from './chest-pain';
import { coldFlu } from './cold-flu';
import { constipation } from './constipation';
import { ear } from './ear';
import { eye } from './eye';
import { gastro } from './gastro';
import { hayFever } from './hay-fever';
import { headache } from './headache';
import { heartburn } from './heartburn';
import { injury } from './injury';
import { mood } from './mood';
import { other } from './other';
import { skin } from './skin';
import { sleep } from './sleep';
import { soreThroat } from './sore-throat';
import { urinary } from './urinary';

export { GENERAL_ESCALATIONS } from './general';

/** The presentations the doctor recognises, in the order a tie between two is settled: the earlier wins. */
export const PRESENTATIONS = [
  chestPain,
  headache,
  breathing,
  urinary,
  gastro,
  soreThroat,
  coldFlu,
  hayFever,
  ear,
  eye,
  heartburn,
  constipation,
  abdominalPain,
  backPain,
  injury,
  skin,
  mood,
  sleep,
] as const;

/** What the doctor falls back on when it recognises none: "your symptoms", with general advice. */
export const UNPLACED = other;

const EVERY = [...PRESENTATIONS, UNPLACED] as const;
type KeysOf<T> = T extends unknown ? keyof T : never;

/** Every complaint the doctor can hold a consultation about: the compiler checks each reference to one. */
export type ComplaintId = (typeof EVERY)[number]['complaint']['id'];
/** Every condition the advice library knows: the compiler checks each reference to one. */
export type ConditionId = KeysOf<(typeof EVERY)[number]['conditions']>;

/** Every condition, by id, from all the folders. */
export const CONDITIONS: Readonly<Record<ConditionId, ConditionAdvice>> = Object.assign(
  {},
  ...EVERY.map((presentation) => presentation.conditions),
);
