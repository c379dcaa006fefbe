// `npm run bench:cluster [-- N SECONDS]`: two instances behind HAProxy (deploy/haproxy.cfg) on one PostgreSQL
// (TEST_DATABASE_URL's server) and one Redis, N concurrent calls through the proxy, each sending a patient turn
// every 2 s. Prints first-audio latency after a patient turn, errors, and how the calls spread over the instances.
import { printFigures } from './figure';
import { runPatientCall } from './patient-call';
import { clusterPrerequisitesMissing, startCluster } from '../src/server/testing/cluster';
import { SHARED_SECRETS_ENV } from '../src/server/testing/test-database';
import { signUpOverHttp } from '../src/server/testing/sign-up-over-http';

const calls = Number(process.argv[2] ?? 300);
const seconds = Number(process.argv[3] ?? 20);
const PATIENTS = 10;

const missing = clusterPrerequisitesMissing();
if (missing.length) {
  console.log(`bench:cluster needs ${missing.join(' and ')}`);
  process.exit(1);
}
const cluster = await startCluster({ logLevel: 'error' });
const { proxy } = cluster;
const key = SHARED_SECRETS_ENV.LOCAL_PLATFORM_PUBLIC_KEY;

try {
  const assistantId = (
    (await (await fetch(`${proxy}/api/config`)).json()) as { voice: { assistantId: string } }
  ).voice.assistantId;
  const cookies: string[] = [];
  for (let i = 0; i < PATIENTS; i++) {
    cookies.push(
      await signUpOverHttp(proxy, {
        email: `bench-cluster${i}@example.com`,
        password: 'bench cluster password',
        firstName: 'Bench',
        lastName: 'Patient',
      }),
    );
  }

  const latencies: number[] = [];
  let errors = 0;
  const reasons = new Map<string, number>();

  const runCall = (index: number) =>
    runPatientCall({
      baseUrl: proxy,
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
      // Calls join over the first five seconds, as patients would, not all in one instant.
      new Promise((resolve) => setTimeout(resolve, (i * 5000) / calls)).then(() =>
        runCall(i).catch((error: unknown) => {
          errors += 1;
          const reason = error instanceof Error ? error.message : String(error);
          reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
        }),
      ),
    ),
  );
  const wallSeconds = Math.round((performance.now() - started) / 100) / 10;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? NaN;
  printFigures([
    {
      name: `concurrent calls through HAProxy to 2 instances (${seconds} s, a turn every 2 s)`,
      value: calls,
      unit: 'calls',
    },
    {
      name: 'shared store',
      value: cluster.redis ? 1 : 0,
      unit: cluster.redis ? '(Redis)' : '(PostgreSQL, no Redis)',
    },
    { name: 'patient turns answered with audio', value: latencies.length, unit: 'turns' },
    { name: 'first audio after a patient turn, p50', value: Math.round(pct(50)), unit: 'ms' },
    {
      name: 'first audio after a patient turn, p95',
      value: Math.round(pct(95)),
      unit: 'ms',
      target: '<= 500 ms',
    },
    { name: 'errors', value: errors, unit: '', target: '0' },
    { name: 'wall time', value: wallSeconds, unit: 's' },
  ]);
  for (const [reason, count] of reasons) console.log(`  error: ${reason} ×${count}`);
} finally {
  await cluster.stop();
}
