// The services page's error catalogue (product spec, section 8): whatever failed while starting a call
// (a thrown Error, the web SDK's error event, a platform failure result) becomes one of the spec's texts.
import { errorTexts } from './spec-texts';

const UNAUTHORIZED = /unauthori[sz]ed/i;
const CALL_ID = /call[\s_-]?id/i;
const CALL_ID_ABSENT = /\b(no|missing|without|undefined|null)\b|failed to start/i;

export function callStartErrorMessage(error: unknown): string {
  const messages = collectMessages(error);
  if (isUnauthorizedFailure(error) || messages.some((m) => UNAUTHORIZED.test(m)))
    return errorTexts.unauthorized;
  if (messages.some((m) => CALL_ID.test(m) && CALL_ID_ABSENT.test(m))) return errorTexts.noCallId;
  return errorTexts.servicesDefault;
}

// The SDK wraps the platform's failure a level or two deep ({ error: { message, statusCode } }).
const MAX_DEPTH = 3;

function collectMessages(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (!isRecord(value) || depth > MAX_DEPTH) return [];
  const own = [value.message, value.error, value.errorMsg].flatMap((field) =>
    Array.isArray(field) ? field.filter((item) => typeof item === 'string') : [field],
  );
  return [
    ...own.filter((field): field is string => typeof field === 'string'),
    ...[value.error, value.cause].flatMap((nested) =>
      isRecord(nested) ? collectMessages(nested, depth + 1) : [],
    ),
  ];
}

/** An HTTP 401 anywhere in the error, or the platform client's `unauthorized` failure. */
function isUnauthorizedFailure(value: unknown, depth = 0): boolean {
  if (!isRecord(value) || depth > MAX_DEPTH) return false;
  if (value.status === 401 || value.statusCode === 401 || value.kind === 'unauthorized') return true;
  return [value.error, value.cause, value.response].some((nested) =>
    isUnauthorizedFailure(nested, depth + 1),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
