// One patient's call over the local platform, as the room benchmarks drive it: start it, send a turn every few
// seconds for a while, time from each turn to the doctor's first audio, then end it.
import WebSocket from 'ws';

export const TURN_EVERY_MS = 2000;

export const PATIENT_LINES = [
  'I have had a sore throat and a cough since Monday',
  'It is about five out of ten',
  'I also have a runny nose and feel tired',
  'No fever and no trouble breathing',
  'I take no regular medicines and have no allergies',
  'Paracetamol helps a little',
];

export interface PatientCall {
  /** Where `/platform/call/web` is: an instance, or the proxy in front of several. */
  baseUrl: string;
  publicKey: string;
  cookie: string;
  assistantId: string;
  seconds: number;
  /** Which line to start from, so calls do not all say the same thing at once. */
  index: number;
  lines?: readonly string[];
  /** Milliseconds from a patient turn to the first audio of the answer. */
  onLatency: (ms: number) => void;
}

/** Runs one call to its end; rejects if it could not start or its room closed other than normally. */
export async function runPatientCall(call: PatientCall): Promise<void> {
  const lines = call.lines ?? PATIENT_LINES;
  const response = await fetch(`${call.baseUrl}/platform/call/web`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${call.publicKey}`,
      cookie: call.cookie,
    },
    body: JSON.stringify({ assistantId: call.assistantId }),
  });
  if (response.status !== 201) throw new Error(`call/web HTTP ${response.status}`);
  const { webCallUrl } = (await response.json()) as { webCallUrl: string };
  const socket = new WebSocket(webCallUrl);
  let pending: { text: string; sentAt: number; echoed: boolean } | undefined;
  let ended = false;
  socket.on('message', (data, isBinary) => {
    if (isBinary) {
      if (pending?.echoed) {
        call.onLatency(performance.now() - pending.sentAt);
        pending = undefined;
      }
      return;
    }
    const text = data.toString();
    if (text === 'listening') return;
    const message = JSON.parse(text) as { type: string; role?: string; transcript?: string; status?: string };
    if (
      message.type === 'transcript' &&
      message.role === 'user' &&
      pending &&
      message.transcript === pending.text
    )
      pending.echoed = true;
    if (message.type === 'status-update' && message.status === 'ended') ended = true;
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const until = performance.now() + call.seconds * 1000;
  for (let turn = 0; performance.now() < until && !ended; turn++) {
    await new Promise((resolve) => setTimeout(resolve, TURN_EVERY_MS));
    if (ended || socket.readyState !== WebSocket.OPEN) break;
    const text = lines[(turn + call.index) % lines.length]!;
    pending = { text, sentAt: performance.now(), echoed: false };
    socket.send(JSON.stringify({ type: 'add-message', message: { role: 'user', content: text } }));
  }
  if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'end-call' }));
  const code = await closed;
  if (code !== 1000) throw new Error(`room closed with ${code}`);
}
