// `npm run bench:rooms [-- N SECONDS]`: N concurrent local calls against a real server process, each sending a
// patient turn every 2 s and receiving spoken replies. Prints first-audio latency, errors and memory per room, then
// how fast /api/health answers while one patient floods its room with 60,000 junk frames.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import { printFigures } from './figure';
import { runPatientCall } from './patient-call';
import { spawnServerProcess } from '../src/server/testing/server-process';
import { signUpOverHttp } from '../src/server/testing/sign-up-over-http';

const calls = Number(process.argv[2] ?? 100);
const seconds = Number(process.argv[3] ?? 30);
const PATIENTS = 10;

const dataDir = mkdtempSync(join(tmpdir(), 'carelune-bench-rooms-'));
const port = 3900 + Math.floor(Math.random() * 90);
const base = `http://localhost:${port}`;

const server = await spawnServerProcess({ port, dataDir, logLevel: 'error' });
const rssKb = () =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);

try {
  const key = readFileSync(join(dataDir, 'local-platform-public-key'), 'utf8').trim();
  const assistantId = (
    (await (await fetch(`${base}/api/config`)).json()) as { voice: { assistantId: string } }
  ).voice.assistantId;
  const cookies: string[] = [];
  for (let i = 0; i < PATIENTS; i++) {
    cookies.push(
      await signUpOverHttp(base, {
        email: `bench${i}@example.com`,
        password: 'bench password',
        firstName: 'Bench',
        lastName: 'Patient',
      }),
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baselineKb = rssKb();

  const latencies: number[] = [];
  let errors = 0;
  let peakKb = baselineKb;
  const memory = setInterval(() => (peakKb = Math.max(peakKb, rssKb())), 500);

  const runCall = (index: number) =>
    runPatientCall({
      baseUrl: base,
      publicKey: key,
      cookie: cookies[index % PATIENTS]!,
      assistantId,
      seconds,
      index,
      onLatency: (ms) => latencies.push(ms),
    });

  const started = performance.now();
  await Promise.all(
    Array.from({ length: calls }, (_, i) =>
      // Calls join over the first two seconds, as patients would, not all in one instant.
      new Promise((resolve) => setTimeout(resolve, (i * 2000) / calls)).then(() =>
        runCall(i).catch(() => {
          errors += 1;
        }),
      ),
    ),
  );
  clearInterval(memory);
  const wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  const burst = await healthDuringBurst();
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  printFigures([
    { name: `concurrent calls (${seconds} s, a turn every 2 s)`, value: calls, unit: 'calls' },
    { name: 'patient turns answered with audio', value: latencies.length, unit: 'turns' },
    { name: 'first audio after a patient turn, p50', value: Math.round(pct(50)), unit: 'ms' },
    {
      name: 'first audio after a patient turn, p95',
      value: Math.round(pct(95)),
      unit: 'ms',
      target: '<= 500 ms',
    },
    { name: 'errors', value: errors, unit: '', target: '0' },
    {
      name: 'server memory per room',
      value: Math.round((peakKb - baselineKb) / calls / 102.4) / 10,
      unit: 'MB',
    },
    { name: 'wall time', value: wallSeconds, unit: 's' },
    {
      name: '/api/health during a 60,000-frame burst, slowest',
      value: Math.round(burst.slowestMs),
      unit: 'ms',
      target: '<= 200 ms',
    },
    { name: '/api/health answers during the burst', value: burst.answered, unit: 'requests' },
    { name: '/api/health failures during the burst', value: burst.failed, unit: '', target: '0' },
  ]);

  /** One patient sends 60,000 junk frames at once; health is asked in turn until that socket is closed. */
  async function healthDuringBurst() {
    const response = await fetch(`${base}/platform/call/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}`, cookie: cookies[0]! },
      body: JSON.stringify({ assistantId }),
    });
    const { webCallUrl } = (await response.json()) as { webCallUrl: string };
    const socket = new WebSocket(webCallUrl);
    await new Promise<void>((resolve, reject) => {
      socket.once('message', () => resolve());
      socket.once('error', reject);
    });
    let closed = false;
    socket.once('close', () => (closed = true));
    for (let i = 0; i < 60_000; i++) socket.send(i % 2 ? '{' : '\u0000');
    let slowestMs = 0;
    let answered = 0;
    let failed = 0;
    const until = performance.now() + 10_000;
    while ((!closed || answered < 20) && performance.now() < until) {
      const askedAt = performance.now();
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) answered += 1;
      else failed += 1;
      slowestMs = Math.max(slowestMs, performance.now() - askedAt);
    }
    socket.terminate();
    return { slowestMs, answered, failed };
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
}
