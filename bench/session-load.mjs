// Load generator for bench/sessions.ts, run in its own thread so the server keeps a core to itself.
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, cookie, durationMs, concurrency, expect } = workerData;
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const check = () =>
  new Promise((resolve) => {
    const req = request(url, { agent, headers: { cookie } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(res.statusCode === 200 && body.includes(expect)));
    });
    req.on('error', () => resolve(false));
    req.end();
  });

for (let i = 0; i < 300; i++) await check();
let ok = 0;
let failed = 0;
const started = performance.now();
const until = started + durationMs;
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (performance.now() < until) {
      if (await check()) ok++;
      else failed++;
    }
  }),
);
agent.destroy();
parentPort.postMessage({ ok, failed, seconds: (performance.now() - started) / 1000 });
