import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, reachedOverHttps } from './trusted-proxy';

const seen = async (hops: number, headers: Record<string, string>, url = 'http://internal:3000/') => {
  const app = new Hono();
  app.get('*', (c) => c.json({ address: clientAddress(c, hops), https: reachedOverHttps(c, hops) }));
  return (await (await app.request(url, { headers })).json()) as { address: string; https: boolean };
};

describe('the patient address behind a trusted proxy', () => {
  it('takes the entry the proxy appended, not one the client wrote', async () => {
    const spoofed = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7' };
    expect((await seen(1, spoofed)).address).toBe('203.0.113.7');
  });

  it('counts the configured number of proxies from the end', async () => {
    const twoProxies = { 'x-forwarded-for': '1.2.3.4, 203.0.113.7, 10.0.0.2' };
    expect((await seen(2, twoProxies)).address).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For entirely when no proxy is trusted', async () => {
    expect((await seen(0, { 'x-forwarded-for': '203.0.113.7' })).address).not.toBe('203.0.113.7');
  });

  it('believes X-Forwarded-Proto only from a trusted proxy', async () => {
    expect((await seen(1, { 'x-forwarded-proto': 'https' })).https).toBe(true);
    expect((await seen(0, { 'x-forwarded-proto': 'https' })).https).toBe(false);
    expect((await seen(0, {}, 'https://care.example.org/')).https).toBe(true);
    expect((await seen(1, { 'x-forwarded-proto': 'http' })).https).toBe(false);
  });
});
