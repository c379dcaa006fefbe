// Converts a stream of mono samples between rates chunk by chunk, without clicks at chunk boundaries:
// linear interpolation plus a short low-pass filter at the higher rate (anti-aliasing down, anti-imaging up).

const FILTER_TAPS = 31;

export class StreamResampler {
  readonly #inputPerOutput: number;
  readonly #filter: StreamingLowPass | null;
  readonly #filterBeforeInterpolation: boolean;
  #carry = new Float32Array(0);
  #position = 0;

  constructor(
    readonly fromRate: number,
    readonly toRate: number,
  ) {
    this.#inputPerOutput = fromRate / toRate;
    const higherRate = Math.max(fromRate, toRate);
    this.#filter =
      fromRate === toRate ? null : new StreamingLowPass((0.45 * Math.min(fromRate, toRate)) / higherRate);
    this.#filterBeforeInterpolation = fromRate > toRate;
  }

  process(input: Float32Array): Float32Array {
    if (!this.#filter) return input;
    if (this.#filterBeforeInterpolation) return this.#interpolate(this.#filter.process(input));
    return this.#filter.process(this.#interpolate(input));
  }

  /** Forgets the stream so far, e.g. after playback was flushed. */
  reset(): void {
    this.#carry = new Float32Array(0);
    this.#position = 0;
    this.#filter?.reset();
  }

  #interpolate(input: Float32Array): Float32Array {
    const samples = concat(this.#carry, input);
    const step = this.#inputPerOutput;
    // One spare slot: rounding can add an output sample to the estimate.
    const output = new Float32Array(Math.max(0, Math.ceil((samples.length - 1 - this.#position) / step)) + 1);
    let position = this.#position;
    let count = 0;
    while (Math.floor(position) + 1 < samples.length) {
      const index = Math.floor(position);
      const fraction = position - index;
      output[count++] = samples[index]! * (1 - fraction) + samples[index + 1]! * fraction;
      position += step;
    }
    const consumed = Math.min(Math.floor(position), samples.length);
    this.#carry = samples.slice(consumed);
    this.#position = position - consumed;
    return output.subarray(0, count);
  }
}

/** A Hamming-windowed sinc FIR filter; `cutoff` is in cycles per sample (0 to 0.5). */
class StreamingLowPass {
  readonly #taps: Float32Array;
  #history: Float32Array;

  constructor(cutoff: number) {
    this.#taps = windowedSinc(cutoff, FILTER_TAPS);
    this.#history = new Float32Array(FILTER_TAPS - 1);
  }

  process(input: Float32Array): Float32Array {
    const samples = concat(this.#history, input);
    const output = new Float32Array(input.length);
    for (let i = 0; i < input.length; i++) {
      let sum = 0;
      for (let k = 0; k < FILTER_TAPS; k++) sum += this.#taps[k]! * samples[i + k]!;
      output[i] = sum;
    }
    this.#history = samples.slice(samples.length - (FILTER_TAPS - 1));
    return output;
  }

  reset(): void {
    this.#history.fill(0);
  }
}

function windowedSinc(cutoff: number, length: number): Float32Array {
  const taps = new Float32Array(length);
  const middle = (length - 1) / 2;
  let sum = 0;
  for (let n = 0; n < length; n++) {
    const x = n - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const hamming = 0.54 - 0.46 * Math.cos((2 * Math.PI * n) / (length - 1));
    taps[n] = sinc * hamming;
    sum += taps[n]!;
  }
  // Unity gain at 0 Hz.
  for (let n = 0; n < length; n++) taps[n] = taps[n]! / sum;
  return taps;
}

function concat(a: Float32Array, b: Float32Array): Float32Array {
  if (a.length === 0) return b;
  const joined = new Float32Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}
