import WebSocket from 'ws';
import { signUpOverHttp } from './sign-up-over-http';

export interface RoomClient {
  socket: WebSocket;
  texts: string[];
  messages: Record<string, unknown>[];
  audioFrames: number;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
  waitFor(
    predicate: (message: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<Record<string, unknown>>;
  finals(role: 'user' | 'assistant'): string[];
}

/** A patient's connection to a local room, recording everything the server sends. */
export function connectRoom(url: string, options: WebSocket.ClientOptions = {}): Promise<RoomClient> {
  const socket = new WebSocket(url, options);
  const texts: string[] = [];
  const messages: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  const client: RoomClient = {
    socket,
    texts,
    messages,
    audioFrames: 0,
    closed: new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    waitFor: (predicate, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting; got ${messages.map((m) => m.type).join(', ')}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      }),
    finals: (role) =>
      messages
        .filter((m) => m.type === 'transcript' && m.role === role && m.transcriptType === 'final')
        .map((m) => String(m.transcript)),
  };
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      client.audioFrames += 1;
      return;
    }
    const text = data.toString();
    texts.push(text);
    try {
      messages.push(JSON.parse(text) as Record<string, unknown>);
    } catch {
      messages.push({ type: text });
    }
    for (const waiter of [...waiters]) waiter();
  });
  return new Promise((resolve) => {
    socket.once('open', () => resolve(client));
    socket.once('close', () => resolve(client));
    socket.once('error', () => undefined);
  });
}

/** Signs a patient up on a running server and starts a local web call; returns the call and the patient's cookie. */
export async function startWebCall(baseUrl: string, publicKey: string, cookie?: string) {
  let sessionCookie = cookie;
  if (!sessionCookie) {
    const email = `room-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    sessionCookie = await signUpOverHttp(baseUrl, {
      email,
      password: 'room test password',
      firstName: 'Room',
      lastName: 'Tester',
    });
  }
  const response = await fetch(`${baseUrl}/platform/call/web`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${publicKey}`,
      cookie: sessionCookie,
    },
    body: JSON.stringify({
      assistantId: (await (await fetch(`${baseUrl}/api/config`)).json()).voice.assistantId,
    }),
  });
  if (response.status !== 201) throw new Error(`call/web failed: HTTP ${response.status}`);
  const call = (await response.json()) as { id: string; webCallUrl: string };
  return { ...call, cookie: sessionCookie };
}
