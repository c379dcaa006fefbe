// The dialogue port of a consultation: the built-in intake by default, an OpenAI-compatible model when configured.
// Whatever the backend, the deterministic red-flag guard answers an emergency itself: never a model alone.
import {
  createBuiltInDoctor,
  detectRedFlags,
  emergencyAdvice,
  type RedFlag,
  type Urgency,
} from '../../../domain/doctor';
import { moreUrgent } from '../../../domain/doctor/types';
import { DOCTOR_FIRST_MESSAGE } from '../../../domain/doctor/assistant-definition';
import type { ConsultationRecord } from '../../../domain/report';
import type { DialogueTurn, OpenAiChatDialogue } from './openai-chat';

export interface DoctorReply {
  /** The reply's sentences, as they become ready. */
  sentences: AsyncIterable<string>;
  /** Read after the sentences are spoken: whether the doctor closes the call now. */
  endCall(): boolean;
}

export interface ConsultationOutcome {
  urgency: Urgency | null;
  redFlags: RedFlag[];
}

export interface ConsultationDialogue {
  opening(): DoctorReply;
  reply(patientText: string, signal: AbortSignal): DoctorReply;
  /** Tells the dialogue what the doctor actually said (the spoken part of an interrupted reply included). */
  recordSpoken(text: string): void;
  outcome(): ConsultationOutcome;
  /** The doctor's own record of the consultation, when it keeps one (the built-in doctor); else the transcript is read. */
  record(): ConsultationRecord | null;
}

async function* fromArray(sentences: readonly string[]): AsyncGenerator<string> {
  yield* sentences;
}

const fixedReply = (sentences: readonly string[], endCall = false): DoctorReply => ({
  sentences: fromArray(sentences),
  endCall: () => endCall,
});

export function createBuiltInDialogue(now: () => Date = () => new Date()): ConsultationDialogue {
  const doctor = createBuiltInDoctor({ now: now() });
  return {
    opening: () => fixedReply(doctor.opening().sentences),
    reply: (patientText) => {
      const turn = doctor.reply(patientText);
      return fixedReply(turn.sentences, turn.endCall);
    },
    recordSpoken: () => {},
    outcome: () => ({ urgency: doctor.triage.urgency, redFlags: doctor.triage.redFlags }),
    record: () => doctor.record,
  };
}

export interface LlmDialogueOptions {
  llm: OpenAiChatDialogue;
  onFallback?: (error: unknown) => void;
  now?: () => Date;
}

/**
 * An LLM doctor with the red-flag guard in front and the built-in doctor behind: the built-in doctor hears every
 * patient turn, so if the model fails mid-call it takes over the conversation where it stands.
 */
export function createLlmDialogue({
  llm,
  onFallback,
  now = () => new Date(),
}: LlmDialogueOptions): ConsultationDialogue {
  const fallback = createBuiltInDoctor({ now: now() });
  fallback.opening();
  const history: DialogueTurn[] = [];
  const recentPatientTexts: string[] = [];
  let redFlags: RedFlag[] = [];
  let urgency: Urgency | null = null;
  let failed = false;

  const reply = (patientText: string, signal: AbortSignal): DoctorReply => {
    history.push({ role: 'user', text: patientText });
    const backup = fallback.reply(patientText);
    const flags = detectRedFlags(patientText, { recentPatientTexts });
    recentPatientTexts.push(patientText);
    if (flags.length) {
      const known = new Set(redFlags.map((f) => f.id));
      redFlags = [...redFlags, ...flags.filter((f) => !known.has(f.id))];
      urgency = 'emergency';
      return fixedReply(emergencyAdvice(flags));
    }
    if (failed) return fixedReply(backup.sentences, backup.endCall);
    const sentences = async function* () {
      let spokeAny = false;
      try {
        for await (const sentence of llm.reply(history, signal)) {
          spokeAny = true;
          yield sentence;
        }
      } catch (error) {
        if (signal.aborted) return;
        failed = true;
        onFallback?.(error);
        // Nothing half-said is repeated: the built-in doctor continues from its own reply to this turn.
        if (!spokeAny) yield* backup.sentences;
      }
    };
    return { sentences: sentences(), endCall: () => false };
  };

  return {
    // What the doctor says enters the model's history through recordSpoken, so an interruption is reflected.
    opening: () => fixedReply([DOCTOR_FIRST_MESSAGE]),
    reply,
    recordSpoken: (text) => {
      const last = history.at(-1);
      if (last?.role === 'assistant') last.text = `${last.text} ${text}`;
      else history.push({ role: 'assistant', text });
    },
    outcome: () => ({
      urgency: moreUrgent(urgency, fallback.triage.urgency),
      redFlags: [
        ...redFlags,
        ...fallback.triage.redFlags.filter((f) => !redFlags.some((r) => r.id === f.id)),
      ],
    }),
    // The model's conclusions and advice are in what it said: the report reads them from the transcript.
    record: () => null,
  };
}
