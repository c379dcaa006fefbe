// `npm run -s report -- FILE`: prints the consultation report for a transcript file as JSON.
// FILE holds a JSON array of {role: 'user' | 'assistant', text} or lines 'You: …' / 'Doctor: …'.
import { readInputFile } from './read-input-file';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { buildReport, type ConsultationReport } from '../domain/report';
import { parseTranscriptLines } from '../domain/transcript';

const turnsSchema = z.array(z.object({ role: z.enum(['user', 'assistant']), text: z.string() }));

/** The report for a transcript file's content; throws an Error whose message is one line for the user. */
export function reportFromFileContent(content: string, now: Date): ConsultationReport {
  if (content.trimStart().startsWith('[')) {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch {
      throw new Error('the file looks like JSON but does not parse');
    }
    const turns = turnsSchema.safeParse(json);
    if (!turns.success) throw new Error("expected a JSON array of {role: 'user' | 'assistant', text}");
    return buildReport(turns.data, now);
  }
  const turns = parseTranscriptLines(content.split(/\r?\n/));
  if (turns.length === 0)
    throw new Error("no transcript lines found: expected lines starting 'You:' or 'Doctor:'");
  return buildReport(turns, now);
}

async function main(args: string[]): Promise<number> {
  const [file] = args;
  const content = await readInputFile('report', file, 'npm run -s report -- FILE');
  if (content === undefined) return 1;
  try {
    console.log(JSON.stringify(reportFromFileContent(content, new Date()), null, 2));
    return 0;
  } catch (error) {
    console.error(`report: ${file}: ${(error as Error).message}`);
    return 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
