import { describe, expect, it } from 'vitest';
import { StreamResampler } from './stream-resampler';

function sine(frequency: number, rate: number, samples: number): Float32Array {
  return Float32Array.from(
    { length: samples },
    (_, i) => 0.5 * Math.sin((2 * Math.PI * frequency * i) / rate),
  );
}

function rms(samples: Float32Array): number {
  return Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
}

/** Feeds `input` in chunks of `chunk` samples and joins the output. */
function resampleInChunks(resampler: StreamResampler, input: Float32Array, chunk: number): Float32Array {
  const parts: number[] = [];
  for (let offset = 0; offset < input.length; offset += chunk) {
    parts.push(...resampler.process(input.subarray(offset, offset + chunk)));
  }
  return Float32Array.from(parts);
}

describe('StreamResampler', () => {
  it('passes samples through when the rates are equal', () => {
    const input = sine(440, 16000, 320);
    expect(new StreamResampler(16000, 16000).process(input)).toBe(input);
  });

  it('downsamples 48 kHz to 16 kHz: a third of the samples, the same tone', () => {
    const output = new StreamResampler(48000, 16000).process(sine(440, 48000, 48000));
    expect(output.length).toBeGreaterThanOrEqual(15990);
    expect(output.length).toBeLessThanOrEqual(16000);
    expect(rms(output.subarray(100))).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('upsamples 16 kHz to 44.1 kHz', () => {
    const output = new StreamResampler(16000, 44100).process(sine(440, 16000, 16000));
    expect(Math.abs(output.length - 44100)).toBeLessThan(5);
    expect(rms(output.subarray(100))).toBeCloseTo(0.5 / Math.SQRT2, 2);
  });

  it('removes tones the lower rate cannot carry instead of folding them into speech', () => {
    const output = new StreamResampler(48000, 16000).process(sine(12000, 48000, 48000));
    expect(rms(output.subarray(100))).toBeLessThan(0.02);
  });

  it('gives the same stream whether fed at once or in uneven chunks', () => {
    const input = sine(300, 48000, 9600);
    const whole = new StreamResampler(48000, 16000).process(input);
    const chunked = resampleInChunks(new StreamResampler(48000, 16000), input, 437);
    expect(chunked.length).toBe(whole.length);
    chunked.forEach((sample, i) => expect(sample).toBeCloseTo(whole[i]!, 5));
  });

  it('starts afresh after reset', () => {
    const resampler = new StreamResampler(16000, 48000);
    const first = resampler.process(sine(440, 16000, 320));
    resampler.process(sine(440, 16000, 160));
    resampler.reset();
    const again = resampler.process(sine(440, 16000, 320));
    expect(Array.from(again)).toEqual(Array.from(first));
  });
});
