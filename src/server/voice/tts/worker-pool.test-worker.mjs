// A stand-in worker for worker-pool.test.ts: echoes, blocks, fails or crashes on request.
import { threadId } from 'node:worker_threads';

let jobsRun = 0;

export default function run(request) {
  jobsRun++;
  // An exception outside the job ends the thread, as a runtime failure would.
  if (request.op === 'crash') {
    setImmediate(() => {
      throw new Error('worker crashed');
    });
    return new Promise(() => {});
  }
  if (request.op === 'fail') throw new Error('bad request');
  // Blocks the thread like a long synthesis would.
  if (request.op === 'block') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, request.ms);
  return { value: request.value, threadId, jobsRun };
}
