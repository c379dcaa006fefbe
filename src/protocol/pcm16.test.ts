import { describe, expect, it } from 'vitest';
import { float32ToInt16, int16ToFloat32, pcm16FromBytes, pcm16ToBytes, toInt16 } from './pcm16';

describe('the PCM16 codec', () => {
  it('reads little-endian PCM16 bytes and drops a dangling odd byte', () => {
    expect(Array.from(pcm16FromBytes(Uint8Array.from([0x01, 0x00, 0xff, 0xff, 0x00, 0x80, 0x7f])))).toEqual([
      1, -1, -32768,
    ]);
  });

  it('writes little-endian bytes that read back as the same samples', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
    const bytes = pcm16ToBytes(samples);
    expect(Array.from(bytes.subarray(0, 4))).toEqual([0x00, 0x00, 0x01, 0x00]);
    expect(pcm16FromBytes(bytes)).toEqual(samples);
  });

  it('encodes float samples to 16-bit integers, clipping out-of-range values', () => {
    expect(Array.from(float32ToInt16(Float32Array.from([0, 1, -1, 0.5, 2, -2])))).toEqual([
      0, 32767, -32768, 16384, 32767, -32768,
    ]);
  });

  it('decodes 16-bit integers to float samples and round-trips within one step', () => {
    expect(Array.from(int16ToFloat32(Int16Array.from([-32768, 16384, 0])))).toEqual([-1, 0.5, 0]);
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    const back = float32ToInt16(int16ToFloat32(samples));
    for (let i = 0; i < samples.length; i++) expect(Math.abs(back[i]! - samples[i]!)).toBeLessThanOrEqual(1);
  });

  it('rounds a computed sample to the nearest 16-bit value and clips it to the range', () => {
    expect([1.4, 1.6, -1.6, 40000, -40000, 32767.4].map(toInt16)).toEqual([1, 2, -2, 32767, -32768, 32767]);
  });
});
