// Reading the doctor's corpus from disk: every script of one split, parsed, or the first error.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDoctorCase, type DoctorCase } from './doctor-corpus';

export async function readDoctorCases(dir: string): Promise<DoctorCase[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.txt')).sort();
  const cases: DoctorCase[] = [];
  for (const file of files) {
    const parsed = parseDoctorCase(file.replace(/\.txt$/, ''), await readFile(join(dir, file), 'utf8'));
    if (parsed instanceof Error) throw parsed;
    cases.push(parsed);
  }
  return cases;
}
