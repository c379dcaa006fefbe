import type { Page } from '@playwright/test';
import { spawnServerProcess } from '../../src/server/testing/server-process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures';
import { callOnServerAt, onItsOwnServer, say, startFromServices } from './consultation-helpers';

test.describe.configure({ timeout: 180_000 });

async function journey(page: Page, shots: string) {
  const callId = await startFromServices(page);
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  await page.screenshot({ path: test.info().outputPath(`${shots}-1-in-progress.png`), fullPage: true });

  // The greeting is heard: the doctor's voice level rises above zero and the green pulse shows.
  await expect
    .poll(
      async () =>
        Number(
          await page.getByRole('meter', { name: 'AI Doctor voice level' }).getAttribute('aria-valuenow'),
        ),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('doctor-avatar')).toHaveAttribute('data-speaking', 'true');
  await page.screenshot({ path: test.info().outputPath(`${shots}-2-speaking.png`), fullPage: true });
  await expect(page.getByTestId('latest-line')).toHaveText(/^Doctor: /, { timeout: 30_000 });
  await expect(page.getByText('Speaking…')).toHaveCount(0, { timeout: 45_000 });

  await say(page, 'I have had a headache and a fever since yesterday morning');
  await say(page, 'It is about six out of ten');
  await say(page, 'No, nothing else');
  await page.screenshot({ path: test.info().outputPath(`${shots}-3-conversation.png`), fullPage: true });

  await page.getByRole('button', { name: 'End Consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Ended' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath(`${shots}-4-ended.png`), fullPage: true });
  await expect(page).toHaveURL(new RegExp(`/feedback/${callId}$`), { timeout: 4_000 });
  await expect(page.getByRole('heading', { name: 'Medical Consultation Report' })).toBeVisible();
  const symptoms = page.getByText('SYMPTOMS', { exact: true }).locator('..');
  await expect(symptoms).toContainText('headache');
  await expect(symptoms).toContainText('fever');
  await expect(page.getByText('TIME OF ONSET/INJURY').locator('..')).toContainText(/yesterday morning/i);
  await page.screenshot({ path: test.info().outputPath(`${shots}-5-report.png`), fullPage: true });
  await expectNoAxeViolations(page);
  return callId;
}

/** Words only the report builder holds (its symptom vocabulary and onset reader): none may reach the browser. */
const BUILDER_MARKERS = ['splitting head', 'kicked off|first noticed', 'christmas|easter'];

interface ServerReport {
  report: { symptoms: string; issue: string; timeOfInjury: string; overallAssessment: number };
}

/** The report page shows exactly the report the server stored for this call. */
async function expectServersReport(page: Page, callId: string) {
  const stored = (await (await page.request.get(`/api/consultations/${callId}`)).json()) as ServerReport;
  const section = (title: string) => page.getByText(title, { exact: true }).locator('..');
  await expect(section('SYMPTOMS')).toContainText(stored.report.symptoms);
  await expect(section('PRIMARY ISSUE')).toContainText(stored.report.issue);
  await expect(section('TIME OF ONSET/INJURY')).toContainText(stored.report.timeOfInjury);
  await expect(page.getByText(`${stored.report.overallAssessment}/100`)).toBeVisible();
}

