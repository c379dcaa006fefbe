// `npm run platform -- <group> <operation> [flags]`, parsed into what to call and with which inputs.
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

export type PlatformArgs =
  | { kind: 'help'; group?: string }
  | {
      kind: 'call';
      group: string;
      operation: string;
      /** Path parameter values by their name in the contract (`--test-id` → `testId`). */
      pathValues: Record<string, string>;
      /** A file path, or `-` for stdin. */
      body?: string;
      query: Record<string, string | string[]>;
      form: Record<string, string | string[]>;
    };

/** `testId` ↔ `--test-id`: each path parameter of the contract is a flag of the same name. */
export const flagForPathParam = (name: string) =>
  name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function parsePlatformArgs(argv: string[], pathParams: Iterable<string>): PlatformArgs {
  const pathFlags = new Map([...pathParams].map((name) => [flagForPathParam(name), name]));
  const { values, positionals } = parseOrExplain(argv, [...pathFlags.keys()]);
  const [group, operation, ...extra] = positionals;
  // A group without an operation lists the group's operations.
  if (values.help || !group || !operation) return group ? { kind: 'help', group } : { kind: 'help' };
  if (extra.length > 0) throw new UsageError(`unexpected argument: ${extra.join(' ')}`);

  const pathValues: Record<string, string> = {};
  const given: Record<string, unknown> = values;
  for (const [flag, name] of pathFlags) {
    const value = given[flag];
    if (typeof value === 'string') pathValues[name] = value;
  }
  return {
    kind: 'call',
    group,
    operation,
    pathValues,
    ...(typeof values.body === 'string' ? { body: values.body } : {}),
    query: keyValues('--query', values.query),
    form: keyValues('--form', values.form),
  };
}

function parseOrExplain(argv: string[], pathFlags: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        ...Object.fromEntries(pathFlags.map((flag) => [flag, { type: 'string' as const }])),
        body: { type: 'string' },
        query: { type: 'string', multiple: true },
        form: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** Repeated `key=value` flags; a key given twice becomes a list (`a=1&a=2` on the wire). */
function keyValues(flag: string, pairs: unknown): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = {};
  for (const pair of Array.isArray(pairs) ? pairs.map(String) : []) {
    const equals = pair.indexOf('=');
    if (equals <= 0) throw new UsageError(`${flag} takes key=value, not "${pair}"`);
    const key = pair.slice(0, equals);
    const value = pair.slice(equals + 1);
    const previous = result[key];
    result[key] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return result;
}
