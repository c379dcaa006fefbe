// Text-to-speech through an OpenAI-compatible `/v1/audio/speech` endpoint (TTS_BASE_URL, TTS_MODEL, TTS_VOICE).
import { AUDIO } from '../../../protocol/room-messages';
import { postToService, type FetchLike } from '../openai-compatible';
import type { TextToSpeech } from './index';
import { pcm16FromBytes } from '../../../protocol/pcm16';
import { resample } from './pcm';

export interface OpenAiTtsOptions {
  baseUrl: string;
  model: string;
  /** Defaults to 'alloy', a voice every OpenAI-compatible server we know of accepts. */
  voice?: string;
  apiKey?: string;
  fetch?: FetchLike;
  /** Rate of the raw PCM the endpoint returns: OpenAI's `pcm` format is 24 kHz. */
  sourceSampleRate?: number;
}

export function createOpenAiTts(options: OpenAiTtsOptions): TextToSpeech {
  const sourceRate = options.sourceSampleRate ?? 24_000;
  return {
    async synthesize(text, signal) {
      signal?.throwIfAborted();
      const input = text.trim();
      if (!input) return new Int16Array(0);
      const response = await postToService({
        service: 'Text-to-speech',
        baseUrl: options.baseUrl,
        path: '/v1/audio/speech',
        apiKey: options.apiKey,
        body: JSON.stringify({
          model: options.model,
          input,
          voice: options.voice ?? 'alloy',
          response_format: 'pcm',
        }),
        signal,
        fetch: options.fetch,
      });
      const samples = pcm16FromBytes(new Uint8Array(await response.arrayBuffer()));
      return resample(samples, sourceRate, AUDIO.sampleRate);
    },
    async close() {},
  };
}
