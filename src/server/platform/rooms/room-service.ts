import type { Hono } from 'hono';
import type { UpgradeWebSocket, WSContext } from 'hono/ws';
import { ROOM_CLOSE } from '../../../protocol/room-messages';
import type { AppEnv } from '../../auth/identity';
import { NEVER_JOINED, type ConsultationStore } from '../../consultations/consultation-store';
import type { Logger } from '../../log';
import { describeError } from '../../log';
import type { ErrorReporting } from '../../errors/error-reporting';
import type { VoiceEngine } from '../../voice/voice-engine';
import type { RoomTokens } from '../room-tokens';
import { Room, type RoomLimits } from './room';

export interface RoomServiceOptions {
  store: ConsultationStore;
  tokens: RoomTokens;
  engine: VoiceEngine;
  log: Logger;
  errors?: ErrorReporting;
  limits: RoomLimits;
  heartbeatMs?: number;
  /** This server instance, recorded on each call whose room it takes (several instances on one database). */
  instanceId?: string;
  /** False while this instance drains: no room is opened, the patient's retry goes to another instance. */
  accepting?: () => boolean;
}

/** WebSocket close code 1012 (service restart): this instance is shutting down, try again (another instance). */
const SHUTTING_DOWN = 1012;

interface HeartbeatSocket {
  ping(): void;
  terminate(): void;
  on(event: 'pong', listener: () => void): void;
}

/** The local real-time rooms at /platform/rooms/:callId: admission, heartbeat, and a clean end for every call. */
export function createRoomService(options: RoomServiceOptions) {
  const live = new Map<string, Room>();
  /** Calls being admitted (claimed, socket not yet open): theirs is a room about to be, not a room gone. */
  const opening = new Set<string>();
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const { log } = options;

  const refuse = (code: number, reason: string) => ({
    onOpen: (_event: Event, ws: WSContext) => ws.close(code, reason),
  });

  async function admit(callId: string, token: string | undefined) {
    const ticket = options.tokens.verify(token, callId);
    if (!ticket) return refuse(ROOM_CLOSE.unauthorized, 'Unauthorized');
    if (options.accepting && !options.accepting()) return refuse(SHUTTING_DOWN, 'Server shutting down');
    if (live.has(callId) || opening.has(callId))
      return refuse(ROOM_CLOSE.alreadyConnected, 'Call already connected');
    opening.add(callId);
    let claim: string;
    try {
      claim = await options.store.claim(callId, ticket.patientId, options.instanceId);
    } finally {
      opening.delete(callId);
    }
    if (claim === 'in-progress') return refuse(ROOM_CLOSE.alreadyConnected, 'Call already connected');
    if (claim !== 'claimed') return refuse(ROOM_CLOSE.unauthorized, 'Unauthorized');
    opening.add(callId);

    let room: Room | undefined;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    // Claimed but never opened (the client dropped during the handshake): nothing was said, so like a call never
    // joined it ends without a report and stays out of history.
    const abandoned = setTimeout(() => {
      opening.delete(callId);
      if (!room) void options.store.end(callId, { endedReason: NEVER_JOINED }).catch(() => undefined);
    }, 10_000);
    return {
      onOpen: (_event: Event, ws: WSContext) => {
        clearTimeout(abandoned);
        opening.delete(callId);
        room = new Room({
          callId,
          store: options.store,
          dialogue: options.engine.createDialogue(),
          tts: options.engine.tts,
          speechToText: options.engine.createSpeechToText?.(),
          log,
          errors: options.errors,
          limits: options.limits,
          transport: {
            sendText: (text) => ws.send(text),
            sendBinary: (bytes) => ws.send(bytes as Uint8Array<ArrayBuffer>),
            close: (code, reason) => ws.close(code, reason),
          },
          onEnded: () => {
            clearInterval(heartbeat);
            live.delete(callId);
          },
        });
        live.set(callId, room);
        // A client that stops answering pings is dropped within two heartbeats, ending its call.
        const socket = ws.raw as HeartbeatSocket | undefined;
        let alive = true;
        socket?.on('pong', () => (alive = true));
        heartbeat = setInterval(() => {
          if (!alive) {
            log.info('room.heartbeat.lost', { callId });
            socket?.terminate();
            void room?.end('customer-ended-call');
            return;
          }
          alive = false;
          socket?.ping();
        }, heartbeatMs);
        room.open();
        log.info('room.opened', { callId });
      },
      onMessage: (event: MessageEvent, _ws: WSContext) => {
        if (!room) return;
        try {
          if (typeof event.data === 'string') room.onText(event.data);
          else if (event.data instanceof ArrayBuffer) room.onBinary(new Uint8Array(event.data));
        } catch (error) {
          log.error('room.message.failed', { callId, ...describeError(error) });
          options.errors?.capture(error, { callId, event: 'room.message.failed' });
        }
      },
      onClose: () => room?.onClose(),
      onError: () => room?.onClose(),
    };
  }

  return {
    mount(app: Hono<AppEnv>, upgradeWebSocket: UpgradeWebSocket) {
      app.get(
        '/platform/rooms/:callId',
        upgradeWebSocket(async (c) => admit(c.req.param('callId') ?? '', c.req.query('token'))),
      );
    },
    /** Tells every room the server is going away and waits for their reports to be stored. */
    async shutdown() {
      await Promise.all([...live.values()].map((room) => room.end('server-shutdown', 1001)));
    },
    get liveRooms() {
      return live.size;
    },
    /** Whether this process holds the call's room, or is opening it. */
    isLive(callId: string) {
      return live.has(callId) || opening.has(callId);
    },
  };
}

export type RoomService = ReturnType<typeof createRoomService>;
