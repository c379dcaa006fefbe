// The report corpus (eval/report/{dev,test}): consultation transcripts with the facets a faithful report holds.
// Format and meaning: eval/report/README.md.
import { parseTranscriptLines, type TranscriptTurn } from '../../domain/transcript';

export const REPORT_STYLES = ['built-in', 'chatty', 'terse'] as const;
export type ReportStyle = (typeof REPORT_STYLES)[number];
const URGENCIES = ['emergency', 'urgent', 'routine', 'self-care'] as const;

/** One facet item: any of its wordings counts. */
export type Alternatives = string[];

export type ExpectedOnset =
  { kind: 'day'; day: string } | { kind: 'words'; words: Alternatives } | { kind: 'none' };

export interface ReportCase {
  id: string;
  style: ReportStyle;
  /** The consultation's date, YYYY-MM-DD. */
  date: string;
  symptoms: Alternatives[];
  denied: Alternatives[];
  measures: string[];
  onset: ExpectedOnset;
  advice: Alternatives[];
  followUp: Alternatives[];
  primary: Alternatives;
  urgency: (typeof URGENCIES)[number];
  transcript: TranscriptTurn[];
}

const items = (value: string): Alternatives[] =>
  value
    .split(';')
    .map((item) =>
      item
        .split('|')
        .map((wording) => wording.trim().toLowerCase())
        .filter(Boolean),
    )
    .filter((item) => item.length > 0);

function onsetOf(value: string): ExpectedOnset | Error {
  if (/^none$/i.test(value)) return { kind: 'none' };
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return { kind: 'day', day: value };
  const words = /^words:\s*(.+)$/i.exec(value);
  if (words) return { kind: 'words', words: items(words[1]!)[0] ?? [] };
  return new Error(`onset must be YYYY-MM-DD, "words: …" or "none", not "${value}"`);
}

export function parseReportCase(id: string, content: string): ReportCase | Error {
  const header = new Map<string, string>();
  const lines: string[] = [];
  for (const line of content.split(/\r?\n/)) {
    const field = /^#\s*([a-z-]+):\s*(.*)$/.exec(line);
    if (field) header.set(field[1]!, field[2]!.trim());
    else if (line.trim()) lines.push(line);
  }
  const need = (name: string) => header.get(name) ?? '';
  const style = need('style') as ReportStyle;
  if (!REPORT_STYLES.includes(style)) return new Error(`${id}: unknown style "${style}"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(need('date'))) return new Error(`${id}: date must be YYYY-MM-DD`);
  const urgency = need('urgency') as ReportCase['urgency'];
  if (!URGENCIES.includes(urgency)) return new Error(`${id}: unknown urgency "${urgency}"`);
  const onset = onsetOf(need('onset'));
  if (onset instanceof Error) return new Error(`${id}: ${onset.message}`);
  const transcript = parseTranscriptLines(lines);
  if (transcript.length === 0) return new Error(`${id}: no transcript lines`);
  return {
    id,
    style,
    date: need('date'),
    symptoms: items(need('symptoms')),
    denied: items(need('denied')),
    measures: need('measures')
      .split(';')
      .map((m) => m.trim())
      .filter(Boolean),
    onset,
    advice: items(need('advice')),
    followUp: items(need('follow-up')),
    primary: items(need('primary'))[0] ?? [],
    urgency,
    transcript,
  };
}
