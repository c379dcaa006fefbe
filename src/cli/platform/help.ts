// The CLI's --help, listing the contract's operations as `<group> <operation>`.
import type { PlatformOperation } from '../../protocol/platform-operations';
import { flagForPathParam } from './args';

export const ASSISTANT_SYNC_HELP =
  'create or update the AI doctor assistant from our definition, posting its server messages to PUBLIC_URL with VAPI_SERVER_SECRET; prints VAPI_ASSISTANT_ID=<id>';

export function helpText(operations: PlatformOperation[]): string {
  const pathFlags = [...new Set(operations.flatMap((op) => op.pathParams))].map(
    (name) => `--${flagForPathParam(name)}`,
  );
  return [
    'Usage: npm run platform -- <group> <operation> [--id ID] [--body FILE|-] [--query key=value]...',
    '       npm run platform -- assistant sync',
    '       npm run platform -- <group> --help',
    '',
    "Calls the voice platform's API through the generated client and prints the JSON response.",
    '<group> <operation> is the operation whose operationId is <group>.<operation> in',
    'src/protocol/platform-openapi.yaml. A failure prints "HTTP <status>: <message>" and exits 1.',
    '',
    'Environment:',
    '  PLATFORM_API_BASE     the API base (default https://api.vapi.ai; local: http://localhost:3000/platform)',
    "  PLATFORM_PRIVATE_KEY  the platform's private API key (required)",
    '  PUBLIC_URL, VAPI_SERVER_SECRET, CALL_MAX_MINUTES',
    "                        assistant sync: the app's address, its server secret and the longest call",
    '',
    'Options:',
    `  ${pathFlags.join(', ')}`,
    "                    the path's parameters ({testId} is --test-id)",
    '  --body FILE|-     the JSON request body, from a file or stdin; for an upload, the file to send',
    '  --form key=value  a text field of an upload (repeatable)',
    '  --query key=value a query parameter (repeatable; a repeated key sends a list)',
    '  --help, -h        this text',
    '',
    'Operations:',
    ...operationLines(operations),
  ].join('\n');
}

export function groupHelpText(group: string, operations: PlatformOperation[]): string {
  const inGroup = operations.filter((op) => op.group === group);
  return [
    `Operations of ${group} (npm run platform -- ${group} <operation>):`,
    ...inGroup.flatMap((op) => [
      `  ${pad(op.name, 28)}${pad(op.method.toUpperCase(), 7)}${op.path}${notes(op)}`,
      `  ${' '.repeat(28)}${op.summary}`,
      ...(op.queryParams.length > 0 ? [`  ${' '.repeat(28)}--query ${op.queryParams.join(', ')}`] : []),
    ]),
    ...(group === 'assistant' ? [`  ${pad('sync', 28)}${ASSISTANT_SYNC_HELP}`] : []),
  ].join('\n');
}

/** Grouped, in the order the document first mentions each group (v2 lists sit with their group). */
function operationLines(operations: PlatformOperation[]): string[] {
  const groups = [...new Set(operations.map((op) => op.group))];
  return groups.flatMap((group) => [
    ...operations
      .filter((op) => op.group === group)
      .map(
        (op) =>
          `  ${pad(`${op.group} ${op.name}`, 40)}${pad(op.method.toUpperCase(), 7)}${op.path}${notes(op)}`,
      ),
    ...(group === 'assistant' ? [`  ${pad('assistant sync', 40)}${ASSISTANT_SYNC_HELP}`] : []),
  ]);
}

function notes(op: PlatformOperation): string {
  const marks = [
    op.queryParams.length > 0 ? 'query' : '',
    op.requestBody?.contentType === 'multipart/form-data' ? 'upload' : op.requestBody ? 'body' : '',
    op.authenticated ? '' : 'no key',
    op.deprecated ? 'deprecated' : '',
  ].filter(Boolean);
  return marks.length > 0 ? `  (${marks.join(', ')})` : '';
}

const pad = (text: string, width: number) => (text.length >= width ? `${text} ` : text.padEnd(width));
