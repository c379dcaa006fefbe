import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, type WorkerPool } from './worker-pool';

type Request = { op: 'echo' | 'block' | 'fail' | 'crash'; value?: string; ms?: number };
type Result = { value?: string; threadId: number; jobsRun: number };

const pools: WorkerPool<Request, Result>[] = [];
function pool(size: number) {
  const created = createWorkerPool<Request, Result>({
    script: new URL('./worker-pool.test-worker.mjs', import.meta.url),
    size,
  });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close()));
});

/** Long enough that a test waiting on it would time out: finishing proves the job was not waited for. */
const FOREVER_MS = 60_000;

describe('createWorkerPool', () => {
  it('queues jobs while every worker is busy and runs them in order on the same worker', async () => {
    const single = pool(1);
    const results = await Promise.all(
      ['a', 'b', 'c'].map((value) => single.run({ op: 'block', ms: 30, value })),
    );
    expect(results.map((r) => r.value)).toEqual(['a', 'b', 'c']);
    expect(new Set(results.map((r) => r.threadId)).size).toBe(1);
    expect(results.map((r) => r.jobsRun)).toEqual([1, 2, 3]);
  });

  it('runs jobs on as many workers as it is allowed', async () => {
    const two = pool(2);
    const results = await Promise.all([two.run({ op: 'block', ms: 200 }), two.run({ op: 'block', ms: 200 })]);
    expect(results[0]!.threadId).not.toBe(results[1]!.threadId);
  });

  it("rejects a job with the worker's error and keeps the worker", async () => {
    const single = pool(1);
    await expect(single.run({ op: 'fail' })).rejects.toThrow('bad request');
    expect((await single.run({ op: 'echo' })).jobsRun).toBe(2);
  });

  it('fails the job of a crashed worker cleanly and replaces the worker for the jobs behind it', async () => {
    const single = pool(1);
    const crashed = single.run({ op: 'crash' });
    const next = single.run({ op: 'echo', value: 'after' });
    await expect(crashed).rejects.toThrow('worker crashed');
    expect(await next).toMatchObject({ value: 'after', jobsRun: 1 });
  });

  it('rejects an aborted running job with an AbortError and frees its place at once', async () => {
    const single = pool(1);
    const controller = new AbortController();
    const stuck = single.run({ op: 'block', ms: FOREVER_MS }, controller.signal);
    const next = single.run({ op: 'echo', value: 'next' });
    setTimeout(() => controller.abort(), 50);
    await expect(stuck).rejects.toMatchObject({ name: 'AbortError' });
    expect(await next).toMatchObject({ value: 'next', jobsRun: 1 });
  });

  it('drops an aborted queued job without running it', async () => {
    const single = pool(1);
    const controller = new AbortController();
    const first = single.run({ op: 'block', ms: 100 });
    const dropped = single.run({ op: 'echo', value: 'dropped' }, controller.signal);
    const last = single.run({ op: 'echo', value: 'last' });
    controller.abort();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    await first;
    expect(await last).toMatchObject({ value: 'last', jobsRun: 2 });
  });

  it('rejects pending and new jobs once closed', async () => {
    const single = pool(1);
    const running = expect(single.run({ op: 'block', ms: FOREVER_MS })).rejects.toThrow('closed');
    const queued = expect(single.run({ op: 'echo' })).rejects.toThrow('closed');
    await single.close();
    await Promise.all([running, queued]);
    await expect(single.run({ op: 'echo' })).rejects.toThrow('closed');
  });
});
