import { describe, expect, it, vi } from 'vitest';
import type { TranscriptTurn } from '../../../domain/transcript';
import { createLogger } from '../../log';
import { TranscriptRecorder } from './transcript-recorder';

/** A store whose writes finish only when the test lets them, failing the lines it is told to refuse. */
function slowStore(refuse: (line: TranscriptTurn) => boolean = () => false) {
  const stored: string[] = [];
  const pending: (() => void)[] = [];
  return {
    stored,
    /** Writes started and not yet finished. */
    writing: () => pending.length,
    finishNext: () => pending.shift()!(),
    store: {
      appendLine: (_callId: string, line: TranscriptTurn) =>
        new Promise<void>((resolve, reject) =>
          pending.push(() => {
            if (refuse(line)) return reject(new Error('the database refused the line'));
            stored.push(line.text);
            resolve();
          }),
        ),
    },
  };
}

describe('the transcript recorder', () => {
  it('stores lines in the order they were given, each shown only once stored', async () => {
    const { store, stored, writing, finishNext } = slowStore();
    const shown: string[] = [];
    const recorder = new TranscriptRecorder({
      callId: 'call-1',
      store,
      log: createLogger('silent'),
      onStored: (line) => shown.push(line.text),
    });
    const first = recorder.record({ role: 'assistant', text: 'Hello.' });
    const second = recorder.record({ role: 'user', text: 'I have a cough' });
    // The second write does not start before the first is done, and nothing is shown before it is stored.
    await vi.waitFor(() => expect(writing()).toBe(1));
    await new Promise((resolve) => setImmediate(resolve));
    expect(writing()).toBe(1);
    expect(shown).toEqual([]);
    finishNext();
    expect(await first).toBe(true);
    expect(shown).toEqual(['Hello.']);
    await vi.waitFor(() => expect(writing()).toBe(1));
    finishNext();
    expect(await second).toBe(true);
    await recorder.settled();
    expect(stored).toEqual(['Hello.', 'I have a cough']);
    expect(shown).toEqual(['Hello.', 'I have a cough']);
  });

  it('reports a line it cannot store by call id and error, never its words, and goes on with the next', async () => {
    const { store, stored, writing, finishNext } = slowStore((line) => line.text.includes('dizzy'));
    const logged: string[] = [];
    const errors = { capture: vi.fn(), close: async () => {} };
    const recorder = new TranscriptRecorder({
      callId: 'call-1',
      store,
      log: createLogger('info', (line) => logged.push(line)),
      errors,
      onStored: () => undefined,
    });
    const refused = recorder.record({ role: 'user', text: 'I feel dizzy' });
    const next = recorder.record({ role: 'user', text: 'and sick' });
    await vi.waitFor(() => expect(writing()).toBe(1));
    finishNext();
    expect(await refused).toBe(false);
    await vi.waitFor(() => expect(writing()).toBe(1));
    finishNext();
    expect(await next).toBe(true);
    await recorder.settled();
    expect(stored).toEqual(['and sick']);
    expect(errors.capture).toHaveBeenCalledWith(expect.any(Error), {
      callId: 'call-1',
      event: 'room.persist.failed',
    });
    expect(logged.filter((line) => line.includes('room.persist.failed'))).toHaveLength(1);
    expect(logged.join('\n')).not.toMatch(/dizzy/);
  });
});
