import type { TextToSpeech } from './index';

/**
 * Speaks with `primary` until it fails once; that sentence and every later one then go to `fallback`,
 * so the patient never hears a gap or a half-working voice. An abort is not a failure. Owns (and closes) both.
 */
export function withFallback(
  primary: TextToSpeech,
  fallback: TextToSpeech,
  onFallback?: (error: unknown) => void,
): TextToSpeech {
  let failedOver = false;
  return {
    async synthesize(text, signal) {
      if (!failedOver) {
        try {
          return await primary.synthesize(text, signal);
        } catch (error) {
          if (signal?.aborted) throw error;
          if (!failedOver) {
            failedOver = true;
            onFallback?.(error);
          }
        }
      }
      return fallback.synthesize(text, signal);
    },
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
