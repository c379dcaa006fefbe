import { describe, expect, it } from 'vitest';
import { withSpeechCache } from './speech-cache';
import type { TextToSpeech } from './index';

function countingTts(): TextToSpeech & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    synthesize: async (text) => {
      calls.push(text);
      return new Int16Array(text.length * 100).fill(text.length);
    },
    close: async () => {},
  };
}

describe('withSpeechCache', () => {
  it('synthesises a repeated sentence once and returns the same audio', async () => {
    const tts = countingTts();
    const cached = withSpeechCache(tts);
    const [a, b] = await Promise.all([
      cached.synthesize('How long have you had it?'),
      cached.synthesize('How long have you had it?'),
    ]);
    const c = await cached.synthesize('How long have you had it?');
    expect(tts.calls).toEqual(['How long have you had it?']);
    expect(b).toBe(a);
    expect(c).toBe(a);
  });

  it('forgets the least recently used sentences beyond its byte budget', async () => {
    const tts = countingTts();
    const cached = withSpeechCache(tts, 2 * 1000 * 2); // room for two 10-character sentences
    for (const text of ['aaaaaaaaaa', 'bbbbbbbbbb', 'aaaaaaaaaa', 'cccccccccc', 'aaaaaaaaaa', 'bbbbbbbbbb'])
      await cached.synthesize(text);
    expect(tts.calls).toEqual(['aaaaaaaaaa', 'bbbbbbbbbb', 'cccccccccc', 'bbbbbbbbbb']);
  });

  it('lets a caller give up without cancelling the shared synthesis', async () => {
    const tts = countingTts();
    const cached = withSpeechCache(tts);
    const abort = new AbortController();
    const gaveUp = cached.synthesize('Hello there.', abort.signal);
    abort.abort(new Error('barge-in'));
    await expect(gaveUp).rejects.toThrow('barge-in');
    await cached.synthesize('Hello there.');
    expect(tts.calls).toEqual(['Hello there.']);
  });
});
