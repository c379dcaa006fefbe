// What the consultation UI may use: the factory, the one interface, and the local-only extras' types.
export { createCallClient, isLocalCallClient, type VoiceConfig } from './create-call-client';
export type {
  CallStartError,
  LocalCallClient,
  LocalCallEvents,
  SpeechInputUnavailableReason,
} from './local-call-client';
export type { AssistantOrId, Call, CallClient, CallEvents } from './types';
