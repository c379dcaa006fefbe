/* global AudioWorkletProcessor, registerProcessor, sampleRate */
// Hands the microphone's samples to MicrophoneCapture on the main thread in 20 ms batches (not every 128-sample
// block), where they are resampled to 16 kHz and cut into PCM16 frames.
// A static file (not a blob) so it loads under the app's `script-src 'self'` CSP.

class MicrophoneCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.batchSamples = Math.round(sampleRate * 0.02);
    this.batch = new Float32Array(this.batchSamples);
    this.filled = 0;
    this.stopped = false;
    this.port.onmessage = (event) => {
      if (event.data.type === 'stop') this.stopped = true;
    };
  }

  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (!channel) return !this.stopped;
    let offset = 0;
    while (offset < channel.length) {
      const count = Math.min(this.batchSamples - this.filled, channel.length - offset);
      this.batch.set(channel.subarray(offset, offset + count), this.filled);
      this.filled += count;
      offset += count;
      if (this.filled === this.batchSamples) {
        // Transferred, not copied: the batch is detached (length 0) afterwards, so a new one is allocated.
        this.port.postMessage(this.batch, [this.batch.buffer]);
        this.batch = new Float32Array(this.batchSamples);
        this.filled = 0;
      }
    }
    return !this.stopped;
  }
}

registerProcessor('microphone-capture', MicrophoneCaptureProcessor);
