// Flite's speed on this machine: real-time factor over typical doctor sentences, and how long a short reply
// takes to become audio. Flite returns a whole sentence at once, so that time is also the time to first audio.
import { createFliteTts } from '../src/server/voice/tts/flite';
import { durationMs } from '../src/server/voice/tts/pcm';
import type { BenchFigure } from './figure';

const DOCTOR_SENTENCES = [
  'What brings you in today?',
  'How long have you had the headache?',
  'On a scale from zero to ten, how bad is the pain right now?',
  'Does the pain spread anywhere, for example to your arm, jaw or back?',
  'Have you had a fever, chills or night sweats?',
  'Are you taking any medicines at the moment, including ones you buy without a prescription?',
  'Do you have any allergies to medicines?',
  'Is there any chance that you could be pregnant?',
  'What makes it better, and what makes it worse?',
  'I am sorry to hear that you have been feeling unwell.',
  'To summarise, you have had a sore throat and a mild fever since yesterday morning.',
  'My advice is to rest, drink plenty of fluids and take paracetamol as directed on the pack.',
  'Avoid alcohol and strenuous exercise until you feel better.',
  'For follow-up, book a routine appointment with your doctor if it is not better within a week.',
  'If you develop difficulty breathing or cannot swallow, seek help straight away.',
  'Chest pain with sweating and breathlessness can be a sign of a heart attack.',
  'Please call emergency services now and stay on the line.',
  'While you wait, sit down, stay calm and unlock your front door.',
  'Is there anything else you would like to tell me before we finish?',
  'Thank you for talking with me today, and I hope you feel better soon.',
];
const SHORT_SENTENCE = 'How long have you had it?';
const SHORT_RUNS = 20;

export default async function (): Promise<BenchFigure[]> {
  const tts = createFliteTts({ workers: 1 });
  try {
    const coldStart = await timed(() => tts.synthesize(SHORT_SENTENCE));

    const realTimeFactors: number[] = [];
    for (const sentence of DOCTOR_SENTENCES) {
      const { ms, result } = await timed(() => tts.synthesize(sentence));
      realTimeFactors.push(ms / durationMs(result));
    }

    const firstAudioMs: number[] = [];
    for (let run = 0; run < SHORT_RUNS; run++)
      firstAudioMs.push((await timed(() => tts.synthesize(SHORT_SENTENCE))).ms);

    return [
      {
        name: 'Flite real-time factor (median of 20 doctor sentences)',
        value: percentile(realTimeFactors, 50),
        unit: 'x',
        target: '<= 0.2',
      },
      {
        name: 'Flite first audio, short sentence (median)',
        value: percentile(firstAudioMs, 50),
        unit: 'ms',
        target: '<= 200 ms',
      },
      {
        name: 'Flite first audio, short sentence (p95)',
        value: percentile(firstAudioMs, 95),
        unit: 'ms',
        target: '<= 200 ms',
      },
      {
        name: 'Flite cold start (first sentence after boot)',
        value: coldStart.ms,
        unit: 'ms',
        target: 'once per server',
      },
    ];
  } finally {
    await tts.close();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: performance.now() - start, result };
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
