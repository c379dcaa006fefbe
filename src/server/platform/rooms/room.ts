import type { TranscriptTurn } from '../../../domain/transcript';
import {
  AUDIO,
  LISTENING,
  parseClientFrame,
  type ClientMessage,
  type ServerMessage,
} from '../../../protocol/room-messages';
import type { ConsultationStore } from '../../consultations/consultation-store';
import { finishConsultation } from '../../consultations/finish-consultation';
import type { Logger } from '../../log';
import { describeError } from '../../log';
import type { ConsultationDialogue } from '../../voice/dialogue/consultation-dialogue';
import type { TextToSpeech } from '../../voice/tts';
import type { SegmenterEvents, SpeechSegmenter, SpeechToText } from '../../voice/stt';
import { FrameGuard } from './frame-guard';
import type { ErrorReporting } from '../../errors/error-reporting';
import { pcm16FromBytes } from '../../../protocol/pcm16';
import { cleanPatientText } from '../../../domain/patient-text';
import { DoctorVoice } from './doctor-voice';
import { TranscriptRecorder } from './transcript-recorder';
import {
  TurnTaking,
  type DoctorTurn,
  type EndedReason,
  type PatientLine,
  type TurnEffect,
  type TurnEvent,
} from './turn-taking';

export type { EndedReason } from './turn-taking';
export { spokenPart } from './doctor-voice';

export interface RoomTransport {
  sendText(text: string): void;
  sendBinary(bytes: Uint8Array): void;
  close(code: number, reason: string): void;
}

export interface RoomLimits {
  silenceMs: number;
  maxDurationMs: number;
  /** How long to wait for the client's 'playable' before greeting anyway. */
  playableWaitMs: number;
}

export interface RoomDeps {
  callId: string;
  store: ConsultationStore;
  dialogue: ConsultationDialogue;
  tts: TextToSpeech;
  /** Server-side speech-to-text: the transcriber, and a segmenter per room to find the patient's utterances. */
  speechToText?: { stt: SpeechToText; createSegmenter(events: SegmenterEvents): SpeechSegmenter };
  transport: RoomTransport;
  log: Logger;
  /** Where failures are reported besides the log (Sentry when SENTRY_DSN is set). */
  errors?: ErrorReporting;
  limits: RoomLimits;
  onEnded?: () => void;
}

/**
 * One live consultation, wired: frames in through the guard, the turn-taking rules deciding who speaks, the
 * recorder storing every final line before the patient sees it, the doctor's voice out, and a report when it ends.
 */
export class Room {
  private readonly turns = new TurnTaking();
  private readonly voice: DoctorVoice;
  private readonly recorder: TranscriptRecorder;
  private readonly segmenter?: SpeechSegmenter;
  private readonly guard = new FrameGuard();
  /** Frames refused on this connection: the first is logged, the count is logged when the call ends. */
  private droppedFrames = 0;
  private sayRefused = false;
  /** Lines the browser heard from the speakers (the doctor's own words): counted, logged once at the end. */
  private echoesDropped = 0;
  private readonly startedAt = performance.now();
  private readonly conversation: {
    role: 'user' | 'assistant';
    message: string;
    time: number;
    secondsFromStart: number;
  }[] = [];
  private doctorTurn?: { id: number; abort: AbortController };
  /** Patient-line saves not yet reported back to the turn-taking: the end of the call waits for every one. */
  private readonly savesInFlight = new Set<Promise<void>>();
  private silenceTimer?: ReturnType<typeof setTimeout>;
  private readonly maxTimer: ReturnType<typeof setTimeout>;
  private playableTimer?: ReturnType<typeof setTimeout>;
  readonly finished: Promise<void>;
  private resolveFinished!: () => void;

