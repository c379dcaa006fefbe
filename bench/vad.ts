// Silero VAD's speed on this machine: how much of real time it takes to segment 13 s of speech in noise, fed in
// the room's 20 ms frames (model load excluded, it happens once per call).
import { createSileroSegmenter } from '../src/server/voice/stt/silero-vad';
import { speechInNoise, RATE } from '../src/server/voice/stt/testing/speech-in-noise';
import type { BenchFigure } from './figure';

const RUNS = 5;

export default async function run(): Promise<BenchFigure[]> {
  const { samples } = await speechInNoise();
  const factors: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const segmenter = createSileroSegmenter({
      onSpeechStart: () => undefined,
      onUtterance: () => undefined,
      onError: (error) => {
        throw error;
      },
    });
    await segmenter.flush(); // the model is loaded
    const started = performance.now();
    for (let at = 0; at < samples.length; at += 320) segmenter.feed(samples.subarray(at, at + 320));
    await segmenter.flush();
    factors.push((performance.now() - started) / ((samples.length / RATE) * 1000));
    await segmenter.close();
  }
  factors.sort((a, b) => a - b);
  return [
    {
      name: `Silero VAD real-time factor (median of ${RUNS} runs, 13 s in noise)`,
      value: factors[Math.floor(RUNS / 2)]!,
      unit: 'x',
      target: '<= 0.1',
    },
  ];
}
