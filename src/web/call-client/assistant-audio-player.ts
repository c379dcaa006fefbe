// Plays the assistant's PCM16 speech from the room through an AudioWorklet queue (public/worklets/).
import { AUDIO } from '../../protocol/room-messages';
import { AudioLevelMeter } from './audio-level-meter';
import { int16ToFloat32, pcm16FromBytes } from '../../protocol/pcm16';
import { StreamResampler } from './stream-resampler';

const WORKLET_URL = '/worklets/assistant-audio-player.js';
const PROCESSOR_NAME = 'assistant-audio-player';
/** How much audio is held back after the queue ran dry: absorbs network jitter at the start of each utterance. */
const PREBUFFER_MS = 60;

export class AssistantAudioPlayer {
  readonly #node: AudioWorkletNode;
  readonly #meter: AudioLevelMeter;
  readonly #resampler: StreamResampler;

  private constructor(context: AudioContext, node: AudioWorkletNode) {
    this.#node = node;
    this.#meter = new AudioLevelMeter(context, node);
    this.#resampler = new StreamResampler(AUDIO.sampleRate, context.sampleRate);
  }

  static async create(context: AudioContext): Promise<AssistantAudioPlayer> {
    await context.audioWorklet.addModule(WORKLET_URL);
    const node = new AudioWorkletNode(context, PROCESSOR_NAME, {
      numberOfInputs: 0,
      numberOfOutputs: 1,
      outputChannelCount: [1],
      processorOptions: { prebufferSamples: Math.round((context.sampleRate * PREBUFFER_MS) / 1000) },
    });
    node.connect(context.destination);
    return new AssistantAudioPlayer(context, node);
  }

  /** Queues one binary frame of the room: PCM16 LE mono at 16 kHz. */
  play(pcm16: ArrayBuffer): void {
    const samples = this.#resampler.process(int16ToFloat32(pcm16FromBytes(new Uint8Array(pcm16))));
    if (samples.length > 0) this.#node.port.postMessage({ type: 'push', samples }, [samples.buffer]);
  }

  /** Drops everything queued: the patient interrupted, so the buffered voice must stop now. */
  flush(): void {
    this.#node.port.postMessage({ type: 'flush' });
    this.#resampler.reset();
  }

  /** The RMS level of what is playing right now. */
  level(): number {
    return this.#meter.level();
  }

  close(): void {
    this.#node.port.postMessage({ type: 'stop' });
    this.#node.disconnect();
    this.#meter.disconnect();
  }
}
