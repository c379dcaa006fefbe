import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const hstsFor = async (url: string, headers: Record<string, string> = {}, proxyHops = 0) => {
  const app = new Hono();
  app.use('*', securityHeaders({ connect: [], script: [], frame: [] }, { proxyHops }));
  app.get('*', (c) => c.text('ok'));
  return (await app.request(url, { headers })).headers.get('strict-transport-security');
};

describe('Strict-Transport-Security', () => {
  it('is not sent over plain http, where a browser must ignore it', async () => {
    expect(await hstsFor('http://localhost:3000/')).toBeNull();
  });

  it('is not sent because an untrusted client claims https', async () => {
    expect(await hstsFor('http://localhost:3000/', { 'x-forwarded-proto': 'https' })).toBeNull();
  });

  it('is sent over https, directly or through a trusted TLS-terminating proxy', async () => {
    expect(await hstsFor('https://care.example.org/')).toMatch(/max-age=\d+/);
    expect(await hstsFor('http://internal:3000/', { 'x-forwarded-proto': 'https' }, 1)).toMatch(
      /max-age=\d+/,
    );
  });
});
