// The local platform's room: one WebSocket (ARCHITECTURE.md section 6) plus the audio around it. It plays the part
// the Daily call object plays for the hosted SDK; LocalCallClient turns its signals into the SDK's events.
import {
  LISTENING,
  MAX_MESSAGE_CHARS,
  PLAYABLE,
  serverMessageSchema,
  type ClientMessage,
} from '../../protocol/room-messages';
import { AssistantAudioPlayer } from './assistant-audio-player';
import { MicrophoneCapture } from './microphone-capture';
import { int16ToFloat32, pcm16FromBytes } from '../../protocol/pcm16';
import {
  PatientSpeechRecognition,
  whereRecognitionRuns,
  type RecognitionPlace,
  type SpeechInputUnavailableReason,
} from './speech-recognition';
import { cloudVoiceChoice, type VoiceInputState } from './voice-input-choice';

export interface LocalRoomHandlers {
  /** Every text frame except our own `room-info`: `listening` or a JSON message, unparsed. */
  onAppMessage(data: string): void;
  /** Once, when a joined room is left for any reason (stop, the server closing, the network). */
  onLeft(): void;
  /** Once, when the patient's voice cannot reach the doctor; typed input still works. */
  onSpeechInputUnavailable(reason: SpeechInputUnavailableReason): void;
  /** What the browser's recogniser is doing, when it is the patient's voice input. */
  onVoiceInput?(state: VoiceInputState): void;
  /** The browser's recogniser heard the patient say something, and it was sent to the doctor. */
  onHeard?(): void;
}

/** Thrown by `join` when the room was left before joining finished (e.g. `stop()` during `start()`). */
export class RoomLeftError extends Error {
  override readonly name = 'RoomLeftError';
}

export class LocalRoom {
  readonly #audio: AudioContext;
  readonly #handlers: LocalRoomHandlers;
  #socket: WebSocket | null = null;
  #player: AssistantAudioPlayer | null = null;
  #microphone: MicrophoneCapture | null = null;
  #recognition: PatientSpeechRecognition | null = null;
  #levelObserver: ReturnType<typeof setInterval> | undefined;
  #acceptsAudio = false;
  #localAudio = true;
  #microphoneFailure: SpeechInputUnavailableReason | null = null;
  /** Only the provider's recogniser is here, so it listens only if the patient agreed. */
  #cloudRecognitionOnly = false;
  /** The RMS level of the patient's latest microphone frame. */
  #patientLevel = 0;
  #reportedSpeechInputUnavailable = false;
  #cancelConnect: ((error: Error) => void) | null = null;
  #joined = false;
  #left = false;

  /** The room owns `audio` from here on and closes it when left. */
  constructor(audio: AudioContext, handlers: LocalRoomHandlers) {
    this.#audio = audio;
    this.#handlers = handlers;
  }

  get hasLeft(): boolean {
    return this.#left;
  }

  /** Prepares playback, connects to `url`, starts the audio output and opens the microphone. */
  async join(url: string): Promise<void> {
    this.#throwIfLeft();
    this.#player = await AssistantAudioPlayer.create(this.#audio);
    this.#throwIfLeft();
    this.#socket = await this.#connect(url);
    this.#sendPlayableOnceRunning();
    this.#microphone = await this.#openMicrophone();
    this.#throwIfLeft();
    this.#microphone?.setEnabled(this.#localAudio);
  }

