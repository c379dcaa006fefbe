import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export interface Patient {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

let counter = 0;
export function newPatient(): Patient {
  counter += 1;
  return {
    email: `patient-${process.pid}-${Date.now()}-${counter}@example.com`,
    password: 'a long enough password',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
}

/** Creates an account and signs the page's browser context in through the API, as a returning patient would be. */
export async function signUpViaApi(
  page: Page,
  patient: Patient = newPatient(),
  baseURL = test.info().project.use.baseURL!,
): Promise<Patient> {
  const response = await page.request.post(`${baseURL}/api/auth/sign-up/email`, {
    headers: { origin: baseURL },
    data: { ...patient, name: `${patient.firstName} ${patient.lastName}` },
  });
  expect(response.ok(), `sign-up failed: HTTP ${response.status()}`).toBe(true);
  // Sign-up answers the same for every email and signs no one in; the session comes from signing in.
  const signIn = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
    headers: { origin: baseURL },
    data: { email: patient.email, password: patient.password },
  });
  expect(signIn.ok(), `sign-in failed: HTTP ${signIn.status()}`).toBe(true);
  return patient;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

export const test = base;
export { expect };
