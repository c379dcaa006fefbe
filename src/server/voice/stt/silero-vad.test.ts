import { beforeAll, describe, expect, it } from 'vitest';
import { createSileroSegmenter, type SegmenterEvents, type Utterance } from './silero-vad';
import { noise, PLACED_AT_MS, RATE, speechInNoise } from './testing/speech-in-noise';

const FRAME = 320; // the room's 20 ms frames

function segment(samples: Int16Array) {
  const utterances: Utterance[] = [];
  let speechStarts = 0;
  const errors: unknown[] = [];
  const events: SegmenterEvents = {
    onSpeechStart: () => speechStarts++,
    onUtterance: (utterance) => utterances.push(utterance),
    onError: (error) => errors.push(error),
  };
  const segmenter = createSileroSegmenter(events);
  for (let at = 0; at < samples.length; at += FRAME) segmenter.feed(samples.subarray(at, at + FRAME));
  return {
    done: segmenter.flush().then(async () => {
      await segmenter.close();
      return { utterances, speechStarts, errors };
    }),
  };
}

let mixed: Int16Array;
let truth: [number, number][];
beforeAll(async () => {
  ({ samples: mixed, truthMs: truth } = await speechInNoise());
});

describe('Silero VAD segments speech in noise', () => {
  it('finds both utterances, each within 300 ms of where the speech starts and ends', async () => {
    const { utterances, speechStarts, errors } = await segment(mixed).done;
    expect(errors).toEqual([]);
    expect(utterances.map((u) => [Math.round(u.startMs), Math.round(u.endMs)])).toHaveLength(2);
    utterances.forEach((utterance, i) => {
      expect(Math.abs(utterance.startMs - truth[i]![0]), `start of utterance ${i + 1}`).toBeLessThanOrEqual(
        300,
      );
      expect(Math.abs(utterance.endMs - truth[i]![1]), `end of utterance ${i + 1}`).toBeLessThanOrEqual(300);
      // What goes to the transcriber: the speech with a short margin, not the seconds of noise around it.
      const seconds = utterance.samples.length / RATE;
      expect(seconds).toBeGreaterThan((truth[i]![1] - truth[i]![0]) / 1000);
      expect(seconds).toBeLessThan((truth[i]![1] - truth[i]![0]) / 1000 + 0.8);
    });
    expect(speechStarts).toBe(2);
  });

  it('finds no utterance in noise alone', async () => {
    const { utterances, speechStarts } = await segment(Int16Array.from(noise(5 * RATE), (v) => v * 32767))
      .done;
    expect(utterances).toEqual([]);
    expect(speechStarts).toBe(0);
  });

  it('sends an utterance that reaches the longest allowed without waiting for a pause', async () => {
    const utterances: Utterance[] = [];
    const segmenter = createSileroSegmenter(
      { onSpeechStart: () => undefined, onUtterance: (u) => utterances.push(u), onError: () => undefined },
      { maxUtteranceMs: 1_000 },
    );
    const firstSentence = mixed.subarray(RATE, (PLACED_AT_MS[1]! / 1000) * RATE);
    for (let at = 0; at < firstSentence.length; at += FRAME)
      segmenter.feed(firstSentence.subarray(at, at + FRAME));
    await segmenter.flush();
    await segmenter.close();
    expect(utterances.length).toBeGreaterThan(1);
    for (const utterance of utterances.slice(0, -1))
      expect(utterance.endMs - utterance.startMs).toBeLessThanOrEqual(1_100);
  });
});
