import {
  DOCTOR_ASSISTANT_NAME,
  DOCTOR_FIRST_MESSAGE,
  LOCAL_DOCTOR_ASSISTANT_ID,
} from '../../domain/doctor/assistant-definition';

/** The one fixed assistant of the local platform: the built-in AI doctor, in the hosted platform's shape. */
export const builtInAssistant = {
  id: LOCAL_DOCTOR_ASSISTANT_ID,
  name: DOCTOR_ASSISTANT_NAME,
  firstMessage: DOCTOR_FIRST_MESSAGE,
  model: { provider: 'built-in', model: 'clinical-intake' },
  voice: { provider: 'flite', voiceId: 'slt' },
  transcriber: { provider: 'browser' },
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
} as const;
