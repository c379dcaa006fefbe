// `npm run bench:doctor`: per patient turn, the time from the patient's final text reaching the room to the first
// audio frame of the doctor's reply (the room's own metrics, over real consultations), plus Flite's figures.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '../src/server/config/env';
import { startServer } from '../src/server/main';
import { connectRoom, startWebCall } from '../src/server/testing/room-client';
import { printFigures } from './figure';
import flite from './tts';

const SCRIPTS = [
  [
    'I have had a headache since yesterday morning',
    'It is throbbing, about six out of ten',
    'At the front of my head',
    'No fever, no vomiting',
    'Paracetamol helps a bit',
    'No medical conditions and no allergies',
    'Yes that is right',
    'No that is all, thank you',
  ],
  [
    'My tummy hurts and I keep throwing up',
    'It started two days ago',
    'About seven out of ten, crampy',
    'Around my belly button',
    'I have diarrhoea too but no blood',
    'Nothing makes it better',
    'I take no medicines',
    'No I am not pregnant',
    'Yes',
    'No thanks',
  ],
  [
    'I have a sore throat and a runny nose',
    'Since Monday',
    'It is mild, maybe three out of ten',
    'I have a slight cough',
    'Honey and lemon help',
    'I have asthma and use an inhaler',
    'No allergies',
    'Yes that is right',
    'Nothing else',
  ],
  [
    'I twisted my ankle playing football',
    'This afternoon',
    'It is swollen and hurts when I walk, five out of ten',
    'Ice helps',
    'No other problems',
    'No medicines, no allergies',
    'Correct',
    'No, bye',
  ],
];

const dataDir = mkdtempSync(join(tmpdir(), 'carelune-bench-doctor-'));
const server = await startServer({
  env: parseEnv({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  webRoot: dataDir,
});
try {
  const key = readFileSync(join(dataDir, 'local-platform-public-key'), 'utf8').trim();
  const firstAudio: number[] = [];
  let cookie: string | undefined;
  for (const script of SCRIPTS) {
    const call = await startWebCall(server.url, key, cookie);
    cookie = call.cookie;
    const client = await connectRoom(call.webCallUrl);
    await client.waitFor((m) => m.type === 'listening');
    for (const [turn, line] of script.entries()) {
      if (client.socket.readyState !== client.socket.OPEN) break;
      client.send({ type: 'add-message', message: { role: 'user', content: line } });
      // The next turn follows the first audio at once (a barge-in), so the bench measures latency, not playback.
      const metrics = await client
        .waitFor((m) => m.type === 'metrics' && m.turn === turn + 1, 30_000)
        .catch(() => undefined);
      if (metrics) firstAudio.push(Number(metrics.firstAudioMs));
    }
    if (client.socket.readyState === client.socket.OPEN) client.send({ type: 'end-call' });
    await client.closed;
  }
  firstAudio.sort((a, b) => a - b);
  const pct = (p: number) =>
    firstAudio[Math.min(firstAudio.length - 1, Math.floor((p / 100) * firstAudio.length))] ?? NaN;
  printFigures([
    { name: 'doctor turns measured', value: firstAudio.length, unit: 'turns' },
    {
      name: "patient's final text to first audio frame, p50",
      value: pct(50),
      unit: 'ms',
      target: '<= 150 ms',
    },
    {
      name: "patient's final text to first audio frame, p95",
      value: pct(95),
      unit: 'ms',
      target: '<= 300 ms',
    },
    ...(await flite()),
  ]);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
