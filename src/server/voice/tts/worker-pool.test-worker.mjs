// A stand-in worker for worker-pool.test.ts: echoes, blocks, fails or crashes on request.
import { parentPort, threadId } from 'node:worker_threads';

let jobsRun = 0;

parentPort.on('message', ({ id, request }) => {
  jobsRun++;
  if (request.op === 'crash') throw new Error('worker crashed');
  if (request.op === 'fail') {
    parentPort.postMessage({ id, error: { message: 'bad request' } });
    return;
  }
  // Blocks the thread like a long synthesis would.
  if (request.op === 'block') Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, request.ms);
  parentPort.postMessage({ id, result: { value: request.value, threadId, jobsRun } });
});
