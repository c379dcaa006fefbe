import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './testing/test-app';
import { mountSpa } from './spa';
import { API_PREFIXES } from './app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const webRoot = mkdtempSync(join(tmpdir(), 'carelune-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(webRoot, 'assets', 'main-abc123.js'), 'console.log(1)');
  mountSpa(t.app, webRoot, API_PREFIXES);
});
afterAll(() => t.close());

describe('the server', () => {
  it('reports its health and version', async () => {
    const response = await t.request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', version: 'test' });
  });

  it('is ready for the load balancer when its database answers with every migration applied', async () => {
    const response = await t.request('/api/ready');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('is not ready while its migrations are not all applied', async () => {
    const other = await createTestApp();
    try {
      await other.database.db.execute(sql`delete from drizzle.__drizzle_migrations`);
      const response = await other.request('/api/ready');
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ status: 'unavailable' });
      expect((await other.request('/api/health')).status).toBe(200);
    } finally {
      await other.close();
    }
  });

  it('hands the browser only the public configuration', async () => {
    const body = (await (await t.request('/api/config')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ auth: { provider: 'local' }, voice: { platform: 'local' } });
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });

  it('serves every app route with the web app and strict security headers', async () => {
    for (const path of ['/', '/services', '/hospital-call/abc', '/feedback/xyz']) {
      const response = await t.request(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>app</title>');
      const csp = response.headers.get('content-security-policy')!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const response = await t.request('/assets/main-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const response = await t.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });

  it('refuses request bodies over 64 KB', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'x'.repeat(70 * 1024) }),
    });
    expect(response.status).toBe(413);
  });
});

describe('content security policy for hosted options', () => {
  it("allows a production Clerk instance's own Frontend API host, read from its publishable key", async () => {
    const { clerkFrontendApi } = await import('./app');
    const key = `pk_live_${Buffer.from('clerk.carelune.example$').toString('base64')}`;
    expect(clerkFrontendApi(key)).toBe('clerk.carelune.example');
    expect(clerkFrontendApi('not-a-key')).toBeUndefined();
  });
});
