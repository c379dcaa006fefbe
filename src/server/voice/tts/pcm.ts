// Signal processing on PCM16 (the codec itself is src/protocol/pcm16.ts) for the room's audio format (16 kHz mono, 20 ms frames) and the engines that produce it.
import { toInt16 } from '../../../protocol/pcm16';
import { AUDIO } from '../../../protocol/room-messages';

/** Zero crossings of the sinc kernel on each side: enough to keep speech clean without costing much. */
const KERNEL_ZERO_CROSSINGS = 16;

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
    out[j] = toInt16(sum);
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
