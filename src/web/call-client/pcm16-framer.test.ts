import { describe, expect, it } from 'vitest';
import { pcm16FromBytes } from '../../protocol/pcm16';
import { Pcm16Framer } from './pcm16-framer';

describe('Pcm16Framer', () => {
  it('frames samples into fixed-size frames, carrying the remainder', () => {
    const framer = new Pcm16Framer(320);
    expect(framer.push(new Float32Array(300))).toHaveLength(0);
    const frames = framer.push(new Float32Array(700));
    expect(frames.map((frame) => frame.byteLength)).toEqual([640, 640, 640]);
    expect(framer.push(new Float32Array(279))).toHaveLength(0);
    expect(framer.push(new Float32Array(1))).toHaveLength(1);
  });

  it('encodes each frame as little-endian PCM16', () => {
    const [frame] = new Pcm16Framer(3).push(Float32Array.from([0, 1, -1]));
    expect(Array.from(pcm16FromBytes(new Uint8Array(frame!)))).toEqual([0, 32767, -32768]);
  });
});
