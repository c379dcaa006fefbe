import { describe, expect, it } from 'vitest';
import { decodeWav, encodeWav } from './wav';

describe('WAV', () => {
  it('round-trips mono PCM16 with a standard 44-byte header', () => {
    const samples = Int16Array.from([0, 1, -1, 32767, -32768]);
    const bytes = encodeWav(samples, 16_000);
    expect(bytes.length).toBe(44 + samples.length * 2);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
    expect(decodeWav(bytes)).toEqual({ sampleRate: 16_000, samples });
  });

  it('skips chunks it does not know and mixes stereo down to mono', () => {
    const riffAndFormat = encodeWav(new Int16Array(0), 22_050).slice(0, 36);
    new DataView(riffAndFormat.buffer).setUint16(22, 2, true); // two channels
    const chunk = (id: string, body: number[]) =>
      [...id].map((c) => c.charCodeAt(0)).concat([body.length, 0, 0, 0], body);
    const bytes = Uint8Array.from([
      ...riffAndFormat,
      ...chunk('LIST', [0, 0]),
      ...chunk('data', [100, 0, 200, 0, 0xff, 0xff, 3, 0]), // frames (100, 200) and (-1, 3)
    ]);
    expect(decodeWav(bytes)).toEqual({ sampleRate: 22_050, samples: Int16Array.from([150, 1]) });
  });

  it('rejects what is not a WAV file', () => {
    expect(() => decodeWav(new TextEncoder().encode('<html>oops</html>'))).toThrow('Not a WAV file');
  });
});
