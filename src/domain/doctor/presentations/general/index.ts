// What applies to every patient, whatever the presentation: the questions of the universal emergency screen
// (safety-screen.ts); the red flags for every patient (breathing, consciousness, bleeding, suicide risk, a sick
// child or baby, …), each in a file of its own, and the signs they share (signs.ts); the discriminators that
// make a consultation at least urgent (urgent-discriminators.ts); and the rules that raise the urgency whatever
// the condition (escalations.ts).
import { concepts as signs } from './signs';
import { concepts as strokeSignsConcepts, strokeSigns } from './stroke-signs';
import { concepts as anaphylaxisConcepts, anaphylaxis } from './anaphylaxis';
import {
  concepts as severeBreathingDifficultyConcepts,
  severeBreathingDifficulty,
} from './severe-breathing-difficulty';
import { concepts as heavyBleedingConcepts, heavyBleeding } from './heavy-bleeding';
import { concepts as coughingBloodConcepts, coughingBlood } from './coughing-blood';
import { concepts as giBleedingConcepts, giBleeding } from './gi-bleeding';
import { concepts as seizureConcepts, seizure } from './seizure';
import { concepts as alteredConsciousnessConcepts, alteredConsciousness } from './altered-consciousness';
import { concepts as meningitisSignsConcepts, meningitisSigns } from './meningitis-signs';
import { concepts as suicideRiskConcepts, suicideRisk } from './suicide-risk';
import { concepts as sepsisSignsConcepts, sepsisSigns } from './sepsis-signs';
import { concepts as seriousHeadInjuryConcepts, seriousHeadInjury } from './serious-head-injury';
import { concepts as pregnancyEmergencyConcepts, pregnancyEmergency } from './pregnancy-emergency';
import { concepts as infantFeverConcepts, infantFever } from './infant-fever';
import { concepts as sickChildConcepts, sickChild } from './sick-child';
import { concepts as limbThreatConcepts, limbThreat } from './limb-threat';
import { concepts as testicularTorsionConcepts, testicularTorsion } from './testicular-torsion';
import { concepts as priapismConcepts, priapism } from './priapism';
import { concepts as postpartumPsychosisConcepts, postpartumPsychosis } from './postpartum-psychosis';
import { concepts as brokenHipConcepts, brokenHip } from './broken-hip';
import { concepts as chemicalInEyeConcepts, chemicalInEye } from './chemical-in-eye';
import { concepts as swallowedBatteryConcepts, swallowedBattery } from './swallowed-battery';
import { concepts as toxicShockConcepts, toxicShock } from './toxic-shock';
import {
  concepts as bleedingAfterSurgeryOrBirthConcepts,
  bleedingAfterBirth,
  bleedingAfterTonsillectomy,
} from './bleeding-after-surgery-or-birth';
import { concepts as overdoseConcepts, overdose } from './overdose';
import { concepts as dkaConcepts, dka } from './dka';
import { concepts as seriousBurnConcepts, seriousBurn } from './serious-burn';
import { concepts as electricInjuryConcepts, electricInjury } from './electric-injury';
import { concepts as majorTraumaConcepts, majorTrauma } from './major-trauma';
import { concepts as venomousSnakeBiteConcepts, venomousSnakeBite } from './venomous-snake-bite';
import { concepts as sickleCellCrisisConcepts, sickleCellCrisis } from './sickle-cell-crisis';
import {
  concepts as rapidlyProgressiveWeaknessConcepts,
  rapidlyProgressiveWeakness,
} from './rapidly-progressive-weakness';
import { concepts as foodStuckConcepts, foodStuck } from './food-stuck';
import { concepts as defibrillatorShocksConcepts, defibrillatorShocks } from './defibrillator-shocks';
import { concepts as longLieConcepts, longLie } from './long-lie';
import { concepts as openFractureConcepts, openFracture } from './open-fracture';
import { concepts as urinaryRetentionConcepts, urinaryRetention } from './urinary-retention';
import { concepts as severeSkinReactionConcepts, severeSkinReaction } from './severe-skin-reaction';
import { concepts as cordProlapseConcepts, cordProlapse } from './cord-prolapse';
import { concepts as missedDialysisConcepts, missedDialysis } from './missed-dialysis';
import { concepts as verySlowPulseConcepts, verySlowPulse } from './very-slow-pulse';
import { concepts as mastoiditisConcepts, mastoiditis } from './mastoiditis';
import { concepts as decompressionIllnessConcepts, decompressionIllness } from './decompression-illness';
import { concepts as thirdNervePalsyConcepts, thirdNervePalsy } from './third-nerve-palsy';
import { possibleEmergency } from './possible-emergency';

