import { describe, expect, it, vi } from 'vitest';
import { withSentenceFallback } from './fallback';
import type { TextToSpeech } from './index';

/** A fake engine that marks its audio with `mark` and fails on the sentences listed. */
function engine(mark: number, failOn: string[] = []) {
  const spoken: string[] = [];
  const tts: TextToSpeech = {
    async synthesize(text, signal) {
      signal?.throwIfAborted();
      if (failOn.includes(text)) throw new Error('HTTP 503');
      spoken.push(text);
      return Int16Array.of(mark);
    },
    close: vi.fn(async () => {}),
  };
  return { tts, spoken };
}

describe('withSentenceFallback', () => {
  it('speaks with the primary while it works', async () => {
    const primary = engine(1);
    const fallback = engine(2);
    const tts = withSentenceFallback(primary.tts, fallback.tts);
    expect(await tts.synthesize('One.')).toEqual(Int16Array.of(1));
    expect(fallback.spoken).toEqual([]);
  });

  it('re-speaks each sentence the primary fails on with the fallback, and tries the primary again next', async () => {
    const primary = engine(1, ['Two.', 'Four.']);
    const fallback = engine(2);
    const onFallback = vi.fn();
    const tts = withSentenceFallback(primary.tts, fallback.tts, onFallback);
    const audio = [];
    for (const sentence of ['One.', 'Two.', 'Three.', 'Four.']) audio.push(await tts.synthesize(sentence));
    expect(audio.map((samples) => samples[0])).toEqual([1, 2, 1, 2]);
    expect(primary.spoken).toEqual(['One.', 'Three.']);
    expect(fallback.spoken).toEqual(['Two.', 'Four.']);
    expect(onFallback).toHaveBeenCalledTimes(2);
    expect(onFallback).toHaveBeenCalledWith(expect.objectContaining({ message: 'HTTP 503' }));
  });

  it('treats an abort as an abort, not as a failure of the primary', async () => {
    const primary = engine(1);
    const fallback = engine(2);
    const tts = withSentenceFallback(primary.tts, fallback.tts);
    await expect(tts.synthesize('One.', AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
    expect(await tts.synthesize('Two.')).toEqual(Int16Array.of(1));
    expect(fallback.spoken).toEqual([]);
  });

  it('leaves closing the engines to whoever made them', async () => {
    const primary = engine(1);
    const fallback = engine(2);
    await withSentenceFallback(primary.tts, fallback.tts).close();
    expect(primary.tts.close).not.toHaveBeenCalled();
    expect(fallback.tts.close).not.toHaveBeenCalled();
  });
});
