import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createConsultationStore } from './consultations/consultation-store';
import { createLogger, describeError } from './log';
import { createTestApp, type TestApp } from './testing/test-app';

// Words a patient might say: they must never reach a log line, whatever fails.
const PATIENT_WORDS = 'my husband hits me and the bruises on my ribs hurt';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ log: createLogger('debug', (line) => lines.push(line)) });
});
afterAll(() => t.close());

describe('logs never carry what a patient said', () => {
  it('logs a failed query by its error code, operation and table, without its parameters', async () => {
    const store = createConsultationStore(t.database.db);
    const { userId } = await t.signUp();
    await store.start({ callId: 'call-log-1', patientId: userId, platform: 'local' });
    // PostgreSQL refuses a NUL character in text: a real failing query holding the patient's words.
    const failure = await store
      .appendLine('call-log-1', { role: 'user', text: `${PATIENT_WORDS}\u0000` })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(failure).toBeDefined();
    const logged: string[] = [];
    createLogger('error', (line) => logged.push(line)).error('room.persist.failed', describeError(failure));
    expect(logged.join('\n')).not.toContain('bruises');
    expect(JSON.parse(logged[0]!)).toMatchObject({
      errorName: 'DatabaseError',
      dbOperation: 'insert',
      dbTable: 'transcript_line',
      dbCode: expect.stringMatching(/^[0-9A-Z]{5}$/),
    });
  });

  it('keeps the patient words out of the log when an upload fails on the server', async () => {
    const bob = await t.signUp();
    await t.request('/api/consultations', {
      method: 'POST',
      cookie: bob.cookie,
      body: JSON.stringify({ callId: 'vapi-log-1', platform: 'vapi' }),
    });
    // A control character is cleaned before it reaches the database now; a constraint makes the insert fail.
    await t.database.db.execute(
      sql.raw(`ALTER TABLE transcript_line ADD CONSTRAINT fail_for_test CHECK (text NOT LIKE '%bruises%')`),
    );
    lines.length = 0;
    try {
      const response = await t.request('/api/consultations/vapi-log-1/transcript', {
        method: 'PUT',
        cookie: bob.cookie,
        body: JSON.stringify({ transcript: [{ role: 'user', text: PATIENT_WORDS }] }),
      });
      expect(response.status).toBe(500);
      expect(await response.text()).not.toContain('bruises');
      expect(lines.join('\n')).toContain('http.unhandled');
      expect(lines.join('\n')).not.toContain('bruises');
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE transcript_line DROP CONSTRAINT fail_for_test'));
    }
  });

  it('quotes no text from an error message, which may echo its input', () => {
    let parseError: unknown;
    try {
      JSON.parse(`${PATIENT_WORDS} not json`);
    } catch (error) {
      parseError = error;
    }
    const fields = describeError(parseError);
    expect(fields.errorName).toBe('SyntaxError');
    expect(JSON.stringify(fields)).not.toContain('husband');
  });
});
