// `npm run train:doctor`: retrains the doctor's learned layer from the dev corpus (never the test split)
// and writes src/domain/doctor/learned/emergency-model.json. `--cv` prints, instead, how the model does on
// dev conditions it was not trained on (5 folds by condition), to choose the threshold the intake uses.
import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { emergencyProbability } from '../domain/doctor/learned/emergency-model';
import { trainEmergencyModel, type Example } from '../domain/doctor/learned/train';
import type { DoctorCase } from './eval/doctor-corpus';
import { readDoctorCases } from './eval/read-corpus';

const DEV = 'eval/doctor/dev';
const MODEL = 'src/domain/doctor/learned/emergency-model.json';

const devCases = () => readDoctorCases(DEV);

const exampleOf = (c: DoctorCase): Example => ({
  text: c.lines.join('. '),
  emergency: c.urgency === 'emergency',
});

function crossValidate(cases: DoctorCase[]): string[] {
  const conditions = [...new Set(cases.map((c) => c.condition))].sort();
  const scored: { c: DoctorCase; p: number }[] = [];
  for (let fold = 0; fold < 5; fold++) {
    const held = new Set(conditions.filter((_, i) => i % 5 === fold));
    const model = trainEmergencyModel(cases.filter((c) => !held.has(c.condition)).map(exampleOf));
    for (const c of cases.filter((c) => held.has(c.condition)))
      scored.push({ c, p: emergencyProbability(exampleOf(c).text, model) });
  }
  const lines = ['threshold | emergencies found | non-emergencies flagged | harmless flagged'];
  for (const threshold of [0.5, 0.7, 0.8, 0.85, 0.9, 0.95]) {
    const over = (s: { p: number }) => s.p > threshold;
    const emergencies = scored.filter((s) => s.c.urgency === 'emergency');
    const others = scored.filter((s) => s.c.urgency !== 'emergency');
    const harmless = scored.filter((s) => s.c.harmless);
    lines.push(
      `${threshold} | ${emergencies.filter(over).length}/${emergencies.length} | ${others.filter(over).length}/${others.length} | ${harmless.filter(over).length}/${harmless.length}`,
    );
  }
  return lines;
}

export async function main(args: string[]): Promise<number> {
  const cases = await devCases();
  if (args.includes('--cv')) {
    console.log(crossValidate(cases).join('\n'));
    return 0;
  }
  const model = trainEmergencyModel(cases.map(exampleOf));
  await writeFile(MODEL, `${JSON.stringify(model)}\n`);
  console.log(
    `train:doctor: ${cases.length} dev scripts, ${model.weights.length} weights written to ${MODEL}`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await main(process.argv.slice(2));
}
