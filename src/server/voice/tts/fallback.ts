import type { TextToSpeech } from './index';

/**
 * Each sentence `primary` fails on is spoken by `fallback` instead, so the patient never hears a gap; the next
 * sentence tries `primary` again. An abort is not a failure. Owns neither engine: whoever made them closes them.
 */
export function withSentenceFallback(
  primary: TextToSpeech,
  fallback: TextToSpeech,
  onFallback?: (error: unknown) => void,
): TextToSpeech {
  return {
    async synthesize(text, signal) {
      try {
        return await primary.synthesize(text, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        onFallback?.(error);
        return fallback.synthesize(text, signal);
      }
    },
    close: () => Promise.resolve(),
  };
}
