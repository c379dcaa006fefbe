// A small pool of worker threads that each run one job at a time, so CPU-bound work never blocks the event loop.
// Worker scripts speak a tiny protocol: they receive { id, request } and reply { id, result } or { id, error }.
import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** A plain JavaScript module: workers do not inherit tsx's or vitest's TypeScript loaders. */
  script: URL;
  size: number;
  workerData?: unknown;
  execArgv?: string[];
}

export interface WorkerPool<Request, Result> {
  /** Queues the job until a worker is free; aborting a running job replaces its worker at once. */
  run(request: Request, signal?: AbortSignal): Promise<Result>;
  close(): Promise<void>;
}

export type WorkerReply<Result> = { id: number; result: Result } | { id: number; error: { message: string } };

interface Job<Request, Result> {
  id: number;
  request: Request;
  resolve(result: Result): void;
  reject(error: unknown): void;
  detach(): void;
}

interface Slot<Request, Result> {
  worker: Worker;
  job?: Job<Request, Result>;
  crash?: Error;
  retired?: boolean;
}

export function createWorkerPool<Request, Result>(options: WorkerPoolOptions): WorkerPool<Request, Result> {
  const slots = new Set<Slot<Request, Result>>();
  const queue: Job<Request, Result>[] = [];
  let nextJobId = 1;
  let closed = false;

  function spawn(): Slot<Request, Result> {
    const worker = new Worker(options.script, { workerData: options.workerData, execArgv: options.execArgv });
    const slot: Slot<Request, Result> = { worker };
    worker.unref(); // an idle pool must not keep the process alive
    worker.on('message', (reply: WorkerReply<Result>) => {
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      finish(slot);
      if ('error' in reply) job.reject(new Error(reply.error.message));
      else job.resolve(reply.result);
      pump();
    });
    worker.on('error', (error) => {
      slot.crash = error;
    });
    worker.on('exit', (code) => {
      slots.delete(slot);
      if (slot.retired) return;
      const job = slot.job;
      if (job) {
        job.detach();
        job.reject(new Error(`Worker stopped unexpectedly (exit code ${code})`, { cause: slot.crash }));
      }
      pump(); // a replacement is spawned on demand
    });
    slots.add(slot);
    return slot;
  }

  function finish(slot: Slot<Request, Result>) {
    slot.job?.detach();
    slot.job = undefined;
    slot.worker.unref();
  }

  function retire(slot: Slot<Request, Result>) {
    slot.retired = true;
    slots.delete(slot);
    return slot.worker.terminate();
  }

  function idleSlot(): Slot<Request, Result> | undefined {
    for (const slot of slots) if (!slot.job) return slot;
    return slots.size < options.size ? spawn() : undefined;
  }

  function pump() {
    while (!closed && queue.length > 0) {
      const slot = idleSlot();
      if (!slot) return;
      const job = queue.shift()!;
      slot.job = job;
      slot.worker.ref();
      slot.worker.postMessage({ id: job.id, request: job.request });
    }
  }

  function abort(job: Job<Request, Result>, reason: unknown) {
    const queued = queue.indexOf(job);
    if (queued >= 0) queue.splice(queued, 1);
    for (const slot of slots) {
      // A running job cannot be interrupted inside its worker, so the worker is replaced.
      if (slot.job === job) {
        slot.job = undefined;
        void retire(slot);
      }
    }
    job.detach();
    job.reject(reason);
    pump();
  }

  return {
    run(request, signal) {
      if (closed) return Promise.reject(new Error('Worker pool is closed'));
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<Result>((resolve, reject) => {
        const onAbort = () => abort(job, signal!.reason);
        const job: Job<Request, Result> = {
          id: nextJobId++,
          request,
          resolve,
          reject,
          detach: () => signal?.removeEventListener('abort', onAbort),
        };
        signal?.addEventListener('abort', onAbort, { once: true });
        queue.push(job);
        pump();
      });
    },
    async close() {
      closed = true;
      const pending = [...queue.splice(0), ...[...slots].flatMap((slot) => slot.job ?? [])];
      for (const job of pending) {
        job.detach();
        job.reject(new Error('Worker pool is closed'));
      }
      await Promise.all([...slots].map(retire));
    },
  };
}
