// What the doctor says, at once, when a red flag is raised: call emergency services now, and what to do meanwhile.
// Used by the built-in doctor and by the server on top of any other dialogue backend.
import { EMERGENCY_NUMBERS } from '../emergency-numbers';
import { listOf } from '../language';
import type { RedFlagId } from './red-flags';
import type { RedFlag } from './types';

export { EMERGENCY_NUMBERS } from '../emergency-numbers';

interface EmergencyScript {
  /** What it could be, named first so the report's primary issue reads it ("a heart attack"). */
  condition: string;
  /** Why this is an emergency, in plain words. */
  why: string;
  /** What to do while waiting for help, as a phrase following "while you wait,". */
  meanwhile: string;
}

/** One script for every red flag (the compiler checks that none is missing). */
const SCRIPTS: Record<RedFlagId, EmergencyScript> = {
  'cardiac-chest-pain': {
    condition: 'a heart attack',
    why: 'chest pain like this can be a heart attack',
    meanwhile:
      "sit down and rest, and if you're not allergic to aspirin, chew one 300 milligram aspirin tablet slowly",
  },
  'stroke-signs': {
    condition: 'a stroke',
    why: 'with a stroke every minute counts',
    meanwhile: "note the time the symptoms started, and don't eat, drink or take any medicines",
  },
  anaphylaxis: {
    condition: 'anaphylaxis',
    why: 'a severe allergic reaction can close the airway',
    meanwhile:
      'use an adrenaline auto-injector now if you have one, into the outer thigh, lie down with your legs raised, or sit up if breathing is hard, and use a second injector after 5 minutes if you are no better',
  },
  'severe-breathing-difficulty': {
    condition: 'a serious breathing emergency',
    why: 'severe difficulty breathing needs help straight away',
    meanwhile:
      'sit upright, loosen anything tight, stay as calm and still as you can, and use your reliever inhaler if you have one',
  },
  'heavy-bleeding': {
    condition: 'serious bleeding',
    why: 'heavy bleeding needs help straight away',
    meanwhile:
      'press firmly on the wound with a clean cloth and keep pressing, raise the injured part if you can, and lie down if you feel faint',
  },
  seizure: {
    condition: 'a seizure',
    why: 'a seizure needs urgent help',
    meanwhile:
      "move anything dangerous away, cushion their head, don't hold them down or put anything in their mouth, note how long it lasts, and when it stops, roll them onto their side",
  },
  'limb-threat': {
    condition: 'a blocked blood supply to a limb, or dangerous pressure inside it',
    why: 'a limb that is cold, pale or numb, or pain in a cast that keeps getting worse, can lose its blood supply within hours',
    meanwhile:
      "keep the limb still and level, don't raise it or warm it with anything hot, don't eat or drink in case you need an operation, and if it is in a cast, say so when you call",
  },
  'altered-consciousness': {
    condition: 'loss of consciousness',
    why: 'someone who is unconscious needs help straight away',
    meanwhile:
      'if they are breathing, put them on their side in the recovery position, and if they are not breathing normally, start chest compressions: the call handler will guide you',
  },
  'thunderclap-headache': {
    condition: 'a bleed on the brain',
    why: 'a sudden, severe headache like this can be a bleed in the brain',
    meanwhile:
      "lie down somewhere quiet, don't drive, and don't take anything else until you've been assessed",
  },
  'meningitis-signs': {
    condition: 'meningitis',
    why: 'meningitis and sepsis get worse very quickly',
    meanwhile:
      "don't wait for the rash or other symptoms to change, and tell the call handler about the fever, the neck and the rash",
  },
  'suicide-risk': {
    condition: 'a mental health crisis',
    why: 'your safety matters most right now',
    meanwhile:
      'stay with someone you trust if you can, keep away from anything you could use to hurt yourself, and you can also call Samaritans on 116 123 or the 988 lifeline in the US, at any time',
  },
  'sepsis-signs': {
    condition: 'sepsis',
    why: 'sepsis is a serious reaction to an infection',
    meanwhile:
      "tell the call handler you're worried about sepsis, and don't eat or drink until you've been assessed",
  },
  'serious-head-injury': {
    condition: 'a serious head injury',
    why: 'these are warning signs after a head injury',
    meanwhile:
      'keep still, hold a clean cloth on any bleeding, make sure someone stays with you, and do not drive or take sleeping tablets',
  },
  'pregnancy-emergency': {
    condition: 'a pregnancy emergency',
    why: 'bleeding, one-sided pain or fainting in pregnancy needs assessment straight away',
    meanwhile:
      'lie down and rest, use a pad rather than a tampon, and tell the call handler how many weeks pregnant you are',
  },
  'infant-fever': {
    condition: 'a serious infection in a young baby',
    why: 'a fever in a baby under 3 months always needs to be checked straight away',
    meanwhile:
      'keep the baby lightly dressed, keep offering feeds, and if they are floppy, hard to wake or have a rash, tell the call handler at once',
  },
  'sudden-vision-loss': {
    condition: 'a stroke or an eye emergency',
    why: 'sudden loss of vision can be a stroke or an eye emergency',
    meanwhile:
      "don't drive, note when it started, and go to the nearest emergency department if you can get there safely",
  },
  'cauda-equina': {
    condition: 'cauda equina syndrome',
    why: 'these can mean pressure on the nerves at the base of the spine, which must be treated within hours',
    meanwhile:
      "go to the nearest emergency department if you can get there quickly, and don't drive yourself",
  },
  'testicular-torsion': {
    condition: 'testicular torsion',
    why: 'sudden severe testicle pain can be a twisted testicle, which must be treated within hours',
    meanwhile:
      "go to the nearest emergency department, don't drive yourself, and don't eat or drink in case you need an operation",
  },
  'coughing-blood': {
    condition: 'serious bleeding in the lungs',
    why: 'coughing up more than a streak of blood needs checking straight away',
    meanwhile: 'sit upright, keep calm, and keep what you coughed up to show if you can',
  },
  'gi-bleeding': {
    condition: 'bleeding inside the stomach or gut',
    why: 'vomiting blood or passing black, tarry stools can mean serious bleeding',
    meanwhile: "don't eat or drink anything, lie down if you feel faint, and keep a note of what you saw",
  },
  'sick-child': {
    condition: 'a serious illness in a child',
    why: 'a child who is floppy, hard to wake, not feeding or an unusual colour needs help straight away',
    meanwhile: 'keep them with you, keep offering small sips or feeds, and tell the call handler their age',
  },
  dka: {
    condition: 'diabetic ketoacidosis',
    why: 'vomiting with fast breathing or drowsiness in diabetes can be dangerous within hours',
    meanwhile:
      'keep sipping water if you can, check your blood sugar and ketones if you have a meter, and take your insulin',
  },
  'serious-burn': {
    condition: 'a serious burn',
    why: 'a large, deep, chemical or electrical burn, a burn on the face, or a burn in a child needs hospital care',
    meanwhile:
      'cool the burn under cool running water for 20 minutes, remove anything tight nearby, then cover it loosely with cling film; no ice, creams or butter',
  },
  'acute-abdomen': {
    condition: 'a problem inside the tummy that may need surgery',
    why: 'pain like this can mean appendicitis or another emergency inside the tummy',
    meanwhile: "don't eat or drink in case you need an operation, and don't drive yourself",
  },
  'possible-emergency': {
    condition: 'a serious problem',
    why: 'the way you describe it sounds serious enough that it should not wait',
    meanwhile:
      'stay where you are, keep your phone with you, and tell the call handler everything you told me',
  },
  overdose: {
    condition: 'an overdose',
    why: 'an overdose can be dangerous even if you feel well at first',
    meanwhile:
      "don't make yourself sick, keep the packets or bottle to show what was taken and when, and stay with someone",
  },
};