/** Every sign the general red flags read. */
export const concepts = {
  ...signs,
  ...strokeSignsConcepts,
  ...anaphylaxisConcepts,
  ...severeBreathingDifficultyConcepts,
  ...heavyBleedingConcepts,
  ...coughingBloodConcepts,
  ...giBleedingConcepts,
  ...seizureConcepts,
  ...alteredConsciousnessConcepts,
  ...meningitisSignsConcepts,
  ...suicideRiskConcepts,
  ...sepsisSignsConcepts,
  ...seriousHeadInjuryConcepts,
  ...pregnancyEmergencyConcepts,
  ...infantFeverConcepts,
  ...sickChildConcepts,
  ...limbThreatConcepts,
  ...testicularTorsionConcepts,
  ...priapismConcepts,
  ...postpartumPsychosisConcepts,
  ...brokenHipConcepts,
  ...chemicalInEyeConcepts,
  ...swallowedBatteryConcepts,
  ...toxicShockConcepts,
  ...bleedingAfterSurgeryOrBirthConcepts,
  ...overdoseConcepts,
  ...dkaConcepts,
  ...seriousBurnConcepts,
  ...electricInjuryConcepts,
  ...cordProlapseConcepts,
  ...missedDialysisConcepts,
  ...verySlowPulseConcepts,
  ...mastoiditisConcepts,
  ...decompressionIllnessConcepts,
  ...thirdNervePalsyConcepts,
  ...foodStuckConcepts,
  ...defibrillatorShocksConcepts,
  ...longLieConcepts,
  ...openFractureConcepts,
  ...urinaryRetentionConcepts,
  ...severeSkinReactionConcepts,
  ...majorTraumaConcepts,
  ...venomousSnakeBiteConcepts,
  ...sickleCellCrisisConcepts,
  ...rapidlyProgressiveWeaknessConcepts,
};

export {
  strokeSigns,
  anaphylaxis,
  severeBreathingDifficulty,
  heavyBleeding,
  coughingBlood,
  giBleeding,
  seizure,
  alteredConsciousness,
  meningitisSigns,
  suicideRisk,
  sepsisSigns,
  seriousHeadInjury,
  pregnancyEmergency,
  infantFever,
  sickChild,
  limbThreat,
  testicularTorsion,
  priapism,
  postpartumPsychosis,
  brokenHip,
  chemicalInEye,
  swallowedBattery,
  toxicShock,
  bleedingAfterBirth,
  bleedingAfterTonsillectomy,
  overdose,
  dka,
  seriousBurn,
  electricInjury,
  cordProlapse,
  missedDialysis,
  verySlowPulse,
  mastoiditis,
  decompressionIllness,
  thirdNervePalsy,
  foodStuck,
  defibrillatorShocks,
  longLie,
  openFracture,
  urinaryRetention,
  severeSkinReaction,
  majorTrauma,
  venomousSnakeBite,
  sickleCellCrisis,
  rapidlyProgressiveWeakness,
  possibleEmergency,
};
export { GENERAL_ESCALATIONS } from './escalations';
export { SAFETY_QUESTIONS } from './safety-screen';
export { URGENT_CONCEPTS, URGENT_DISCRIMINATORS } from './urgent-discriminators';
