// `npm run -s report -- FILE`: prints the consultation report for a transcript file as JSON.
// FILE holds a JSON array of {role: 'user' | 'assistant', text} or lines 'You: …' / 'Doctor: …'.
import { readFile } from 'node:fs/promises';
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

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

async function main(args: string[]): Promise<number> {
  const [file] = args;
  if (!file) {
    console.error('usage: npm run -s report -- FILE');
    return 1;
  }
  let content: string;
  try {
    content = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    console.error(`report: cannot read ${file}: ${READ_ERRORS[code] ?? String(error)}`);
    return 1;
  }
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
