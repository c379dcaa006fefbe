import { describe, expect, it } from 'vitest';
import * as Sentry from '@sentry/react';
import type { BrowserOptions } from '@sentry/react';
import { reportError, startErrorReporting } from './error-reporting';

type Envelope = Parameters<ReturnType<NonNullable<BrowserOptions['transport']>>['send']>[0];
const PATIENT_WORDS = 'my husband hits me and the bruises on my ribs hurt';

describe('browser error reports', () => {
  it('carry the error class but no transcript text, report fields, request body or query', async () => {
    const sent: Envelope[] = [];
    await startErrorReporting('https://public@errors.example.invalid/1', {
      transport: () => ({
        send: (envelope) => {
          sent.push(envelope);
          return Promise.resolve({ statusCode: 200 });
        },
        flush: () => Promise.resolve(true),
      }),
    });
    Sentry.withScope((scope) => {
      scope.setExtra('transcript', [{ role: 'user', text: PATIENT_WORDS }]);
      scope.setContext('report', { symptoms: 'bruises', prescribedSolution: 'ice on the ribs' });
      scope.addBreadcrumb({
        category: 'fetch',
        data: { url: '/api/consultations/c1/transcript?symptom=bruises', method: 'PUT', body: PATIENT_WORDS },
      });
      reportError(new TypeError(`cannot read "${PATIENT_WORDS}"`));
    });
    await Sentry.flush(2000);
    const text = JSON.stringify(sent);
    expect(text).toContain('TypeError');
    for (const word of ['husband', 'bruises', 'ribs', 'symptom=']) expect(text).not.toContain(word);
  });
});
