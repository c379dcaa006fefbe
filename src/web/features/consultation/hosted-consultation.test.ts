import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadHostedTranscript } from './hosted-consultation';

afterEach(() => vi.unstubAllGlobals());
const noWait = async () => {};

describe('uploading a hosted call’s transcript', () => {
  it('tries again after a dropped connection and a server error, then succeeds', async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    expect(await uploadHostedTranscript('vapi-1', [{ role: 'user', text: 'hello' }], noWait)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('does not try again when the server refuses for good', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 409 }));
    vi.stubGlobal('fetch', fetch);
    expect(await uploadHostedTranscript('vapi-1', [{ role: 'user', text: 'hello' }], noWait)).toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends a very long turn as several, losing no word', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const long = Array.from({ length: 1500 }, (_, i) => `word${i}`).join(' ');
    await uploadHostedTranscript('vapi-1', [{ role: 'user', text: long }], noWait);
    const sent = JSON.parse(fetch.mock.calls[0]![1].body as string) as { transcript: { text: string }[] };
    expect(sent.transcript.length).toBeGreaterThan(1);
    expect(sent.transcript.every((turn) => turn.text.length <= 4000)).toBe(true);
    expect(sent.transcript.map((turn) => turn.text).join(' ')).toBe(long);
  });
});
