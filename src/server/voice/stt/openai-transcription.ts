// Speech-to-text through an OpenAI-compatible `/v1/audio/transcriptions` endpoint (STT_BASE_URL, STT_MODEL).
import { z } from 'zod';
import { AUDIO } from '../../../protocol/room-messages';
import { postToService, VoiceServiceError, type FetchLike } from '../openai-compatible';
import { encodeWav } from '../tts/wav';
import type { SpeechToText } from './index';

export interface OpenAiSttOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  fetch?: FetchLike;
  /** ISO-639-1 hint such as 'en'; improves accuracy and latency where the server supports it. */
  language?: string;
}

const SERVICE = 'Speech-to-text';
const transcription = z.object({ text: z.string() });

export function createOpenAiStt(options: OpenAiSttOptions): SpeechToText {
  return {
    async transcribe(pcm16, signal) {
      const form = new FormData();
      form.append(
        'file',
        new Blob([encodeWav(pcm16, AUDIO.sampleRate)], { type: 'audio/wav' }),
        'utterance.wav',
      );
      form.append('model', options.model);
      if (options.language) form.append('language', options.language);
      const response = await postToService({
        service: SERVICE,
        baseUrl: options.baseUrl,
        path: '/v1/audio/transcriptions',
        apiKey: options.apiKey,
        body: form,
        signal,
        fetch: options.fetch,
      });
      const parsed = transcription.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) throw new VoiceServiceError(`${SERVICE} returned an unexpected response`);
      return parsed.data.text.trim();
    },
  };
}
