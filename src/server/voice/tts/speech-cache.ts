import type { TextToSpeech } from './index';

/**
 * Remembers recent sentences' audio. The built-in doctor asks the same questions in the same words of every
 * patient, so most sentences are spoken many times a minute on a busy server; synthesising each once saves the
 * CPU that many concurrent calls need. Bounded by bytes, least recently used first out; memory only.
 */
export function withSpeechCache(tts: TextToSpeech, maxBytes = 64 * 1024 * 1024): TextToSpeech {
  const cache = new Map<string, Int16Array>();
  const inFlight = new Map<string, Promise<Int16Array>>();
  let bytes = 0;

  const remember = (text: string, audio: Int16Array) => {
    if (audio.byteLength > maxBytes) return;
    cache.set(text, audio);
    bytes += audio.byteLength;
    for (const [oldest, oldAudio] of cache) {
      if (bytes <= maxBytes) break;
      cache.delete(oldest);
      bytes -= oldAudio.byteLength;
    }
  };

  return {
    async synthesize(text, signal) {
      const cached = cache.get(text);
      if (cached) {
        cache.delete(text);
        cache.set(text, cached);
        return cached;
      }
      // Two calls asking for the same sentence at once share one synthesis.
      let pending = inFlight.get(text);
      if (!pending) {
        pending = tts.synthesize(text).finally(() => inFlight.delete(text));
        inFlight.set(text, pending);
        pending.then((audio) => remember(text, audio)).catch(() => undefined);
      }
      return abortable(pending, signal);
    },
    close: () => tts.close(),
  };
}

function abortable<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
