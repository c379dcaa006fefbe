// Structured one-line JSON logs. Callers pass event names and identifiers only: never health content or secrets.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, string | number | boolean | null | undefined>;

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(event: string, fields?: Fields): void;
  info(event: string, fields?: Fields): void;
  warn(event: string, fields?: Fields): void;
  error(event: string, fields?: Fields): void;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(line + '\n'),
): Logger {
  const emit = (at: Exclude<LogLevel, 'silent'>, event: string, fields?: Fields) => {
    if (order[at] < order[level]) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: at, event, ...fields }));
  };
  return {
    debug: (event, fields) => emit('debug', event, fields),
    info: (event, fields) => emit('info', event, fields),
    warn: (event, fields) => emit('warn', event, fields),
    error: (event, fields) => emit('error', event, fields),
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

function withoutQuotedText(message: string): string {
  return message.replace(/"[^"]*"?|'[^']*'?|`[^`]*`?/g, '"…"');
}
