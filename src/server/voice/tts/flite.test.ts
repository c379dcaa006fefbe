import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createFliteTts } from './flite';
import { rms } from './pcm';

const tts = createFliteTts({ workers: 1 });
afterAll(() => tts.close());

const SECOND = 16_000;
const AUDIBLE = 0.02;

describe('createFliteTts', () => {
  it('speaks a sentence as 16 kHz audio of a plausible length and loudness', async () => {
    const samples = await tts.synthesize('How long have you had the headache?');
    expect(samples).toBeInstanceOf(Int16Array);
    expect(samples.length).toBeGreaterThan(1 * SECOND); // seven words at a normal pace take about two seconds
    expect(samples.length).toBeLessThan(4 * SECOND);
    expect(rms(samples)).toBeGreaterThan(AUDIBLE);
  });

  it('gives different audio for different sentences, and the same audio for the same one', async () => {
    const [short, long, shortAgain] = await Promise.all([
      tts.synthesize('Thank you.'),
      tts.synthesize('Please call emergency services now and stay on the line until help arrives.'),
      tts.synthesize('Thank you.'), // all three queue behind the one worker
    ]);
    expect(long.length).toBeGreaterThan(2.5 * short.length);
    expect(shortAgain).toEqual(short);
  });

  it('speaks byte for byte what it spoke on the hand-written WASI it replaced (decision 006)', async () => {
    // SHA-256 of the samples, recorded with wasi-memory.mjs before @bjorn3/browser_wasi_shim replaced it.
    const recorded = {
      'How long have you had the headache?':
        'b4412d03b6c7f4ef01624b304fdccde3197a4cccc2aa49869e964f491d77753b',
      'Please call emergency services now and stay on the line until help arrives.':
        '0fdaed2200cb7ef6dbee5ed5e6454a507900151c7f1403c6ca3d7c0f2d579109',
      'Thank you.': 'f8d1ab01b9e72073d3f82dea7de68fad2c9e601aedbdc0be0f8f80176fcf5db1',
    };
    const sha256 = (samples: Int16Array) =>
      createHash('sha256')
        .update(new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength))
        .digest('hex');
    for (const [sentence, hash] of Object.entries(recorded)) {
      expect(sha256(await tts.synthesize(sentence)), sentence).toBe(hash);
    }
  });

  it('resamples a voice recorded at another rate to 16 kHz', async () => {
    const sentence = 'Do you have a fever?';
    const kal = createFliteTts({ voice: 'kal', workers: 1 }); // an 8 kHz voice
    try {
      const [eightKhz, sixteenKhz] = await Promise.all([kal.synthesize(sentence), tts.synthesize(sentence)]);
      expect(eightKhz.length / sixteenKhz.length).toBeGreaterThan(0.6);
      expect(eightKhz.length / sixteenKhz.length).toBeLessThan(1.6);
      expect(rms(eightKhz)).toBeGreaterThan(AUDIBLE);
    } finally {
      await kal.close();
    }
  });

  it('rejects an aborted sentence with an AbortError and speaks the next one', async () => {
    const controller = new AbortController();
    const aborted = tts.synthesize('I am sorry to hear that. '.repeat(20), controller.signal);
    const next = tts.synthesize('Let us continue.');
    setTimeout(() => controller.abort(), 20);
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(rms(await next)).toBeGreaterThan(AUDIBLE);
  });

  it.skipIf(!existsSync('/proc/self/fd'))(
    'holds no file open per sentence, so a long day cannot exhaust them',
    async () => {
      await tts.synthesize('One.');
      const openFiles = readdirSync('/proc/self/fd').length;
      for (const sentence of ['Two.', 'Three.', 'Four.']) await tts.synthesize(sentence);
      expect(readdirSync('/proc/self/fd').length).toBe(openFiles);
    },
  );

  it('says nothing for blank text and refuses work once closed', async () => {
    const closing = createFliteTts();
    expect(await closing.synthesize('   ')).toHaveLength(0);
    await closing.close();
    await expect(closing.synthesize('Hello.')).rejects.toThrow('closed');
  });

  it('runs under tsx, as the server does', async () => {
    const tsxCli = join(dirname(createRequire(import.meta.url).resolve('tsx/package.json')), 'dist/cli.mjs');
    const fixture = fileURLToPath(new URL('./flite.tsx-fixture.ts', import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [tsxCli, fixture]);
    const result = JSON.parse(stdout) as { samples: number; rms: number };
    expect(result.samples).toBeGreaterThan(SECOND);
    expect(result.rms).toBeGreaterThan(AUDIBLE);
  });
});
