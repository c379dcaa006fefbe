/** The RMS level of the audio leaving a node, read on demand (the assistant's voice, for the level observer). */
export class AudioLevelMeter {
  readonly #analyser: AnalyserNode;
  readonly #samples: Float32Array<ArrayBuffer>;

  constructor(context: BaseAudioContext, source: AudioNode) {
    this.#analyser = context.createAnalyser();
    this.#analyser.fftSize = 2048;
    source.connect(this.#analyser);
    this.#samples = new Float32Array(this.#analyser.fftSize);
  }

  level(): number {
    this.#analyser.getFloatTimeDomainData(this.#samples);
    let sumOfSquares = 0;
    for (const sample of this.#samples) sumOfSquares += sample * sample;
    return Math.sqrt(sumOfSquares / this.#samples.length);
  }

  disconnect(): void {
    this.#analyser.disconnect();
  }
}
