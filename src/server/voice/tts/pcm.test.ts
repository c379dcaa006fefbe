import { describe, expect, it } from 'vitest';
import {
  concatPcm,
  durationMs,
  float32ToInt16,
  int16ToFloat32,
  pcm16FromBytes,
  resample,
  rms,
  toFrames,
} from './pcm';

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

describe('sample conversions', () => {
  it('round-trips int16 through float and clamps out-of-range floats', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    const back = float32ToInt16(int16ToFloat32(samples));
    for (let i = 0; i < samples.length; i++) expect(Math.abs(back[i]! - samples[i]!)).toBeLessThanOrEqual(1);
    expect(Array.from(float32ToInt16(Float32Array.from([1.5, -2])))).toEqual([32767, -32768]);
  });

  it('reads little-endian PCM16 bytes and drops a dangling odd byte', () => {
    expect(Array.from(pcm16FromBytes(Uint8Array.from([0x01, 0x00, 0xff, 0xff, 0x00, 0x80, 0x7f])))).toEqual([
      1, -1, -32768,
    ]);
  });
});

describe('toFrames', () => {
  it('cuts audio into 20 ms frames of 320 samples, padding the last with silence', () => {
    const samples = Int16Array.from({ length: 700 }, (_, i) => i + 1);
    const frames = toFrames(samples);
    expect(frames.map((frame) => frame.length)).toEqual([320, 320, 320]);
    expect(concatPcm(frames).subarray(0, 700)).toEqual(samples);
    expect(frames[2]!.subarray(60).every((sample) => sample === 0)).toBe(true);
  });

  it('gives no frames for no audio', () => {
    expect(toFrames(new Int16Array(0))).toEqual([]);
  });
});

describe('levels', () => {
  it('measures a sine at amplitude/√2 and silence at zero', () => {
    expect(rms(tone(440, 16_000, 100, 0.5))).toBeCloseTo(0.5 / Math.SQRT2, 2);
    expect(rms(new Int16Array(320))).toBe(0);
    expect(durationMs(new Int16Array(16_000))).toBe(1000);
  });
});
