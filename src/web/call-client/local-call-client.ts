// The local platform's call client: the hosted web SDK's behaviour (the voice-platform reference) over our own
// room. Where the SDK reacts to a Daily event, this client reacts to the matching LocalRoom signal the same way.
import { errorTexts, MOBILE_USER_AGENT, timing } from '../../domain/spec-texts';
import { createPlatformClient, type PlatformClient } from '../../protocol/platform-client';
import { LISTENING, type ClientMessage } from '../../protocol/room-messages';
import { LocalRoom } from './local-room';
import type { SpeechInputUnavailableReason } from './speech-recognition';
import type { VoiceInputState } from './voice-input-choice';
import { EventEmitter } from 'events';
import type { AssistantOrId, Call, CallClient, CallEvents, EventArgs } from './types';
import { createWebCall, WebCallError } from './web-call';

export type { SpeechInputUnavailableReason } from './speech-recognition';

export interface LocalCallEvents extends CallEvents {
  /**
   * Local only: the patient's voice cannot reach the doctor (no browser speech recognition, it failed, or the
   * microphone was refused). Emitted at most once per call; typed input (an `add-message` through `send`) still works.
   */
  'speech-recognition-unavailable': (reason: SpeechInputUnavailableReason) => void;
  /** Local only: where the browser's recogniser hears the patient, or that it waits for the patient's answer. */
  'voice-input': (state: VoiceInputState) => void;
  /** Local only: the patient's microphone level, 0 to 1, every level-observer interval while joined. */
  'microphone-level': (level: number) => void;
  /** Local only: the browser's recogniser heard the patient, and what it heard went to the doctor. */
  'patient-heard': () => void;
}

/** The `error` event's payload when `start` fails, in the hosted SDK's shape. */
export interface CallStartError {
  type: 'start-method-error';
  stage: 'unknown';
  error: { name: string; message: string; kind?: string; statusCode?: number };
  timestamp: string;
}

export interface LocalCallClientOptions {
  /** Replaces `fetch` for `POST /call/web`. */
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * `CallClient` over the local platform. Never emits `video` or `daily-participant-updated`: the local room has
 * neither video nor participants. Local-only addition: the `speech-recognition-unavailable` event.
 */
export class LocalCallClient extends EventEmitter<EventArgs<LocalCallEvents>> implements CallClient {
  readonly #platform: PlatformClient;
  #started = false;
  #room: LocalRoom | null = null;
  #endedStatusSeen = false;
  #speechTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(publicKey: string, apiBaseUrl: string, options: LocalCallClientOptions = {}) {
    super();
    this.#platform = createPlatformClient({ apiKey: publicKey, baseUrl: apiBaseUrl, fetch: options.fetch });
  }

  async start(
    assistant?: AssistantOrId,
    assistantOverrides?: object,
    squad?: AssistantOrId,
  ): Promise<Call | null> {
    if (!assistant && !squad) throw new Error(errorTexts.missingAssistant);
    if (this.#started) return null;
    this.#started = true;
    let room: LocalRoom | null = null;
    try {
      room = this.#createRoom();
      this.#room = room;
      const call = await createWebCall(this.#platform, assistant, assistantOverrides, squad);
      if (MOBILE_USER_AGENT.test(navigator.userAgent)) await delay(timing.mobileJoinDelayMs);
      // Observed from the moment there is audio, not only once the patient has answered the microphone prompt.
      room.startAssistantLevelObserver(
        timing.levelObserverIntervalMs,
        (level) => this.#onAssistantLevel(level),
        (level) => this.emit('microphone-level', Math.min(1, level / timing.volumeDivisor)),
      );
      await room.join(call.webCallUrl);
      return call;
    } catch (error) {
      // Left while starting (stop(), or the room closed): already reported as such, not a failure.
      if (room?.hasLeft) return null;
      console.warn('The call could not start.', error);
      // Cleaned up first: with no `error` listener, emit throws (EventEmitter's rule, as in the hosted SDK).
      room?.leave();
      this.#forget(room);
      this.emit('error', startError(error));
      return null;
    }
  }

  async stop(): Promise<void> {
    const room = this.#room;
    if (!room) return;
    room.leave();
    this.#forget(room);
  }

  send(message: ClientMessage): void {
    this.#room?.sendAppMessage(JSON.stringify(message));
  }

  /** Local only: whether the browser's provider may hear the patient, where only its recogniser exists. */
  chooseCloudVoiceInput(allowed: boolean): void {
    this.#room?.chooseCloudVoiceInput(allowed);
  }

  say(message: string, endCallAfterSpoken = false, interruptionsEnabled = false): void {
    this.send({ type: 'say', message, endCallAfterSpoken, interruptionsEnabled });
  }

  setMuted(mute: boolean): void {
    if (!this.#room) throw new Error(errorTexts.noCallObject);
    this.#room.setLocalAudio(!mute);
  }

  isMuted(): boolean {
    return this.#room ? !this.#room.localAudio() : false;
  }

  #createRoom(): LocalRoom {
    // The AudioContext is created before start's first await, within the patient's click, so it may play sound.
    const room: LocalRoom = new LocalRoom(new AudioContext(), {
      onAppMessage: (data) => this.#onAppMessage(data),
      onLeft: () => this.#onLeft(room),
      onSpeechInputUnavailable: (reason) => this.emit('speech-recognition-unavailable', reason),
      onVoiceInput: (state) => this.emit('voice-input', state),
      onHeard: () => this.emit('patient-heard'),
    });
    return room;
  }

  #onAppMessage(data: string): void {
    if (data === LISTENING) {
      this.emit('call-start');
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(data);
    } catch (error) {
      console.warn('A room message could not be parsed.', error);
      return;
    }
    // Remembered before emitting, so that a handler stopping the call does not get a second ended status.
    if (isEndedStatus(message)) this.#endedStatusSeen = true;
    this.emit('message', message);
  }

  #onAssistantLevel(level: number): void {
    this.emit('volume-level', Math.min(1, level / timing.volumeDivisor));
    if (level <= timing.speakingThreshold) return;
    if (this.#speechTimer) clearTimeout(this.#speechTimer);
    else this.emit('speech-start');
    this.#speechTimer = setTimeout(() => {
      this.#speechTimer = null;
      this.emit('speech-end');
    }, timing.speechEndSilenceMs);
  }

  #onLeft(room: LocalRoom): void {
    if (this.#room !== room) return;
    const endedStatusSeen = this.#endedStatusSeen;
    this.#forget(room);
    this.emit('call-end');
    if (!endedStatusSeen) {
      this.emit('message', { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' });
    }
  }

  /** Back to "not started", unless another call has started since. */
  #forget(room: LocalRoom | null): void {
    if (this.#room !== room) return;
    this.#room = null;
    this.#started = false;
    this.#endedStatusSeen = false;
    if (this.#speechTimer) {
      clearTimeout(this.#speechTimer);
      this.#speechTimer = null;
      this.emit('speech-end');
    }
  }
}

function isEndedStatus(message: unknown): boolean {
  if (typeof message !== 'object' || message === null) return false;
  const { type, status } = message as { type?: unknown; status?: unknown };
  return type === 'status-update' && status === 'ended';
}

function startError(error: unknown): CallStartError {
  const described =
    error instanceof WebCallError
      ? {
          name: error.name,
          message: error.message,
          kind: error.failure.kind,
          statusCode: error.failure.status,
        }
      : error instanceof Error
        ? { name: error.name, message: error.message }
        : { name: 'Error', message: String(error) };
  return {
    type: 'start-method-error',
    stage: 'unknown',
    error: described,
    timestamp: new Date().toISOString(),
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
