// The operator CLI: `npm run platform -- <group> <operation> …` and `assistant sync`, with its I/O passed
// in so tests can run it against a loopback server.
import {
  callPlatform,
  createPlatformClient,
  HOSTED_PLATFORM_API_BASE,
  type PlatformClient,
  type PlatformFailure,
} from '../../protocol/platform-client';
import type { HttpMethod, PlatformOperation } from '../../protocol/platform-operations';
import { parsePlatformArgs, UsageError, type PlatformArgs } from './args';
import { syncDoctorAssistant, type AssistantServer } from './assistant-sync';
import { loadPlatformOperations } from './contract';
import { groupHelpText, helpText } from './help';
import { buildRequestOptions, type ReadInput, type RequestOptions } from './request';

export interface CliIo {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readInput: ReadInput;
  fetch?: (request: Request) => Promise<Response>;
}

/** A missing or wrong environment variable: one line, no usage hint. */
class ConfigError extends UsageError {}

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export async function runPlatformCli(argv: string[], io: CliIo): Promise<number> {
  const operations = loadPlatformOperations();
  try {
    const pathParams = operations.flatMap((op) => op.pathParams);
    const args = parsePlatformArgs(argv, pathParams);
    if (args.kind === 'help') return printHelp(args.group, operations, io);
    if (args.group === 'assistant' && args.operation === 'sync') return await assistantSync(args, io);
    const op = findOperation(operations, args.group, args.operation);
    const options = await buildRequestOptions(op, args, io.readInput);
    return await callOperation(op, options, io);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.stderr(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `error: ${error.message}\nSee: npm run platform -- --help\n`,
    );
    return EXIT_USAGE;
  }
}

function printHelp(group: string | undefined, operations: PlatformOperation[], io: CliIo): number {
  if (group === undefined) {
    io.stdout(`${helpText(operations)}\n`);
    return EXIT_OK;
  }
  if (!operations.some((op) => op.group === group)) throw unknownGroup(group, operations);
  io.stdout(`${groupHelpText(group, operations)}\n`);
  return EXIT_OK;
}

function findOperation(operations: PlatformOperation[], group: string, name: string): PlatformOperation {
  const op = operations.find((candidate) => candidate.group === group && candidate.name === name);
  if (op) return op;
  const inGroup = operations
    .filter((candidate) => candidate.group === group)
    .map((candidate) => candidate.name);
  if (inGroup.length === 0) throw unknownGroup(group, operations);
  if (group === 'assistant') inGroup.push('sync');
  throw new UsageError(`no operation "${group} ${name}"; ${group} has: ${inGroup.join(', ')}`);
}

function unknownGroup(group: string, operations: PlatformOperation[]): UsageError {
  const groups = [...new Set(operations.map((op) => op.group))];
  return new UsageError(`no group "${group}"; the groups are: ${groups.join(', ')}`);
}

function platformClient(io: CliIo): { client: PlatformClient; baseUrl: string } {
  const apiKey = io.env.PLATFORM_PRIVATE_KEY?.trim();
  if (!apiKey)
    throw new ConfigError("PLATFORM_PRIVATE_KEY is not set: export the platform's private API key");
  const baseUrl = io.env.PLATFORM_API_BASE?.trim() || HOSTED_PLATFORM_API_BASE;
  if (!/^https?:\/\//.test(baseUrl) || !URL.canParse(baseUrl)) {
    throw new ConfigError(
      `PLATFORM_API_BASE must be an http(s) URL such as ${HOSTED_PLATFORM_API_BASE}, not "${baseUrl}"`,
    );
  }
  return { client: createPlatformClient({ apiKey, baseUrl, fetch: io.fetch }), baseUrl };
}

// The contract's path and method come from the document at run time, so the typed signature cannot apply.
type UntypedRequest = (
  method: HttpMethod,
  path: string,
  options: RequestOptions,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

async function callOperation(op: PlatformOperation, options: RequestOptions, io: CliIo): Promise<number> {
  const { client, baseUrl } = platformClient(io);
  const request = client.request as unknown as UntypedRequest;
  const result = await callPlatform(request(op.method, op.path, options));
  if (!result.ok) return reportFailure(result.failure, baseUrl, io);
  if (result.data !== undefined) io.stdout(`${JSON.stringify(result.data, null, 2)}\n`);
  return EXIT_OK;
}

async function assistantSync(args: Extract<PlatformArgs, { kind: 'call' }>, io: CliIo): Promise<number> {
  const flags =
    Object.keys(args.pathValues).length + Object.keys(args.query).length + Object.keys(args.form).length;
  if (flags > 0 || args.body !== undefined) throw new UsageError('assistant sync takes no flags');
  const server = assistantServer(io);
  const { client, baseUrl } = platformClient(io);
  const result = await syncDoctorAssistant(client, server);
  if (!result.ok) return reportFailure(result.failure, baseUrl, io);
  const { action, id, duplicates } = result.data;
  if (duplicates.length > 0) {
    io.stderr(
      `note: left ${duplicates.length} other assistant(s) with the same name as they are: ${duplicates.join(', ')}\n`,
    );
  }
  io.stdout(
    `${action === 'created' ? 'Created' : 'Updated'} the AI doctor assistant ${id}\nVAPI_ASSISTANT_ID=${id}\n`,
  );
  return EXIT_OK;
}

/** Where the assistant posts its server messages, and the secret it proves them with, from the app's settings. */
function assistantServer(io: CliIo): AssistantServer {
  const publicUrl = io.env.PUBLIC_URL?.trim();
  if (!publicUrl || !/^https?:\/\//.test(publicUrl) || !URL.canParse(publicUrl))
    throw new ConfigError(
      'PUBLIC_URL must be the address the platform can reach the app at, e.g. https://care.example.org',
    );
  const secret = io.env.VAPI_SERVER_SECRET?.trim();
  if (!secret || secret.length < 16)
    throw new ConfigError(
      'VAPI_SERVER_SECRET must be set (16+ characters), the same value the server is started with',
    );
  const minutes = Number(io.env.CALL_MAX_MINUTES ?? 30);
  if (!Number.isInteger(minutes) || minutes < 1)
    throw new ConfigError('CALL_MAX_MINUTES must be a whole number of minutes, as the server takes it');
  return { publicUrl, secret, maxCallMinutes: minutes };
}

function reportFailure(failure: PlatformFailure, baseUrl: string, io: CliIo): number {
  if (failure.status !== undefined) io.stderr(`HTTP ${failure.status}: ${failure.message}\n`);
  else if (failure.kind === 'network') io.stderr(`Could not reach ${baseUrl}: ${failure.message}\n`);
  else io.stderr(`Unexpected response from ${baseUrl}: ${failure.message}\n`);
  return EXIT_FAILED;
}
