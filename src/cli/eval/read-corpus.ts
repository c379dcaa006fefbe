// Reading a corpus split from disk: every case file, parsed, or the first error.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseDoctorCase, type DoctorCase } from './doctor-corpus';

export async function readCases<T>(
  dir: string,
  parse: (id: string, content: string) => T | Error,
): Promise<T[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.txt')).sort();
  const cases: T[] = [];
  for (const file of files) {
    const parsed = parse(file.replace(/\.txt$/, ''), await readFile(join(dir, file), 'utf8'));
    if (parsed instanceof Error) throw parsed;
    cases.push(parsed);
  }
  return cases;
}

export const readDoctorCases = (dir: string): Promise<DoctorCase[]> => readCases(dir, parseDoctorCase);
