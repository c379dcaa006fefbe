import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/node';
import type { NodeOptions } from '@sentry/node';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../testing/test-app';
import {
  HOSTED_TEST_ENV,
  postServerMessage,
  registerHostedCall,
} from '../hosted-calls/testing/hosted-test-app';
import { VOICE_PLATFORM_WEBHOOK_PATH } from '../hosted-calls/webhook-routes';
import { noErrorReporting, startErrorReporting, type ErrorReporting } from './error-reporting';

// What a patient said, a report made of it, and credentials: none may reach an error report.
const PATIENT_WORDS = 'my husband hits me and the bruises on my ribs hurt';
const FORBIDDEN = [
  'husband',
  'bruises',
  'ribs',
  'cracked rib',
  'session-s3cr3t',
  'Bearer key-s3cr3t',
  'symptom=',
];

// The transport is Sentry's boundary: it receives each finished envelope, after beforeSend. Nothing is sent.
type Envelope = Parameters<ReturnType<NonNullable<NodeOptions['transport']>>['send']>[0];
const sent: Envelope[] = [];
const recordingTransport = () => ({
  send: (envelope: Envelope) => {
    sent.push(envelope);
    return Promise.resolve({ statusCode: 200 });
  },
  flush: () => Promise.resolve(true),
});

let errors: ErrorReporting;
let t: TestApp;
beforeAll(async () => {
  errors = await startErrorReporting({
    dsn: 'https://public@errors.example.invalid/1',
    release: 'test',
    transport: recordingTransport,
  });
  t = await createTestApp({ env: HOSTED_TEST_ENV, errors });
});
afterAll(async () => {
  await t.close();
  await errors.close();
});

const sentText = async () => {
  await Sentry.flush(2000);
  return JSON.stringify(sent);
};
/** The error events sent, each item of an envelope being [header, payload]. */
const sentEvents = () =>
  sent.flatMap((envelope) =>
    envelope[1]
      .filter(([header]) => header.type === 'event')
      .map(([, payload]) => payload as Sentry.ErrorEvent),
  );

describe('error reports carry no transcript text, report fields, request bodies or credentials', () => {
  it('reports a failure to store a hosted call’s line by its route and request id only', async () => {
    sent.length = 0;
    const bob = await t.signUp();
    const call = await registerHostedCall(t, bob);
    await t.database.db.execute(
      sql.raw(`ALTER TABLE transcript_line ADD CONSTRAINT fail_for_sentry CHECK (text NOT LIKE '%bruises%')`),
    );
    try {
      const response = await postServerMessage(
        t,
        call,
        { type: 'transcript', role: 'user', transcriptType: 'final', transcript: PATIENT_WORDS },
        `${VOICE_PLATFORM_WEBHOOK_PATH}?symptom=bruises`,
      );
      expect(response.status).toBe(500);
      const text = await sentText();
      const [event] = sentEvents();
      expect(event?.exception?.values?.length).toBeGreaterThan(0);
      expect(event?.tags).toMatchObject({
        route: VOICE_PLATFORM_WEBHOOK_PATH,
        reqId: response.headers.get('x-request-id'),
      });
      for (const word of FORBIDDEN) expect(text).not.toContain(word);
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE transcript_line DROP CONSTRAINT fail_for_sentry'));
    }
  });

  it('strips request data, extras, contexts, breadcrumbs and quoted text that reach the event', async () => {
    sent.length = 0;
    Sentry.withScope((scope) => {
      // What Sentry's request integration would attach from a live HTTP request.
      scope.setSDKProcessingMetadata({
        normalizedRequest: {
          method: 'PUT',
          url: 'https://care.example.org/api/consultations/c1/transcript?symptom=bruises',
          query_string: 'symptom=bruises',
          data: JSON.stringify({ transcript: [{ role: 'user', text: PATIENT_WORDS }] }),
          cookies: { 'better-auth.session_token': 'session-s3cr3t' },
          headers: { cookie: 'better-auth.session_token=session-s3cr3t', authorization: 'Bearer key-s3cr3t' },
        },
      });
      scope.setExtra('transcript', [{ role: 'user', text: PATIENT_WORDS }]);
      scope.setContext('report', { symptoms: 'bruises on my ribs', issue: 'cracked rib' });
      scope.setUser({ id: 'user-1', email: 'ann@example.org' });
      scope.addBreadcrumb({
        category: 'fetch',
        message: `POST "${PATIENT_WORDS}"`,
        data: { url: '/api/x?symptom=bruises', method: 'POST', body: PATIENT_WORDS },
      });
      Sentry.captureException(new Error(`could not store "${PATIENT_WORDS}"`));
    });
    const text = await sentText();
    for (const word of FORBIDDEN) expect(text).not.toContain(word);
    expect(text).not.toContain('ann@example.org');
    const [event] = sentEvents();
    // What helps an engineer stays: the error's class, the route, the breadcrumb's kind.
    expect(event).toMatchObject({
      exception: { values: [expect.objectContaining({ type: 'Error', value: 'could not store "…"' })] },
      request: { method: 'PUT', url: 'https://care.example.org/api/consultations/c1/transcript' },
      user: { id: 'user-1' },
    });
    expect(event?.breadcrumbs?.at(-1)).toMatchObject({ category: 'fetch', data: { method: 'POST' } });
  });
});

describe('without SENTRY_DSN', () => {
  it('loads nothing and reports nothing', async () => {
    expect(await startErrorReporting({ dsn: undefined, release: 'test' })).toBe(noErrorReporting);
  });
});

describe('the browser learns the DSN only when SENTRY_DSN is set', () => {
  it('hands it over in /api/config and lets the page connect to its ingest host', async () => {
    const withDsn = await createTestApp({ env: { SENTRY_DSN: 'https://public@o1.ingest.example.org/7' } });
    try {
      const response = await withDsn.request('/api/config');
      expect(await response.json()).toMatchObject({
        errorReporting: { sentryDsn: 'https://public@o1.ingest.example.org/7' },
      });
      expect(response.headers.get('content-security-policy')).toMatch(
        /connect-src [^;]*https:\/\/o1\.ingest\.example\.org/,
      );
    } finally {
      await withDsn.close();
    }
    const body = (await (await t.request('/api/config')).json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('errorReporting');
  });
});
