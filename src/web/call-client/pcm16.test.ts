import { describe, expect, it } from 'vitest';
import { float32ToPcm16, Pcm16Framer, pcm16ToFloat32 } from './pcm16';

describe('PCM16', () => {
  it('encodes float samples as little-endian 16-bit integers, clipping out-of-range values', () => {
    const view = new DataView(float32ToPcm16(new Float32Array([0, 1, -1, 0.5, 2, -2])));
    expect([0, 1, 2, 3, 4, 5].map((i) => view.getInt16(i * 2, true))).toEqual([
      0, 32767, -32768, 16384, 32767, -32768,
    ]);
    expect(new Uint8Array(view.buffer).slice(2, 4)).toEqual(new Uint8Array([0xff, 0x7f]));
  });

  it('decodes PCM16 into float samples', () => {
    const bytes = new ArrayBuffer(6);
    const view = new DataView(bytes);
    view.setInt16(0, -32768, true);
    view.setInt16(2, 16384, true);
    view.setInt16(4, 0, true);
    expect(Array.from(pcm16ToFloat32(bytes))).toEqual([-1, 0.5, 0]);
  });

  it('ignores a trailing odd byte', () => {
    expect(pcm16ToFloat32(new ArrayBuffer(5))).toHaveLength(2);
  });

  it('frames samples into fixed-size frames, carrying the remainder', () => {
    const framer = new Pcm16Framer(320);
    expect(framer.push(new Float32Array(300))).toHaveLength(0);
    const frames = framer.push(new Float32Array(700));
    expect(frames.map((frame) => frame.byteLength)).toEqual([640, 640, 640]);
    expect(framer.push(new Float32Array(279))).toHaveLength(0);
    expect(framer.push(new Float32Array(1))).toHaveLength(1);
  });
});
