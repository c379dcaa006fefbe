/* global AudioWorkletProcessor, registerProcessor */
// Plays the assistant's speech from a queue of float chunks posted by AssistantAudioPlayer on the main thread.
// A static file (not a blob) so it loads under the app's `script-src 'self'` CSP.

class AssistantAudioPlayerProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.queue = [];
    this.readOffset = 0;
    this.playing = false;
    this.heldBack = 0;
    // After the queue runs dry, hold back this much before playing again, so chunks delayed by network jitter
    // arrive before they are needed instead of chopping the voice.
    this.prebufferSamples = options.processorOptions.prebufferSamples;
    this.stopped = false;
    this.port.onmessage = (event) => this.receive(event.data);
  }

  receive(message) {
    if (message.type === 'push') {
      this.queue.push(message.samples);
    } else if (message.type === 'flush') {
      // Barge-in: what is already buffered must not keep talking over the patient.
      this.queue = [];
      this.readOffset = 0;
      this.playing = false;
      this.heldBack = 0;
    } else if (message.type === 'stop') {
      this.stopped = true;
    }
  }

  process(_inputs, outputs) {
    const output = outputs[0][0];
    if (!output) return !this.stopped;
    if (!this.playing && !this.startPlaying(output.length)) {
      output.fill(0);
      return !this.stopped;
    }
    let written = 0;
    while (written < output.length && this.queue.length > 0) {
      const chunk = this.queue[0];
      const count = Math.min(chunk.length - this.readOffset, output.length - written);
      output.set(chunk.subarray(this.readOffset, this.readOffset + count), written);
      written += count;
      this.readOffset += count;
      if (this.readOffset === chunk.length) {
        this.queue.shift();
        this.readOffset = 0;
      }
    }
    if (written < output.length) {
      output.fill(0, written);
      this.playing = false;
      this.heldBack = 0;
    }
    return !this.stopped;
  }

  startPlaying(blockSamples) {
    if (this.queue.length === 0) return false;
    this.heldBack += blockSamples;
    this.playing = this.heldBack >= this.prebufferSamples;
    return this.playing;
  }
}

registerProcessor('assistant-audio-player', AssistantAudioPlayerProcessor);
