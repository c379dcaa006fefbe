// The safety guard over a finished transcript, for a consultation it did not hear live (a hosted assistant's,
// uploaded when it ends): the warning signs in everything the patient said, read together, plus a short "yes" to a
// question that named one ("Any chest pain? — Yes"). An urgency only when a warning sign was found.
import type { TranscriptTurn } from '../transcript';
import { answerOf } from '../language';
import { detectRedFlags } from './red-flags';
import type { RedFlag, Triage } from './types';

export function guardTranscript(turns: readonly TranscriptTurn[]): Triage {
  const patientTexts = turns.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const flags = new Map<string, RedFlag>(
    detectRedFlags(patientTexts.join('. ')).map((flag) => [flag.id, flag]),
  );
  let earlier = 0;
  turns.forEach((turn, index) => {
    if (turn.role !== 'user') return;
    earlier += 1;
    if (answerOf(turn.text.trim().toLowerCase()) !== 'yes') return;
    const question = turns[index - 1]?.role === 'assistant' ? turns[index - 1]!.text : undefined;
    const context = { lastAssistantText: question, recentPatientTexts: patientTexts.slice(0, earlier - 1) };
    for (const flag of detectRedFlags(turn.text, context)) flags.set(flag.id, flag);
  });
  const redFlags = [...flags.values()];
  return { urgency: redFlags.length > 0 ? 'emergency' : null, redFlags };
}
