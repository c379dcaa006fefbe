// Runs Flite (compiled to WASI) for the tinypool in flite.ts, one sentence at a time, on @bjorn3/browser_wasi_shim:
// files live in memory, so nothing the doctor says touches the disk (decision 006).
// Plain JavaScript on purpose: worker threads started under tsx or vitest do not get their TypeScript loaders.
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';
import Tinypool from 'tinypool';

/** @type {{ module: WebAssembly.Module, voice: string }} */
const { module, voice } = Tinypool.workerData;
const WAV_NAME = 'speech.wav';
const discard = () => undefined;

/** @param {{ text: string }} request */
export default function synthesize({ text }) {
  const out = new PreopenDirectory('/out', new Map());
  const wasi = new WASI(
    ['flite', '-voice', voice, '-o', `/out/${WAV_NAME}`, '-t', text],
    [],
    // Standard input is empty; standard output and error are dropped.
    [new OpenFile(new File([])), new ConsoleStdout(discard), new ConsoleStdout(discard), out],
    { debug: false }, // its default traces every call to the console
  );
  // A program's _start runs once, so each sentence gets a fresh instance of the shared compiled module.
  const instance = new WebAssembly.Instance(module, { wasi_snapshot_preview1: wasi.wasiImport });
  const exitCode = wasi.start(/** @type {any} */ (instance));
  if (exitCode !== 0) throw new Error(`Flite exited with code ${exitCode}`);
  const file = out.dir.contents.get(WAV_NAME);
  if (!(file instanceof File)) throw new Error('Flite wrote no audio');
  const wav = file.data.slice(); // its own buffer, moved to the caller without a copy
  return Tinypool.move(wav);
}
