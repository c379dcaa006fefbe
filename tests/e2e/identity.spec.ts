import { expect, expectNoAxeViolations, newPatient, signUpViaApi, test } from './fixtures';

test('a new patient signs up and lands where they were going, signs out and back in', async ({ page }) => {
  const patient = newPatient();
  await page.goto('/services');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fservices$/);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-in\/sign-up/);
  await expectNoAxeViolations(page);

  // Per-field errors come first.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first name.')).toBeVisible();
  await page.getByLabel('First name').fill(patient.firstName);
  await page.getByLabel('Last name').fill(patient.lastName);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  // Long enough but on every list of common passwords: the server says so under the field.
  await page.getByLabel('Password').fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password is too common or too easy to guess.', { exact: false }),
  ).toBeVisible();
  await page.getByLabel('Password').fill(patient.password);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('button', { name: /Account menu for Ada Lovelace/ }).click();
  await expect(page.getByText(patient.email)).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await page.goto('/services');
  await expect(page).toHaveURL(/\/sign-in\?redirect=%2Fservices$/);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await page.getByLabel('Password').fill(patient.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole('heading', { name: 'Experience the Future of Health with AI' })).toBeVisible();
});

test('signing up again with an email that has an account asks for its password, and signs in with it', async ({
  page,
}) => {
  const patient = await signUpViaApi(page);
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/sign-in\/sign-up/);
  await page.getByLabel('First name').fill(patient.firstName);
  await page.getByLabel('Last name').fill(patient.lastName);
  await page.getByLabel('Email').fill(patient.email);
  await page.getByLabel('Password').fill('a different long passphrase');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'We could not sign you in with these details. If you already have an account with this email, sign in with its password instead.',
  );
  await expect(page).toHaveURL(/\/sign-in\/sign-up/);
  await page.getByLabel('Password').fill(patient.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Ada Lovelace/ })).toBeVisible();
});

test('an anonymous visitor reaches the report and sign-in but nothing else', async ({ page }) => {
  await page.goto('/feedback/anything');
  await expect(page).toHaveURL(/\/feedback\/anything$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(
    page.getByText('This report is only available to the patient who had the consultation.'),
  ).toBeVisible();
  await expect(page.getByText('SYMPTOMS')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  for (const path of ['/', '/services', '/history', '/contact', '/newsletter', '/hospital-call/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  }
});

test('a full-screen spinner shows while the session request is slow', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/auth/get-session', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/services');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toHaveCount(0);
  release();
  await expect(page).toHaveURL(/\/sign-in/);
});