const GENERIC: EmergencyScript = {
  condition: 'a medical emergency',
  why: 'what you describe needs help straight away',
  meanwhile: 'stay where you are, keep your phone with you, and unlock the door if you are alone',
};

/** The core call-now sentence, also repeated briefly if the patient keeps talking after an emergency. */
export const CALL_NOW = `Please call emergency services now: ${EMERGENCY_NUMBERS}.`;

/** What a warning sign could mean ("a heart attack"), for the report's primary issue. */
export function suspectedCondition(flagId: string): string {
  return (SCRIPTS[flagId as RedFlagId] ?? GENERIC).condition;
}

/**
 * The emergency advice for these flags, as sentences to be spoken one by one: why it's an emergency,
 * call emergency services now, what to do meanwhile.
 */
export function emergencyAdvice(flags: RedFlag[]): string[] {
  const scripts = flags.map((flag) => SCRIPTS[flag.id as RedFlagId] ?? GENERIC);
  if (scripts.length === 0) scripts.push(GENERIC);
  const onlySuicide = flags.length > 0 && flags.every((flag) => flag.id === 'suicide-risk');
  const opening = onlySuicide
    ? "Thank you for telling me; I'm really sorry you're feeling like this, and I want you to be safe right now."
    : `This could be ${listOf(unique(scripts.map((s) => s.condition)), 'or')}, which is an emergency.`;
  // The call to action comes second, before any explanation; a reason that only restates the condition is dropped.
  const reasons = unique(scripts.filter((s) => !s.why.includes(s.condition)).map((s) => s.why));
  const [first, ...rest] = unique(scripts.map((s) => s.meanwhile));
  return [
    opening,
    CALL_NOW,
    ...(onlySuicide
      ? []
      : reasons.slice(0, 2).map((why) => `${why.charAt(0).toUpperCase()}${why.slice(1)}.`)),
    `My advice is to make that call right away, and while you wait, ${first}.`,
    ...rest.slice(0, 2).map((meanwhile) => `Also, ${meanwhile}.`),
    onlySuicide
      ? "You don't have to go through this alone, and help is available right now."
      : "Don't drive yourself, and if you're alone, unlock the door and keep your phone with you.",
  ];
}

function unique(items: string[]): string[] {
  return [...new Set(items)];
}
