// The one surface the consultation UI talks to: the hosted platform's web SDK (`@vapi-ai/web`), restated.
// `Vapi` satisfies it as is; `LocalCallClient` reproduces it over our own room (ARCHITECTURE.md section 5).
import type { ClientMessage } from '../../protocol/room-messages';

/** The call returned by `start`: what both platforms' `POST /call/web` answer at least contains. */
export interface Call {
  id: string;
  status?: string;
}

/** An assistant (or squad) by id, or an inline definition. */
export type AssistantOrId = string | object;

export interface CallEvents {
  'call-start': () => void;
  'call-end': () => void;
  /** A server message (`transcript`, `status-update`, ...). Unvalidated, as the hosted SDK delivers it. */
  message: (message: unknown) => void;
  error: (error: unknown) => void;
  video: (track: MediaStreamTrack) => void;
  /** The assistant started speaking (its audio level rose above the threshold). */
  'speech-start': () => void;
  /** The assistant has been silent for a second. */
  'speech-end': () => void;
  /** The assistant's audio level, 0 to 1, every 100 ms. */
  'volume-level': (volume: number) => void;
  'daily-participant-updated': (participant: unknown) => void;
}

export interface CallClient {
  /** Throws `Assistant or Squad must be provided.` without either; resolves `null` if already started or on failure. */
  start(assistant?: AssistantOrId, assistantOverrides?: object, squad?: AssistantOrId): Promise<Call | null>;
  stop(): Promise<void>;
  send(message: ClientMessage): void;
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean): void;
  /** Throws `Call object is not available.` without a call. */
  setMuted(mute: boolean): void;
  isMuted(): boolean;
  on: Subscribe<CallEvents>;
  off: Subscribe<CallEvents>;
  once: Subscribe<CallEvents>;
}

/**
 * An event map of handler signatures as `EventEmitter`'s map of argument lists: the local client is the same
 * `EventEmitter` (from `events`) the hosted SDK extends, so both behave alike (an `error` nobody listens to throws).
 */
export type EventArgs<Events> = {
  [E in keyof Events]: Events[E] extends (...args: infer A) => void ? A : never;
};

/**
 * One overload per event, `(event, handler) => void`. Written out as overloads rather than one generic signature
 * so that `Vapi`'s own generic `on` (over its larger event map) is checked against ours event by event.
 */
export type Subscribe<Events> = UnionToIntersection<
  { [E in keyof Events]: (event: E, handler: Events[E]) => void }[keyof Events]
>;

type UnionToIntersection<U> = (U extends unknown ? (member: U) => void : never) extends (all: infer I) => void
  ? I
  : never;
