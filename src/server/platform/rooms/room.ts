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
import type { ConsultationDialogue, DoctorReply } from '../../voice/dialogue/consultation-dialogue';
import type { TextToSpeech } from '../../voice/tts';
import type { SegmenterEvents, SpeechSegmenter, SpeechToText } from '../../voice/stt';
import { EchoGuard } from './echo-guard';
import { FrameGuard } from './frame-guard';
import type { ErrorReporting } from '../../errors/error-reporting';
import { pcm16FromBytes } from '../../../protocol/pcm16';
import { cleanPatientText } from '../../../domain/patient-text';
import { Speaker } from './speaker';

export type EndedReason =
  | 'customer-ended-call'
  | 'assistant-ended-call'
  | 'silence-timed-out'
  | 'exceeded-max-duration'
  | 'server-shutdown'
  | 'connection-policy-violation';

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

interface Turn {
  abort: AbortController;
  interruptible: boolean;
  done: Promise<void>;
}

/**
 * One live consultation: the patient's turns in, the doctor's spoken replies out, every final line persisted
 * before the patient sees it, and a report built when it ends.
 */
export class Room {
  private readonly speaker: Speaker;
  private readonly segmenter?: SpeechSegmenter;
  private readonly guard = new FrameGuard();
  /** Frames refused on this connection: the first is logged, the count is logged when the call ends. */
  private droppedFrames = 0;
  private sayRefused = false;
  /** Lines the browser heard from the speakers (the doctor's own words): counted, logged once at the end. */
  private echoesDropped = 0;
  private readonly echo = new EchoGuard();
  private readonly startedAt = performance.now();
  private readonly conversation: {
    role: 'user' | 'assistant';
    message: string;
    time: number;
    secondsFromStart: number;
  }[] = [];
  private turn?: Turn;
  private turnCount = 0;
  private ended = false;
  private greeted = false;
  private silenceTimer?: ReturnType<typeof setTimeout>;
  private readonly maxTimer: ReturnType<typeof setTimeout>;
  private playableTimer?: ReturnType<typeof setTimeout>;
  /** Serialises writes of final lines, so they land in the order the patient sees them. */
  private persisted: Promise<void> = Promise.resolve();
  private patientTurns: Promise<void> = Promise.resolve();
  /** Patient lines received but not yet stored: stored by end() if the call ends first, so none is lost. */
  private readonly unsaved = new Map<number, string>();
  private nextLineId = 0;
  readonly finished: Promise<void>;
  private resolveFinished!: () => void;

  constructor(private readonly deps: RoomDeps) {
    this.speaker = new Speaker((frame) => deps.transport.sendBinary(frame));
    this.segmenter = deps.speechToText?.createSegmenter({
      onSpeechStart: () => {
        if (this.speaker.speaking && this.turn?.interruptible) this.interruptDoctor();
      },
      onUtterance: (utterance) => void this.transcribe(utterance.samples),
      onError: (error) => deps.log.warn('room.vad.failed', { callId: deps.callId, ...describeError(error) }),
    });
    this.maxTimer = setTimeout(() => void this.end('exceeded-max-duration'), deps.limits.maxDurationMs);
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
    if (this.ended) return;
    const verdict = this.guard.check('text', Buffer.byteLength(data));
    if (verdict !== 'accept') return this.dropped(verdict, 'text-frame-over-limit');
    const parsed = parseClientFrame(data);
    if (!parsed.ok) {
      const verdict = this.guard.reject();
      if (parsed.reason === 'invalid-line' && verdict === 'drop') this.notSent();
      return this.dropped(verdict, parsed.reason);
    }
    if (parsed.message === 'playable') return this.greet();
    this.handle(parsed.message);
  }

  onBinary(bytes: Uint8Array) {
    if (this.ended) return;
    const verdict = this.guard.check('binary', bytes.byteLength);
    if (verdict !== 'accept') return this.dropped(verdict, 'binary-frame-over-limit');
    if (!this.deps.speechToText || bytes.byteLength % 2 !== 0) return;
    this.segmenter?.feed(pcm16FromBytes(bytes));
  }

