// Who speaks when in one consultation, as a pure state machine: events in, effects out. No I/O and no clock of its
// own (times arrive with events, timers are the room's), so every order of events can be tested without a call.

export type EndedReason =
  | 'customer-ended-call'
  | 'assistant-ended-call'
  | 'silence-timed-out'
  | 'exceeded-max-duration'
  | 'server-shutdown'
  | 'connection-policy-violation';

/** A line the patient said, numbered in the order it arrived. */
export interface PatientLine {
  id: number;
  text: string;
  /** When it arrived (the room's clock), so the time to the doctor's first audio can be measured. */
  receivedAt: number;
}

export type DoctorTurn =
  | { id: number; kind: 'greeting' }
  /** `number`: the patient turn it answers, counted from 1 (only saved lines count). */
  | { id: number; kind: 'reply'; number: number; line: PatientLine };

export type TurnEvent =
  /** The client can play audio (or waited long enough): the doctor greets, once. */
  | { type: 'greet' }
  /** A patient line, already cleaned (empty if nothing was left) and not an echo of the doctor. */
  | { type: 'patient-said'; text: string; at: number }
  /** A patient line the room could not take at all (too long, malformed). */
  | { type: 'line-refused' }
  /** The patient's voice was detected (server-side speech-to-text): the doctor's turn stops, as for a line. */
  | { type: 'patient-started-speaking' }
  | { type: 'line-saved'; id: number }
  | { type: 'line-not-saved'; id: number }
  /** A doctor turn is over: spoken to its end, interrupted, or failed. `endCall`: the doctor ended the call. */
  | { type: 'doctor-turn-ended'; id: number; endCall: boolean }
  | { type: 'silence-timed-out' }
  | { type: 'max-duration-reached' }
  | { type: 'end'; reason: EndedReason; closeCode?: number };

export type TurnEffect =
  /** Silence the doctor's voice now, if it is speaking, and tell the client (barge-in). */
  | { type: 'interrupt-voice' }
  | { type: 'abort-doctor-turn'; id: number }
  | { type: 'start-doctor-turn'; turn: DoctorTurn }
  /** Store the line; report back with line-saved or line-not-saved. Nothing is shown or answered before. */
  | { type: 'save-patient-line'; line: PatientLine }
  /** Tell the patient a line of theirs was not taken, so the doctor did not hear it. */
  | { type: 'notice-not-sent' }
  /** (Re)start the wait for the patient: the call ends when it runs out. */
  | { type: 'arm-silence-timer' }
  /** The call is over: stop every timer, store the last words, write the report, tell the client, close. */
  | { type: 'finish'; reason: EndedReason; closeCode: number };

/**
 * The rules: a patient line interrupts the doctor at once (barge-in); lines are then taken in the order they came,
 * each stored before it is answered; a line that cannot be stored is not answered and the patient is told, and then
 * it is dropped (they resend it if they wish, so keeping it too would store and answer it twice); the doctor answers
 * one line at a time and may end the call when not interrupted (by a line, or by the patient's voice); the greeting
 * is said once, unless the patient has already spoken (the reply is what they hear).
 */
export class TurnTaking {
  private ended = false;
  private greeted = false;
  private nextLineId = 0;
  private nextTurnId = 0;
  private answered = 0;
  /** Lines waiting for their turn, oldest first. */
  private readonly waiting: PatientLine[] = [];
  private saving?: PatientLine;
  /**
   * Lines whose save failed only after the call ended, so the patient was never told: tried again at the end. A line
   * that failed during the call is not here: the patient was told it was not sent, so it is theirs to resend.
   */
  private readonly unsaved: PatientLine[] = [];
  /** Lines whose save finished after the call ended: stored, never answered. */
  private readonly storedAfterEnd: PatientLine[] = [];
  private doctor?: { id: number; aborted: boolean };

  get hasEnded(): boolean {
    return this.ended;
  }

  /** Patient turns answered so far (lines stored and handed to the doctor). */
  get turns(): number {
    return this.answered;
  }

  /**
   * What the patient said that the doctor never answered, in the order it was said: the end of the call stores
   * each line not `stored` yet, and lets the doctor hear them all (a red flag in last words still counts). Asked once
   * the saves in flight have reported back.
   */
  lastWords(): (PatientLine & { stored: boolean })[] {
    return [
      ...this.unsaved.map((line) => ({ ...line, stored: false })),
      ...this.waiting.map((line) => ({ ...line, stored: false })),
      ...this.storedAfterEnd.map((line) => ({ ...line, stored: true })),
    ].sort((a, b) => a.id - b.id);
  }

