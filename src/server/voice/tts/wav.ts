// RIFF/WAVE for 16-bit PCM: Flite writes it, speech-to-text endpoints read it. The header is this file's; the
// samples are written and read with the one PCM16 codec.
import { pcm16FromBytes, pcm16ToBytes } from '../../../protocol/pcm16';

export interface DecodedWav {
  sampleRate: number;
  /** Mono samples; multi-channel audio is mixed down. */
  samples: Int16Array;
}

export function decodeWav(bytes: Uint8Array): DecodedWav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 12 || ascii(view, 0) !== 'RIFF' || ascii(view, 8) !== 'WAVE') {
    throw new Error('Not a WAV file');
  }
  let format: { channels: number; sampleRate: number } | undefined;
  for (let offset = 12; offset + 8 <= bytes.byteLength;) {
    const id = ascii(view, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const encoding = view.getUint16(body, true);
      const bitsPerSample = view.getUint16(body + 14, true);
      if (encoding !== 1 || bitsPerSample !== 16) throw new Error('Only 16-bit PCM WAV is supported');
      format = { channels: view.getUint16(body + 2, true), sampleRate: view.getUint32(body + 4, true) };
    } else if (id === 'data') {
      if (!format) throw new Error('WAV data chunk before its format chunk');
      const end = Math.min(body + size, bytes.byteLength);
      const interleaved = pcm16FromBytes(bytes.subarray(body, end));
      return { sampleRate: format.sampleRate, samples: mixDown(interleaved, format.channels) };
    }
    offset = body + size + (size % 2); // chunks are word-aligned
  }
  throw new Error('WAV file has no data chunk');
}

export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array<ArrayBuffer> {
  const dataBytes = samples.length * 2;
  const bytes = new Uint8Array(44 + dataBytes);
  const view = new DataView(bytes.buffer);
  writeAscii(view, 0, 'RIFF');
  view.setUint32(4, 36 + dataBytes, true);
  writeAscii(view, 8, 'WAVE');
  writeAscii(view, 12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true);
  writeAscii(view, 36, 'data');
  view.setUint32(40, dataBytes, true);
  bytes.set(pcm16ToBytes(samples), 44);
  return bytes;
}

/** Interleaved channels averaged into one. */
function mixDown(interleaved: Int16Array, channels: number): Int16Array {
  if (channels === 1) return interleaved;
  const out = new Int16Array(Math.floor(interleaved.length / channels));
  for (let i = 0; i < out.length; i++) {
    let sum = 0;
    for (let channel = 0; channel < channels; channel++) sum += interleaved[i * channels + channel]!;
    out[i] = Math.round(sum / channels);
  }
  return out;
}

function ascii(view: DataView, offset: number): string {
  return String.fromCharCode(
    view.getUint8(offset),
    view.getUint8(offset + 1),
    view.getUint8(offset + 2),
    view.getUint8(offset + 3),
  );
}

function writeAscii(view: DataView, offset: number, text: string) {
  for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
}
