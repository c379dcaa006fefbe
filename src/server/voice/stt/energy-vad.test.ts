import { describe, expect, it } from 'vitest';
import { rms } from '../tts/pcm';
import { createEnergyVad, type EnergyVadOptions, type VadEvent } from './energy-vad';

const FRAME = 320; // 20 ms at 16 kHz

function toneFrames(ms: number, amplitude = 0.3): Int16Array[] {
  return Array.from({ length: ms / 20 }, (_, f) =>
    Int16Array.from({ length: FRAME }, (_, i) =>
      Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * 220 * (f * FRAME + i)) / 16_000)),
    ),
  );
}

/** Room noise well below the default threshold. */
function silenceFrames(ms: number): Int16Array[] {
  return Array.from({ length: ms / 20 }, (_, f) =>
    Int16Array.from({ length: FRAME }, (_, i) => ((f * 7 + i * 13) % 61) - 30),
  );
}

function run(frames: Int16Array[], options?: EnergyVadOptions) {
  const vad = createEnergyVad(options);
  const events: { at: number; event: VadEvent }[] = [];
  frames.forEach((frame, at) => {
    const event = vad.feed(frame);
    if (event) events.push({ at, event });
  });
  return { events, flushed: vad.flush() };
}

function utterances(events: { event: VadEvent }[]): Int16Array[] {
  return events.flatMap(({ event }) => (event.type === 'utterance' ? [event.samples] : []));
}

describe('createEnergyVad', () => {
  it('announces speech after 100 ms and delivers the utterance after 800 ms of silence, with 200 ms either side', () => {
    const { events, flushed } = run([...silenceFrames(300), ...toneFrames(600), ...silenceFrames(1000)]);
    expect(events.map(({ at, event }) => [at, event.type])).toEqual([
      [19, 'speech-start'], // the 5th voiced frame
      [84, 'utterance'], // the 40th silent frame after speech
    ]);
    const [utterance] = utterances(events);
    expect(utterance!.length).toBe(16_000); // 200 ms lead-in + 600 ms speech + 200 ms tail
    expect(rms(utterance!.subarray(0, 3200))).toBeLessThan(0.01);
    expect(rms(utterance!.subarray(3200, 12_800))).toBeGreaterThan(0.2);
    expect(flushed).toBeUndefined();
  });

  it('ignores a click shorter than the minimum speech time', () => {
    expect(run([...silenceFrames(200), ...toneFrames(40), ...silenceFrames(1000)]).events).toEqual([]);
  });

  it('keeps a pause shorter than the hangover inside one utterance', () => {
    const { events } = run([
      ...toneFrames(400),
      ...silenceFrames(500),
      ...toneFrames(400),
      ...silenceFrames(900),
    ]);
    expect(events.filter(({ event }) => event.type === 'speech-start')).toHaveLength(1);
    expect(utterances(events).map((u) => u.length)).toEqual([(400 + 500 + 400 + 200) * 16]);
  });

  it('returns the utterance in progress when the stream ends', () => {
    const { events, flushed } = run([...silenceFrames(100), ...toneFrames(300)]);
    expect(events.map(({ event }) => event.type)).toEqual(['speech-start']);
    expect(flushed).toMatchObject({ type: 'utterance' });
  });

  it('cuts a long monologue at the maximum length', () => {
    const { events } = run(toneFrames(1500), { maxUtteranceMs: 1000 });
    expect(utterances(events).map((u) => u.length)).toEqual([16_000]);
  });

  it('hears a quiet voice only with a lower threshold', () => {
    const quiet = [...toneFrames(300, 0.01), ...silenceFrames(900)];
    expect(run(quiet).events).toEqual([]);
    expect(utterances(run(quiet, { threshold: 0.005 }).events)).toHaveLength(1);
  });
});
