// Microphone and speech recognition stand-ins for jsdom.
import { vi } from 'vitest';

export interface FakeTrack {
  kind: 'audio';
  enabled: boolean;
  stop: ReturnType<typeof vi.fn>;
}

export function fakeMicrophoneStream(): MediaStream & { track: FakeTrack } {
  const track: FakeTrack = { kind: 'audio', enabled: true, stop: vi.fn() };
  return { track, getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream & {
    track: FakeTrack;
  };
}

/** Installs `navigator.mediaDevices.getUserMedia`; by default it grants a fresh microphone stream. */
export function installFakeMicrophone(
  getUserMedia = vi.fn(async (_constraints: MediaStreamConstraints) => fakeMicrophoneStream()),
) {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return getUserMedia;
}

export function domError(name: string): Error {
  return Object.assign(new Error(name), { name });
}

interface FakeResult {
  transcript: string;
  isFinal: boolean;
}

export class FakeSpeechRecognition {
  static instances: FakeSpeechRecognition[] = [];
  static latest(): FakeSpeechRecognition {
    const recognition = FakeSpeechRecognition.instances.at(-1);
    if (!recognition) throw new Error('No SpeechRecognition was created.');
    return recognition;
  }

  continuous = false;
  interimResults = false;
  lang = '';
  processLocally = false;
  listening = false;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  readonly start = vi.fn(() => {
    if (this.listening) throw domError('InvalidStateError');
    this.listening = true;
  });
  readonly stop = vi.fn();
  readonly abort = vi.fn(() => {
    this.listening = false;
  });

  constructor() {
    FakeSpeechRecognition.instances.push(this);
  }

  // The recogniser's side.
  hear(results: FakeResult[], resultIndex = 0): void {
    const list = results.map(({ transcript, isFinal }) => Object.assign([{ transcript }], { isFinal }));
    this.onresult?.({ resultIndex, results: list });
  }
  end(): void {
    this.listening = false;
    this.onend?.();
  }
  fail(error: string): void {
    this.onerror?.({ error });
    this.end();
  }
}

export function installFakeSpeechRecognition(): void {
  FakeSpeechRecognition.instances = [];
  vi.stubGlobal('webkitSpeechRecognition', FakeSpeechRecognition);
}