  handle(event: TurnEvent): TurnEffect[] {
    if (this.ended) return this.afterEnd(event);
    switch (event.type) {
      case 'greet':
        return this.greet();
      case 'patient-said':
        return this.patientSaid(event.text, event.at);
      case 'line-refused':
        return [{ type: 'notice-not-sent' }];
      case 'patient-started-speaking':
        return this.doctor ? [{ type: 'interrupt-voice' }, ...this.abortDoctor()] : [];
      case 'line-saved':
        return this.lineSaved(event.id);
      case 'line-not-saved':
        return this.lineNotSaved(event.id);
      case 'doctor-turn-ended':
        return this.doctorTurnEnded(event.id, event.endCall);
      case 'silence-timed-out':
        return this.end('silence-timed-out', 1000);
      case 'max-duration-reached':
        return this.end('exceeded-max-duration', 1000);
      case 'end':
        return this.end(event.reason, event.closeCode ?? 1000);
    }
  }

  private greet(): TurnEffect[] {
    if (this.greeted) return [];
    this.greeted = true;
    if (this.doctor || this.saving || this.waiting.length || this.answered) return [];
    return this.startDoctorTurn({ id: this.nextTurnId++, kind: 'greeting' });
  }

  private patientSaid(text: string, at: number): TurnEffect[] {
    if (!text) return [{ type: 'notice-not-sent' }];
    const effects: TurnEffect[] = [{ type: 'interrupt-voice' }, ...this.abortDoctor()];
    this.waiting.push({ id: this.nextLineId++, text, receivedAt: at });
    return [...effects, ...this.next()];
  }

  /**
   * The patient barged in (a line, or their voice heard by the server): the doctor's turn stops, says no more
   * sentences, and an interrupted turn ends nothing even if its reply asked to end the call.
   */
  private abortDoctor(): TurnEffect[] {
    if (!this.doctor || this.doctor.aborted) return [];
    this.doctor.aborted = true;
    return [{ type: 'abort-doctor-turn', id: this.doctor.id }];
  }

  private lineSaved(id: number): TurnEffect[] {
    if (this.saving?.id !== id) return [];
    const line = this.saving;
    this.saving = undefined;
    this.answered += 1;
    return this.startDoctorTurn({ id: this.nextTurnId++, kind: 'reply', number: this.answered, line });
  }

  /** The patient is told the line was not sent, and it is dropped: neither stored later nor heard by the doctor. */
  private lineNotSaved(id: number): TurnEffect[] {
    if (this.saving?.id !== id) return [];
    this.saving = undefined;
    return [{ type: 'notice-not-sent' }, ...this.next()];
  }

  private doctorTurnEnded(id: number, endCall: boolean): TurnEffect[] {
    if (this.doctor?.id !== id) return [];
    const { aborted } = this.doctor;
    this.doctor = undefined;
    if (endCall && !aborted) return this.end('assistant-ended-call', 1000);
    // The wait for the patient starts again now the doctor is done (taking a waiting line restarts it too).
    const next = this.next();
    return next.length ? next : [{ type: 'arm-silence-timer' }];
  }

  /** The oldest waiting line is stored once the doctor has finished and no other line is being stored. */
  private next(): TurnEffect[] {
    if (this.doctor || this.saving) return [];
    const line = this.waiting.shift();
    if (!line) return [];
    this.saving = line;
    return [{ type: 'arm-silence-timer' }, { type: 'save-patient-line', line }];
  }

  private startDoctorTurn(turn: DoctorTurn): TurnEffect[] {
    this.doctor = { id: turn.id, aborted: false };
    return [{ type: 'start-doctor-turn', turn }];
  }

  private end(reason: EndedReason, closeCode: number): TurnEffect[] {
    this.ended = true;
    return [...this.abortDoctor(), { type: 'interrupt-voice' }, { type: 'finish', reason, closeCode }];
  }

  /**
   * Once ended nothing starts; a save still in flight is only noted. A line it failed to store is kept for the end of
   * the call, since no notice can reach the patient any more.
   */
  private afterEnd(event: TurnEvent): TurnEffect[] {
    if (event.type === 'line-saved' && this.saving?.id === event.id) {
      this.storedAfterEnd.push(this.saving);
      this.saving = undefined;
    }
    if (event.type === 'line-not-saved' && this.saving?.id === event.id) {
      this.unsaved.push(this.saving);
      this.saving = undefined;
    }
    if (event.type === 'doctor-turn-ended' && this.doctor?.id === event.id) this.doctor = undefined;
    return [];
  }
}
