// `npm run eval:doctor`: the built-in doctor on its own corpus (eval/doctor/{dev,test}), printed as markdown
// and written to eval/results.md. Tune on dev only; the test split is written by someone who has not read
// the engine and is never edited to fit it.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuiltInDoctor, type Triage } from '../domain/doctor';
import { MAX_EXTRA_TURNS, NON_COMMITTAL, type DoctorCase } from './eval/doctor-corpus';
import { readDoctorCases } from './eval/read-corpus';
import { failureOf, fraction, percent, score, type CaseOutcome } from './eval/doctor-scores';

const CORPUS = 'eval/doctor';
const RESULTS = 'eval/results.md';
const SPLITS = ['dev', 'test'] as const;
/** Voices in which someone tells the doctor about another person. */
const RELAYED = /parent|relative|carer|grandparent/;
/** A fixed consultation date, so that figures do not move with the calendar. */
const NOW = new Date('2026-03-04T10:00:00Z');

export function runCase(c: DoctorCase): CaseOutcome {
  const doctor = createBuiltInDoctor({ now: NOW });
  const questions: string[] = [];
  const hear = (sentences: string[]) => questions.push(...sentences.filter((s) => s.endsWith('?')));
  hear(doctor.opening().sentences);
  for (const line of c.lines) {
    if (doctor.finished) break;
    hear(doctor.reply(line).sentences);
  }
  const told: Triage = snapshot(doctor.triage);
  const endedWithScript = doctor.finished;
  for (let i = 0; i < MAX_EXTRA_TURNS && !doctor.finished; i++) hear(doctor.reply(NON_COMMITTAL).sentences);
  // "Anything else?" is asked again by design after the patient raises something new; every other question once.
  const asked = questions.filter((q) => !/anything else/i.test(q));
  const repeated = asked.filter((q, i) => asked.indexOf(q) !== i);
  // Spoken to a parent or relative about someone else, a question about the patient is in the third person.
  const aboutSomeoneElse = RELAYED.test(c.voice);
  const secondPerson = aboutSomeoneElse
    ? asked.filter(
        (q) =>
          /\b(?:have|are|do|did|were) you\b|\byour (?!own words)/i.test(q) &&
          !/you'd like|could you|can you/i.test(q),
      )
    : [];
  return {
    case: c,
    secondPerson,
    told,
    concluded: snapshot(doctor.triage),
    ended: doctor.finished || endedWithScript,
    repeatedQuestions: [...new Set(repeated)],
  };
}

const snapshot = (t: Triage): Triage => ({ urgency: t.urgency, redFlags: [...t.redFlags] });

const loadSplit = (split: string) => readDoctorCases(join(CORPUS, split));

async function presentations(): Promise<Map<string, string>> {
  const rows = (await readFile(join(CORPUS, 'conditions.tsv'), 'utf8')).split('\n').slice(1);
  return new Map(rows.filter(Boolean).map((row) => row.split('\t') as [string, string]));
}

function section(split: string, outcomes: CaseOutcome[], presentationOf: (c: string) => string): string[] {
  const out: string[] = [`## ${split} (${outcomes.length} scripts)`, ''];
  const told = score(outcomes, 'told', presentationOf);
  const concluded = score(outcomes, 'concluded', presentationOf);
  out.push('| measure | when the doctor concludes | when the script has been told |', '| --- | --- | --- |');
  for (const [label, key] of [
    ['red-flag recall (emergency with a red flag)', 'redFlagRecall'],
    ['red flag named as gold', 'redFlagIdMatch'],
    ['harmless kept from emergency', 'harmlessKept'],
    ['safe triage (not under-triaged)', 'safe'],
    ['exact triage', 'exact'],
  ] as const)
    out.push(`| ${label} | ${fraction(concluded[key])} | ${fraction(told[key])} |`);
  out.push(
    `| of the recognised, only by the learned layer | ${concluded.learnedOnly} | ${told.learnedOnly} |`,
  );
  out.push(`| scripts with no urgency | ${concluded.noUrgency} | ${told.noUrgency} |`);
  const unended = outcomes.filter((o) => !o.ended).length;
  out.push(`| doctor did not conclude within ${MAX_EXTRA_TURNS} more turns | ${unended} | |`);
  const repeating = outcomes.filter((o) => o.repeatedQuestions.length > 0);
  out.push(`| consultations with a question asked twice word for word | ${repeating.length} | |`);
  const relayed = outcomes.filter((o) => RELAYED.test(o.case.voice));
  const wrongPerson = relayed.filter((o) => o.secondPerson.length > 0);
  out.push(
    `| told by a parent or relative, a question put to "you" about the patient | ${wrongPerson.length}/${relayed.length} | |`,
    '',
  );
  for (const o of wrongPerson.slice(0, 10))
    out.push(`- ${o.case.id} (${o.case.voice}): "${o.secondPerson[0]}"`);
  if (wrongPerson.length > 0) out.push('');
  for (const o of repeating.slice(0, 10)) out.push(`- ${o.case.id} asked twice: "${o.repeatedQuestions[0]}"`);
  if (repeating.length > 0) out.push('');
  out.push('| presentation | scripts | exact | safe |', '| --- | --- | --- | --- |');
  for (const [name, row] of [...concluded.byPresentation].sort(([a], [b]) => a.localeCompare(b)))
    out.push(`| ${name} | ${row.exact.of} | ${percent(row.exact)} | ${percent(row.safe)} |`);
  out.push('', `Failing when the doctor concludes:`, '');
  const failures = outcomes.map((o) => failureOf(o, 'concluded')).filter((f): f is string => f !== null);
  out.push(...(failures.length ? failures.map((f) => `- ${f}`) : ['- none']), '');
  return out;
}

export async function main(args: string[]): Promise<number> {
  const only = args.find((a) => (SPLITS as readonly string[]).includes(a));
  const write = !args.includes('--no-write') && !only;
  const byCondition = await presentations();
  const presentationOf = (condition: string) => byCondition.get(condition) ?? 'unlisted';
  const lines = [
    '# Built-in doctor: evaluation',
    '',
    'Printed by `npm run eval:doctor`. Each script is told line by line; then the patient answers',
    `"${NON_COMMITTAL}" until the doctor ends the call. Tuned on dev only.`,
    '',
    'The learned layer is trained on dev, so dev figures include what it was taught; its held-out dev figures',
    'are printed by `npm run train:doctor -- --cv`. Quote the test figures.',
    '',
  ];
  for (const split of only ? [only] : SPLITS) {
    const cases = await loadSplit(split);
    lines.push(...section(split, cases.map(runCase), presentationOf));
  }
  const text = lines.join('\n');
  console.log(text);
  if (write) await writeFile(RESULTS, text);
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
