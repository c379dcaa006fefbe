// The browser's speech recognition as the patient's voice input when the server has no speech-to-text.
// TypeScript's DOM library does not describe the Web Speech API (still prefixed in Chrome), hence the small types.

interface RecognitionAlternative {
  transcript: string;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionResultEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface RecognitionErrorEvent {
  readonly error: string;
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  processLocally?: boolean;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
interface OnDeviceOptions {
  langs: string[];
  processLocally: true;
}
/** Current Chrome: whether the language can be recognised on this device, and a way to fetch its model. */
interface RecognitionStatics {
  available?(options: OnDeviceOptions): Promise<string>;
  install?(options: OnDeviceOptions): Promise<boolean>;
}
type RecognitionConstructor = (new () => Recognition) & RecognitionStatics;

/**
 * Where the browser's recogniser would hear the patient: on this device, or at the browser's provider (the only
 * kind older browsers have). Known at once when the browser cannot recognise on the device; otherwise it asks,
 * fetching the language's model if the browser offers to.
 */
export type RecognitionPlace = 'on-device' | 'cloud' | 'unsupported';

export function whereRecognitionRuns(
  lang = navigator.language,
): RecognitionPlace | Promise<Exclude<RecognitionPlace, 'unsupported'>> {
  const Recognition = recognitionConstructor();
  if (!Recognition) return 'unsupported';
  if (typeof Recognition.available !== 'function') return 'cloud';
  const options: OnDeviceOptions = { langs: [lang], processLocally: true };
  return (async () => {
    try {
      const availability = await Recognition.available!(options);
      if (availability === 'available') return 'on-device';
      if (
        (availability === 'downloadable' || availability === 'downloading') &&
        typeof Recognition.install === 'function'
      )
        return (await Recognition.install(options)) ? 'on-device' : 'cloud';
    } catch {
      // An older or partial implementation: only the provider's recogniser is there.
    }
    return 'cloud';
  })();
}

/** Why the patient's voice cannot be heard; the patient types instead. */
export type SpeechInputUnavailableReason = 'unsupported' | 'not-allowed' | 'failed';

export interface PatientSpeechRecognitionCallbacks {
  onFinalResult(text: string): void;
  /** Called at most once per instance. */
  onUnavailable(reason: SpeechInputUnavailableReason): void;
}

const PERMISSION_ERRORS = new Set(['not-allowed', 'service-not-allowed']);
/** Errors after which the recogniser simply ends and is restarted. */
const TRANSIENT_ERRORS = new Set(['no-speech', 'aborted']);
/** Sessions that end this quickly without a result, several times in a row, mean recognition does not work here. */
const QUICK_END_MS = 1000;
const MAX_QUICK_ENDS = 5;

export class PatientSpeechRecognition {
  readonly #callbacks: PatientSpeechRecognitionCallbacks;
  readonly #lang: string;
  #recognition: Recognition | null = null;
  #active = false;
  #paused = false;
  #listening = false;
  #sessionStartedAt = 0;
  #sessionHadResult = false;
  #quickEnds = 0;
  #pendingInterim = '';
  #reportedUnavailable = false;

  readonly #processLocally: boolean;

  /** `processLocally`: recognise on this device only, where `whereRecognitionRuns` found that it can. */
  constructor(
    callbacks: PatientSpeechRecognitionCallbacks,
    { lang = navigator.language, processLocally = false }: { lang?: string; processLocally?: boolean } = {},
  ) {
    this.#callbacks = callbacks;
    this.#lang = lang;
    this.#processLocally = processLocally;
  }

  start(): void {
    const Recognition = recognitionConstructor();
    if (!Recognition) return this.#fail('unsupported');
    const recognition = new Recognition();
    recognition.continuous = true;
    // Interim text is kept so that words the recogniser never finalised (it ended first) are still sent.
    recognition.interimResults = true;
    recognition.lang = this.#lang;
    if (this.#processLocally) recognition.processLocally = true;
    recognition.onresult = (event) => this.#onResult(event);
    recognition.onerror = (event) => this.#onError(event);
    recognition.onend = () => this.#onEnd();
    this.#recognition = recognition;
    this.#active = true;
    this.#listen();
  }

  /** Muting pauses recognition; `stop()` still lets the words already spoken come through as a final result. */
  setPaused(paused: boolean): void {
    if (paused === this.#paused) return;
    this.#paused = paused;
    if (!this.#active) return;
    if (paused) this.#recognition?.stop();
    else this.#listen();
  }

  stop(): void {
    this.#active = false;
    const recognition = this.#recognition;
    this.#recognition = null;
    if (!recognition) return;
    recognition.onresult = recognition.onerror = recognition.onend = null;
    recognition.abort();
  }

  #listen(): void {
    // While a stopping session has not ended yet, its `onend` restarts it.
    if (this.#listening || !this.#recognition) return;
    try {
      this.#recognition.start();
    } catch (error) {
      console.warn('Speech recognition could not start.', error);
      return this.#fail('failed');
    }
    this.#listening = true;
    this.#sessionStartedAt = Date.now();
    this.#sessionHadResult = false;
  }

  #onResult(event: RecognitionResultEvent): void {
    this.#sessionHadResult = true;
    let interim = '';
    for (let i = event.resultIndex; i < event.results.length; i++) {
      const result = event.results[i]!;
      const text = result[0]?.transcript.trim() ?? '';
      if (!result.isFinal) interim = `${interim} ${text}`;
      else if (text) this.#callbacks.onFinalResult(text);
    }
    this.#pendingInterim = interim.trim();
  }

  #onError(event: RecognitionErrorEvent): void {
    if (TRANSIENT_ERRORS.has(event.error)) return;
    // Expected where no recogniser is reachable (offline, no microphone): the patient is told and types instead.
    this.#fail(PERMISSION_ERRORS.has(event.error) ? 'not-allowed' : 'failed');
  }

  #onEnd(): void {
    this.#listening = false;
    if (this.#pendingInterim) this.#callbacks.onFinalResult(this.#pendingInterim);
    this.#pendingInterim = '';
    const quick = !this.#sessionHadResult && Date.now() - this.#sessionStartedAt < QUICK_END_MS;
    this.#quickEnds = quick ? this.#quickEnds + 1 : 0;
    if (this.#quickEnds >= MAX_QUICK_ENDS) return this.#fail('failed');
    if (this.#active && !this.#paused) this.#listen();
  }

  #fail(reason: SpeechInputUnavailableReason): void {
    this.stop();
    if (this.#reportedUnavailable) return;
    this.#reportedUnavailable = true;
    this.#callbacks.onUnavailable(reason);
  }
}

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = globalThis as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}
