// PCM16 little-endian, the room's audio format (AUDIO in room-messages.ts), to and from Web Audio's float samples.

export function pcm16ToFloat32(bytes: ArrayBuffer): Float32Array {
  const view = new DataView(bytes);
  const samples = new Float32Array(Math.floor(bytes.byteLength / 2));
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 0x8000;
  return samples;
}

export function float32ToPcm16(samples: Float32Array): ArrayBuffer {
  const bytes = new ArrayBuffer(samples.length * 2);
  const view = new DataView(bytes);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(i * 2, Math.round(sample < 0 ? sample * 0x8000 : sample * 0x7fff), true);
  }
  return bytes;
}

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
        frames.push(float32ToPcm16(this.#pending));
        this.#filled = 0;
      }
    }
    return frames;
  }
}
