// Runs Flite (compiled to WASI) for the pool in flite.ts, one sentence at a time.
// Plain JavaScript on purpose: worker threads started under tsx or vitest do not get their TypeScript loaders.
import { parentPort, workerData } from 'node:worker_threads';
import { runWasiCommand } from './wasi-memory.mjs';

/** @type {{ module: WebAssembly.Module, voice: string }} */
const { module, voice } = workerData;
const WAV_NAME = 'speech.wav';

parentPort.on('message', ({ id, request }) => {
  let wav;
  try {
    wav = synthesize(request.text);
  } catch (error) {
    parentPort.postMessage({
      id,
      error: { message: error instanceof Error ? error.message : String(error) },
    });
    return;
  }
  parentPort.postMessage({ id, result: wav }, [wav.buffer]);
});

/** @param {string} text */
function synthesize(text) {
  // A program's _start runs once, so each sentence gets a fresh instance of the shared compiled module.
  const { exitCode, files } = runWasiCommand(module, {
    args: ['flite', '-voice', voice, '-o', `/out/${WAV_NAME}`, '-t', text],
    dir: '/out',
  });
  if (exitCode !== 0) throw new Error(`Flite exited with code ${exitCode}`);
  const wav = files.get(WAV_NAME);
  if (!wav) throw new Error('Flite wrote no audio');
  return wav;
}
