import { describe, expect, it, vi } from 'vitest';
import {
  controlUrlAllowed,
  readControlHosts,
  readPlatformCall,
  sayIntoCall,
  type Fetch,
} from './platform-requests';

const DEFAULT_HOSTS = readControlHosts('.vapi.ai');

describe('the control URL the server speaks through', () => {
  it('is by default only https on a host under .vapi.ai', () => {
    expect(
      controlUrlAllowed('https://phone-call-websocket.aws-us-west-2.vapi.ai/abc/control', DEFAULT_HOSTS),
    ).toBe(true);
    for (const url of [
      'http://aws-us-west-2.vapi.ai/abc/control',
      'https://vapi.ai.attacker.example/control',
      'https://evilvapi.ai/control',
      'https://127.0.0.1/control',
      'http://169.254.169.254/latest/meta-data',
      'https://[::1]/control',
      'https://user:pass@x.vapi.ai/control',
      'ftp://x.vapi.ai/control',
      'not a url',
    ])
      expect(controlUrlAllowed(url, DEFAULT_HOSTS), url).toBe(false);
  });

  it('may allow an exact origin (the loopback fake platform in tests) or another host suffix', () => {
    const hosts = readControlHosts(' .vapi.ai , http://127.0.0.1:4123,.example.org ');
    expect(controlUrlAllowed('http://127.0.0.1:4123/calls/x/control', hosts)).toBe(true);
    expect(controlUrlAllowed('http://127.0.0.1:4124/calls/x/control', hosts)).toBe(false);
    expect(controlUrlAllowed('https://a.example.org/control', hosts)).toBe(true);
    expect(controlUrlAllowed('http://a.example.org/control', hosts)).toBe(false);
  });

  it('is never called when not allowed, and follows no redirect when it is', async () => {
    const fetcher = vi.fn<Fetch>(async () => new Response('{}'));
    await expect(sayIntoCall('http://10.0.0.5/control', 'Call 999.', DEFAULT_HOSTS, fetcher)).rejects.toThrow(
      /not allowed/,
    );
    expect(fetcher).not.toHaveBeenCalled();
    expect(await sayIntoCall('https://x.vapi.ai/control', 'Call 999.', DEFAULT_HOSTS, fetcher)).toBe(true);
    expect(fetcher.mock.calls[0]?.[1]?.redirect).toBe('error');
  });
});

describe('reading a call from the platform', () => {
  it('is null only when the platform has no such call, and fails when it could not answer now', async () => {
    const answering = (status: number, body = '{}') =>
      vi.fn<Fetch>(async () => new Response(body, { status }));
    expect(await readPlatformCall('https://api.vapi.ai', 'key', 'c1', answering(200, '{"id":"c1"}'))).toEqual(
      {
        id: 'c1',
      },
    );
    expect(await readPlatformCall('https://api.vapi.ai', 'key', 'c1', answering(404))).toBeNull();
    for (const status of [500, 503, 429])
      await expect(readPlatformCall('https://api.vapi.ai', 'key', 'c1', answering(status))).rejects.toThrow(
        String(status),
      );
    await expect(
      readPlatformCall('https://api.vapi.ai', 'key', 'c1', answering(200, 'not json')),
    ).rejects.toThrow();
  });
});
