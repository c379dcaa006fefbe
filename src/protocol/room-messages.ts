// The local room's wire contract (ARCHITECTURE.md section 6), shared by the browser call client and the server room.
// Server → client JSON reuses the hosted platform's client-message shapes so the UI cannot tell the platforms apart.
import { z } from 'zod';

export const ROOM_LIMITS = {
  maxTextBytes: 16 * 1024,
  maxBinaryBytes: 64 * 1024,
  maxFramesPerSecond: 100,
} as const;

/** Binary frames in both directions: PCM16 little-endian mono, 20 ms per frame. */
export const AUDIO = { sampleRate: 16000, frameSamples: 320 } as const;

export const ROOM_CLOSE = { unauthorized: 4401, alreadyConnected: 4409, policy: 1008 } as const;

/** The longest user message (typed text or one recognised utterance) the room accepts. */
export const MAX_MESSAGE_CHARS = 4000;

/** Bare text frames that are not JSON. */
export const LISTENING = 'listening';
export const PLAYABLE = 'playable';

const role = z.enum(['user', 'assistant']);

const transcriptMessage = z.object({
  type: z.literal('transcript'),
  role,
  transcriptType: z.enum(['partial', 'final']),
  transcript: z.string(),
});

const speechUpdateMessage = z.object({
  type: z.literal('speech-update'),
  status: z.enum(['started', 'stopped']),
  role,
});

const statusUpdateMessage = z.object({
  type: z.literal('status-update'),
  status: z.enum(['queued', 'ringing', 'in-progress', 'forwarding', 'ended']),
  endedReason: z.string().optional(),
});

const conversationUpdateMessage = z.object({
  type: z.literal('conversation-update'),
  messages: z.array(
    z.object({
      role: z.enum(['system', 'user', 'assistant']),
      message: z.string(),
      time: z.number(),
      secondsFromStart: z.number().nonnegative(),
    }),
  ),
});

const modelOutputMessage = z.object({ type: z.literal('model-output'), output: z.string() });

const userInterruptedMessage = z.object({ type: z.literal('user-interrupted') });

const metricsMessage = z.object({
  type: z.literal('metrics'),
  turn: z.int().nonnegative(),
  endOfUtteranceMs: z.number().nonnegative(),
  firstAudioMs: z.number().nonnegative(),
});

/** Ours, sent once at connect before `listening`: whether the client should stream its microphone. */
const roomInfoMessage = z.object({
  type: z.literal('room-info'),
  acceptsAudio: z.boolean(),
  sampleRate: z.literal(AUDIO.sampleRate),
});

/**
 * Ours: something the patient sent was not taken, so the doctor did not hear it and the patient should try again.
 * `message-not-sent`: a line that was empty once cleaned, too long, or could not be saved. Carries no patient text.
 */
const noticeMessage = z.object({
  type: z.literal('notice'),
  notice: z.enum(['message-not-sent']),
});

export const serverMessageSchema = z.discriminatedUnion('type', [
  transcriptMessage,
  speechUpdateMessage,
  statusUpdateMessage,
  conversationUpdateMessage,
  modelOutputMessage,
  userInterruptedMessage,
  metricsMessage,
  roomInfoMessage,
  noticeMessage,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type NoticeMessage = z.infer<typeof noticeMessage>;
export type RoomInfoMessage = z.infer<typeof roomInfoMessage>;

const addMessageMessage = z.object({
  type: z.literal('add-message'),
  message: z.object({ role: z.literal('user'), content: z.string().min(1).max(MAX_MESSAGE_CHARS) }),
  triggerResponseEnabled: z.boolean().optional(),
  /** Ours: 'speech' for a browser speech-recognition result, which the room checks for the doctor's own echo. */
  source: z.enum(['typed', 'speech']).optional(),
});

const sayMessage = z.object({
  type: z.literal('say'),
  message: z.string().min(1).max(MAX_MESSAGE_CHARS),
  endCallAfterSpoken: z.boolean().optional(),
  interruptionsEnabled: z.boolean().optional(),
});

const controlMessage = z.object({
  type: z.literal('control'),
  control: z.enum(['mute-assistant', 'unmute-assistant', 'say-first-message']),
  videoRecordingStartDelaySeconds: z.number().nonnegative().optional(),
});

const endCallMessage = z.object({ type: z.literal('end-call') });

export const clientMessageSchema = z.discriminatedUnion('type', [
  addMessageMessage,
  sayMessage,
  controlMessage,
  endCallMessage,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** `invalid-line`: a patient's `add-message` the room cannot take (empty, too long, malformed): they are told. */
export type ClientFrameRejection = 'oversized' | 'not-json' | 'unknown-type' | 'invalid' | 'invalid-line';

export type ParsedClientFrame =
  { ok: true; message: ClientMessage | typeof PLAYABLE } | { ok: false; reason: ClientFrameRejection };

const knownClientTypes: ReadonlySet<unknown> = new Set<ClientMessage['type']>(
  clientMessageSchema.options.map((option) => option.shape.type.value),
);

/** Validates one client text frame; the room logs and drops whatever this rejects. */
export function parseClientFrame(data: string): ParsedClientFrame {
  if (exceedsTextLimit(data)) return { ok: false, reason: 'oversized' };
  if (data === PLAYABLE) return { ok: true, message: PLAYABLE };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const type = typeof json === 'object' && json !== null ? (json as { type?: unknown }).type : undefined;
  if (!knownClientTypes.has(type)) return { ok: false, reason: 'unknown-type' };
  return { ok: false, reason: type === 'add-message' ? 'invalid-line' : 'invalid' };
}

function exceedsTextLimit(text: string): boolean {
  // A UTF-16 code unit encodes to one to three UTF-8 bytes, so the length alone usually decides without encoding.
  if (text.length > ROOM_LIMITS.maxTextBytes) return true;
  if (text.length * 3 <= ROOM_LIMITS.maxTextBytes) return false;
  return new TextEncoder().encode(text).length > ROOM_LIMITS.maxTextBytes;
}
