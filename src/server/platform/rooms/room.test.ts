import { describe, expect, it, vi } from 'vitest';
import type { TranscriptTurn } from '../../../domain/transcript';
import type { ConsultationStore } from '../../consultations/consultation-store';
import { createLogger } from '../../log';
import type { ConsultationDialogue } from '../../voice/dialogue/consultation-dialogue';
import { Room } from './room';

/** A room whose database refuses the patient's lines, with a doctor that answers every line it is given. */
function roomWithFailingStore({ recovers = false, failures = Infinity } = {}) {
  const errors = { capture: vi.fn(), close: async () => {} };
  const saved: TranscriptTurn[] = [];
  let failing = true;
  let failed = 0;
  const answered: string[] = [];
  const sent: Record<string, unknown>[] = [];
  let persistFailed!: () => void;
  const failedToPersist = new Promise<void>((resolve) => (persistFailed = resolve));
  const store = {
    appendLine: async (_callId: string, turn: TranscriptTurn) => {
      if (turn.role === 'user' && failing && failed < failures) {
        failed += 1;
        throw new Error('the database refused the line');
      }
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

  it('is followed by a notice telling the patient it was not sent, with none of their words in it', async () => {
    const { room, sent, failedToPersist } = roomWithFailingStore();
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await failedToPersist;
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'notice', notice: 'message-not-sent' }));
    expect(JSON.stringify(sent)).not.toContain('dizzy');
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
  });

  it('is dropped once the patient is told: not stored when the call ends, even if the database is back by then', async () => {
    const { room, saved, answered, sent, failedToPersist, recover } = roomWithFailingStore({
      recovers: true,
    });
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await failedToPersist;
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'notice', notice: 'message-not-sent' }));
    recover();
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
    expect(saved).toEqual([]);
    expect(answered).toEqual([]);
  });

  it('fail one save, resend the same line, end the call: stored once, answered once', async () => {
    const { room, saved, answered, sent, failedToPersist } = roomWithFailingStore({ failures: 1 });
    const line = JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } });
    room.open();
    room.onText(line);
    await failedToPersist;
    await vi.waitFor(() => expect(sent).toContainEqual({ type: 'notice', notice: 'message-not-sent' }));
    // The patient does what the notice asks.
    room.onText(line);
    await vi.waitFor(() => expect(answered).toEqual(['I feel dizzy']));
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
    expect(saved.filter((turn) => turn.role === 'user')).toEqual([{ role: 'user', text: 'I feel dizzy' }]);
    expect(answered).toEqual(['I feel dizzy']);
  });
});

describe("the doctor's sentence as it is spoken", () => {
  it('grows word by word as partial lines while its audio plays, then the final line replaces them', async () => {
    const sentence = 'Hello, what brings you in today?';
    const sent: Record<string, unknown>[] = [];
    let finalSent!: () => void;
    const spoken = new Promise<void>((resolve) => (finalSent = resolve));
    const stored: unknown[] = [];
    const store = {
      appendLine: async (_id: string, line: unknown) => {
        stored.push(line);
      },
      end: async () => true,
      transcript: async () => [],
      saveReport: async () => undefined,
    } as unknown as ConsultationStore;
    const room = new Room({
      callId: 'call-1',
      store,
      dialogue: {
        opening: () => ({
          sentences: (async function* () {
            yield sentence;
          })(),
          endCall: () => false,
        }),
        reply: () => ({ sentences: (async function* () {})(), endCall: () => false }),
        recordSpoken: () => undefined,
        outcome: () => ({ urgency: null, redFlags: [] }),
        record: () => null,
      },
      // Half a second of silence stands for the spoken sentence.
      tts: { synthesize: async () => new Int16Array(8000), close: async () => {} },
      transport: {
        sendText: (text) => {
          const message = text.startsWith('{') ? JSON.parse(text) : { type: text };
          sent.push(message);
          if (message.type === 'transcript' && message.transcriptType === 'final') finalSent();
        },
        sendBinary: () => undefined,
        close: () => undefined,
      },
      log: createLogger('error'),
      limits: { silenceMs: 60_000, maxDurationMs: 60_000, playableWaitMs: 60_000 },
    });
    room.open();
    room.onText('playable');
    await spoken;
    const lines = sent.filter((m) => m.type === 'transcript');
    const partials = lines.slice(0, -1);
    expect(lines.at(-1)).toMatchObject({ role: 'assistant', transcriptType: 'final', transcript: sentence });
    // Word by word, each a longer start of the sentence, never the whole of it (timers may run late on a busy
    // machine, so how many partials arrive before the audio ends is not fixed).
    const shown = partials.map((m) => String(m.transcript));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]).toBe('Hello,');
    shown.forEach((text, i) => {
      expect(sentence.startsWith(text)).toBe(true);
      expect(text.split(' ').length).toBe(i + 1);
    });
    expect(shown).not.toContain(sentence);
    expect(partials.every((m) => m.role === 'assistant' && m.transcriptType === 'partial')).toBe(true);
    // Only the final line is kept in the consultation's transcript.
    await vi.waitFor(() => expect(stored).toEqual([{ role: 'assistant', text: sentence }]));
    room.onText(JSON.stringify({ type: 'end-call' }));
    await room.finished;
  });
});

/** A room whose database holds the patient's first line until the test lets it through, or fails it. */
function roomWithHeldSave() {
  const saved: TranscriptTurn[] = [];
  const answered: string[] = [];
  let release!: (ok: boolean) => void;
  let held = false;
  let saveStarted!: () => void;
  const started = new Promise<void>((resolve) => (saveStarted = resolve));
  const store = {
    appendLine: async (_callId: string, turn: TranscriptTurn) => {
      if (turn.role === 'user' && !held) {
        held = true;
        saveStarted();
        const ok = await new Promise<boolean>((resolve) => (release = resolve));
        if (!ok) throw new Error('the database refused the line');
      }
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
      return { sentences: (async function* () {})(), endCall: () => false };
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
    transport: { sendText: () => undefined, sendBinary: () => undefined, close: () => undefined },
    log: createLogger('silent', () => undefined),
    limits: { silenceMs: 60_000, maxDurationMs: 60_000, playableWaitMs: 60_000 },
  });
  return { room, saved, answered, started, release: (ok: boolean) => release(ok) };
}

describe('a patient line still being saved when the call ends', () => {
  it('whose save then fails is stored by the end of the call, once, and heard by the doctor', async () => {
    const { room, saved, answered, started, release } = roomWithHeldSave();
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await started;
    const ended = room.end('customer-ended-call');
    release(false);
    await ended;
    expect(saved).toEqual([{ role: 'user', text: 'I feel dizzy' }]);
    expect(answered).toEqual(['I feel dizzy']);
  });

  it('whose save then succeeds is stored once and heard by the doctor', async () => {
    const { room, saved, answered, started, release } = roomWithHeldSave();
    room.open();
    room.onText(JSON.stringify({ type: 'add-message', message: { role: 'user', content: 'I feel dizzy' } }));
    await started;
    const ended = room.end('customer-ended-call');
    release(true);
    await ended;
    expect(saved).toEqual([{ role: 'user', text: 'I feel dizzy' }]);
    expect(answered).toEqual(['I feel dizzy']);
  });
});