  constructor(private readonly deps: RoomDeps) {
    const { callId, log } = deps;
    this.voice = new DoctorVoice({
      callId,
      tts: deps.tts,
      log,
      sendAudio: (frame) => deps.transport.sendBinary(frame),
      send: (message) => this.send(message),
      said: (text) => this.record({ role: 'assistant', text }),
      live: () => !this.turns.hasEnded,
    });
    this.recorder = new TranscriptRecorder({
      callId,
      store: deps.store,
      log,
      errors: deps.errors,
      onStored: (line, at) => this.show(line, at),
    });
    this.segmenter = deps.speechToText?.createSegmenter({
      onSpeechStart: () => this.dispatch({ type: 'patient-started-speaking' }),
      onUtterance: (utterance) => void this.transcribe(utterance.samples),
      onError: (error) => log.warn('room.vad.failed', { callId, ...describeError(error) }),
    });
    this.maxTimer = setTimeout(
      () => this.dispatch({ type: 'max-duration-reached' }),
      deps.limits.maxDurationMs,
    );
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  /** The room is ready: tell the client what it takes, that the call is in progress, and that we listen. */
  open() {
    this.send({
      type: 'room-info',
      acceptsAudio: Boolean(this.deps.speechToText),
      sampleRate: AUDIO.sampleRate,
    });
    this.send({ type: 'status-update', status: 'in-progress' });
    this.deps.transport.sendText(LISTENING);
    this.armSilenceTimer();
    this.playableTimer = setTimeout(() => this.greet(), this.deps.limits.playableWaitMs);
  }

  onText(data: string) {
    // Whatever a closed call's socket still had buffered is discarded unread.
    if (this.turns.hasEnded) return;
    const verdict = this.guard.check('text', Buffer.byteLength(data));
    if (verdict !== 'accept') return this.dropped(verdict, 'text-frame-over-limit');
    const parsed = parseClientFrame(data);
    if (!parsed.ok) {
      const verdict = this.guard.reject();
      if (parsed.reason === 'invalid-line' && verdict === 'drop') this.dispatch({ type: 'line-refused' });
      return this.dropped(verdict, parsed.reason);
    }
    if (parsed.message === 'playable') return this.greet();
    this.handle(parsed.message);
  }

  onBinary(bytes: Uint8Array) {
    if (this.turns.hasEnded) return;
    const verdict = this.guard.check('binary', bytes.byteLength);
    if (verdict !== 'accept') return this.dropped(verdict, 'binary-frame-over-limit');
    if (!this.deps.speechToText || bytes.byteLength % 2 !== 0) return;
    this.segmenter?.feed(pcm16FromBytes(bytes));
  }

  /** The socket went away (the patient left, or the heartbeat found it dead). */
  onClose() {
    void this.end('customer-ended-call');
  }

  end(reason: EndedReason, closeCode = 1000): Promise<void> {
    this.dispatch({ type: 'end', reason, closeCode });
    return this.finished;
  }

  private handle(message: ClientMessage) {
    switch (message.type) {
      case 'add-message':
        return this.patientSaid(message.message.content, message.source === 'speech' ? 'speech' : 'typed');
      case 'say':
        // Only the server's doctor speaks as the doctor: a client's words would be recorded, and reported, as advice.
        if (!this.sayRefused) this.deps.log.warn('room.say.refused', { callId: this.deps.callId });
        this.sayRefused = true;
        return;
      case 'control':
        if (message.control === 'mute-assistant') this.voice.muted = true;
        if (message.control === 'unmute-assistant') this.voice.muted = false;
        if (message.control === 'say-first-message') this.greet();
        return;
      case 'end-call':
        return void this.end('customer-ended-call');
    }
  }

  private greet() {
    clearTimeout(this.playableTimer);
    this.dispatch({ type: 'greet' });
  }

  private patientSaid(raw: string, source: 'typed' | 'speech' | 'server-stt') {
    if (this.turns.hasEnded) return;
    const text = cleanPatientText(raw);
    // Only the browser's recogniser can hear the doctor through the speakers; typed words are never an echo.
    if (text && source === 'speech' && this.voice.isEcho(text)) {
      this.echoesDropped += 1;
      return;
    }
    this.dispatch({ type: 'patient-said', text, at: performance.now() });
  }

  private async transcribe(samples: Int16Array) {
    try {
      const text = await this.deps.speechToText!.stt.transcribe(samples);
      if (text.trim()) this.patientSaid(text, 'server-stt');
    } catch (error) {
      this.deps.log.warn('room.stt.failed', { callId: this.deps.callId, ...describeError(error) });
    }
  }

  private dispatch(event: TurnEvent) {
    for (const effect of this.turns.handle(event)) this.apply(effect);
  }

  private apply(effect: TurnEffect) {
    switch (effect.type) {
      case 'interrupt-voice':
        if (this.voice.interrupt()) this.send({ type: 'user-interrupted' });
        return;
      case 'abort-doctor-turn':
        if (this.doctorTurn?.id === effect.id) this.doctorTurn.abort.abort();
        return;
      case 'start-doctor-turn':
        return this.startDoctorTurn(effect.turn);
      case 'save-patient-line':
        return this.savePatientLine(effect.line);
      case 'notice-not-sent':
        return this.send({ type: 'notice', notice: 'message-not-sent' });
      case 'arm-silence-timer':
        return this.armSilenceTimer();
      case 'finish':
        return void this.finish(effect.reason, effect.closeCode);
    }
  }

  /** A line that could not be stored is not answered: the doctor never replies to words the record lacks. */
  private savePatientLine(line: PatientLine) {
    const reported: Promise<void> = this.record({ role: 'user', text: line.text }).then(
      (stored) => this.dispatch({ type: stored ? 'line-saved' : 'line-not-saved', id: line.id }),
      (error: unknown) => {
        // Stored, but showing it failed: answered all the same, since the record has it.
        this.deps.log.error('room.turn.failed', { callId: this.deps.callId, ...describeError(error) });
        this.dispatch({ type: 'line-saved', id: line.id });
      },
    );
    this.savesInFlight.add(reported);
    const done = () => void this.savesInFlight.delete(reported);
    reported.then(done, done);
  }

  /** Runs one doctor turn until it ends or the patient interrupts it, then reports back to the turn-taking. */
  private startDoctorTurn(turn: DoctorTurn) {
    const abort = new AbortController();
    this.doctorTurn = { id: turn.id, abort };
    void (async () => {
      let endCall = false;
      try {
        endCall =
          turn.kind === 'greeting'
            ? await this.greeting(abort.signal)
            : await this.answer(turn, abort.signal);
      } catch (error) {
        if (!abort.signal.aborted) {
          this.deps.log.error('room.turn.failed', { callId: this.deps.callId, ...describeError(error) });
          this.deps.errors?.capture(error, { callId: this.deps.callId, event: 'room.turn.failed' });
        }
      }
      if (this.doctorTurn?.id === turn.id) this.doctorTurn = undefined;
      this.dispatch({ type: 'doctor-turn-ended', id: turn.id, endCall });
    })();
  }

  private async greeting(signal: AbortSignal): Promise<boolean> {
    await this.voice.speak(this.deps.dialogue.opening(), signal);
    return false;
  }

  /** The doctor's reply to one stored patient line, with the time from the line to the reply's first sound. */
  private async answer(turn: Extract<DoctorTurn, { kind: 'reply' }>, signal: AbortSignal): Promise<boolean> {
    const reply = this.deps.dialogue.reply(turn.line.text, signal);
    let firstAudioAt: number | undefined;
    await this.voice.speak(reply, signal, () => (firstAudioAt ??= performance.now()));
    if (firstAudioAt !== undefined) {
      this.send({
        type: 'metrics',
        turn: turn.number,
        endOfUtteranceMs: 0,
        firstAudioMs: Math.round(firstAudioAt - turn.line.receivedAt),
      });
    }
    return reply.endCall();
  }

  /** A final line: stored first, then shown. False if not stored. */
  private record(line: TranscriptTurn): Promise<boolean> {
    // Once the call has ended nothing more is spoken, so no doctor line can be recorded as said.
    if (this.turns.hasEnded && line.role === 'assistant') return Promise.resolve(false);
    return this.recorder.record(line);
  }

  private show(line: TranscriptTurn, at: Date) {
    if (line.role === 'assistant') {
      this.deps.dialogue.recordSpoken(line.text);
      this.voice.heardAloud(line.text);
    }
    this.send({ type: 'transcript', role: line.role, transcriptType: 'final', transcript: line.text });
    this.conversation.push({
      role: line.role,
      message: line.text,
      time: at.getTime(),
      secondsFromStart: Math.round((performance.now() - this.startedAt) / 100) / 10,
    });
    this.send({ type: 'conversation-update', messages: this.conversation });
  }

  /** The call is over: every line kept, the report stored before the patient is told, then the socket closed. */
  private async finish(reason: EndedReason, closeCode: number) {
    clearTimeout(this.silenceTimer);
    clearTimeout(this.maxTimer);
    clearTimeout(this.playableTimer);
    void this.segmenter?.close();
    const { callId, store, log, dialogue } = this.deps;
    try {
      // Every save in flight has reported back (stored, or kept for here), whatever order its promises settle in.
      await Promise.allSettled([...this.savesInFlight]);
      await this.recorder.settled();
      const gone = AbortSignal.abort();
      for (const line of this.turns.lastWords()) {
        if (!line.stored) void this.recorder.record({ role: 'user', text: line.text });
        // Not answered any more, but heard: a red flag in the patient's last words is still recorded.
        dialogue.reply(line.text, gone);
      }
      await this.recorder.settled();
      // The report exists before the patient is told the call has ended, even if the browser is gone.
      await finishConsultation(store, callId, {
        endedReason: reason,
        triage: dialogue.outcome(),
        record: dialogue.record(),
      });
    } catch (error) {
      log.error('room.end.failed', { callId, ...describeError(error) });
      this.deps.errors?.capture(error, { callId, event: 'room.end.failed' });
    }
    this.send({ type: 'status-update', status: 'ended', endedReason: reason });
    this.deps.transport.close(closeCode, reason);
    log.info('room.ended', {
      callId,
      reason,
      turns: this.turns.turns,
      droppedFrames: this.droppedFrames,
      echoesDropped: this.echoesDropped,
    });
    this.deps.onEnded?.();
    this.resolveFinished();
  }

  private armSilenceTimer() {
    clearTimeout(this.silenceTimer);
    if (!this.turns.hasEnded)
      this.silenceTimer = setTimeout(
        () => this.dispatch({ type: 'silence-timed-out' }),
        this.deps.limits.silenceMs,
      );
  }

  /** Logs a connection's first refused frame only, so a flood cannot flood the log. */
  private dropped(verdict: 'accept' | 'drop' | 'close', reason: string) {
    this.droppedFrames += 1;
    if (this.droppedFrames === 1)
      this.deps.log.warn('room.frame.dropped', { callId: this.deps.callId, reason });
    if (verdict === 'close') this.abuse();
  }

  private abuse() {
    if (this.turns.hasEnded) return;
    this.deps.log.warn('room.closed.abuse', { callId: this.deps.callId, droppedFrames: this.droppedFrames });
    void this.end('connection-policy-violation', 1008);
  }

  private send(message: ServerMessage) {
    if (message.type !== 'status-update' && this.turns.hasEnded) return;
    this.deps.transport.sendText(JSON.stringify(message));
  }
}
