import { describe, expect, it } from 'vitest';
import { endOfCallFromPlatformCall, readServerMessage } from './server-messages';

const call = {
  id: 'call-1',
  orgId: 'org-1',
  assistantOverrides: { variableValues: { firstName: 'Ada' }, metadata: { ticket: 'T' } },
  monitor: { listenUrl: 'wss://x/listen', controlUrl: 'https://x.example/call-1/control' },
};

describe('reading the platform’s server messages', () => {
  it('reads a final transcript line with the call, its ticket and its control URL', () => {
    const read = readServerMessage({
      message: {
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: ' My chest\u0000 hurts ',
        timestamp: 1_800_000_000_000,
        call,
      },
    });
    expect(read).toEqual({
      ok: true,
      message: {
        kind: 'final-transcript',
        call: { id: 'call-1', ticket: 'T', controlUrl: 'https://x.example/call-1/control' },
        turn: { role: 'user', text: 'My chest hurts' },
        at: new Date(1_800_000_000_000),
      },
    });
  });

  it('takes the ticket from the call’s own metadata too, and acknowledges partial lines without acting', () => {
    const partial = readServerMessage({
      message: { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'My', call },
    });
    expect(partial).toEqual({ ok: true, message: { kind: 'ignored', type: 'transcript' } });
    const status = readServerMessage({
      message: {
        type: 'status-update',
        status: 'in-progress',
        call: { id: 'call-2', metadata: { ticket: 'U' } },
      },
    });
    expect(status).toMatchObject({
      ok: true,
      message: { call: { id: 'call-2', ticket: 'U', controlUrl: null } },
    });
  });

  it('reads an end-of-call report’s turns from its artifact messages, the doctor being the bot', () => {
    const read = readServerMessage({
      message: {
        type: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        call,
        artifact: {
          messages: [
            { role: 'system', message: 'You are a doctor.', time: 1 },
            { role: 'bot', message: 'Hello, what brings you in?', time: 2 },
            { role: 'user', message: 'A headache.', time: 3 },
            { role: 'tool_calls', toolCalls: [] },
          ],
          transcript: 'AI: Hello, what brings you in?\nUser: A headache.',
        },
      },
    });
    expect(read).toMatchObject({
      ok: true,
      message: {
        kind: 'end-of-call-report',
        endedReason: 'customer-ended-call',
        transcript: [
          { role: 'assistant', text: 'Hello, what brings you in?' },
          { role: 'user', text: 'A headache.' },
        ],
      },
    });
  });

  it('falls back to the artifact’s plain transcript', () => {
    const read = readServerMessage({
      message: {
        type: 'end-of-call-report',
        endedReason: 'assistant-ended-call',
        call,
        artifact: { transcript: 'AI: Hello.\nUser: I feel sick.\n' },
      },
    });
    expect(read.ok && read.message.kind === 'end-of-call-report' && read.message.transcript).toEqual([
      { role: 'assistant', text: 'Hello.' },
      { role: 'user', text: 'I feel sick.' },
    ]);
  });

  it('names what is wrong with a bad message, never what it says', () => {
    expect(readServerMessage('nope')).toEqual({ ok: false, problem: 'Send {message: {type, …}}.' });
    const bad = readServerMessage({
      message: {
        type: 'transcript',
        role: 'doctor',
        transcriptType: 'final',
        transcript: 'chest pain',
        call,
      },
    });
    expect(bad).toEqual({ ok: false, problem: 'The transcript message is not valid: role.' });
    expect(readServerMessage({ message: { type: 'hang', call: { id: '' } } })).toMatchObject({ ok: false });
  });

  it('refuses a control URL that is not http(s)', () => {
    const read = readServerMessage({
      message: { type: 'hang', call: { ...call, monitor: { controlUrl: 'file:///etc/passwd' } } },
    });
    expect(read).toMatchObject({ ok: true, message: { call: { controlUrl: null } } });
  });
});

describe('a call read from the platform', () => {
  it('is its end-of-call report once ended, and nothing while still open', () => {
    const ended = endOfCallFromPlatformCall({
      id: 'call-1',
      status: 'ended',
      endedReason: 'silence-timed-out',
      endedAt: '2026-11-24T04:00:00.000Z',
      assistantOverrides: { metadata: { ticket: 'T' } },
      artifact: { messages: [{ role: 'user', message: 'Hello' }] },
    });
    expect(ended).toEqual({
      kind: 'end-of-call-report',
      call: { id: 'call-1', ticket: 'T', controlUrl: null },
      endedReason: 'silence-timed-out',
      transcript: [{ role: 'user', text: 'Hello' }],
      at: new Date('2026-11-24T04:00:00.000Z'),
    });
    expect(endOfCallFromPlatformCall({ id: 'call-1', status: 'in-progress' })).toBeNull();
  });
});
