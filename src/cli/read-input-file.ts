import { readFile } from 'node:fs/promises';

const READ_ERRORS: Record<string, string> = {
  ENOENT: 'no such file',
  EISDIR: 'it is a directory',
  EACCES: 'permission denied',
};

/** An operator tool's input file as text, or undefined after one clear line on stderr. */
export async function readInputFile(
  tool: string,
  file: string | undefined,
  usage: string,
): Promise<string | undefined> {
  if (!file) {
    console.error(`usage: ${usage}`);
    return undefined;
  }
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    console.error(`${tool}: cannot read ${file}: ${READ_ERRORS[code] ?? String(error)}`);
    return undefined;
  }
}
