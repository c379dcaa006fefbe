// The worklets are plain JS served from public/worklets/; here they run against a stand-in AudioWorkletGlobalScope.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

interface Processor {
  port: { postMessage: ReturnType<typeof vi.fn>; onmessage: ((event: { data: unknown }) => void) | null };
  process(inputs: Float32Array[][], outputs: Float32Array[][]): boolean;
}
type ProcessorClass = new (options?: unknown) => Processor;

const CONTEXT_RATE = 48000;
const BLOCK = 128;
const processors = new Map<string, ProcessorClass>();

beforeAll(async () => {
  vi.stubGlobal(
    'AudioWorkletProcessor',
    class {
      // Transfers as a real port does, detaching the sender's buffers.
      port = {
        postMessage: vi.fn((message: unknown, transfer: Transferable[] = []) =>
          structuredClone(message, { transfer }),
        ),
        onmessage: null,
      };
    },
  );
  vi.stubGlobal('registerProcessor', (name: string, processor: ProcessorClass) =>
    processors.set(name, processor),
  );
  vi.stubGlobal('sampleRate', CONTEXT_RATE);
  for (const file of ['assistant-audio-player.js', 'microphone-capture.js']) {
    await import(/* @vite-ignore */ new URL(`../public/worklets/${file}`, import.meta.url).pathname);
  }
});

afterAll(() => vi.unstubAllGlobals());

function processor(name: string, options?: unknown): Processor {
  const Processor = processors.get(name);
  if (!Processor) throw new Error(`${name} was not registered`);
  return new Processor(options);
}

describe('assistant-audio-player worklet', () => {
  const PREBUFFER = 256;

  function player() {
    const instance = processor('assistant-audio-player', {
      processorOptions: { prebufferSamples: PREBUFFER },
    });
    const send = (data: unknown) => instance.port.onmessage?.({ data });
    const render = () => {
      const output = new Float32Array(BLOCK).fill(NaN);
      const alive = instance.process([], [[output]]);
      return { output, alive };
    };
    return { send, render };
  }

  it('outputs silence while nothing is queued', () => {
    const { render } = player();
    expect(render().output.every((sample) => sample === 0)).toBe(true);
  });

  it('holds a new utterance back by the prebuffer, then plays it in order', () => {
    const { send, render } = player();
    send({ type: 'push', samples: Float32Array.from({ length: 200 }, (_, i) => i + 1) });
    expect(render().output.every((sample) => sample === 0)).toBe(true); // 128 held back
    const { output } = render(); // 256 held back: plays
    expect(Array.from(output.subarray(0, 3))).toEqual([1, 2, 3]);
    const tail = render().output;
    expect(Array.from(tail.subarray(0, 72))).toEqual(Array.from({ length: 72 }, (_, i) => i + 129));
    expect(tail.subarray(72).every((sample) => sample === 0)).toBe(true);
  });

  it('holds back again after running dry, so late chunks do not chop the voice', () => {
    const { send, render } = player();
    send({ type: 'push', samples: new Float32Array(BLOCK).fill(0.5) });
    render();
    render();
    expect(render().output.every((sample) => sample === 0)).toBe(true); // ran dry
    send({ type: 'push', samples: new Float32Array(BLOCK).fill(0.25) });
    expect(render().output.every((sample) => sample === 0)).toBe(true);
    expect(render().output.every((sample) => sample === 0.25)).toBe(true);
  });

  it('flush drops everything queued at once', () => {
    const { send, render } = player();
    send({ type: 'push', samples: new Float32Array(BLOCK * 10).fill(0.5) });
    render();
    render();
    send({ type: 'flush' });
    expect(render().output.every((sample) => sample === 0)).toBe(true);
  });

  it('stops processing after stop', () => {
    const { send, render } = player();
    send({ type: 'stop' });
    expect(render().alive).toBe(false);
  });
});

describe('microphone-capture worklet', () => {
  it('hands the microphone to the main thread in 20 ms batches', () => {
    const instance = processor('microphone-capture');
    for (let block = 0; block < 16; block++) {
      instance.process([[new Float32Array(BLOCK).fill(block)]], [[new Float32Array(BLOCK)]]);
    }
    const batches = instance.port.postMessage.mock.results.map(({ value }) => value as Float32Array);
    expect(batches).toHaveLength(2); // 16 × 128 = 2048 samples: two batches of 960
    expect(batches.every((batch) => batch.length === CONTEXT_RATE * 0.02)).toBe(true);
    expect(batches[1]![0]).toBe(7); // sample 960 is in block 7
  });

  it('stays alive without an input until stopped', () => {
    const instance = processor('microphone-capture');
    expect(instance.process([[]], [[]])).toBe(true);
    instance.port.onmessage?.({ data: { type: 'stop' } });
    expect(instance.process([[]], [[]])).toBe(false);
  });
});
