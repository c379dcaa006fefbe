// Structured one-line JSON logs through pino. Callers pass event names and identifiers; pino's redaction removes
// anything a patient said and any credential should a caller pass an object that holds one.
import pino, { type DestinationStream } from 'pino';
import { PATIENT_KEYS, REDACTED, SECRET_KEYS, withoutQuotedText } from '../protocol/sensitive-data';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, string | number | boolean | null | undefined>;
/** What a log line may carry besides its event name; objects are allowed, and redacted by key. */
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(event: string, fields?: LogFields): void;
  info(event: string, fields?: LogFields): void;
  warn(event: string, fields?: LogFields): void;
  error(event: string, fields?: LogFields): void;
  /** A logger whose every line also carries these identifiers (a request id, a call id). */
  child(bindings: LogFields): Logger;
}

/** Each key at the top level and up to three objects deep (pino's paths name levels; `*` is one level). */
export const REDACT_PATHS: string[] = [...PATIENT_KEYS, ...SECRET_KEYS].flatMap((key) => {
  const at = /^[A-Za-z_$][\w$]*$/.test(key) ? key : `["${key}"]`;
  const join = (prefix: string) => (at.startsWith('[') ? `${prefix}${at}` : `${prefix}.${at}`);
  return [at, join('*'), join('*.*'), join('*.*.*')];
});

/**
 * A logger at `level`. By default it writes to stdout synchronously (a line is never lost when the process exits);
 * tests pass `write` to read each line (without its newline).
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination: DestinationStream = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : pino.destination({ fd: 1, sync: true });
  return wrap(
    pino(
      {
        level,
        base: undefined,
        messageKey: 'event',
        timestamp: pino.stdTimeFunctions.isoTime,
        formatters: { level: (label) => ({ level: label }), log: withoutSensitiveFields },
        redact: { paths: REDACT_PATHS, censor: REDACTED },
        // An Error passed as any field is described safely by withoutSensitiveFields, never serialised with its
        // message and stack.
      },
      destination,
    ),
  );
}

const SENSITIVE_KEYS = new Set([...PATIENT_KEYS, ...SECRET_KEYS].map((key) => key.toLowerCase()));
/** Deeper than this, a logged object is cut: no log line needs it, and nothing below is read. */
const MAX_DEPTH = 6;

/**
 * Every field of a log line, at any depth and in any case ("Authorization", a transcript inside a list): what a
 * patient said and credentials are replaced, and an Error anywhere is described as describeError does. pino's own
 * redaction (by path, above) stays as a second net for the fields it knows.
 */
export function withoutSensitiveFields(fields: Record<string, unknown>): Record<string, unknown> {
  return scrubbed(fields, 0) as Record<string, unknown>;
}

function scrubbed(value: unknown, depth: number): unknown {
  if (value instanceof Error) return describeError(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return REDACTED;
  if (Array.isArray(value)) return value.map((item) => scrubbed(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SENSITIVE_KEYS.has(key.toLowerCase()) ? REDACTED : scrubbed(item, depth + 1);
  }
  return out;
}

function wrap(logger: pino.Logger): Logger {
  return {
    debug: (event, fields) => logger.debug(fields ?? {}, event),
    info: (event, fields) => logger.info(fields ?? {}, event),
    warn: (event, fields) => logger.warn(fields ?? {}, event),
    error: (event, fields) => logger.error(fields ?? {}, event),
    child: (bindings) => wrap(logger.child(bindings)),
  };
}

/**
 * What went wrong, safe to log: a database failure by its SQLSTATE code, operation and table only (its message and
 * the query's parameters carry what the patient said); any other error by its class, code and message with quoted
 * text removed (parsers echo their input in quotes). Never the stack: it may carry request data.
 */
export function describeError(error: unknown): Fields {
  const database = databaseFailure(error);
  if (database) return database;
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      errorName: error.name,
      ...(typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? { errorCode: code } : {}),
      errorMessage: withoutQuotedText(error.message).slice(0, 300),
    };
  }
  return { errorName: typeof error };
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function databaseFailure(error: unknown): Fields | undefined {
  let query: string | undefined;
  let code: string | undefined;
  let found = false;
  // A driver's error may sit under one or more wrappers (drizzle's DrizzleQueryError, better-auth's errors).
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 5; depth++) {
    const candidate = at as {
      query?: unknown;
      params?: unknown;
      code?: unknown;
      severity?: unknown;
      cause?: unknown;
    };
    if (typeof candidate.query === 'string' && Array.isArray(candidate.params)) {
      query ??= candidate.query;
      found = true;
    }
    if (
      typeof candidate.code === 'string' &&
      SQLSTATE.test(candidate.code) &&
      candidate.severity !== undefined
    ) {
      code ??= candidate.code;
      found = true;
    }
    at = candidate.cause;
  }
  if (!found) return undefined;
  return { errorName: 'DatabaseError', dbCode: code, ...statementOf(query) };
}

/** The statement's verb and first table, read from drizzle's SQL text (which holds placeholders, never values). */
function statementOf(query: string | undefined): Fields {
  if (!query) return {};
  const operation = /^\s*(select|insert|update|delete|with)\b/i.exec(query)?.[1]?.toLowerCase();
  const table = /\b(?:insert\s+into|update|delete\s+from|from)\s+"?([A-Za-z_][\w.]*)"?/i.exec(query)?.[1];
  return { dbOperation: operation, dbTable: table };
}
