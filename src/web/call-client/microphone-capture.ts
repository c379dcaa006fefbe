// Captures the patient's microphone through an AudioWorklet (public/worklets/) as the room's 20 ms PCM16 frames.
import { AUDIO } from '../../protocol/room-messages';
import { Pcm16Framer } from './pcm16-framer';
import { StreamResampler } from './stream-resampler';

const WORKLET_URL = '/worklets/microphone-capture.js';
const PROCESSOR_NAME = 'microphone-capture';

const WITH_PROCESSING = { echoCancellation: true, noiseSuppression: true, autoGainControl: true } as const;
const WITHOUT_PROCESSING = {
  echoCancellation: false,
  noiseSuppression: false,
  autoGainControl: false,
} as const;

/** Errors that another request cannot fix: the patient refused, or there is no microphone at all. */
const FINAL_MICROPHONE_ERRORS = new Set(['NotAllowedError', 'SecurityError', 'NotFoundError']);

/**
 * Asks for the microphone with echo cancellation, noise suppression and auto gain; if that audio processing
 * fails, asks again with processing off, so the patient keeps a working microphone.
 */
export async function requestMicrophone(): Promise<MediaStream> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { channelCount: 1, ...WITH_PROCESSING } });
  } catch (error) {
    if (error instanceof Error && FINAL_MICROPHONE_ERRORS.has(error.name)) throw error;
    console.warn('Microphone audio processing failed; continuing without it.', error);
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, ...WITHOUT_PROCESSING },
    });
    for (const track of stream.getAudioTracks()) track.enabled = true;
    return stream;
  }
}

export class MicrophoneCapture {
  readonly #stream: MediaStream;
  readonly #source: MediaStreamAudioSourceNode;
  readonly #node: AudioWorkletNode;

  private constructor(stream: MediaStream, source: MediaStreamAudioSourceNode, node: AudioWorkletNode) {
    this.#stream = stream;
    this.#source = source;
    this.#node = node;
  }

  /** Opens the microphone and calls `onFrame` with every 20 ms PCM16 frame at 16 kHz. */
  static async open(
    context: AudioContext,
    onFrame: (frame: ArrayBuffer) => void,
  ): Promise<MicrophoneCapture> {
    const stream = await requestMicrophone();
    try {
      await context.audioWorklet.addModule(WORKLET_URL);
      const source = context.createMediaStreamSource(stream);
      const node = new AudioWorkletNode(context, PROCESSOR_NAME, {
        numberOfInputs: 1,
        numberOfOutputs: 1,
        outputChannelCount: [1],
        channelCount: 1,
        channelCountMode: 'explicit',
      });
      const resampler = new StreamResampler(context.sampleRate, AUDIO.sampleRate);
      const framer = new Pcm16Framer(AUDIO.frameSamples);
      node.port.onmessage = (event: MessageEvent<Float32Array>) => {
        for (const frame of framer.push(resampler.process(event.data))) onFrame(frame);
      };
      source.connect(node);
      // A node that reaches no destination may not be processed; this one outputs silence.
      node.connect(context.destination);
      return new MicrophoneCapture(stream, source, node);
    } catch (error) {
      stopTracks(stream);
      throw error;
    }
  }

  setEnabled(enabled: boolean): void {
    for (const track of this.#stream.getAudioTracks()) track.enabled = enabled;
  }

  close(): void {
    this.#node.port.onmessage = null;
    this.#node.port.postMessage({ type: 'stop' });
    this.#source.disconnect();
    this.#node.disconnect();
    stopTracks(this.#stream);
  }
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
