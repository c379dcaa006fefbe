import { describe, expect, it, vi } from 'vitest';
import type { TranscriptTurn } from '../../../domain/transcript';
import type { ConsultationStore } from '../../consultations/consultation-store';
import { createLogger } from '../../log';
import type { ConsultationDialogue } from '../../voice/dialogue/consultation-dialogue';
import { Room } from './room';

/** A room whose database refuses the patient's lines, with a doctor that answers every line it is given. */
function roomWithFailingStore({ recovers = false } = {}) {
  const errors = { capture: vi.fn(), close: async () => {} };
  const saved: TranscriptTurn[] = [];
  let failing = true;
  const answered: string[] = [];
  const sent: Record<string, unknown>[] = [];
  let persistFailed!: () => void;
  const failedToPersist = new Promise<void>((resolve) => (persistFailed = resolve));
  const store = {
    appendLine: async (_callId: string, turn: TranscriptTurn) => {
      if (turn.role === 'user' && failing) throw new Error('the database refused the line');
      saved.push(turn);
    },
    end: async () => true,
    transcript: async () => saved,
    saveReport: async () => undefined,
  } as unknown as ConsultationStore;
  const dialogue: ConsultationDialogue = {
    opening: () => ({ sentences: (async function* () {})(), endCall: () => false }),
    reply: (text) => {
      answered.push(text);
      return {
        sentences: (async function* () {
          yield 'Tell me more.';
        })(),
        endCall: () => false,
      };
    },
    recordSpoken: () => undefined,
    outcome: () => ({ urgency: null, redFlags: [] }),
    record: () => null,
  };
  const room = new Room({
    callId: 'call-1',
    store,
    dialogue,
    tts: { synthesize: () => Promise.reject(new Error('no voice in this test')), close: async () => {} },
    transport: {
      sendText: (text) => sent.push(text.startsWith('{') ? JSON.parse(text) : { type: text }),
      sendBinary: () => undefined,
      close: () => undefined,
    },
    log: createLogger('error', (line) => {
      if (line.includes('room.persist.failed')) persistFailed();
    }),
    limits: { silenceMs: 60_000, maxDurationMs: 60_000, playableWaitMs: 60_000 },
    errors,
  });
  const recover = () => {
    if (recovers) failing = false;
  };
  return { room, saved, answered, sent, failedToPersist, recover, errors };
}

describe('a patient line that cannot be stored', () => {
  it('is reported by its call id and what failed, with the error itself for the scrubbed report', async () => {
    const { room, failedToPersist, errors } = roomWithFailingStore();
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await failedToPersist;
    expect(errors.capture).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the database refused the line' }),
      {
        callId: 'call-1',
        event: 'room.persist.failed',
      },
    );
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
  });

  it('is neither shown nor answered', async () => {
    const { room, saved, answered, sent, failedToPersist } = roomWithFailingStore();
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await failedToPersist;
    // Everything the failed write set off has run by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toEqual([]);
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
    expect(saved).toEqual([]);
    expect(sent.filter((m) => m.type === 'transcript')).toEqual([]);
  });

  it('is stored when the call ends, if the database is back by then', async () => {
    const { room, saved, answered, failedToPersist, recover } = roomWithFailingStore({ recovers: true });
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await failedToPersist;
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toEqual([]);
    recover();
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
    expect(saved).toContainEqual({ role: 'user', text: 'I feel dizzy' });
  });
});
