import { describe, expect, it } from 'vitest';
import { durationMs, resample, rms } from './pcm';

function tone(frequency: number, sampleRate: number, ms: number, amplitude = 0.5): Int16Array {
  const out = new Int16Array(Math.round((sampleRate * ms) / 1000));
  for (let i = 0; i < out.length; i++)
    out[i] = Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * frequency * i) / sampleRate));
  return out;
}

/** Largest difference from the ideal tone, ignoring the edges where the filter has no neighbours. */
function maxErrorAgainstTone(
  samples: Int16Array,
  frequency: number,
  sampleRate: number,
  amplitude = 0.5,
): number {
  const ideal = tone(frequency, sampleRate, (samples.length / sampleRate) * 1000, amplitude);
  let worst = 0;
  for (let i = 100; i < samples.length - 100; i++) worst = Math.max(worst, Math.abs(samples[i]! - ideal[i]!));
  return worst / 32768;
}

describe('resample', () => {
  it('turns 24 kHz speech-band audio into the same sound at 16 kHz', () => {
    const out = resample(tone(1000, 24_000, 500), 24_000, 16_000);
    expect(out.length).toBe(8000);
    expect(maxErrorAgainstTone(out, 1000, 16_000)).toBeLessThan(0.01);
  });

  it('removes what 16 kHz cannot carry instead of folding it back as a false tone', () => {
    const out = resample(tone(10_000, 24_000, 500), 24_000, 16_000);
    expect(rms(out.subarray(100, -100))).toBeLessThan(0.01);
  });

  it('upsamples 8 kHz audio to twice as many samples of the same tone', () => {
    const out = resample(tone(500, 8000, 500), 8000, 16_000);
    expect(out.length).toBe(8000);
    expect(maxErrorAgainstTone(out, 500, 16_000)).toBeLessThan(0.01);
  });

  it('returns a copy when the rates already match', () => {
    const input = tone(440, 16_000, 20);
    const out = resample(input, 16_000, 16_000);
    expect(out).toEqual(input);
    expect(out).not.toBe(input);
  });
});

describe('levels', () => {
  it('measures a sine at amplitude/√2 and silence at zero', () => {
    expect(rms(tone(440, 16_000, 100, 0.5))).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(rms(new Int16Array(320))).toBe(0);
    expect(durationMs(new Int16Array(16_000))).toBe(1000);
  });
});
