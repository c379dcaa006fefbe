import { AUDIO, type ServerMessage } from '../../../protocol/room-messages';
import type { Logger } from '../../log';
import { describeError } from '../../log';
import type { DoctorReply } from '../../voice/dialogue/consultation-dialogue';
import type { TextToSpeech } from '../../voice/tts';
import { EchoGuard } from './echo-guard';
import { Speaker } from './speaker';

export interface DoctorVoiceDeps {
  callId: string;
  tts: TextToSpeech;
  sendAudio(frame: Uint8Array): void;
  /** speech-update and the partial lines of a sentence being spoken. */
  send(message: ServerMessage): void;
  /** Records a sentence (or the heard part of one) as said; resolves once it is stored, or could not be. */
  said(text: string): Promise<unknown>;
  /** False once the call has ended: no partial line starts after that. */
  live(): boolean;
  log: Logger;
}

/**
 * The doctor's voice: speaks a reply sentence by sentence, synthesising the next sentence while the current one
 * plays, shows each sentence word by word as it is heard, records what was heard, stops at once on a barge-in, and
 * knows its own recent words to tell an echo through the patient's speakers from the patient.
 */
export class DoctorVoice {
  private readonly speaker: Speaker;
  private readonly echo = new EchoGuard();

  constructor(private readonly deps: DoctorVoiceDeps) {
    this.speaker = new Speaker((frame) => deps.sendAudio(frame));
  }

  get speaking(): boolean {
    return this.speaker.speaking;
  }

  set muted(muted: boolean) {
    this.speaker.muted = muted;
  }

  /** Stops the sentence being played now; true if one was. */
  interrupt(): boolean {
    const wasSpeaking = this.speaker.speaking;
    this.speaker.interrupt();
    return wasSpeaking;
  }

  /** A line of the doctor's was stored: for a few seconds the patient's recogniser may hear it back. */
  heardAloud(text: string) {
    this.echo.doctorSaid(text);
  }

  /** Whether a line from the browser's recogniser is the doctor's own words, heard through the speakers. */
  isEcho(text: string): boolean {
    return this.echo.isEcho(text);
  }

  /** Speaks a reply until it ends or `signal` aborts; `onFirstAudio` when its first sound is sent. */
  async speak(reply: DoctorReply, signal: AbortSignal, onFirstAudio?: () => void) {
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
        this.deps.send({ type: 'speech-update', status: 'started', role: 'assistant' });
      }
      if (!sentence.audio) {
        await this.deps.said(sentence.text);
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
      if (heard) await this.deps.said(heard);
      if (!played.completed) break;
    }
    if (started) this.deps.send({ type: 'speech-update', status: 'stopped', role: 'assistant' });
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
      this.deps.send({
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
        if (words.length < 2 || !this.deps.live()) return;
        startedAt = performance.now();
        schedule();
      },
      stop: () => clearTimeout(timer),
    };
  }
}

/** The words of an interrupted sentence that were heard, judged by how much of its audio played. */
export function spokenPart(sentence: string, fraction: number): string {
  const words = sentence.split(/\s+/).filter(Boolean);
  const heard = Math.floor(words.length * Math.max(0, Math.min(1, fraction)));
  if (heard === 0) return '';
  return heard >= words.length ? sentence : `${words.slice(0, heard).join(' ')}…`;
}
