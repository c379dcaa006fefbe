import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../../../domain/transcript';
import type { ConsultationStore } from '../../consultations/consultation-store';
import { createLogger } from '../../log';
import type { ConsultationDialogue } from '../../voice/dialogue/consultation-dialogue';
import { createSileroSegmenter } from '../../voice/stt';
import { speechInNoise } from '../../voice/stt/testing/speech-in-noise';
import { Room } from './room';

describe('a room with server-side speech-to-text', () => {
  it('hears each of two sentences spoken in noise as one patient turn', async () => {
    const { samples } = await speechInNoise();
    const saved: TranscriptTurn[] = [];
    const transcribed: number[] = [];
    const answered: string[] = [];
    let heardTwo!: () => void;
    const twoAnswered = new Promise<void>((resolve) => (heardTwo = resolve));
    const store = {
      appendLine: async (_callId: string, turn: TranscriptTurn) => void saved.push(turn),
      end: async () => true,
      transcript: async () => saved,
      saveReport: async () => undefined,
    } as unknown as ConsultationStore;
    const dialogue: ConsultationDialogue = {
      opening: () => ({ sentences: (async function* () {})(), endCall: () => false }),
      reply: (text) => {
        answered.push(text);
        if (answered.length === 2) heardTwo();
        return { sentences: (async function* () {})(), endCall: () => false };
      },
      recordSpoken: () => undefined,
      outcome: () => ({ urgency: null, redFlags: [] }),
      record: () => null,
    };
    const room = new Room({
      callId: 'call-stt-1',
      store,
      dialogue,
      tts: { synthesize: async () => new Int16Array(0), close: async () => {} },
      speechToText: {
        // The transcriber is the boundary: it reports how much audio it was given.
        stt: {
          transcribe: async (pcm) => {
            transcribed.push(pcm.length / 16_000);
            return `utterance ${transcribed.length}`;
          },
        },
        createSegmenter: createSileroSegmenter,
      },
      transport: { sendText: () => undefined, sendBinary: () => undefined, close: () => undefined },
      log: createLogger('silent'),
      limits: { silenceMs: 60_000, maxDurationMs: 60_000, playableWaitMs: 60_000 },
    });
    room.open();
    const bytes = new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
    // In one-second frames: thirteen frames stay within the room's frame-rate limit when sent at once.
    for (let at = 0; at < bytes.length; at += 32_000) room.onBinary(bytes.subarray(at, at + 32_000));
    await twoAnswered;
    expect(answered).toEqual(['utterance 1', 'utterance 2']);
    // Each is a sentence of a few seconds, not the 13 s of noise it was spoken in.
    for (const seconds of transcribed) expect(seconds).toBeLessThan(4);
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
  });
});