  /** The socket went away (the patient left, or the heartbeat found it dead). */
  onClose() {
    void this.end('customer-ended-call');
  }

  async end(reason: EndedReason, closeCode = 1000) {
    if (this.ended) return this.finished;
    this.ended = true;
    clearTimeout(this.silenceTimer);
    clearTimeout(this.maxTimer);
    clearTimeout(this.playableTimer);
    this.turn?.abort.abort();
    this.speaker.interrupt();
    void this.segmenter?.close();
    const { callId, store, log } = this.deps;
    try {
      await this.persisted;
      const lastWords = [...this.unsaved.values()];
      this.unsaved.clear();
      const gone = AbortSignal.abort();
      for (const text of lastWords) {
        void this.commit({ role: 'user', text });
        // Not answered any more, but heard: a red flag in the patient's last words is still recorded.
        this.deps.dialogue.reply(text, gone);
      }
      await this.persisted;
      // The report exists before the patient is told the call has ended, even if the browser is gone.
      await finishConsultation(store, callId, {
        endedReason: reason,
        triage: this.deps.dialogue.outcome(),
        record: this.deps.dialogue.record(),
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
      turns: this.turnCount,
      droppedFrames: this.droppedFrames,
      echoesDropped: this.echoesDropped,
    });
    this.deps.onEnded?.();
    this.resolveFinished();
  }

  private handle(message: ClientMessage) {
    switch (message.type) {
      case 'add-message':
        return void this.patientSaid(
          message.message.content,
          message.source === 'speech' ? 'speech' : 'typed',
        );
      case 'say':
        // Only the server's doctor speaks as the doctor: a client's words would be recorded, and reported, as advice.
        if (!this.sayRefused) this.deps.log.warn('room.say.refused', { callId: this.deps.callId });
        this.sayRefused = true;
        return;
      case 'control':
        if (message.control === 'mute-assistant') this.speaker.muted = true;
        if (message.control === 'unmute-assistant') this.speaker.muted = false;
        if (message.control === 'say-first-message') this.greet();
        return;
      case 'end-call':
        return void this.end('customer-ended-call');
    }
  }

  private greet() {
    clearTimeout(this.playableTimer);
    if (this.greeted || this.ended) return;
    this.greeted = true;
    void this.startTurn((signal) => this.speak(this.deps.dialogue.opening(), signal), true, false);
  }

  /** A patient turn interrupts the doctor at once (barge-in); turns are then taken in the order they came. */
  private patientSaid(raw: string, source: 'typed' | 'speech' | 'server-stt'): Promise<void> {
    if (this.ended) return this.patientTurns;
    const text = cleanPatientText(raw);
    // Nothing left once cleaned (only control characters): not heard, and the patient is told so.
    if (!text) {
      this.notSent();
      return this.patientTurns;
    }
    // Only the browser's recogniser can hear the doctor through the speakers; typed words are never an echo.
    if (source === 'speech' && this.echo.isEcho(text)) {
      this.echoesDropped += 1;
      return this.patientTurns;
    }
    const receivedAt = performance.now();
    if (!this.turn || this.turn.interruptible) {
      if (this.speaker.speaking) this.interruptDoctor();
      this.turn?.abort.abort();
    }
    const id = this.nextLineId++;
    this.unsaved.set(id, text);
    this.patientTurns = this.patientTurns.then(() => this.takePatientTurn(id, text, receivedAt));
    return this.patientTurns;
  }

  private async takePatientTurn(id: number, text: string, receivedAt: number) {
    await this.turn?.done;
    if (this.ended || !this.unsaved.delete(id)) return;
    this.armSilenceTimer();
    // A line that could not be stored is not answered: the doctor never replies to words the record lacks. It is
    // kept, and tried again when the call ends, so a brief database failure loses nothing the patient said.
    if (!(await this.commit({ role: 'user', text }))) {
      if (!this.ended) this.unsaved.set(id, text);
      this.notSent();
      return;
    }
    if (this.ended) return;
    this.turnCount += 1;
    const turnNumber = this.turnCount;
    void this.startTurn(
      async (signal) => {
        const reply = this.deps.dialogue.reply(text, signal);
        let firstAudioAt: number | undefined;
        await this.speak(reply, signal, () => (firstAudioAt ??= performance.now()));
        if (firstAudioAt !== undefined) {
          this.send({
            type: 'metrics',
            turn: turnNumber,
            endOfUtteranceMs: 0,
            firstAudioMs: Math.round(firstAudioAt - receivedAt),
          });
        }
        return reply.endCall();
      },
      true,
      false,
    );
  }

  private async transcribe(samples: Int16Array) {
    try {
      const text = await this.deps.speechToText!.stt.transcribe(samples);
      if (text.trim()) await this.patientSaid(text, 'server-stt');
    } catch (error) {
      this.deps.log.warn('room.stt.failed', { callId: this.deps.callId, ...describeError(error) });
    }
  }

  /** Runs one doctor turn; a new patient turn aborts it. Ends the call afterwards when the turn asks to. */
  private startTurn(
    run: (signal: AbortSignal) => Promise<boolean | void>,
    interruptible: boolean,
    endAfter: boolean,
  ) {
    if (this.ended) return Promise.resolve();
    const abort = new AbortController();
    const done = (async () => {
      try {
        const endCall = await run(abort.signal);
        if ((endCall || endAfter) && !abort.signal.aborted) await this.end('assistant-ended-call');
      } catch (error) {
        if (!abort.signal.aborted) {
          this.deps.log.error('room.turn.failed', { callId: this.deps.callId, ...describeError(error) });
          this.deps.errors?.capture(error, { callId: this.deps.callId, event: 'room.turn.failed' });
        }
      } finally {
        this.armSilenceTimer();
      }
    })();
    this.turn = { abort, interruptible, done };
    return done;
  }

  /** Speaks a reply sentence by sentence, synthesising the next sentence while the current one plays. */
  private async speak(reply: DoctorReply, signal: AbortSignal, onFirstAudio?: () => void) {
    const iterator = reply.sentences[Symbol.asyncIterator]();
    const synthesize = async (): Promise<{ text: string; audio?: Int16Array } | undefined> => {
      const next = await iterator.next();
      if (next.done || signal.aborted) return undefined;
      try {
        return { text: next.value, audio: await this.deps.tts.synthesize(next.value, signal) };
      } catch (error) {
        if (!signal.aborted)
          this.deps.log.warn('room.tts.failed', { callId: this.deps.callId, ...describeError(error) });
        return { text: next.value };
      }
    };
    let started = false;
    let upcoming = synthesize();
    for (let sentence = await upcoming; sentence && !signal.aborted; sentence = await upcoming) {
      upcoming = synthesize();
      if (!started) {
        started = true;
        this.send({ type: 'speech-update', status: 'started', role: 'assistant' });
      }
      if (!sentence.audio) {
        await this.commit({ role: 'assistant', text: sentence.text });
        continue;
      }
      const partials = this.partialsWhilePlaying(sentence.text, sentence.audio.length);
      const played = await this.speaker.play(sentence.audio, () => {
        onFirstAudio?.();
        partials.start();
      });
      partials.stop();
      const heard = played.completed
        ? sentence.text
        : spokenPart(sentence.text, played.playedMs / played.totalMs);
      if (heard) await this.commit({ role: 'assistant', text: heard });
      if (!played.completed) break;
    }
    if (started) this.send({ type: 'speech-update', status: 'stopped', role: 'assistant' });
    if (signal.aborted) void upcoming.catch(() => undefined);
  }

  /**
   * Shows the doctor's sentence as it is heard: a partial line grows word by word in step with the audio, and the
   * final line replaces it once the sentence has played. Word timing is the audio shared out evenly by word, and a
   * word shows once its share has played: the same rule as spokenPart, so an interrupted sentence's final line
   * never holds fewer words than the screen showed.
   */
  private partialsWhilePlaying(text: string, samples: number) {
    const words = text.split(/\s+/).filter(Boolean);
    const totalMs = (samples / AUDIO.sampleRate) * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = 0;
    let startedAt = 0;
    const next = () => {
      shown += 1;
      this.send({
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'partial',
        transcript: words.slice(0, shown).join(' '),
      });
      // The last word stays for the final line, which comes when the audio has played out.
      if (shown < words.length - 1) schedule();
    };
    const schedule = () => {
      const due = startedAt + ((shown + 1) / words.length) * totalMs - performance.now();
      timer = setTimeout(next, Math.max(0, due));
    };
    return {
      start: () => {
        if (words.length < 2 || this.ended) return;
        startedAt = performance.now();
        schedule();
      },
      stop: () => clearTimeout(timer),
    };
  }

  /** Tells the patient a line of theirs was not taken: the doctor did not hear it. */
  private notSent() {
    this.send({ type: 'notice', notice: 'message-not-sent' });
  }

  private interruptDoctor() {
    this.speaker.interrupt();
    this.send({ type: 'user-interrupted' });
  }

  /** A final line: stored first, then shown, so nothing the patient has seen can be lost. False if not stored. */
  private commit(turn: TranscriptTurn): Promise<boolean> {
    // Once the call has ended nothing more is spoken, so no doctor line can be recorded as said.
    if (this.ended && turn.role === 'assistant') return Promise.resolve(false);
    const at = new Date();
    const write = this.persisted.then(() => this.deps.store.appendLine(this.deps.callId, turn, at));
    this.persisted = write.catch((error: unknown) => {
      this.deps.log.error('room.persist.failed', { callId: this.deps.callId, ...describeError(error) });
      this.deps.errors?.capture(error, { callId: this.deps.callId, event: 'room.persist.failed' });
    });
    return write.then(
      () => {
        if (turn.role === 'assistant') {
          this.deps.dialogue.recordSpoken(turn.text);
          this.echo.doctorSaid(turn.text);
        }
        this.send({ type: 'transcript', role: turn.role, transcriptType: 'final', transcript: turn.text });
        this.conversation.push({
          role: turn.role,
          message: turn.text,
          time: at.getTime(),
          secondsFromStart: Math.round((performance.now() - this.startedAt) / 100) / 10,
        });
        this.send({ type: 'conversation-update', messages: this.conversation });
        return true;
      },
      () => false,
    );
  }

  private armSilenceTimer() {
    clearTimeout(this.silenceTimer);
    if (!this.ended)
      this.silenceTimer = setTimeout(() => void this.end('silence-timed-out'), this.deps.limits.silenceMs);
  }

  /** Logs a connection's first refused frame only, so a flood cannot flood the log. */
  private dropped(verdict: 'accept' | 'drop' | 'close', reason: string) {
    this.droppedFrames += 1;
    if (this.droppedFrames === 1)
      this.deps.log.warn('room.frame.dropped', { callId: this.deps.callId, reason });
    if (verdict === 'close') this.abuse();
  }

  private abuse() {
    if (this.ended) return;
    this.deps.log.warn('room.closed.abuse', { callId: this.deps.callId, droppedFrames: this.droppedFrames });
    void this.end('connection-policy-violation', 1008);
  }

  private send(message: ServerMessage) {
    if (message.type !== 'status-update' && this.ended) return;
    this.deps.transport.sendText(JSON.stringify(message));
  }
}

/** The words of an interrupted sentence that were heard, judged by how much of its audio played. */
export function spokenPart(sentence: string, fraction: number): string {
  const words = sentence.split(/\s+/).filter(Boolean);
  const heard = Math.floor(words.length * Math.max(0, Math.min(1, fraction)));
  if (heard === 0) return '';
  return heard >= words.length ? sentence : `${words.slice(0, heard).join(' ')}…`;
}
