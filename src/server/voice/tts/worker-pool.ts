// CPU-bound jobs on worker threads, so they never block the event loop: tinypool, configured for our use.
// A worker script default-exports a function from a request to its result (see flite-worker.mjs).
import Tinypool from 'tinypool';

export interface WorkerPoolOptions {
  /** A plain JavaScript module: workers do not inherit tsx's or vitest's TypeScript loaders. */
  script: URL;
  size: number;
  workerData?: unknown;
}

export interface WorkerPool<Request, Result> {
  /** Queues the job until a worker is free; aborting a running job replaces its worker at once. */
  run(request: Request, signal?: AbortSignal): Promise<Result>;
  /** Rejects every pending job and stops the workers. */
  close(): Promise<void>;
}

export function createWorkerPool<Request, Result>(options: WorkerPoolOptions): WorkerPool<Request, Result> {
  const pool = new Tinypool({
    filename: options.script.href,
    // Every worker kept: with fewer, tinypool 2.2 replaces a worker stopped by an abort only up to minThreads, and
    // the jobs queued behind it would wait forever. An idle worker is unref'd: it never keeps the process alive.
    minThreads: options.size,
    maxThreads: options.size,
    workerData: options.workerData,
    execArgv: [], // plain JavaScript: the parent's TypeScript loaders would only slow the start
  });
  let closed = false;
  return {
    async run(request, signal) {
      if (closed) throw new Error('Worker pool is closed');
      try {
        return (await pool.run(request, { signal })) as Result;
      } catch (error) {
        // Tinypool's own words for a job a closing pool dropped.
        if (closed) throw new Error('Worker pool is closed', { cause: error });
        throw error;
      }
    },
    async close() {
      closed = true;
      await pool.destroy();
    },
  };
}
