// Web Audio stand-ins for jsdom, which has none: enough of AudioContext and AudioWorkletNode for the call client.
import { vi } from 'vitest';

export class FakeAudioNode {
  readonly connections: unknown[] = [];
  connect = vi.fn((destination: unknown) => {
    this.connections.push(destination);
    return destination;
  });
  disconnect = vi.fn();
}

export class FakeAnalyserNode extends FakeAudioNode {
  fftSize = 2048;
  /** The constant sample value the analyser reports, so its RMS level equals `level`. */
  level = 0;
  getFloatTimeDomainData(samples: Float32Array): void {
    samples.fill(this.level);
  }
}

export class FakeMessagePort {
  readonly posted: unknown[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  postMessage(message: unknown): void {
    this.posted.push(message);
  }
  /** A message from the worklet to the main thread. */
  emitFromWorklet(data: unknown): void {
    this.onmessage?.({ data } as MessageEvent);
  }
}

export class FakeAudioWorkletNode extends FakeAudioNode {
  static instances: FakeAudioWorkletNode[] = [];
  readonly port = new FakeMessagePort();
  constructor(
    readonly context: FakeAudioContext,
    readonly processorName: string,
    readonly options?: AudioWorkletNodeOptions,
  ) {
    super();
    FakeAudioWorkletNode.instances.push(this);
  }
  static named(processorName: string): FakeAudioWorkletNode {
    const node = FakeAudioWorkletNode.instances.findLast(
      (instance) => instance.processorName === processorName,
    );
    if (!node) throw new Error(`No AudioWorkletNode "${processorName}" was created.`);
    return node;
  }
}

export class FakeAudioContext extends EventTarget {
  static instances: FakeAudioContext[] = [];
  static latest(): FakeAudioContext {
    const context = FakeAudioContext.instances.at(-1);
    if (!context) throw new Error('No AudioContext was created.');
    return context;
  }
  readonly sampleRate = 48000;
  state: AudioContextState = 'suspended';
  readonly destination = new FakeAudioNode();
  readonly analysers: FakeAnalyserNode[] = [];
  readonly audioWorklet = { addModule: vi.fn(async (_url: string) => {}) };
  readonly resume = vi.fn(async () => this.#setState('running'));
  readonly close = vi.fn(async () => this.#setState('closed'));

  constructor() {
    super();
    FakeAudioContext.instances.push(this);
  }

  createAnalyser(): FakeAnalyserNode {
    const analyser = new FakeAnalyserNode();
    this.analysers.push(analyser);
    return analyser;
  }

  createMediaStreamSource(_stream: MediaStream): FakeAudioNode {
    return new FakeAudioNode();
  }

  /** The assistant's audio level as the player's meter will read it. */
  set assistantLevel(level: number) {
    for (const analyser of this.analysers) analyser.level = level;
  }

  #setState(state: AudioContextState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export function installFakeWebAudio(): void {
  FakeAudioContext.instances = [];
  FakeAudioWorkletNode.instances = [];
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.stubGlobal('AudioWorkletNode', FakeAudioWorkletNode);
}
