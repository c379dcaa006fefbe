// The red-flag guard over a hosted call: the same deterministic rules the built-in doctor answers with, run on each
// final patient line as the platform reports it, and over the whole transcript when the call ends. Pure.
import { detectRedFlags, emergencyAdvice, type RedFlag, type Triage } from '../../domain/doctor';
import { redFlagById, type RedFlagId } from '../../domain/doctor/red-flags';
import { guardTranscript } from '../../domain/doctor/transcript-guard';
import type { TranscriptTurn } from '../../domain/transcript';

export interface GuardedLine {
  /** Warning signs this line raised that had not been raised before in the call. */
  newFlags: RedFlag[];
  /** What to say into the call at once, when there are new warning signs. */
  advice: string | null;
}

/** Reads one final patient line with what was said before it, as the guard in front of any dialogue does. */
export function guardPatientLine(
  earlier: readonly TranscriptTurn[],
  line: string,
  raisedBefore: readonly string[],
): GuardedLine {
  const recentPatientTexts = earlier.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const lastTurn = earlier.at(-1);
  const lastAssistantText = lastTurn?.role === 'assistant' ? lastTurn.text : undefined;
  const known = new Set(raisedBefore);
  const newFlags = detectRedFlags(line, { recentPatientTexts, lastAssistantText }).filter(
    (flag) => !known.has(flag.id),
  );
  return { newFlags, advice: newFlags.length ? emergencyAdvice(newFlags).join(' ') : null };
}

/** The call's triage for its report: what the guard raised live, and what it finds in the whole transcript. */
export function hostedCallTriage(turns: readonly TranscriptTurn[], raisedLive: readonly string[]): Triage {
  const found = guardTranscript(turns).redFlags;
  const live = raisedLive.flatMap((id) => knownFlag(id));
  const redFlags = [...live, ...found.filter((flag) => !raisedLive.includes(flag.id))];
  return { urgency: redFlags.length ? 'emergency' : null, redFlags };
}

function knownFlag(id: string): RedFlag[] {
  try {
    return [redFlagById(id as RedFlagId)];
  } catch {
    return [];
  }
}
