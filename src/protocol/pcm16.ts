// PCM16 little-endian, the room's audio format (AUDIO in room-messages.ts): the one codec the browser and the server
// share, between wire bytes, 16-bit samples and the float samples Web Audio and Silero work in.

/** Reads little-endian PCM16 bytes, as sent over the wire; a dangling odd byte is dropped. */
export function pcm16FromBytes(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int16Array(bytes.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/** Writes samples as little-endian PCM16 bytes, whatever the platform's byte order. */
export function pcm16ToBytes(samples: Int16Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i]!, true);
  return bytes;
}

/** -32768..32767 to -1..1. */
export function int16ToFloat32(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 0x8000;
  return out;
}

/** A computed sample (a filter's sum, a mix) as the nearest 16-bit value, clipping what is out of range. */
export function toInt16(value: number): number {
  return Math.max(-0x8000, Math.min(0x7fff, Math.round(value)));
}

/** -1..1 to -32768..32767, clipping what is out of range: the inverse of int16ToFloat32 at both ends. */
export function float32ToInt16(samples: ArrayLike<number>): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i]!));
    out[i] = Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff);
  }
  return out;
}
