// Turns the CLI's flags into the client's request options for one contract operation, checking them
// against the operation first so a mistake is a usage line, not a 404 from the platform.
import { basename } from 'node:path';
import type { FileField, PlatformOperation } from '../../protocol/platform-operations';
import { flagForPathParam, UsageError, type PlatformArgs } from './args';

type CallArgs = Extract<PlatformArgs, { kind: 'call' }>;

export interface RequestOptions {
  params: { path: Record<string, string>; query: Record<string, string | string[]> };
  body?: unknown;
}

/** Reads `--body`: a file path, or `-` for stdin. */
export type ReadInput = (source: string) => Promise<Uint8Array>;

export async function buildRequestOptions(
  op: PlatformOperation,
  args: CallArgs,
  readInput: ReadInput,
): Promise<RequestOptions> {
  const command = `${op.group} ${op.name}`;
  const missing = op.pathParams.filter((name) => args.pathValues[name] === undefined);
  if (missing.length > 0)
    throw new UsageError(`${command} needs ${missing.map(flag).join(' and ')} (${op.path})`);
  const unused = Object.keys(args.pathValues).filter((name) => !op.pathParams.includes(name));
  if (unused.length > 0)
    throw new UsageError(`${command} takes no ${unused.map(flag).join(' or ')} (${op.path})`);

  const options: RequestOptions = { params: { path: args.pathValues, query: args.query } };
  const body = await readBody(op, args, readInput);
  return body === undefined ? options : { ...options, body };
}

async function readBody(op: PlatformOperation, args: CallArgs, readInput: ReadInput): Promise<unknown> {
  const command = `${op.group} ${op.name}`;
  const spec = op.requestBody;
  if (!spec) {
    if (args.body !== undefined) throw new UsageError(`${command} takes no --body`);
    if (Object.keys(args.form).length > 0) throw new UsageError(`${command} takes no --form`);
    return undefined;
  }
  if (spec.contentType === 'application/json' && Object.keys(args.form).length > 0) {
    throw new UsageError(`${command} takes a JSON --body, not --form`);
  }
  if (args.body === undefined) {
    if (spec.required) throw new UsageError(`${command} needs --body FILE (or --body - for stdin)`);
    return undefined;
  }
  const bytes = await readInput(args.body).catch((error: unknown) => {
    throw new UsageError(`--body ${args.body}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (spec.contentType === 'multipart/form-data') return uploadFields(spec.fileFields, args, bytes);
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    throw new UsageError(
      `--body ${args.body} is not JSON (${error instanceof Error ? error.message : error})`,
    );
  }
}

/** The `--body` file goes in the contract's first file field (as a one-item list where it takes many). */
function uploadFields(fileFields: FileField[], args: CallArgs, bytes: Uint8Array): Record<string, unknown> {
  const [field] = fileFields;
  if (!field) throw new UsageError('this upload has no file field in the contract');
  const name = args.body === '-' ? 'stdin' : basename(args.body ?? 'upload');
  // Copied: a Node Buffer may sit on a shared pool, which File does not take.
  const file = new File([new Uint8Array(bytes)], name, { type: mediaTypeOf(name) });
  return { ...args.form, [field.name]: field.multiple ? [file] : file };
}

const MEDIA_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
};

function mediaTypeOf(fileName: string): string {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return MEDIA_TYPES[extension] ?? 'application/octet-stream';
}

const flag = (name: string) => `--${flagForPathParam(name)}`;
