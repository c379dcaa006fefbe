// Finds the patient's utterances in the microphone stream by frame energy, for server-side speech-to-text.
import { AUDIO } from '../../../protocol/room-messages';
import { concatPcm, rms } from '../tts/pcm';

export interface EnergyVadOptions {
  /** RMS level (0..1) at or above which a frame counts as voiced. */
  threshold?: number;
  /** Voiced time, without a break, before speech is declared: shorter bursts are clicks and bumps. */
  minSpeechMs?: number;
  /** Silence that ends an utterance: long enough not to cut a patient off between words. */
  hangoverMs?: number;
  /** An utterance this long is sent even without a pause, to bound memory and transcription time. */
  maxUtteranceMs?: number;
}

export type VadEvent = { type: 'speech-start' } | { type: 'utterance'; samples: Int16Array };

export interface EnergyVad {
  /** Takes the next frame of 16 kHz mono PCM16 (normally 20 ms). */
  feed(frame: Int16Array): VadEvent | undefined;
  /** The stream has ended: returns the utterance in progress, if any. */
  flush(): VadEvent | undefined;
}

export const VAD_DEFAULTS = { threshold: 0.02, minSpeechMs: 100, hangoverMs: 800, maxUtteranceMs: 30_000 };
/** Audio kept from before speech was detected, so the first syllable reaches the transcriber. */
const LEAD_IN_MS = 200;
/** Silence kept after the last voiced frame; more invites transcribers to hallucinate words. */
const TAIL_MS = 200;

export function createEnergyVad(options: EnergyVadOptions = {}): EnergyVad {
  const { threshold, minSpeechMs, hangoverMs, maxUtteranceMs } = { ...VAD_DEFAULTS, ...options };
  let state: 'quiet' | 'onset' | 'speech' = 'quiet';
  let frames: Int16Array[] = []; // lead-in while quiet; the utterance so far otherwise
  let voicedMs = 0; // during onset
  let silenceMs = 0; // since the last voiced frame, during speech
  let spokenMs = 0;
  let lastVoiced = -1; // index in frames

  function keepLeadIn(frameMs: number) {
    frames = frames.slice(-Math.ceil(LEAD_IN_MS / frameMs));
    lastVoiced = -1;
  }

  function endUtterance(frameMs: number): VadEvent | undefined {
    const kept = frames.slice(0, lastVoiced + 1 + Math.round(TAIL_MS / frameMs));
    state = 'quiet';
    frames = [];
    lastVoiced = -1;
    return kept.length > 0 ? { type: 'utterance', samples: concatPcm(kept) } : undefined;
  }

  return {
    feed(frame) {
      const frameMs = (frame.length / AUDIO.sampleRate) * 1000;
      const voiced = rms(frame) >= threshold;
      frames.push(frame);
      if (voiced) lastVoiced = frames.length - 1;

      if (state === 'quiet') {
        if (!voiced) {
          keepLeadIn(frameMs);
          return undefined;
        }
        state = 'onset';
        voicedMs = 0;
      }
      if (state === 'onset') {
        if (!voiced) {
          state = 'quiet';
          keepLeadIn(frameMs);
          return undefined;
        }
        voicedMs += frameMs;
        if (voicedMs < minSpeechMs) return undefined;
        state = 'speech';
        silenceMs = 0;
        spokenMs = frames.reduce((total, f) => total + (f.length / AUDIO.sampleRate) * 1000, 0);
        return { type: 'speech-start' };
      }

      spokenMs += frameMs;
      silenceMs = voiced ? 0 : silenceMs + frameMs;
      if (silenceMs >= hangoverMs || spokenMs >= maxUtteranceMs) return endUtterance(frameMs);
      return undefined;
    },
    flush() {
      if (state !== 'speech') {
        state = 'quiet';
        frames = [];
        return undefined;
      }
      return endUtterance((frames[0]!.length / AUDIO.sampleRate) * 1000);
    },
  };
}
