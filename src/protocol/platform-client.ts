// The voice platform's REST client, typed by the contract (platform-openapi.yaml → platform-api.generated.ts).
// Runs in the browser (POST /call/web) and in the operator CLI, so it uses only web-standard APIs.
import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './platform-api.generated';

export const HOSTED_PLATFORM_API_BASE = 'https://api.vapi.ai';

export type PlatformClient = Client<paths>;
export type WebCallRequest = components['schemas']['CreateWebCallRequest'];
export type WebCall = components['schemas']['WebCall'];
export type PlatformCall = components['schemas']['Call'];

/** The one path the contract leaves without a key: the credential provider calls it, not us. */
const UNAUTHENTICATED_PATHS: ReadonlySet<string> = new Set(['/credential/webhook']);

export interface PlatformClientOptions {
  apiKey: string;
  /** The hosted platform's API unless given, e.g. `http://localhost:3000/platform` for the local one. */
  baseUrl?: string;
  fetch?: (request: Request) => Promise<Response>;
}

export function createPlatformClient({
  apiKey,
  baseUrl = HOSTED_PLATFORM_API_BASE,
  fetch,
}: PlatformClientOptions): PlatformClient {
  const client = createClient<paths>({ baseUrl, fetch, bodySerializer: serializePlatformBody });
  client.use(bearerAuth(apiKey));
  return client;
}

function bearerAuth(apiKey: string): Middleware {
  return {
    onRequest({ request, schemaPath }) {
      if (UNAUTHENTICATED_PATHS.has(schemaPath)) return undefined;
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  };
}

/**
 * JSON, except a body that carries file bytes (a Blob, or a list of them): the contract takes those as
 * multipart form data, and fetch sets the multipart boundary itself.
 */
export function serializePlatformBody(body: unknown): string | FormData {
  if (body instanceof FormData) return body;
  if (isRecord(body) && Object.values(body).some(carriesFile)) return toFormData(body);
  return JSON.stringify(body);
}

function carriesFile(value: unknown): boolean {
  return value instanceof Blob || (Array.isArray(value) && value.some((item) => item instanceof Blob));
}

function toFormData(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) form.append(name, item, item instanceof File ? item.name : name);
      else form.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  return form;
}

export type PlatformFailureKind =
  'unauthorized' | 'bad-request' | 'not-found' | 'too-large' | 'rate-limited' | 'server' | 'network';

export interface PlatformFailure {
  kind: PlatformFailureKind;
  /** The HTTP status, absent when no response arrived. */
  status?: number;
  message: string;
}

export type PlatformResult<T> = { ok: true; data: T } | { ok: false; failure: PlatformFailure };

interface FetchOutcome {
  data?: unknown;
  error?: unknown;
  response: Response;
}

/**
 * Settles a client call into a result the UI and the CLI can branch on, never a throw.
 * `data` is the 2xx body: the contract gives every operation a JSON body.
 */
export async function callPlatform<Outcome extends FetchOutcome>(
  request: Promise<Outcome>,
): Promise<PlatformResult<NonNullable<Outcome['data']>>> {
  let outcome: Outcome;
  try {
    outcome = await request;
  } catch (error) {
    return { ok: false, failure: thrownFailure(error) };
  }
  const { response } = outcome;
  if (response.ok) return { ok: true, data: outcome.data as NonNullable<Outcome['data']> };
  return {
    ok: false,
    failure: {
      kind: failureKind(response.status),
      status: response.status,
      message: bodyMessage(outcome.error) ?? (response.statusText || `HTTP ${response.status}`),
    },
  };
}

function failureKind(status: number): PlatformFailureKind {
  // 403 too: the platform answers it to a key of the wrong kind (public where private is needed).
  if (status === 401 || status === 403) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-large';
  if (status === 429) return 'rate-limited';
  if (status >= 400 && status < 500) return 'bad-request';
  return 'server';
}

const MAX_TEXT_MESSAGE = 300;

/** The platform's error body is `{ message: string | string[], error?, statusCode? }`, or plain text from a proxy. */
function bodyMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim().slice(0, MAX_TEXT_MESSAGE) || undefined;
  if (!isRecord(body)) return undefined;
  const { message, error } = body;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && message.length > 0) return message.map(String).join('; ');
  if (typeof error === 'string' && error) return error;
  return undefined;
}

function thrownFailure(error: unknown): PlatformFailure {
  // A 2xx whose body is not JSON (e.g. an HTML page from a wrong base URL) fails in JSON.parse.
  if (error instanceof SyntaxError) return { kind: 'server', message: 'The response body is not JSON.' };
  return { kind: 'network', message: describeThrown(error) };
}

function describeThrown(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports "fetch failed" and keeps the reason (e.g. ECONNREFUSED) in `cause`.
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
