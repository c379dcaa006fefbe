// A transcript read once into sentences, which every section of the report then looks through.
import { parseTranscriptLines, type Role, type TranscriptTurn } from '../transcript';
import { isQuestion, splitSentences } from '../language';

export interface Sentence {
  role: Role;
  text: string;
  /** Index of the turn the sentence belongs to. */
  turn: number;
  question: boolean;
}

export interface Consultation {
  turns: TranscriptTurn[];
  sentences: Sentence[];
}

export function readConsultation(transcript: TranscriptTurn[] | string[]): Consultation {
  const turns = transcript.every((line): line is string => typeof line === 'string')
    ? parseTranscriptLines(transcript)
    : transcript;
  const sentences = turns.flatMap((turn, index) =>
    splitSentences(turn.text).map((text) => ({
      role: turn.role,
      text,
      turn: index,
      question: isQuestion(text),
    })),
  );
  return { turns, sentences };
}

/** What the doctor stated, as opposed to asked. */
export function doctorStatements(consultation: Consultation): string[] {
  return consultation.sentences.filter((s) => s.role === 'assistant' && !s.question).map((s) => s.text);
}

/** The doctor's turn just before a given turn, if the turn answers one. */
export function precedingDoctorTurn(consultation: Consultation, turn: number): TranscriptTurn | undefined {
  const previous = consultation.turns[turn - 1];
  return previous?.role === 'assistant' ? previous : undefined;
}