test('journey 1: a consultation from the services page to the report', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  const callId = await journey(page, 'desktop');
  // The report shown is the one the server wrote, before and after a reload; the browser shipped no builder.
  await expectServersReport(page, callId);
  await page.reload();
  await expectServersReport(page, callId);
  // The FHIR export is written by the server too.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export FHIR' }).click();
  const saved = await (await download).path();
  expect(JSON.parse(readFileSync(saved, 'utf8'))).toMatchObject({ resourceType: 'Bundle', type: 'document' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const shipped = await Promise.all(scripts);
  expect(shipped.length).toBeGreaterThan(0);
  for (const marker of BUILDER_MARKERS) expect(shipped.filter((code) => code.includes(marker))).toEqual([]);
  // The finished consultation is in /history and opens the same report after a reload.
  await page.goto('/history');
  await page
    .getByRole('link', { name: /headache/i })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/feedback/${callId}$`));
  await page.reload();
  await expect(page.getByText('SYMPTOMS', { exact: true }).locator('..')).toContainText('headache');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('journey 6: the same consultation at 390×844', async ({ page }) => {
    await journey(page, 'phone');
  });
});

test('journey 2: chest pain spreading to the left arm with sweating gets emergency advice', async ({
  page,
}) => {
  await startFromServices(page);
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  await page
    .getByRole('textbox', { name: 'Type a message' })
    .fill('I have chest pain spreading to my left arm and I am sweating');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText(/Doctor: .*(emergency|999|911|112)/i, {
    timeout: 30_000,
  });
  await page.screenshot({ path: test.info().outputPath('emergency.png'), fullPage: true });
});

test('journey 3: a 401 from the platform shows the API-key message and resets the button', async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.route('**/platform/call/web', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Unauthorized"}' }),
  );
  await page.goto('/services');
  await page.getByRole('button', { name: 'Initiate Call' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Authentication failed. Please check your API keys.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Initiate Call' })).toBeEnabled();
  await page.screenshot({ path: test.info().outputPath('services-401.png'), fullPage: true });
});

test('journey 4: the server dies mid-call and the Connection Error card offers a refresh', async ({
  browser,
}) => {
  await onItsOwnServer(async (server, port) => {
    const { context, page } = await callOnServerAt(browser, port);
    server.kill('SIGKILL');
    await expect(page.getByRole('heading', { name: 'Connection Error' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('connection-error.png'), fullPage: true });
    await context.close();
  });
});

test('journey 7: the server is stopped mid-call; the call ends properly and its report is there after the restart', async ({
  browser,
}) => {
  // Two server boots and a call: more than the default minute on a slow machine.
  test.setTimeout(120_000);
  // Its own server process, so stopping it leaves the other journeys alone.
  const dataDir = mkdtempSync(join(tmpdir(), 'carelune-e2e-stop-'));
  const port = 4100 + Math.floor(Math.random() * 500);
  let server = await spawnServerProcess({ port, dataDir });
  try {
    const { context, page } = await callOnServerAt(browser, port);
    await say(page, 'I have had a sore throat since Monday');
    const callId = page.url().split('/').pop()!;

    const stopped = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await expect(page.getByRole('status').filter({ hasText: 'Call ended.' })).toBeVisible({
      timeout: 20_000,
    });
    await stopped;
    // The report page follows, even with the server gone: it says it cannot load the report yet, no crash page.
    await expect(page).toHaveURL(new RegExp(`/feedback/${callId}$`), { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Something went wrong')).toHaveCount(0);

    server = await spawnServerProcess({ port, dataDir });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Medical Consultation Report' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/sore throat/i).first()).toBeVisible();
    await context.close();
  } finally {
    server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('journey 5: navigating away mid-call ends the call as customer-ended-call', async ({ page }) => {
  const callId = await startFromServices(page);
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/api/consultations/${callId}`)).json()) as {
            endedReason: string | null;
          }
        ).endedReason,
      { timeout: 10_000 },
    )
    .toBe('customer-ended-call');
});

test('a direct visit shows Ready, and Start begins a new call', async ({ page }) => {
  await signUpViaApi(page);
  await page.goto('/hospital-call/some-old-call');
  await expect(page.getByRole('status').filter({ hasText: 'Ready to start consultation' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('ready.png'), fullPage: true });
  await page.getByRole('button', { name: 'Start Consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/hospital-call\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'End Consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Ended' })).toBeVisible();
});

test('a message the doctor cannot take is not answered, and the patient is told to try again', async ({
  page,
}) => {
  await startFromServices(page);
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  // Nothing but control characters: nothing anyone could hear, so nothing reaches the doctor or the transcript.
  await page.getByRole('textbox', { name: 'Type a message' }).fill('\u0007\u0007');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('That message could not be sent. Please try again.');
  // The next line gets through: it is answered, and the notice goes.
  await say(page, 'I have a sore throat');
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Checked only now, after the doctor answered the next line, so a refused line shown late would be caught: the
  // patient's only line in the transcript is the one that got through.
  const log = (await page.getByRole('log').textContent()) ?? '';
  expect(log.split('You:').length - 1).toBe(1);
  expect(log).toContain('You: I have a sore throat');
  await page.getByRole('button', { name: 'End Consultation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Consultation Ended' })).toBeVisible();
});
