// The doctor's evaluation corpus: one patient script a file, a '# key: value' header with the gold answer,
// then one patient utterance a line (the format `npm run -s consult` takes).
import type { Urgency } from '../../domain/doctor';
import { RED_FLAG_RULES, URGENCY_ORDER } from '../../domain/doctor';

const RED_FLAG_IDS = new Set(RED_FLAG_RULES.map((rule) => rule.id));

/** What a patient who has nothing more to add says, until the doctor concludes. */
export const NON_COMMITTAL = 'Hmm, let me think.';
/** Far more turns than any conclusion takes: a doctor that has not ended by then never will. */
export const MAX_EXTRA_TURNS = 40;

export interface DoctorCase {
  /** The file name without its extension, e.g. "mi-typical--2". */
  id: string;
  condition: string;
  voice: string;
  urgency: Urgency;
  redFlags: string[];
  /** Alarming words in a situation that is not an emergency. */
  harmless: boolean;
  lines: string[];
}

const HEADER = /^#\s*([a-z-]+):\s*(.*)$/;

/** A case from its file's text, or an error naming what is wrong. */
export function parseDoctorCase(id: string, content: string): DoctorCase | Error {
  const header = new Map<string, string>();
  const lines: string[] = [];
  for (const raw of content.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') continue;
    const field = HEADER.exec(line);
    if (field) header.set(field[1]!, field[2]!.trim());
    else if (!line.startsWith('#')) lines.push(line);
  }
  const urgency = header.get('urgency') as Urgency | undefined;
  if (!urgency || !URGENCY_ORDER.includes(urgency)) return new Error(`${id}: no valid '# urgency:' line`);
  if (lines.length === 0) return new Error(`${id}: no patient lines`);
  const redFlags = (header.get('red-flags') ?? '').split(/[\s,]+/).filter(Boolean);
  const unknown = redFlags.filter((flag) => !RED_FLAG_IDS.has(flag));
  if (unknown.length > 0) return new Error(`${id}: unknown red flag ${unknown.join(', ')}`);
  const harmless = header.get('harmless') ?? 'no';
  if (harmless !== 'yes' && harmless !== 'no') return new Error(`${id}: '# harmless:' must be yes or no`);
  return {
    id,
    condition: header.get('condition') ?? id.replace(/--\d+$/, ''),
    voice: header.get('voice') ?? '',
    urgency,
    redFlags,
    harmless: harmless === 'yes',
    lines,
  };
}
