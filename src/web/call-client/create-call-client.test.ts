import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCallClient, isLocalCallClient } from './create-call-client';
import { LocalCallClient } from './local-call-client';

const voiceConfig = { publicKey: 'public-key-1', assistantId: 'assistant-1' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createCallClient', () => {
  it('gives a LocalCallClient for the local platform, calling its API on this origin', async () => {
    const fetch = vi.fn(async (_request: Request) =>
      Response.json({ message: 'stop here' }, { status: 500 }),
    );
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'suspended';
        close = async () => {};
      },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const client = await createCallClient({ ...voiceConfig, platform: 'local', apiBase: '/platform' });
    expect(client).toBeInstanceOf(LocalCallClient);
    expect(isLocalCallClient(client)).toBe(true);
    client.on('error', () => {});
    await client.start(voiceConfig.assistantId);
    expect(fetch.mock.calls[0]![0].url).toBe(`${location.origin}/platform/call/web`);
  });

  it("gives the hosted SDK's client for the hosted platform", async () => {
    const { default: Vapi } = await import('@vapi-ai/web');
    const client = await createCallClient({
      ...voiceConfig,
      platform: 'vapi',
      apiBase: 'https://api.vapi.ai',
    });
    expect(client).toBeInstanceOf(Vapi);
    expect(isLocalCallClient(client)).toBe(false);
  });
});
