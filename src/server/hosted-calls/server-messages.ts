// The hosted platform's server messages, read into the few facts the server acts on. Pure: no I/O.
// Shapes: `{message: {type, call: {id, assistantOverrides.metadata | metadata, monitor.controlUrl}, …}}`.
import { z } from 'zod';
import { cleanPatientText } from '../../domain/patient-text';
import type { TranscriptTurn } from '../../domain/transcript';

/** The call a server message is about, as the platform describes it. */
export interface HostedCallRef {
  id: string;
  /** The consultation ticket the browser put in the call's metadata; unchecked here. */
  ticket: unknown;
  /** Where the server can speak into the live call (`POST {type: 'say', content}`). */
  controlUrl: string | null;
}

export type ServerMessage =
  | { kind: 'status-update'; call: HostedCallRef; status: string }
  | { kind: 'final-transcript'; call: HostedCallRef; turn: TranscriptTurn; at: Date }
  | { kind: 'hang'; call: HostedCallRef }
  | {
      kind: 'end-of-call-report';
      call: HostedCallRef;
      endedReason: string;
      /** The platform's transcript of the whole call; null when it sent none. */
      transcript: TranscriptTurn[] | null;
      at: Date;
    }
  /** A message the server has no use for (a partial transcript, a conversation update…): acknowledged only. */
  | { kind: 'ignored'; type: string };

// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u001F\u007F-\u009F]+$/;
const callId = z.string().trim().min(1).max(200).regex(NO_CONTROL_CHARACTERS);
const MAX_TEXT = 20_000;
const reason = z.string().trim().min(1).max(200).regex(NO_CONTROL_CHARACTERS);

const metadata = z.looseObject({ ticket: z.unknown().optional() }).nullish();
const call = z.looseObject({
  id: callId,
  metadata,
  assistantOverrides: z.looseObject({ metadata }).nullish(),
  monitor: z.looseObject({ controlUrl: z.string().max(2000).nullish() }).nullish(),
});
const timestamp = z.union([z.number(), z.string()]).nullish();

const artifactMessage = z.looseObject({ role: z.string(), message: z.string().nullish() });
const artifact = z
  .looseObject({
    messages: z.array(z.unknown()).max(5000).nullish(),
    transcript: z
      .string()
      .max(1024 * 1024)
      .nullish(),
  })
  .nullish();

const envelope = z.looseObject({ message: z.looseObject({ type: z.string().min(1).max(100) }) });
const statusUpdate = z.looseObject({ call, status: z.string().min(1).max(100) });
const transcript = z.looseObject({
  call,
  role: z.enum(['user', 'assistant']),
  transcriptType: z.enum(['partial', 'final']),
  transcript: z.string().max(MAX_TEXT),
  timestamp,
});
const hang = z.looseObject({ call });
const endOfCallReport = z.looseObject({ call, endedReason: reason.nullish(), artifact, timestamp });

/** The platform's call as `GET /call/{id}` returns it: the same facts an end-of-call report carries. */
export const platformCall = z.looseObject({
  id: callId,
  status: z.string().nullish(),
  endedReason: reason.nullish(),
  endedAt: z.string().nullish(),
  artifact,
  metadata,
  assistantOverrides: z.looseObject({ metadata }).nullish(),
});

export type ReadResult = { ok: true; message: ServerMessage } | { ok: false; problem: string };

