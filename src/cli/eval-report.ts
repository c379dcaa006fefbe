// `npm run eval:report`: the report builder on its own corpus of transcripts (eval/report/{dev,test}), printed as
// markdown and written to eval/report-results.md. Tune on dev only; the test split was written by someone who has
// not read the builder and is never edited to fit it.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuiltInDoctor } from '../domain/doctor';
import { buildReport } from '../domain/report';
import { MAX_EXTRA_TURNS, NON_COMMITTAL } from './eval/doctor-corpus';
import { parseReportCase, REPORT_STYLES, type ReportCase } from './eval/report-corpus';
import { readCases } from './eval/read-corpus';
import { emptyScores, FACETS, fraction, scoreReport, type ReportScores } from './eval/report-scores';

const CORPUS = 'eval/report';
const RESULTS = 'eval/report-results.md';
const SPLITS = ['dev', 'test'] as const;

/** The consultation held at midday on its date, so relative days resolve the same on every machine. */
const consultationTime = (c: ReportCase) => new Date(`${c.date}T12:00:00Z`);

function section(split: string, cases: ReportCase[]): string[] {
  const all = emptyScores();
  const byStyle = new Map(REPORT_STYLES.map((style) => [style, emptyScores()]));
  for (const c of cases) {
    const report = buildReport(c.transcript, consultationTime(c));
    scoreReport(all, c, report);
    scoreReport(byStyle.get(c.style)!, c, report);
  }
  const out = [
    `## ${split} (${cases.length} transcripts)`,
    '',
    `| facet | all | ${REPORT_STYLES.join(' | ')} |`,
    `| --- | --- | ${REPORT_STYLES.map(() => '---').join(' | ')} |`,
  ];
  for (const [key, name] of FACETS)
    out.push(
      `| ${name} | ${fraction(all[key])} | ${REPORT_STYLES.map((s) => fraction(byStyle.get(s)![key])).join(' | ')} |`,
    );
  out.push('', ...builtInDoctorsOwn(cases));
  out.push('', 'Failures:', '');
  const failures = FACETS.flatMap(([key, name]) => all[key].misses.map((miss) => `- ${name}: ${miss}`));
  out.push(...(failures.length ? failures : ['- none']), '');
  return out;
}

/**
 * The built-in doctor's own report, made from its facts: the patient's lines told to it in order (then the
 * non-committal reply the doctor's evaluation uses, until it ends). Its questions are not the transcript's, so an answer may meet another question: only the
 * facets the patient's words decide are scored.
 */
function builtInDoctorsOwn(cases: ReportCase[]): string[] {
  const scores = emptyScores();
  for (const c of cases) {
    const now = consultationTime(c);
    const doctor = createBuiltInDoctor({ now });
    doctor.opening();
    const lines = c.transcript.filter((turn) => turn.role === 'user').map((turn) => turn.text);
    for (const line of lines) if (!doctor.finished) doctor.reply(line);
    for (let turn = 0; turn < MAX_EXTRA_TURNS && !doctor.finished; turn++) doctor.reply(NON_COMMITTAL);
    scoreReport(scores, c, buildReport([], now, { record: doctor.record, triage: doctor.triage }));
  }
  const facets = FACETS.filter(([key]) => key === 'symptoms' || key === 'negation' || key === 'measures');
  return [
    "The built-in doctor's own report, from its facts, with the patient's lines told to it in order:",
    '',
    '| facet | all |',
    '| --- | --- |',
    ...facets.map(([key, name]) => `| ${name} | ${fraction(scores[key])} |`),
  ];
}

export async function main(args: string[]): Promise<number> {
  const only = args.find((a) => (SPLITS as readonly string[]).includes(a));
  const write = !args.includes('--no-write') && !only;
  const lines = [
    '# Consultation report: evaluation',
    '',
    'Printed by `npm run eval:report`: each transcript is read into a record and written as a report, then checked',
    'against the facets in its header (eval/report/README.md). Tuned on dev only; quote the test figures.',
    '',
  ];
  for (const split of only ? [only] : SPLITS)
    lines.push(...section(split, await readCases(join(CORPUS, split), parseReportCase)));
  const text = lines.join('\n');
  console.log(text);
  if (write) await writeFile(RESULTS, text);
  return 0;
}

export type { ReportScores };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
