// The built-in doctor: the default dialogue backend, needing no model download and no network.
// A thin stateful shell over the pure intake reducer.
import { recordOfIntake } from './consultation-record';
import { intakeReducer, openingTransition, startIntake, type IntakeState } from './intake';
import type { DoctorConversation, DoctorTurn, Triage } from './types';

export function createBuiltInDoctor(options: { now: Date }): DoctorConversation {
  let state: IntakeState = startIntake(options.now);
  const step = (transition: { state: IntakeState; turn: DoctorTurn }) => {
    state = transition.state;
    return transition.turn;
  };
  return {
    opening: () => step(openingTransition(state)),
    reply: (patientText: string) => step(intakeReducer(state, patientText)),
    get triage(): Triage {
      return { urgency: state.urgency, redFlags: [...state.redFlags] };
    },
    get record() {
      return recordOfIntake(state);
    },
    get finished() {
      return state.phase === 'ended';
    },
  };
}

const WARM_UP_SCRIPTS = [
  [
    "I've had a throbbing headache on the left since yesterday morning, about seven out of ten",
    'I feel sick, no fever',
    'lying down helps',
    'I have asthma and take an inhaler',
    "I'm allergic to penicillin",
    'no',
    'yes',
    'can I take ibuprofen?',
    'no',
  ],
  [
    "I've been throwing up and had diarrhoea since last night, it burns when I pee",
    'a four',
    "I don't know",
    "I don't know",
    'no',
    'no',
    'actually it started on Monday',
    'no',
  ],
  ["I've got crushing chest pain going down my left arm and I'm sweating", "but it's not that bad"],
  [
    'my eyes are red and sticky, my ankle is swollen, I feel anxious and my back is killing me',
    'both',
    'mild',
    'no',
  ],
];

/**
 * Runs two short consultations so that the pattern engines have compiled everything before the first real
 * patient speaks (the first pass through chrono's and our patterns costs far more than later ones).
 * Pure and cheap to call more than once; the server may call it at start-up.
 */
export function warmUpDoctor(now: Date): void {
  for (let round = 0; round < 3; round++) {
    for (const script of WARM_UP_SCRIPTS) {
      let { state } = openingTransition(startIntake(now));
      for (const line of script) ({ state } = intakeReducer(state, line));
    }
  }
}