  leave(): void {
    if (this.#left) return;
    this.#left = true;
    this.#release();
    if (this.#joined) this.#handlers.onLeft();
  }

  sendAppMessage(data: string): void {
    this.#sendText(data);
  }

  /** Sends what the browser recognised the patient saying as an `add-message`; false if empty, too long or closed. */
  #sendRecognisedSpeech(text: string): boolean {
    const content = text.trim();
    if (!content || content.length > MAX_MESSAGE_CHARS || !this.#isOpen()) return false;
    const message: ClientMessage = {
      type: 'add-message',
      message: { role: 'user', content },
      source: 'speech',
    };
    this.#sendText(JSON.stringify(message));
    return true;
  }

  setLocalAudio(enabled: boolean): void {
    this.#localAudio = enabled;
    this.#microphone?.setEnabled(enabled);
    this.#recognition?.setPaused(!enabled);
  }

  localAudio(): boolean {
    return this.#localAudio;
  }

  /** Reports the level of the assistant's audio, and of the patient's microphone, every `intervalMs`. */
  startAssistantLevelObserver(
    intervalMs: number,
    onLevel: (level: number) => void,
    onPatientLevel?: (level: number) => void,
  ): void {
    if (this.#left) return;
    clearInterval(this.#levelObserver);
    this.#levelObserver = setInterval(() => {
      if (this.#joined && this.#player) onLevel(this.#player.level());
      // The loudest frame since the last report: a word (or a short beep) between two reports still moves the meter.
      if (this.#joined) onPatientLevel?.(this.#microphone && this.#localAudio ? this.#patientLevel : 0);
      this.#patientLevel = 0;
    }, intervalMs);
  }

  #connect(url: string): Promise<WebSocket> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.binaryType = 'arraybuffer';
      // Kept before it opens, so `leave()` during the handshake closes it.
      this.#socket = socket;
      this.#cancelConnect = reject;
      socket.onopen = () => {
        this.#cancelConnect = null;
        this.#joined = true;
        resolve(socket);
      };
      socket.onmessage = (event: MessageEvent<string | ArrayBuffer>) => this.#onFrame(event.data);
      socket.onclose = (event) => {
        if (this.#joined) this.leave();
        else reject(new Error(`The room closed before it opened (code ${event.code}).`));
      };
    });
  }

  /** The server waits for `playable` before the assistant speaks, so nothing is said into a silent page. */
  #sendPlayableOnceRunning(): void {
    const audio = this.#audio;
    const sendIfRunning = () => {
      if (audio.state !== 'running') return false;
      audio.removeEventListener('statechange', sendIfRunning);
      this.#sendText(PLAYABLE);
      return true;
    };
    if (sendIfRunning()) return;
    audio.addEventListener('statechange', sendIfRunning);
    // Not awaited: without a user gesture the browser keeps it pending, and joining must not hang on it.
    audio.resume().catch((error: unknown) => console.warn('Audio output could not start.', error));
  }

  #onFrame(data: string | ArrayBuffer): void {
    if (typeof data !== 'string') return this.#player?.play(data);
    if (data === LISTENING) return this.#handlers.onAppMessage(data);
    const message = parseServerMessage(data);
    if (message?.type === 'room-info') return this.#useRoomInfo(message.acceptsAudio);
    if (message?.type === 'user-interrupted') this.#player?.flush();
    this.#handlers.onAppMessage(data);
  }

