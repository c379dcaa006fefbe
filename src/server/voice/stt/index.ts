// Speech-to-text port of the voice engine (ARCHITECTURE.md section 7). None by default: the browser's speech
// recognition or typed text supply the patient's turns. When configured, the server finds utterances in the
// microphone audio with Silero VAD and transcribes each through an OpenAI-compatible endpoint.

export interface SpeechToText {
  /** Transcribes one utterance of 16 kHz mono PCM16. */
  transcribe(pcm16: Int16Array, signal?: AbortSignal): Promise<string>;
}

export {
  createSileroSegmenter,
  type SegmenterEvents,
  type SpeechSegmenter,
  type Utterance,
} from './silero-vad';
export { createOpenAiStt, type OpenAiSttOptions } from './openai-transcription';
