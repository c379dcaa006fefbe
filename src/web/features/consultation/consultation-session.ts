// One consultation's live call, outside React: it outlives the navigation from /services to /hospital-call/{id},
// turns the call client's events into consultation-state transitions, and lets any screen subscribe.
import { createCallClient, isLocalCallClient, type VoiceConfig } from '../../call-client/create-call-client';
import type { CallClient } from '../../call-client/types';
import { callStartErrorMessage } from '../../../domain/call-errors';
import { errorTexts } from '../../../domain/spec-texts';
import { hostedCallOverrides, hostedCallServer, type HostedCallServer } from './hosted-consultation';
import {
  consultationReducer,
  initialConsultationState,
  type ConsultationEvent,
  type ConsultationState,
} from './consultation-state';

export type StartOutcome =
  { ok: true; callId: string } | { ok: false; error: unknown; stage: 'init' | 'start' };

export class ConsultationSession {
  private state: ConsultationState = initialConsultationState;
  private readonly listeners = new Set<() => void>();
  private client: CallClient | null = null;
  private lastError: unknown;

  constructor(
    readonly voice: VoiceConfig,
    private readonly createClient: (voice: VoiceConfig) => Promise<CallClient> = createCallClient,
    private readonly hosted: HostedCallServer = hostedCallServer,
  ) {}

  getState = (): ConsultationState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get active(): boolean {
    return this.state.phase === 'connecting' || this.state.phase === 'in-progress';
  }

  /** Starts the call; a hosted one with a ticket from our server and the patient's first name for the assistant. */
  async start(patient: { firstName: string } = { firstName: '' }): Promise<StartOutcome> {
    this.dispatch({ type: 'start-requested' });
    let client: CallClient;
    try {
      client = await this.createClient(this.voice);
    } catch (error) {
      this.dispatch({ type: 'failed' });
      return { ok: false, error, stage: 'init' };
    }
    this.client = client;
    this.listen(client);
    try {
      const ticket = this.voice.platform === 'vapi' ? await this.hosted.requestTicket() : null;
      const call = ticket
        ? await client.start(this.voice.assistantId, hostedCallOverrides(patient.firstName, ticket))
        : await client.start(this.voice.assistantId);
      if (!call) {
        this.dispatch({ type: 'failed' });
        return { ok: false, error: this.lastError ?? new Error('The call could not start.'), stage: 'start' };
      }
      if (!call.id) {
        await client.stop().catch(() => undefined);
        this.dispatch({ type: 'failed' });
        return {
          ok: false,
          error: new Error('Connection established but no callId was returned'),
          stage: 'start',
        };
      }
      this.dispatch({ type: 'call-created', callId: call.id });
      if (ticket) void this.hosted.register(call.id, ticket).catch(() => undefined);
      return { ok: true, callId: call.id };
    } catch (error) {
      this.dispatch({ type: 'failed' });
      return { ok: false, error, stage: 'start' };
    }
  }

  /** Ends the call; rejects when the client could not end it properly. */
  async stop() {
    if (!this.client || !this.active) return;
    this.dispatch({ type: 'stop-requested' });
    await this.client.stop();
  }

  setMuted(muted: boolean) {
    if (!this.client) return;
    this.client.setMuted(muted);
    this.dispatch({ type: 'muted', muted: this.client.isMuted() });
  }

  /** The patient's answer to whether the browser's provider may hear them (local platform only). */
  chooseCloudVoiceInput(allowed: boolean) {
    if (this.client && isLocalCallClient(this.client)) this.client.chooseCloudVoiceInput(allowed);
  }

  /** A typed patient turn: the same add-message a recognised utterance becomes. */
  sendText(text: string) {
    this.client?.send({ type: 'add-message', message: { role: 'user', content: text } });
  }

  private listen(client: CallClient) {
    client.on('call-start', () => this.dispatch({ type: 'call-start' }));
    client.on('call-end', () => this.dispatch({ type: 'call-end' }));
    client.on('speech-start', () => this.dispatch({ type: 'speech', speaking: true }));
    client.on('speech-end', () => this.dispatch({ type: 'speech', speaking: false }));
    client.on('volume-level', (level) => this.dispatch({ type: 'volume', level }));
    client.on('error', (error) => {
      this.lastError = error;
    });
    client.on('message', (message) => {
      const event = eventFromMessage(message);
      if (event) this.dispatch(event);
    });
    if (isLocalCallClient(client)) {
      client.on('speech-recognition-unavailable', () => this.dispatch({ type: 'speech-input-unavailable' }));
      client.on('voice-input', (state) => this.dispatch({ type: 'voice-input', state }));
      client.on('microphone-level', (level) => this.dispatch({ type: 'patient-volume', level }));
      client.on('patient-heard', () => this.dispatch({ type: 'patient-heard' }));
    }
  }

  private dispatch(event: ConsultationEvent) {
    const next = consultationReducer(this.state, event);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}

/**
 * The platform messages the screen cares about: transcript lines, partial and final, the platform's own end of the
 * call, and the local room's notice that a patient's line was not taken.
 */
export function eventFromMessage(message: unknown): ConsultationEvent | null {
  if (!message || typeof message !== 'object') return null;
  const m = message as Record<string, unknown>;
  if (
    m.type === 'transcript' &&
    (m.transcriptType === 'final' || m.transcriptType === 'partial') &&
    typeof m.transcript === 'string' &&
    m.transcript.trim() &&
    (m.role === 'user' || m.role === 'assistant')
  ) {
    const type = m.transcriptType === 'final' ? 'final-transcript' : 'partial-transcript';
    return { type, role: m.role, text: m.transcript.trim() };
  }
  if (m.type === 'notice' && m.notice === 'message-not-sent') return { type: 'message-not-sent' };
  if (m.type === 'status-update' && m.status === 'ended')
    return { type: 'ended-status', reason: String(m.endedReason ?? 'ended') };
  return null;
}

/** The message a patient sees when a call could not start: the spec's catalogue, or the init failure. */
export function startFailureMessage(outcome: Extract<StartOutcome, { ok: false }>): string {
  return outcome.stage === 'init' ? errorTexts.initFailure : callStartErrorMessage(outcome.error);
}

/** A new consultation for the configured voice platform, made the active one so any screen can adopt it. */
export function beginConsultation(voice: VoiceConfig): ConsultationSession {
  const session = new ConsultationSession(voice);
  activeSession.set(session);
  return session;
}

// The call in progress, handed from the services page to the consultation screen without a page reload.
let current: ConsultationSession | null = null;

export const activeSession = {
  get: () => current,
  set: (session: ConsultationSession | null) => {
    current = session;
  },
};