  /** Microphone audio goes to the server only if it transcribes it; otherwise the browser's recogniser listens. */
  #useRoomInfo(acceptsAudio: boolean): void {
    this.#acceptsAudio = acceptsAudio;
    if (acceptsAudio) {
      if (this.#microphoneFailure) this.#reportSpeechInputUnavailable(this.#microphoneFailure);
      return;
    }
    const place = whereRecognitionRuns();
    if (place instanceof Promise) void place.then((found) => this.#useRecognition(found));
    else this.#useRecognition(place);
  }

  /** On the device it simply listens; at the provider's, only once the patient has agreed, now or before. */
  #useRecognition(place: RecognitionPlace): void {
    if (this.#left || this.#recognition) return;
    if (place === 'unsupported') return this.#reportSpeechInputUnavailable('unsupported');
    if (place === 'on-device') return this.#startRecognition(true);
    this.#cloudRecognitionOnly = true;
    const choice = cloudVoiceChoice.get();
    if (choice === 'voice') return this.#startRecognition(false);
    this.#handlers.onVoiceInput?.(choice === 'typing' ? 'typing' : 'asking');
  }

  /** The patient's answer to whether the browser's provider may hear them; remembered on this device. */
  chooseCloudVoiceInput(allowed: boolean): void {
    cloudVoiceChoice.set(allowed ? 'voice' : 'typing');
    if (this.#left || !this.#cloudRecognitionOnly) return;
    if (allowed) return this.#startRecognition(false);
    this.#recognition?.stop();
    this.#recognition = null;
    this.#handlers.onVoiceInput?.('typing');
  }

  #startRecognition(processLocally: boolean): void {
    if (this.#recognition) return;
    this.#recognition = new PatientSpeechRecognition(
      {
        onFinalResult: (text) => {
          if (this.#sendRecognisedSpeech(text)) this.#handlers.onHeard?.();
        },
        onUnavailable: (reason) => this.#reportSpeechInputUnavailable(reason),
      },
      { processLocally },
    );
    this.#handlers.onVoiceInput?.(processLocally ? 'on-device' : 'cloud');
    this.#recognition.start();
    this.#recognition?.setPaused(!this.#localAudio);
  }

  async #openMicrophone(): Promise<MicrophoneCapture | null> {
    try {
      return await MicrophoneCapture.open(this.#audio, (frame) => this.#sendMicrophoneFrame(frame));
    } catch (error) {
      if (this.#left) return null;
      // Not fatal: the patient can still listen and type.
      console.warn('The microphone is unavailable.', error);
      this.#microphoneFailure = microphoneFailureReason(error);
      if (this.#acceptsAudio) this.#reportSpeechInputUnavailable(this.#microphoneFailure);
      return null;
    }
  }

  #reportSpeechInputUnavailable(reason: SpeechInputUnavailableReason): void {
    if (this.#reportedSpeechInputUnavailable) return;
    this.#reportedSpeechInputUnavailable = true;
    this.#handlers.onSpeechInputUnavailable(reason);
  }

  #sendMicrophoneFrame(frame: ArrayBuffer): void {
    this.#patientLevel = Math.max(
      this.#patientLevel,
      rmsLevel(int16ToFloat32(pcm16FromBytes(new Uint8Array(frame)))),
    );
    if (this.#acceptsAudio && this.#localAudio && this.#isOpen()) this.#socket!.send(frame);
  }

  #sendText(data: string): void {
    if (this.#isOpen()) this.#socket!.send(data);
  }

  #isOpen(): boolean {
    return this.#socket?.readyState === WebSocket.OPEN;
  }

  #throwIfLeft(): void {
    if (this.#left) {
      // Whatever was acquired while leaving was still in progress is released now.
      this.#release();
      throw new RoomLeftError('The room was left while joining.');
    }
  }

  #release(): void {
    clearInterval(this.#levelObserver);
    this.#recognition?.stop();
    this.#recognition = null;
    this.#microphone?.close();
    this.#microphone = null;
    this.#player?.close();
    this.#player = null;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      socket.onopen = socket.onmessage = socket.onclose = null;
      socket.close();
    }
    this.#cancelConnect?.(new RoomLeftError('The room was left while connecting.'));
    this.#cancelConnect = null;
    if (this.#audio.state !== 'closed') {
      this.#audio.close().catch((error: unknown) => console.warn('Audio could not be closed.', error));
    }
  }
}

function parseServerMessage(data: string) {
  try {
    const parsed = serverMessageSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null; // LocalCallClient reports unparsable frames.
  }
}

function microphoneFailureReason(error: unknown): SpeechInputUnavailableReason {
  return error instanceof Error && error.name === 'NotAllowedError' ? 'not-allowed' : 'failed';
}

function rmsLevel(samples: Float32Array): number {
  let sumOfSquares = 0;
  for (const sample of samples) sumOfSquares += sample * sample;
  return samples.length ? Math.sqrt(sumOfSquares / samples.length) : 0;
}
