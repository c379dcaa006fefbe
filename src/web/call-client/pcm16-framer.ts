// Microphone samples to the room's PCM16 frames, with the shared codec (src/protocol/pcm16.ts).
import { float32ToInt16, pcm16ToBytes } from '../../protocol/pcm16';

/** Cuts a stream of samples into fixed-size PCM16 frames, carrying the remainder to the next push. */
export class Pcm16Framer {
  readonly #pending: Float32Array;
  #filled = 0;

  constructor(frameSamples: number) {
    this.#pending = new Float32Array(frameSamples);
  }

  push(samples: Float32Array): ArrayBuffer[] {
    const frames: ArrayBuffer[] = [];
    let offset = 0;
    while (offset < samples.length) {
      const taken = Math.min(this.#pending.length - this.#filled, samples.length - offset);
      this.#pending.set(samples.subarray(offset, offset + taken), this.#filled);
      this.#filled += taken;
      offset += taken;
      if (this.#filled === this.#pending.length) {
        frames.push(pcm16ToBytes(float32ToInt16(this.#pending)).buffer);
        this.#filled = 0;
      }
    }
    return frames;
  }
}
