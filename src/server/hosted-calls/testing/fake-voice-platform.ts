// A loopback stand-in for the hosted voice platform: it posts the documented server messages to our webhook (with
// each call's control URL) and takes what the server says into a call through that URL; it also answers
// `GET /call/{id}` with what a test set.
import type { TranscriptTurn } from '../../../domain/transcript';
import { startLoopbackServer, type LoopbackServer } from '../../../protocol/testing/loopback-server';

export interface Said {
  callId: string;
  body: { type: string; content: string; endCallAfterSpoken?: boolean };
  /** performance.now() when it arrived. */
  at: number;
}

export interface FakeCall {
  id: string;
  ticket: string;
}

const ARTIFACT_ROLE = { user: 'user', assistant: 'bot' } as const;

export async function startFakeVoicePlatform(options: { webhookUrl: string; secret: string }) {
  const server: LoopbackServer = await startLoopbackServer();
  const said: Said[] = [];
  const waiting: Array<(said: Said) => void> = [];
  const platformCalls = new Map<string, unknown>();
  const failingReads = new Map<string, number>();

  server.reply((request) => {
    const control = /^\/calls\/([^/]+)\/control$/.exec(request.url);
    if (request.method === 'POST' && control) {
      const entry = {
        callId: decodeURIComponent(control[1]!),
        body: JSON.parse(request.body.toString()) as Said['body'],
        at: performance.now(),
      };
      said.push(entry);
      for (const resolve of waiting.splice(0)) resolve(entry);
      return { status: 200, body: {} };
    }
    const read = /^\/call\/([^/?]+)$/.exec(request.url);
    if (request.method === 'GET' && read) {
      const id = decodeURIComponent(read[1]!);
      const failing = failingReads.get(id);
      if (failing) return { status: failing, body: { message: 'Unavailable' } };
      const found = platformCalls.get(id);
      return found ? { status: 200, body: found } : { status: 404, body: { message: 'Not Found' } };
    }
    return { status: 404, body: { message: 'Not Found' } };
  });

  /** The `call` object every server message carries, as the web SDK started it. */
  const callObject = (call: FakeCall) => ({
    id: call.id,
    orgId: 'org-fake',
    type: 'webCall',
    status: 'in-progress',
    assistantId: 'asst-fake',
    assistantOverrides: { variableValues: { firstName: 'Ada' }, metadata: { ticket: call.ticket } },
    monitor: {
      listenUrl: `ws://127.0.0.1/calls/${call.id}/listen`,
      controlUrl: `${server.origin}/calls/${encodeURIComponent(call.id)}/control`,
    },
  });

  /** Posts one server message as the platform does: `{message}` with the server secret. */
  async function post(message: Record<string, unknown>, secret: string | null = options.secret) {
    return fetch(options.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(secret === null ? {} : { 'x-vapi-secret': secret }),
      },
      body: JSON.stringify({ message: { timestamp: Date.now(), ...message } }),
    });
  }

  const artifactOf = (turns: TranscriptTurn[]) => ({
    messages: [
      { role: 'system', message: 'You are a careful doctor.', time: Date.now(), secondsFromStart: 0 },
      ...turns.map((turn, index) => ({
        role: ARTIFACT_ROLE[turn.role],
        message: turn.text,
        time: Date.now(),
        secondsFromStart: index + 1,
      })),
    ],
    transcript: turns.map((turn) => `${turn.role === 'user' ? 'User' : 'AI'}: ${turn.text}`).join('\n'),
  });

  return {
    origin: server.origin,
    webhookUrl: options.webhookUrl,
    said,
    post,
    statusUpdate: (call: FakeCall, status: string) =>
      post({ type: 'status-update', status, call: callObject(call) }),
    finalTranscript: (
      call: FakeCall,
      role: TranscriptTurn['role'],
      transcript: string,
      timestamp = Date.now(),
    ) =>
      post({
        type: 'transcript',
        role,
        transcriptType: 'final',
        transcript,
        timestamp,
        call: callObject(call),
      }),
    hang: (call: FakeCall) => post({ type: 'hang', call: callObject(call) }),
    endOfCallReport: (call: FakeCall, turns: TranscriptTurn[], endedReason = 'customer-ended-call') =>
      post({
        type: 'end-of-call-report',
        endedReason,
        call: callObject(call),
        artifact: artifactOf(turns),
        startedAt: new Date(Date.now() - 60_000).toISOString(),
        endedAt: new Date().toISOString(),
      }),
    /** What `GET /call/{id}` answers for this call from now on: ended, with these turns. */
    recordEndedCall(call: FakeCall, turns: TranscriptTurn[], endedReason = 'exceeded-max-duration') {
      platformCalls.set(call.id, {
        ...callObject(call),
        status: 'ended',
        endedReason,
        endedAt: new Date().toISOString(),
        artifact: artifactOf(turns),
      });
    },
    /** What `GET /call/{id}` answers for this call from now on: still in progress. */
    recordOpenCall(call: FakeCall) {
      platformCalls.set(call.id, callObject(call));
    },
    /** `GET /call/{id}` fails with this HTTP status for this call (null: answers again). */
    failReads(call: FakeCall, status: number | null) {
      if (status === null) failingReads.delete(call.id);
      else failingReads.set(call.id, status);
    },
    /** The next `say` posted to any control URL. */
    nextSay: () => new Promise<Said>((resolve) => waiting.push(resolve)),
    requests: server.requests,
    close: () => server.close(),
  };
}

export type FakeVoicePlatform = Awaited<ReturnType<typeof startFakeVoicePlatform>>;
