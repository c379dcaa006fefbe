// The voice engine's ports chosen from configuration: the built-in doctor and Flite unless hosted engines are set.
import { DOCTOR_SYSTEM_PROMPT } from '../../domain/doctor/assistant-definition';
import { warmUpDoctor } from '../../domain/doctor';
import type { Env } from '../config/env';
import type { Logger } from '../log';
import { describeError } from '../log';
import {
  createBuiltInDialogue,
  createLlmDialogue,
  type ConsultationDialogue,
} from './dialogue/consultation-dialogue';
import { createOpenAiChatDialogue } from './dialogue/openai-chat';
import {
  createOpenAiStt,
  createSileroSegmenter,
  type SegmenterEvents,
  type SpeechSegmenter,
  type SpeechToText,
} from './stt';
import { createFliteTts, createOpenAiTts, withSentenceFallback, type TextToSpeech } from './tts';
import { withSpeechCache } from './tts/speech-cache';

export interface VoiceEngine {
  tts: TextToSpeech;
  createDialogue(): ConsultationDialogue;
  createSpeechToText?(): { stt: SpeechToText; createSegmenter(events: SegmenterEvents): SpeechSegmenter };
  close(): Promise<void>;
}

export function createVoiceEngine(env: Env, log: Logger): VoiceEngine {
  // Compiles the intake's patterns now, so the first patient's first reply is as fast as every later one.
  warmUpDoctor(new Date());
  const flite = createFliteTts();
  const hostedTts = env.TTS_BASE_URL
    ? createOpenAiTts({ baseUrl: env.TTS_BASE_URL, model: env.TTS_MODEL!, voice: env.TTS_VOICE })
    : undefined;
  const tts: TextToSpeech = withSpeechCache(
    hostedTts
      ? withSentenceFallback(hostedTts, flite, (error) =>
          log.warn('tts.hosted.fallback', describeError(error)),
        )
      : flite,
  );
  // Loads Flite's workers in the background, so the first greeting does not pay the cold start.
  if (!hostedTts) void flite.synthesize('Hello.').catch(() => undefined);

  const llm = env.DOCTOR_LLM_BASE_URL
    ? createOpenAiChatDialogue({
        baseUrl: env.DOCTOR_LLM_BASE_URL,
        model: env.DOCTOR_LLM_MODEL!,
        apiKey: env.DOCTOR_LLM_API_KEY,
        systemPrompt: DOCTOR_SYSTEM_PROMPT,
      })
    : undefined;
  const stt = env.STT_BASE_URL
    ? createOpenAiStt({ baseUrl: env.STT_BASE_URL, model: env.STT_MODEL! })
    : undefined;

  return {
    tts,
    createDialogue: () =>
      llm
        ? createLlmDialogue({
            llm,
            onFallback: (error) => log.warn('doctor.llm.fallback', describeError(error)),
          })
        : createBuiltInDialogue(),
    createSpeechToText: stt ? () => ({ stt, createSegmenter: createSileroSegmenter }) : undefined,
    close: async () => {
      await Promise.all([flite.close(), hostedTts?.close()]);
    },
  };
}
