import { describe, expect, it, vi } from 'vitest';
import { EventEmitter } from 'events';
import type { CallClient, CallEvents, EventArgs } from '../../call-client/types';
import { ConsultationSession, eventFromMessage } from './consultation-session';

const voice = { platform: 'local' as const, publicKey: 'pk', assistantId: 'doctor', apiBase: '/platform' };

// The call client is the boundary: a scripted stand-in that emits what the SDK would.
class ScriptedClient extends EventEmitter<EventArgs<CallEvents>> {
  muted = false;
  stopped = false;
  sent: unknown[] = [];
  constructor(private readonly outcome: { id: string } | null | 'throw') {
    super();
  }
  startedWith: unknown[] = [];
  async start(...args: unknown[]) {
    this.startedWith = args;
    if (this.outcome === 'throw') throw new Error('Assistant or Squad must be provided.');
    if (!this.outcome) this.emit('error', { error: { message: 'Unauthorized', statusCode: 401 } });
    return this.outcome;
  }
  async stop() {
    this.stopped = true;
    this.emit('call-end');
  }
  send(message: unknown) {
    this.sent.push(message);
  }
  say() {}
  setMuted(muted: boolean) {
    this.muted = muted;
  }
  isMuted() {
    return this.muted;
  }
}

const sessionWith = (client: ScriptedClient) =>
  new ConsultationSession(voice, async () => client as unknown as CallClient);

describe('ConsultationSession', () => {
  it('starts a local call with the assistant alone, asking our server for nothing', async () => {
    const client = new ScriptedClient({ id: 'call-1' });
    const hosted = { requestTicket: vi.fn(), register: vi.fn() };
    const session = new ConsultationSession(voice, async () => client as unknown as CallClient, hosted);
    await session.start({ firstName: 'Ada' });
    expect(client.startedWith).toEqual(['doctor']);
    expect(hosted.requestTicket).not.toHaveBeenCalled();
    expect(hosted.register).not.toHaveBeenCalled();
  });

  it('starts a hosted call with a ticket and the patient’s first name, then registers it with that ticket', async () => {
    const client = new ScriptedClient({ id: 'vapi-call-1' });
    const hosted = { requestTicket: vi.fn(async () => 'T-1'), register: vi.fn(async () => true) };
    const session = new ConsultationSession(
      { ...voice, platform: 'vapi' },
      async () => client as unknown as CallClient,
      hosted,
    );
    expect(await session.start({ firstName: 'Ada' })).toEqual({ ok: true, callId: 'vapi-call-1' });
    expect(client.startedWith).toEqual([
      'doctor',
      { variableValues: { firstName: 'Ada' }, metadata: { ticket: 'T-1' } },
    ]);
    expect(hosted.register).toHaveBeenCalledWith('vapi-call-1', 'T-1');
  });

  it('does not start a hosted call when our server gives no ticket', async () => {
    const client = new ScriptedClient({ id: 'vapi-call-2' });
    const hosted = {
      requestTicket: vi.fn(async () => Promise.reject(new Error('HTTP 401'))),
      register: vi.fn(),
    };
    const session = new ConsultationSession(
      { ...voice, platform: 'vapi' },
      async () => client as unknown as CallClient,
      hosted,
    );
    expect(await session.start()).toMatchObject({ ok: false, stage: 'start' });
    expect(client.startedWith).toEqual([]);
    expect(session.getState().status).toBe('Connection Failed');
  });

  it('follows the call from start to a report-ready end', async () => {
    const client = new ScriptedClient({ id: 'call-1' });
    const session = sessionWith(client);
    expect(await session.start()).toEqual({ ok: true, callId: 'call-1' });
    client.emit('call-start');
    client.emit('message', {
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hello.',
    });
    client.emit('message', { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Hi' });
    client.emit('speech-start');
    expect(session.getState()).toMatchObject({
      phase: 'in-progress',
      callId: 'call-1',
      assistantSpeaking: true,
      lines: [{ role: 'assistant', text: 'Hello.' }],
    });
    session.sendText('I have a cough');
    expect(client.sent).toEqual([
      { type: 'add-message', message: { role: 'user', content: 'I have a cough' } },
    ]);
    session.setMuted(true);
    expect(session.getState().muted).toBe(true);
    await session.stop();
    expect(session.getState()).toMatchObject({ phase: 'ended', status: 'Consultation Ended' });
  });

  it('reports a failed start with the client’s error, for the catalogue message', async () => {
    const session = sessionWith(new ScriptedClient(null));
    const outcome = await session.start();
    expect(outcome).toMatchObject({ ok: false, stage: 'start', error: { error: { statusCode: 401 } } });
    expect(session.getState().status).toBe('Connection Failed');
  });

  it('reports an initialisation failure separately', async () => {
    const session = new ConsultationSession(voice, async () => {
      throw new Error('SDK failed to load');
    });
    expect(await session.start()).toMatchObject({ ok: false, stage: 'init' });
  });

  it('fails when the call has no id', async () => {
    const session = sessionWith(new ScriptedClient({ id: '' }));
    const outcome = await session.start();
    expect(outcome.ok).toBe(false);
    expect(String((outcome as { error: Error }).error.message)).toMatch(/no callId/);
  });
});

describe('eventFromMessage', () => {
  it('keeps transcript lines, partial and final, and the platform’s end, and ignores the rest', () => {
    expect(
      eventFromMessage({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: ' Hi ' }),
    ).toEqual({ type: 'final-transcript', role: 'user', text: 'Hi' });
    expect(
      eventFromMessage({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'partial',
        transcript: 'Hello, what',
      }),
    ).toEqual({ type: 'partial-transcript', role: 'assistant', text: 'Hello, what' });
    expect(
      eventFromMessage({ type: 'status-update', status: 'ended', endedReason: 'silence-timed-out' }),
    ).toEqual({ type: 'ended-status', reason: 'silence-timed-out' });
    for (const ignored of [
      null,
      'listening',
      { type: 'transcript', transcriptType: 'partial' },
      { type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: '  ' },
      { type: 'status-update', status: 'in-progress' },
      { type: 'transcript', role: 'system', transcriptType: 'final', transcript: 'x' },
    ]) {
      expect(eventFromMessage(ignored)).toBeNull();
    }
  });

  it("turns the room's notice that a line was not taken into the screen's event", () => {
    expect(eventFromMessage({ type: 'notice', notice: 'message-not-sent' })).toEqual({
      type: 'message-not-sent',
    });
    expect(eventFromMessage({ type: 'notice', notice: 'something-else' })).toBeNull();
  });
});
