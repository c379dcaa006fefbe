import type { TranscriptTurn } from '../../../domain/transcript';
import type { ConsultationStore } from '../../consultations/consultation-store';
import type { ErrorReporting } from '../../errors/error-reporting';
import type { Logger } from '../../log';
import { describeError } from '../../log';

export interface TranscriptRecorderDeps {
  callId: string;
  store: Pick<ConsultationStore, 'appendLine'>;
  log: Logger;
  errors?: ErrorReporting;
  /** A line is stored: now it may be shown, since nothing the patient has seen can then be lost. */
  onStored(line: TranscriptTurn, at: Date): void;
}

/**
 * Stores a call's final transcript lines one after another, in the order they were given, so they land in the order
 * the patient sees them. A line that cannot be stored is reported (by call id and error, never its words) and its
 * caller told, so it can be kept rather than lost.
 */
export class TranscriptRecorder {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly deps: TranscriptRecorderDeps) {}

  /** Stores `line` after every line given before it; true once stored and shown, false if it could not be stored. */
  record(line: TranscriptTurn): Promise<boolean> {
    const at = new Date();
    const stored = this.tail.then(() => this.store(line, at));
    // One line's trouble never holds up the lines after it.
    this.tail = stored.catch(() => undefined);
    return stored;
  }

  /** Resolves once every line given so far has been stored or reported. */
  async settled(): Promise<void> {
    await this.tail;
  }

  private async store(line: TranscriptTurn, at: Date): Promise<boolean> {
    const { callId, store, log, errors } = this.deps;
    try {
      await store.appendLine(callId, line, at);
    } catch (error) {
      log.error('room.persist.failed', { callId, ...describeError(error) });
      errors?.capture(error, { callId, event: 'room.persist.failed' });
      return false;
    }
    this.deps.onStored(line, at);
    return true;
  }
}
