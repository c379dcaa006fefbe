import type { ConsoleMessage, Page } from '@playwright/test';
import { callOnServerAt, doctorLines, onItsOwnServer, say, startFromServices } from './consultation-helpers';
import { expect, expectNoAxeViolations, signUpViaApi, test } from './fixtures';

// A patient on a phone: what stays on the screen, where pages open, and what the browser console says.
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

/** Every warning and error the page prints, so a journey can show the console stayed quiet. */
function consoleWarnings(page: Page) {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning' || message.type() === 'error') seen.push(message.text());
  });
  return seen;
}

/** The page is no wider than the phone: nothing to scroll sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function inConsultation(page: Page) {
  const callId = await startFromServices(page);
  await expect(page.getByRole('status').filter({ hasText: 'Consultation in Progress' })).toBeVisible({
    timeout: 20_000,
  });
  // This browser's recogniser is its provider's: the patient is asked before it hears anything, and types.
  const ask = page.getByRole('region', { name: 'Talk or type?' });
  await expect(ask).toContainText('sends the sound of your voice to its provider');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Type instead' }).click();
  await expect(page.getByRole('note').filter({ hasText: 'You chose to type your replies.' })).toBeVisible();
  await expect(page.getByTestId('latest-line')).toHaveText(/^Doctor: /, { timeout: 30_000 });
  await expect(page.getByText('Speaking…')).toHaveCount(0, { timeout: 45_000 });
  return callId;
}

test("the doctor's words appear as they are spoken, before the sentence's audio ends", async ({ page }) => {
  await startFromServices(page);
  // The first sentence of the greeting: part of it is on the screen while no final doctor line exists yet, and
  // the room sends a sentence's final line only once its audio has played out.
  const partial = await page.waitForFunction(
    () => {
      const log = document.querySelector('[role="log"]');
      const words = log?.querySelector('[data-testid="partial-line"]')?.textContent ?? '';
      const finals = [...(log?.querySelectorAll('li:not([data-testid="partial-line"])') ?? [])].filter((li) =>
        li.textContent?.startsWith('Doctor:'),
      );
      return words.startsWith('Doctor:') && finals.length === 0 ? words : null;
    },
    undefined,
    { timeout: 30_000 },
  );
  const words = (await partial.jsonValue())!.replace(/^Doctor:\s*/, '');
  await expect(page.getByTestId('doctor-avatar')).toHaveAttribute('data-speaking', 'true');
  await page.screenshot({ path: test.info().outputPath('phone-partial-line.png') });
  // The final line replaces it, and it says what the partial began to.
  await expect(doctorLines(page).first()).toContainText(words, { timeout: 30_000 });
  await expect(page.getByText('Speaking…')).toHaveCount(0, { timeout: 45_000 });
  await expect(page.getByTestId('partial-line')).toHaveCount(0);
});

test('four routes, four titles, and no console warning on any of them', async ({ page }) => {
  const warnings = consoleWarnings(page);
  await signUpViaApi(page);
  const titles = new Set<string>();
  for (const [path, title] of [
    ['/', 'Carelune — Health anywhere, anytime'],
    ['/services', 'Services — Carelune'],
    ['/history', 'History — Carelune'],
    ['/contact', 'Contact — Carelune'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    titles.add(await page.title());
  }
  expect(titles.size).toBe(4);
  // Moving within the app renames the tab too.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveTitle('Services — Carelune');
  expect(warnings).toEqual([]);
});

test('the status and controls stay in view through several turns; the report opens at its top and fits', async ({
  page,
}) => {
  const warnings = consoleWarnings(page);
  await inConsultation(page);
  // The patient sees their own microphone move (the fake microphone beeps, once a second or so; a browser sharing
  // the machine with other journeys may start it late).
  await expect
    .poll(
      async () =>
        Number(
          await page.getByRole('meter', { name: 'Your microphone level' }).getAttribute('aria-valuenow'),
        ),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  await say(page, 'I have had a headache and a fever since yesterday morning');
  await say(page, 'It is about six out of ten');
  await say(page, 'No, nothing else');
  await say(page, 'I take no medicines');

  const status = page.getByRole('status').filter({ hasText: 'Consultation in Progress' });
  await expect(status).toBeInViewport();
  await expect(page.getByRole('region', { name: 'AI Doctor' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'End Consultation' })).toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Type a message' })).toBeInViewport();
  // The panel follows the conversation: its newest line is on the screen, inside the panel.
  await expect(doctorLines(page).last()).toBeInViewport();
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('phone-call-after-turns.png') });

  await page.getByRole('button', { name: 'End Consultation' }).click();
  await expect(page).toHaveURL(/\/feedback\//, { timeout: 10_000 });
  const title = page.getByRole('heading', { level: 1, name: 'Medical Consultation Report' });
  await expect(title).toBeInViewport();
  await expect(page.getByText(/^\d+\/100$/)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page).toHaveTitle('Medical Consultation Report — Carelune');
  // A routine report leads with no emergency banner.
  await expect(page.getByRole('region', { name: 'Get emergency help now' })).toHaveCount(0);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  // The score's explanation opens in the page and is readable within the phone's width.
  await page.getByRole('button', { name: 'What does the assessment mean?' }).click();
  const explanation = page.getByText(/how complete the consultation was/);
  await expect(explanation).toBeInViewport({ ratio: 1 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('phone-report.png') });
  await expectNoAxeViolations(page);
  expect(warnings).toEqual([]);
});

test('an emergency report leads with the emergency advice', async ({ page }) => {
  await inConsultation(page);
  await page
    .getByRole('textbox', { name: 'Type a message' })
    .fill('I have chest pain spreading to my left arm and I am sweating');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('log')).toContainText(/Doctor: .*(emergency|999|911|112)/i, {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'End Consultation' }).click();
  await expect(page).toHaveURL(/\/feedback\//, { timeout: 10_000 });

  const advice = page.getByRole('region', { name: 'Get emergency help now' });
  await expect(advice).toBeInViewport({ ratio: 1 });
  await expect(advice).toContainText(/999 in the UK, 911 in the US, 112 in Europe/);
  const adviceBox = (await advice.boundingBox())!;
  const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  expect(adviceBox.y).toBeLessThan(titleBox.y);
  await page.screenshot({ path: test.info().outputPath('phone-emergency-report.png') });
  await expectNoAxeViolations(page);
});

test('the Connection Error card is on the screen when the server dies, however far the page was scrolled', async ({
  browser,
}) => {
  await onItsOwnServer(async (server, port) => {
    const { context, page } = await callOnServerAt(browser, port, { width: 390, height: 844 });
    // The patient had scrolled down to the footer.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    server.kill('SIGKILL');
    const heading = page.getByRole('heading', { name: 'Connection Error' });
    await expect(heading).toBeInViewport({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeInViewport();
    await expect(heading).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('phone-connection-error.png') });
    await context.close();
  });
});
