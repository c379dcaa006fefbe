// A consultation transcript as the spec prints it: 'You: …' for the patient, 'Doctor: …' for the assistant.
import { consultationTexts } from './spec-texts';

export type Role = 'user' | 'assistant';

export interface TranscriptTurn {
  role: Role;
  text: string;
}

const PREFIXES: Record<Role, string> = {
  user: consultationTexts.youPrefix,
  assistant: consultationTexts.doctorPrefix,
};
const PREFIX_PATTERN = /^\s*(you|doctor)\s*:\s*/i;

/** Reads 'You: …' / 'Doctor: …' lines; a line without a prefix continues the turn before it. */
export function parseTranscriptLines(lines: string[]): TranscriptTurn[] {
  const turns: TranscriptTurn[] = [];
  for (const line of lines) {
    if (line.trim() === '') continue;
    const prefix = PREFIX_PATTERN.exec(line);
    const previous = turns.at(-1);
    if (prefix) {
      const role: Role = prefix[1]!.toLowerCase() === 'you' ? 'user' : 'assistant';
      turns.push({ role, text: line.slice(prefix[0].length).trim() });
    } else if (previous) {
      previous.text = `${previous.text} ${line.trim()}`.trim();
    }
  }
  return turns;
}

export function formatTranscriptLine(turn: TranscriptTurn): string {
  return `${PREFIXES[turn.role]} ${turn.text}`;
}
