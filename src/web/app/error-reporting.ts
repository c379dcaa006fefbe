// Error reporting from the browser, only when the server's configuration names a Sentry DSN: otherwise the SDK is
// never downloaded. Every event and breadcrumb passes the same scrubber as the server's.
import type { BrowserOptions } from '@sentry/react';

type Capture = (error: unknown) => void;
let capture: Capture | undefined;

export async function startErrorReporting(
  dsn: string | undefined,
  options: { transport?: BrowserOptions['transport'] } = {},
): Promise<void> {
  if (!dsn || capture) return;
  // Both loaded only now: an unconfigured page carries neither the SDK nor the scrubber.
  const [Sentry, { scrubBreadcrumb, scrubEvent }] = await Promise.all([
    import('@sentry/react'),
    import('../../protocol/error-report-scrub'),
  ]);
  Sentry.init({
    dsn,
    // Sentry 11 collects headers, cookies, query strings and bodies unless told not to.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      genAI: { inputs: false, outputs: false },
    },
    // Console lines may hold anything; a click's breadcrumb names the element, never its text.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Console'),
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
    transport: options.transport,
  });
  capture = (error) => Sentry.captureException(error);
}

/** Reports an error a React boundary caught (those never reach the window's error handler). */
export function reportError(error: unknown): void {
  capture?.(error);
}
