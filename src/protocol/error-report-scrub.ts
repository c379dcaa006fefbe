// What an error report may carry: where and what failed, never what a patient said, a report made of it, a request
// body or a credential. Sentry is told to collect none of them; this is the last word before anything is sent, the
// same in the browser (@sentry/react) and on the server (@sentry/node).
import { PATIENT_KEYS, REDACTED, SECRET_KEYS, withoutQuotedText } from './sensitive-data';

/** The parts of a Sentry event (browser or Node, same shape) that may carry what must not leave. */
export interface ScrubbableEvent {
  message?: string;
  request?: { method?: string; url?: string; headers?: Record<string, string> };
  exception?: {
    values?: { value?: string; stacktrace?: { frames?: { vars?: unknown }[] } }[];
  };
  extra?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  user?: { id?: string | number };
  breadcrumbs?: ScrubbableBreadcrumb[];
}
export interface ScrubbableBreadcrumb {
  message?: string;
  data?: Record<string, unknown>;
}

const REDACTED_KEYS = new Set([...PATIENT_KEYS, ...SECRET_KEYS].map((key) => key.toLowerCase()));
/** Request headers worth keeping to understand a failure; every other header is dropped. */
const KEPT_HEADERS = new Set(['content-type', 'content-length', 'user-agent', 'x-request-id']);

/** `beforeSend`: a copy of the event with only what is safe to leave this server. */
export function scrubEvent<E extends ScrubbableEvent>(event: E): E {
  const safe: E = { ...event };
  if (event.request) {
    const { method, url, headers } = event.request;
    safe.request = {
      method,
      url: url ? withoutQuery(url) : undefined,
      headers: headers
        ? Object.fromEntries(Object.entries(headers).filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())))
        : undefined,
    };
  }
  if (event.message) safe.message = safeMessage(event.message);
  if (event.exception?.values) {
    safe.exception = {
      ...event.exception,
      values: event.exception.values.map((value) => ({
        ...value,
        value: value.value === undefined ? undefined : safeMessage(value.value),
        stacktrace: value.stacktrace && {
          ...value.stacktrace,
          // Local variables may hold anything the request carried.
          frames: value.stacktrace.frames?.map(({ vars: _vars, ...frame }) => frame),
        },
      })),
    };
  }
  if (event.extra) safe.extra = scrubObject(event.extra) as E['extra'];
  if (event.contexts) safe.contexts = scrubObject(event.contexts) as E['contexts'];
  if (event.tags) safe.tags = scrubObject(event.tags) as E['tags'];
  if (event.user) safe.user = event.user.id === undefined ? undefined : { id: event.user.id };
  if (event.breadcrumbs) safe.breadcrumbs = event.breadcrumbs.map((crumb) => scrubBreadcrumb(crumb));
  return safe;
}

/** `beforeBreadcrumb`, and each breadcrumb of an event: its kind and ids, never its message or payload. */
export function scrubBreadcrumb<B extends ScrubbableBreadcrumb>(breadcrumb: B): B {
  const { message, data, ...rest } = breadcrumb;
  const safe = { ...rest } as B;
  if (message !== undefined) safe.message = safeMessage(message);
  if (data) {
    const kept = scrubObject(data) as Record<string, unknown>;
    if (typeof kept.url === 'string') kept.url = withoutQuery(kept.url);
    safe.data = kept;
  }
  return safe;
}

/**
 * A message's first line without quoted text: drivers append the failed query's parameters on later lines
 * (drizzle's "Failed query: …\nparams: …"), and parsers quote their input.
 */
function safeMessage(message: string): string {
  return withoutQuotedText(message.split('\n', 1)[0]!).slice(0, 300);
}

function scrubObject(value: unknown, depth = 0): unknown {
  if (depth > 6) return REDACTED;
  if (typeof value === 'string') return withoutQuotedText(value);
  if (Array.isArray(value)) return value.map((item) => scrubObject(item, depth + 1));
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      REDACTED_KEYS.has(key.toLowerCase()) ? REDACTED : scrubObject(item, depth + 1),
    ]),
  );
}

function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}
