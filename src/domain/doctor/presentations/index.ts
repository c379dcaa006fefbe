// The clinical registry: every presentation the built-in doctor knows, each read from its own folder, and every
// red flag in the order they are named. Adding a presentation is its folder and one line in PRESENTATIONS (and
// a line in RED_FLAGS for each red flag of its own). README.md says what each folder holds.
import type { Matcher } from '../../language';
import type { ConditionAdvice } from '../advice-library';
import { abdominalPain, acuteAbdomen } from './abdominal-pain';
import { backPain, caudaEquina } from './back-pain';
import { breathing } from './breathing';
import { cardiacChestPain, chestPain } from './chest-pain';
import { coldFlu } from './cold-flu';
import { constipation } from './constipation';
import { ear } from './ear';
import { eye, orbitalCellulitis, penetratingEyeInjury, suddenVisionLoss } from './eye';
import { gastro } from './gastro';
import { hayFever } from './hay-fever';
import { headache, thunderclapHeadache } from './headache';
import { heartburn } from './heartburn';
import { injury } from './injury';
import { mood } from './mood';
import { other } from './other';
import { skin } from './skin';
import { sleep } from './sleep';
import { soreThroat } from './sore-throat';
import { urinary } from './urinary';
import * as general from './general';

export { GENERAL_ESCALATIONS, SAFETY_QUESTIONS, URGENT_CONCEPTS, URGENT_DISCRIMINATORS } from './general';
export { MINOR_PRESENTATIONS } from './minor';

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

/**
 * Every red flag, in the order they are named when several are raised together: the emergency advice speaks
 * of the first first, and the report takes it as the primary issue.
 */
export const RED_FLAGS = [
  cardiacChestPain,
  general.strokeSigns,
  general.anaphylaxis,
  general.severeBreathingDifficulty,
  general.foodStuck,
  general.heavyBleeding,
  general.coughingBlood,
  general.giBleeding,
  general.majorTrauma,
  general.openFracture,
  general.longLie,
  general.seizure,
  general.alteredConsciousness,
  general.verySlowPulse,
  general.defibrillatorShocks,
  thunderclapHeadache,
  general.meningitisSigns,
  general.suicideRisk,
  general.sepsisSigns,
  general.sickleCellCrisis,
  general.severeSkinReaction,
  general.seriousHeadInjury,
  general.cordProlapse,
  general.pregnancyEmergency,
  general.infantFever,
  general.sickChild,
  general.limbThreat,
  suddenVisionLoss,
  orbitalCellulitis,
  general.thirdNervePalsy,
  general.mastoiditis,
  caudaEquina,
  general.rapidlyProgressiveWeakness,
  general.urinaryRetention,
  general.testicularTorsion,
  general.priapism,
  general.postpartumPsychosis,
  general.brokenHip,
  general.chemicalInEye,
  penetratingEyeInjury,
  general.swallowedBattery,
  general.venomousSnakeBite,
  general.toxicShock,
  general.bleedingAfterBirth,
  general.bleedingAfterTonsillectomy,
  general.overdose,
  general.dka,
  general.missedDialysis,
  general.decompressionIllness,
  general.electricInjury,
  general.seriousBurn,
  acuteAbdomen,
  general.possibleEmergency,
] as const;

const EVERY = [...PRESENTATIONS, UNPLACED] as const;
type KeysOf<T> = T extends unknown ? keyof T : never;
type ConceptsOf<T> = T extends { concepts: infer C } ? keyof C : never;

/** Every complaint the doctor can hold a consultation about: the compiler checks each reference to one. */
export type ComplaintId = (typeof EVERY)[number]['complaint']['id'];
/** Every condition the advice library knows: the compiler checks each reference to one. */
export type ConditionId = KeysOf<(typeof EVERY)[number]['conditions']>;
/** Every concept a red flag or a discriminator is read from. */
export type ConceptId = ConceptsOf<(typeof EVERY)[number]> | keyof typeof general.concepts;
/** Every red flag the guard can raise: the compiler checks each reference to one. */
export type RedFlagId = (typeof RED_FLAGS)[number]['id'];

/** Every condition, by id, from all the folders. */
export const CONDITIONS: Readonly<Record<ConditionId, ConditionAdvice>> = Object.assign(
  {},
  ...EVERY.map((presentation) => presentation.conditions),
);

/** Every concept, by id: the general signs and each presentation's own. */
export const CONCEPTS: Readonly<Record<ConceptId, Matcher>> = Object.assign(
  {},
  general.concepts,
  ...EVERY.map((presentation) => ('concepts' in presentation ? presentation.concepts : {})),
);
