import type { Browser, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServerProcess } from '../../src/server/testing/server-process';
import { expect, signUpViaApi } from './fixtures';

/** The doctor's final lines in the transcript (not the words of a sentence still being spoken). */
export const doctorLines = (page: Page) =>
  page.getByRole('log').locator('li:not([data-testid="partial-line"])', { hasText: /^Doctor:/ });

export async function startFromServices(page: Page) {
  await signUpViaApi(page);
  await page.goto('/services');
  await expect(
    page.getByRole('status').filter({ hasText: 'Experience the power of AI-driven healthcare' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Initiate Call' }).click();
  await expect(page).toHaveURL(/\/hospital-call\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  return page.url().split('/').pop()!;
}

/** Types a patient turn and waits for the doctor to finish answering it. */
export async function say(page: Page, text: string) {
  const before = await doctorLines(page).count();
  await page.getByRole('textbox', { name: 'Type a message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText(`You: ${text}`);
  await expect.poll(() => doctorLines(page).count(), { timeout: 45_000 }).toBeGreaterThan(before);
  await expect(page.getByText('Speaking…')).toHaveCount(0, { timeout: 45_000 });
}

/** A signed-up patient in a call on the server at this port, which the journey starts and stops itself. */
export async function callOnServerAt(
  browser: Browser,
  port: number,
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    ...(viewport && { viewport }),
  });
  const page = await context.newPage();
  await signUpViaApi(page, undefined, `http://localhost:${port}`);
  await page.goto('/services');
  await page.getByRole('button', { name: 'Initiate Call' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  return { context, page };
}

const BROWSER_UNSAFE_PORTS = new Set([5060, 5061]);

/**
 * A journey on a server process of its own, so stopping or killing it leaves the other journeys alone. The port
 * is picked at random in a range the shared journey server does not use.
 */
export async function onItsOwnServer(
  run: (server: Awaited<ReturnType<typeof spawnServerProcess>>, port: number) => Promise<void>,
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'carelune-e2e-own-'));
  let port: number;
  // Chromium refuses to open a page on a few well-known ports (SIP's 5060 and 5061 fall in this range).
  do port = 4700 + Math.floor(Math.random() * 800);
  while (BROWSER_UNSAFE_PORTS.has(port));
  const server = await spawnServerProcess({ port, dataDir });
  try {
    await run(server, port);
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}
