import { describe, expect, it } from 'vitest';
import {
  consultationReducer,
  initialConsultationState,
  latestLine,
  showsErrorCard,
  type ConsultationEvent,
} from './consultation-state';

const run = (...events: ConsultationEvent[]) => events.reduce(consultationReducer, initialConsultationState);

describe('consultation state', () => {
  it("keeps the doctor's words as they are spoken until the final line replaces them", () => {
    const live: ConsultationEvent[] = [{ type: 'start-requested' }, { type: 'call-start' }];
    const speaking = run(
      ...live,
      { type: 'partial-transcript', role: 'assistant', text: 'Hello,' },
      { type: 'partial-transcript', role: 'assistant', text: 'Hello, what brings' },
    );
    expect(speaking.partial).toEqual({ role: 'assistant', text: 'Hello, what brings' });
    expect(latestLine(speaking)).toBeNull();
    const said = consultationReducer(speaking, {
      type: 'final-transcript',
      role: 'assistant',
      text: 'Hello, what brings you in?',
    });
    expect(said.partial).toBeNull();
    expect(latestLine(said)).toBe('Doctor: Hello, what brings you in?');
    // A patient who speaks interrupts the doctor: no half line of the doctor's stays under theirs. Nor when the
    // doctor's audio stops before a final line (interrupted before a word was heard), nor at the end of the call.
    expect(
      consultationReducer(speaking, { type: 'final-transcript', role: 'user', text: 'Hi' }).partial,
    ).toBeNull();
    expect(consultationReducer(speaking, { type: 'speech', speaking: false }).partial).toBeNull();
    expect(consultationReducer(speaking, { type: 'call-end' }).partial).toBeNull();
  });

  it('heard the patient until the doctor starts answering, then listens again', () => {
    const heard = run({ type: 'start-requested' }, { type: 'call-start' }, { type: 'patient-heard' });
    expect(heard.heardPatient).toBe(true);
    expect(consultationReducer(heard, { type: 'speech', speaking: true }).heardPatient).toBe(false);
  });

  it('goes ready → connecting → in progress', () => {
    expect(initialConsultationState.status).toBe('Ready to start consultation');
    expect(run({ type: 'start-requested' }).status).toBe('Connecting...');
    const live = run(
      { type: 'start-requested' },
      { type: 'call-created', callId: 'c1' },
      { type: 'call-start' },
    );
    expect(live).toMatchObject({ phase: 'in-progress', status: 'Consultation in Progress', callId: 'c1' });
  });

  it("shows the latest final line as 'You: …' or 'Doctor: …'", () => {
    const state = run(
      { type: 'final-transcript', role: 'assistant', text: 'Hello.' },
      { type: 'final-transcript', role: 'user', text: 'Hi.' },
    );
    expect(latestLine(state)).toBe('You: Hi.');
    expect(latestLine(run({ type: 'final-transcript', role: 'assistant', text: 'Hello.' }))).toBe(
      'Doctor: Hello.',
    );
    expect(latestLine(initialConsultationState)).toBeNull();
  });

  it("ends as 'Consultation Ended' when the patient ended it", () => {
    const state = run(
      { type: 'start-requested' },
      { type: 'call-start' },
      { type: 'stop-requested' },
      { type: 'call-end' },
    );
    expect(state).toMatchObject({ phase: 'ended', status: 'Consultation Ended' });
  });

  it("ends as 'Call ended.' when the platform ended it and said so", () => {
    const state = run(
      { type: 'start-requested' },
      { type: 'call-start' },
      { type: 'ended-status', reason: 'assistant-ended-call' },
      { type: 'call-end' },
    );
    expect(state).toMatchObject({
      phase: 'ended',
      status: 'Call ended.',
      endedReason: 'assistant-ended-call',
    });
  });

  it("fails with 'Connection Failed' and the error card when the connection is lost", () => {
    const lost = run({ type: 'start-requested' }, { type: 'call-start' }, { type: 'call-end' });
    expect(lost.status).toBe('Connection Failed');
    expect(showsErrorCard(lost)).toBe(true);
    expect(showsErrorCard(run({ type: 'start-requested' }))).toBe(false);
    expect(run({ type: 'start-requested' }, { type: 'failed' }).status).toBe('Connection Failed');
  });

  it('tracks the assistant speaking, its volume, muting and a missing speech recogniser', () => {
    const state = run(
      { type: 'speech', speaking: true },
      { type: 'volume', level: 0.4 },
      { type: 'muted', muted: true },
      { type: 'speech-input-unavailable' },
    );
    expect(state).toMatchObject({
      assistantSpeaking: true,
      assistantVolume: 0.4,
      muted: true,
      speechInputUnavailable: true,
    });
    expect(consultationReducer(state, { type: 'speech', speaking: false }).assistantVolume).toBe(0);
  });

  it('stays ended when a start that the patient cut short reports failure afterwards', () => {
    const ended = run(
      { type: 'start-requested' },
      { type: 'call-start' },
      { type: 'stop-requested' },
      { type: 'call-end' },
    );
    expect(consultationReducer(ended, { type: 'failed' })).toBe(ended);
  });

  it('ignores a second call-end', () => {
    const ended = run({ type: 'start-requested' }, { type: 'stop-requested' }, { type: 'call-end' });
    expect(consultationReducer(ended, { type: 'call-end' })).toBe(ended);
  });

  it('tells the patient a line of theirs was not sent until one gets through, and forgets it when the call ends', () => {
    const refused = run({ type: 'start-requested' }, { type: 'call-start' }, { type: 'message-not-sent' });
    expect(refused.notice).toBe('That message could not be sent. Please try again.');
    // Not a failure of the call: the status stays the spec's, and no error card replaces the screen.
    expect(refused.status).toBe('Consultation in Progress');
    expect(showsErrorCard(refused)).toBe(false);
    expect(
      consultationReducer(refused, { type: 'final-transcript', role: 'assistant', text: 'Go on.' }).notice,
    ).toBe(refused.notice);
    expect(
      consultationReducer(refused, { type: 'final-transcript', role: 'user', text: 'I feel dizzy' }).notice,
    ).toBeNull();
    expect(consultationReducer(refused, { type: 'call-end' }).notice).toBeNull();
  });
});
