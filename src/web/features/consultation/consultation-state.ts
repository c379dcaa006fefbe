// The consultation screen's state as small pure transitions: the view renders it, tests drive it without a call.
import { consultationTexts } from '../../../domain/spec-texts';
import type { TranscriptTurn } from '../../../domain/transcript';
import type { VoiceInputState } from '../../call-client/voice-input-choice';

/** What the patient is told when a line of theirs was not taken (the spec fixes no text for it). */
export const NOT_SENT_NOTICE = 'That message could not be sent. Please try again.';

export type Phase = 'ready' | 'connecting' | 'in-progress' | 'ended' | 'failed';

export interface ConsultationState {
  phase: Phase;
  /** One of the spec's status texts. */
  status: string;
  callId: string | null;
  lines: TranscriptTurn[];
  /** The words of a line still being spoken, replaced by its final line. */
  partial: TranscriptTurn | null;
  assistantSpeaking: boolean;
  assistantVolume: number;
  muted: boolean;
  speechInputUnavailable: boolean;
  /** The browser recogniser's part, when it is the patient's voice input (null: not known, or not used). */
  voiceInput: VoiceInputState | null;
  /** The patient's own microphone level, 0 to 1 (local platform). */
  patientVolume: number;
  /** The recogniser heard the patient and sent it; back to listening when the doctor answers. */
  heardPatient: boolean;
  /** The platform's reason, when it ended the call itself. */
  endedReason: string | null;
  /** A plain note for the patient, e.g. that their last message did not reach the doctor; null when none. */
  notice: string | null;
  /** Notices given so far: each one is a new alert, so a screen reader announces it even if its text is the same. */
  noticeCount: number;
  stopRequested: boolean;
}

export type ConsultationEvent =
  | { type: 'start-requested' }
  | { type: 'call-created'; callId: string }
  | { type: 'call-start' }
  | { type: 'final-transcript'; role: TranscriptTurn['role']; text: string }
  | { type: 'partial-transcript'; role: TranscriptTurn['role']; text: string }
  | { type: 'ended-status'; reason: string }
  | { type: 'speech'; speaking: boolean }
  | { type: 'volume'; level: number }
  | { type: 'muted'; muted: boolean }
  | { type: 'speech-input-unavailable' }
  | { type: 'voice-input'; state: VoiceInputState }
  | { type: 'patient-volume'; level: number }
  | { type: 'patient-heard' }
  | { type: 'message-not-sent' }
  | { type: 'stop-requested' }
  | { type: 'call-end' }
  | { type: 'failed' };

export const initialConsultationState: ConsultationState = {
  phase: 'ready',
  status: consultationTexts.ready,
  callId: null,
  lines: [],
  partial: null,
  assistantSpeaking: false,
  assistantVolume: 0,
  muted: false,
  speechInputUnavailable: false,
  voiceInput: null,
  patientVolume: 0,
  heardPatient: false,
  endedReason: null,
  notice: null,
  noticeCount: 0,
  stopRequested: false,
};

export function consultationReducer(state: ConsultationState, event: ConsultationEvent): ConsultationState {
  switch (event.type) {
    case 'start-requested':
      return { ...initialConsultationState, phase: 'connecting', status: consultationTexts.connecting };
    case 'call-created':
      return { ...state, callId: event.callId };
    case 'call-start':
      return state.phase === 'connecting'
        ? { ...state, phase: 'in-progress', status: consultationTexts.inProgress }
        : state;
    case 'final-transcript':
      return {
        ...state,
        lines: [...state.lines, { role: event.role, text: event.text }],
        // Any final line ends a partial one: the doctor's own, or the patient's that interrupted it.
        partial: null,
        // A line of the patient's got through: an earlier "not sent" no longer applies.
        notice: event.role === 'user' ? null : state.notice,
      };
    case 'partial-transcript':
      return state.phase === 'in-progress'
        ? { ...state, partial: { role: event.role, text: event.text } }
        : state;
    case 'ended-status':
      return { ...state, endedReason: state.endedReason ?? event.reason };
    case 'speech':
      return {
        ...state,
        assistantSpeaking: event.speaking,
        heardPatient: event.speaking ? false : state.heardPatient,
        assistantVolume: event.speaking ? state.assistantVolume : 0,
        // The doctor stopped (or was interrupted before a word was heard): no half line stays on screen.
        partial: !event.speaking && state.partial?.role === 'assistant' ? null : state.partial,
      };
    case 'volume':
      return { ...state, assistantVolume: event.level };
    case 'muted':
      return { ...state, muted: event.muted };
    case 'speech-input-unavailable':
      return { ...state, speechInputUnavailable: true };
    case 'voice-input':
      return { ...state, voiceInput: event.state };
    case 'patient-volume': {
      const level = Math.round(event.level * 100) / 100;
      return level === state.patientVolume ? state : { ...state, patientVolume: level };
    }
    case 'patient-heard':
      return { ...state, heardPatient: true };
    case 'message-not-sent':
      return state.phase === 'in-progress'
        ? { ...state, notice: NOT_SENT_NOTICE, noticeCount: state.noticeCount + 1, heardPatient: false }
        : state;
    case 'stop-requested':
      return { ...state, stopRequested: true };
    case 'call-end': {
      if (state.phase === 'ended' || state.phase === 'failed') return state;
      const idle = {
        ...state,
        notice: null,
        assistantSpeaking: false,
        assistantVolume: 0,
        patientVolume: 0,
        partial: null,
      };
      // We ended it, or the platform did and said so: a finished consultation. Anything else is a lost connection.
      if (state.stopRequested) return { ...idle, phase: 'ended', status: consultationTexts.ended };
      if (state.endedReason) return { ...idle, phase: 'ended', status: consultationTexts.callEnded };
      return { ...idle, phase: 'failed', status: consultationTexts.failed };
    }
    case 'failed':
      // A start that fails because the patient already ended the call is not a failure to show.
      if (state.phase === 'ended') return state;
      return {
        ...state,
        phase: 'failed',
        status: consultationTexts.failed,
        partial: null,
        assistantSpeaking: false,
        assistantVolume: 0,
      };
  }
}

/** The spec: a status containing Failed or Error replaces the screen with the error card. */
export const showsErrorCard = (state: ConsultationState) => /Failed|Error/.test(state.status);

export function latestLine(state: ConsultationState): string | null {
  const last = state.lines.at(-1);
  if (!last) return null;
  return `${last.role === 'user' ? consultationTexts.youPrefix : consultationTexts.doctorPrefix} ${last.text}`;
}
