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

describe('the X-Forwarded-For entry, read as an address', () => {
  const from = async (entry: string, hops = 1) => (await seen(hops, { 'x-forwarded-for': entry })).address;
  // app.request has no socket, so "the socket address" reads as unknown here.
  const socket = 'unknown';

  it('takes a port off an IPv4 address and brackets and a port off an IPv6 one', async () => {
    expect(await from('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(await from('[2001:db8:1:2::1]:443')).toBe('2001:db8:1:2::/64');
    expect(await from('[2001:db8:1:2::1]')).toBe('2001:db8:1:2::/64');
  });

  it('reads an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    expect(await from('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(await from('[::ffff:203.0.113.7]:8080')).toBe('203.0.113.7');
    expect(await from('::ffff:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, so one host cannot rotate through its own addresses', async () => {
    expect(await from('2001:db8:1:2:aaaa::1')).toBe(await from('2001:DB8:1:2:bbbb:cccc:dddd:eeee'));
    expect(await from('2001:db8:1:3::1')).not.toBe(await from('2001:db8:1:2::1'));
  });

  it('falls back to the socket address when the entry is not an IP address', async () => {
    for (const entry of ['unknown', 'not-an-ip', '203.0.113.999', 'evil.example:80', '[203.0.113.7]:80x'])
      expect(await from(entry)).toBe(socket);
  });

  it('falls back to the socket address when there are fewer entries than trusted proxies', async () => {
    expect(await from('203.0.113.7', 2)).toBe(socket);
    expect(await from('198.51.100.1, 203.0.113.7', 2)).toBe('198.51.100.1');
  });
});