/** Reads one server message; an unusable one is a problem (named by its path, never its content). */
export function readServerMessage(body: unknown, received = new Date()): ReadResult {
  const outer = envelope.safeParse(body);
  if (!outer.success) return { ok: false, problem: 'Send {message: {type, …}}.' };
  const raw = outer.data.message;
  const type = raw.type;
  // Newer platforms name the final-transcript subscription `transcript[transcriptType="final"]`.
  if (type === 'transcript' || type.startsWith('transcript[')) {
    const parsed = transcript.safeParse(raw);
    if (!parsed.success) return invalid(type, parsed.error);
    const text = cleanPatientText(parsed.data.transcript);
    if (parsed.data.transcriptType !== 'final' || !text) return ok({ kind: 'ignored', type });
    return ok({
      kind: 'final-transcript',
      call: callRef(parsed.data.call),
      turn: { role: parsed.data.role, text },
      at: timeOf(parsed.data.timestamp, received),
    });
  }
  if (type === 'status-update') {
    const parsed = statusUpdate.safeParse(raw);
    if (!parsed.success) return invalid(type, parsed.error);
    return ok({ kind: 'status-update', call: callRef(parsed.data.call), status: parsed.data.status });
  }
  if (type === 'hang') {
    const parsed = hang.safeParse(raw);
    if (!parsed.success) return invalid(type, parsed.error);
    return ok({ kind: 'hang', call: callRef(parsed.data.call) });
  }
  if (type === 'end-of-call-report') {
    const parsed = endOfCallReport.safeParse(raw);
    if (!parsed.success) return invalid(type, parsed.error);
    return ok({
      kind: 'end-of-call-report',
      call: callRef(parsed.data.call),
      endedReason: parsed.data.endedReason ?? UNKNOWN_ENDED_REASON,
      transcript: transcriptOf(parsed.data.artifact),
      at: timeOf(parsed.data.timestamp, received),
    });
  }
  return ok({ kind: 'ignored', type });
}

/** The ended reason of a call whose end the platform never told us. */
export const UNKNOWN_ENDED_REASON = 'unknown';

/** A call read from the platform (`GET /call/{id}`) as the end-of-call report it should have sent; null while open. */
export function endOfCallFromPlatformCall(
  body: unknown,
  received = new Date(),
): Extract<ServerMessage, { kind: 'end-of-call-report' }> | null {
  const parsed = platformCall.safeParse(body);
  if (!parsed.success || parsed.data.status !== 'ended') return null;
  const endedAt = parsed.data.endedAt ? new Date(parsed.data.endedAt) : received;
  return {
    kind: 'end-of-call-report',
    call: callRef({ ...parsed.data, monitor: null }),
    endedReason: parsed.data.endedReason ?? UNKNOWN_ENDED_REASON,
    transcript: transcriptOf(parsed.data.artifact),
    at: Number.isNaN(endedAt.getTime()) ? received : endedAt,
  };
}

function callRef(raw: z.infer<typeof call>): HostedCallRef {
  const controlUrl = raw.monitor?.controlUrl;
  return {
    id: raw.id,
    ticket: raw.assistantOverrides?.metadata?.ticket ?? raw.metadata?.ticket,
    controlUrl: controlUrl && /^https?:\/\//.test(controlUrl) && URL.canParse(controlUrl) ? controlUrl : null,
  };
}

const ARTIFACT_ROLES: Record<string, TranscriptTurn['role']> = {
  user: 'user',
  bot: 'assistant',
  assistant: 'assistant',
};

/**
 * The call's turns from the artifact: its messages (the doctor is `bot`; system prompts and tool calls are not
 * spoken), else its plain transcript (`AI: …` / `User: …` lines); null when it holds neither.
 */
function transcriptOf(raw: z.infer<typeof artifact>): TranscriptTurn[] | null {
  const turns: TranscriptTurn[] = [];
  for (const item of raw?.messages ?? []) {
    const parsed = artifactMessage.safeParse(item);
    const role = parsed.success ? ARTIFACT_ROLES[parsed.data.role] : undefined;
    const text = parsed.success && role ? cleanPatientText(parsed.data.message ?? '') : '';
    if (role && text) turns.push({ role, text });
  }
  if (turns.length) return turns;
  for (const line of (raw?.transcript ?? '').split('\n')) {
    const match = /^\s*(ai|assistant|bot|user|customer)\s*:\s*(.*)$/i.exec(line);
    const text = cleanPatientText(match?.[2] ?? '');
    if (match && text)
      turns.push({ role: /^(user|customer)$/i.test(match[1]!) ? 'user' : 'assistant', text });
  }
  return turns.length ? turns : null;
}

function timeOf(value: number | string | null | undefined, fallback: Date): Date {
  if (value === null || value === undefined) return fallback;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? fallback : at;
}

const ok = (message: ServerMessage): ReadResult => ({ ok: true, message });

function invalid(type: string, error: z.ZodError): ReadResult {
  const paths = [...new Set(error.issues.map((issue) => issue.path.join('.')))].slice(0, 5);
  return { ok: false, problem: `The ${type} message is not valid: ${paths.join(', ')}.` };
}
