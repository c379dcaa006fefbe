import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createConsultationStore } from './consultations/consultation-store';
import { createLogger, describeError } from './log';
import { createTestApp, type TestApp } from './testing/test-app';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mountSpa } from './spa';
import { API_PREFIXES } from './app';
import {
  HOSTED_TEST_ENV,
  postServerMessage,
  registerHostedCall,
} from './hosted-calls/testing/hosted-test-app';

// Words a patient might say: they must never reach a log line, whatever fails.
const PATIENT_WORDS = 'my husband hits me and the bruises on my ribs hurt';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: HOSTED_TEST_ENV, log: createLogger('debug', (line) => lines.push(line)) });
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

  it('keeps the patient words out of the log when storing a hosted call’s line fails on the server', async () => {
    const bob = await t.signUp();
    const call = await registerHostedCall(t, bob);
    // A control character is cleaned before it reaches the database now; a constraint makes the insert fail.
    await t.database.db.execute(
      sql.raw(`ALTER TABLE transcript_line ADD CONSTRAINT fail_for_test CHECK (text NOT LIKE '%bruises%')`),
    );
    lines.length = 0;
    try {
      const response = await postServerMessage(t, call, {
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: PATIENT_WORDS,
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

describe('pino redacts what a patient said and credentials, whatever object a caller logs', () => {
  it('writes none of the transcript, report, password or cookie held anywhere in a logged object', () => {
    const logged: string[] = [];
    const log = createLogger('debug', (line) => logged.push(line));
    log.info('room.debug.dump', {
      callId: 'call-redact-1',
      text: PATIENT_WORDS,
      transcript: [{ role: 'user', text: PATIENT_WORDS }],
      line: { role: 'user', text: PATIENT_WORDS },
      report: { symptoms: 'bruises on my ribs', issue: 'rib pain' },
      upload: { body: { transcript: [{ text: PATIENT_WORDS }] } },
      request: {
        headers: { cookie: 'better-auth.session_token=s3cr3t-cookie', authorization: 'Bearer s3cr3t-key' },
      },
      signUp: { email: 'ann@example.org', password: 'correct horse battery staple' },
      nested: { deeper: { deepest: { password: 'hunter2-hunter2' } } },
    });
    const line = logged.join('\n');
    for (const secret of ['bruises', 'husband', 'rib pain', 's3cr3t', 'battery staple', 'hunter2']) {
      expect(line).not.toContain(secret);
    }
    // What is safe stays: the ids and the shape, so a reader still knows what happened.
    expect(JSON.parse(logged[0]!)).toMatchObject({
      level: 'info',
      event: 'room.debug.dump',
      callId: 'call-redact-1',
      text: '[redacted]',
      line: { role: 'user', text: '[redacted]' },
      signUp: { email: 'ann@example.org', password: '[redacted]' },
    });
  });

  it('redacts in any case and at any depth, and describes an Error under any key', () => {
    const logged: string[] = [];
    createLogger('debug', (line) => logged.push(line)).info('probe', {
      headers: { Authorization: 'Bearer s3cr3t-key', Cookie: 'sid=s3cr3t-cookie' },
      rooms: [{ turns: [{ role: 'user', text: PATIENT_WORDS }] }],
      a: { b: { c: { d: { e: { f: { g: PATIENT_WORDS } } } } } },
      cause: Object.assign(new Error('insert failed'), { detail: `Failing row contains (${PATIENT_WORDS})` }),
    });
    const line = logged[0]!;
    for (const secret of ['s3cr3t', 'husband', 'Failing row']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({
      headers: { Authorization: '[redacted]', Cookie: '[redacted]' },
      cause: { errorName: 'Error' },
    });
  });

  it('describes an Error passed as a field without its quoted text or stack', () => {
    const logged: string[] = [];
    createLogger('error', (line) => logged.push(line)).error('x.failed', {
      err: new Error(`could not parse "${PATIENT_WORDS}"`),
    });
    expect(logged[0]).not.toContain('husband');
    expect(logged[0]).not.toContain('at ');
    expect(JSON.parse(logged[0]!)).toMatchObject({ err: { errorName: 'Error' } });
  });

  it('keeps a child logger’s ids on every line and writes nothing below the level', () => {
    const logged: string[] = [];
    const log = createLogger('warn', (line) => logged.push(line)).child({ callId: 'call-child-1' });
    log.info('not.written', {});
    log.warn('written', { turns: 2 });
    expect(logged.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ event: 'written', callId: 'call-child-1', turns: 2, level: 'warn' }),
    ]);
  });
});

describe('request logs carry ids, never bodies or query parameters', () => {
  it('logs the route pattern, status and a request id that the response also carries', async () => {
    const { cookie } = await t.signUp();
    lines.length = 0;
    const response = await t.request(`/api/consultations/call-not-mine?symptom=bruises`, { cookie });
    await t.request('/api/health?symptom=bruises');
    await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      body: JSON.stringify({ email: 'nobody@example.org', password: 'bruises-password-1' }),
    });
    const requestLines = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.event === 'http.request');
    expect(requestLines).toHaveLength(3);
    expect(requestLines[1]).toMatchObject({ method: 'GET', route: '/api/health', status: 200 });
    expect(requestLines[0]).toMatchObject({
      method: 'GET',
      route: '/api/consultations/:id',
      status: response.status,
      reqId: response.headers.get('x-request-id'),
    });
    expect(requestLines[0]!.reqId).toMatch(/^[0-9a-f-]{36}$/);
    const all = lines.join('\n');
    expect(all).not.toContain('bruises');
    expect(all).not.toContain('call-not-mine');
    expect(all).not.toContain('nobody@example.org');
  });

  it('names the route that answered, not the web app fallback registered after it', async () => {
    const logged: string[] = [];
    const withSpa = await createTestApp({ log: createLogger('info', (line) => logged.push(line)) });
    try {
      const webRoot = mkdtempSync(join(tmpdir(), 'carelune-web-'));
      writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>app</title>');
      mountSpa(withSpa.app, webRoot, API_PREFIXES);
      await withSpa.request('/api/health');
      await withSpa.request('/services');
      expect(logged.map((line) => (JSON.parse(line) as { route: string }).route)).toEqual([
        '/api/health',
        '/*',
      ]);
    } finally {
      await withSpa.close();
    }
  });
});
