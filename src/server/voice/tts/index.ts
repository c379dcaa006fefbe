// Text-to-speech port of the voice engine (ARCHITECTURE.md section 7): Flite by default, an
// OpenAI-compatible endpoint when configured, and a wrapper that falls back from one to the other.

export interface TextToSpeech {
  /** Synthesises one sentence; resolves with 16 kHz mono PCM16 samples. Aborting rejects with an AbortError and frees the worker for the next job. */
  synthesize(text: string, signal?: AbortSignal): Promise<Int16Array>;
  close(): Promise<void>;
}

export { createFliteTts, type FliteTtsOptions, type FliteVoice } from './flite';
export { createOpenAiTts, type OpenAiTtsOptions } from './openai-speech';
export { withSentenceFallback } from './fallback';
