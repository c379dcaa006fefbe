// `npm run -s consult -- FILE`: runs a patient script (one patient utterance per line) through the built-in
// doctor as text and prints {transcript, report, triage} as one JSON object.
import { readInputFile } from './read-input-file';
import { pathToFileURL } from 'node:url';
import { createBuiltInDoctor, type Triage } from '../domain/doctor';
import { buildReport, type ConsultationReport } from '../domain/report';
import type { TranscriptTurn } from '../domain/transcript';

export interface ConsultResult {
  transcript: TranscriptTurn[];
  report: ConsultationReport;
  triage: Triage;
}

/** The patient's utterances in a script: one per line; blank lines and '#' comments are skipped. */
export function scriptLines(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** The consultation the built-in doctor holds with this script; stops early if the doctor ends the call. */
export function consultFromScript(lines: string[], now: Date): ConsultResult {
  const doctor = createBuiltInDoctor({ now });
  const transcript: TranscriptTurn[] = [{ role: 'assistant', text: doctor.opening().sentences.join(' ') }];
  for (const line of lines) {
    if (doctor.finished) break;
    transcript.push({ role: 'user', text: line });
    const turn = doctor.reply(line);
    if (turn.sentences.length > 0) transcript.push({ role: 'assistant', text: turn.sentences.join(' ') });
  }
  return {
    transcript,
    report: buildReport(transcript, now, { record: doctor.record, triage: doctor.triage }),
    triage: doctor.triage,
  };
}

export async function main(args: string[]): Promise<number> {
  const [file] = args;
  const content = await readInputFile(
    'consult',
    file,
    'npm run -s consult -- FILE (one patient utterance per line)',
  );
  if (content === undefined) return 1;
  const lines = scriptLines(content);
  if (lines.length === 0) {
    console.error(`consult: ${file}: no patient lines found (one utterance per line)`);
    return 1;
  }
  console.log(JSON.stringify(consultFromScript(lines, new Date()), null, 2));
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
