// PCM16 helpers for the room's audio format (16 kHz mono, 20 ms frames) and the engines that produce it.
import { AUDIO } from '../../../protocol/room-messages';

/** Zero crossings of the sinc kernel on each side: enough to keep speech clean without costing much. */
const KERNEL_ZERO_CROSSINGS = 16;

export function clampInt16(value: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(value)));
}

export function int16ToFloat32(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = samples[i]! / 32768;
  return out;
}

export function float32ToInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = clampInt16(samples[i]! * 32767);
  return out;
}

/** Band-limited (windowed-sinc) resampling, so downsampling 24 kHz speech to 16 kHz does not alias. */
export function resample(samples: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (fromRate === toRate) return samples.slice();
  const ratio = toRate / fromRate;
  // Downsampling widens the kernel so that it also cuts everything above the new Nyquist frequency.
  const cutoff = Math.min(1, ratio);
  const halfWidth = Math.ceil(KERNEL_ZERO_CROSSINGS / cutoff);
  const out = new Int16Array(Math.floor(samples.length * ratio));
  for (let j = 0; j < out.length; j++) {
    const centre = j / ratio;
    const nearest = Math.floor(centre);
    const first = Math.max(0, nearest - halfWidth + 1);
    const last = Math.min(samples.length - 1, nearest + halfWidth);
    let sum = 0;
    for (let i = first; i <= last; i++) {
      const distance = centre - i;
      sum += samples[i]! * cutoff * sinc(cutoff * distance) * hann(distance / halfWidth);
    }
    out[j] = clampInt16(sum);
  }
  return out;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

function hann(t: number): number {
  return Math.abs(t) >= 1 ? 0 : 0.5 + 0.5 * Math.cos(Math.PI * t);
}

/** Splits audio into fixed frames for the room; the last frame is padded with silence. */
export function toFrames(samples: Int16Array, frameSamples: number = AUDIO.frameSamples): Int16Array[] {
  const frames: Int16Array[] = [];
  for (let start = 0; start < samples.length; start += frameSamples) {
    const frame = new Int16Array(frameSamples);
    frame.set(samples.subarray(start, start + frameSamples));
    frames.push(frame);
  }
  return frames;
}

export function concatPcm(chunks: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

/** Root-mean-square level on a 0..1 scale (1 = full-scale square wave). */
export function rms(samples: Int16Array): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (const sample of samples) sumOfSquares += sample * sample;
  return Math.sqrt(sumOfSquares / samples.length) / 32768;
}

export function durationMs(samples: Int16Array, sampleRate: number = AUDIO.sampleRate): number {
  return (samples.length / sampleRate) * 1000;
}

/** Reads little-endian PCM16 bytes, as sent over the wire; a dangling odd byte is dropped. */
export function pcm16FromBytes(bytes: Uint8Array): Int16Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int16Array(bytes.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}
