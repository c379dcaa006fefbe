// Error reporting to Sentry, only when SENTRY_DSN is set: without it nothing is loaded and nothing leaves the server.
import type { NodeOptions } from '@sentry/node';
import { scrubBreadcrumb, scrubEvent } from '../../protocol/error-report-scrub';

export interface ErrorReporting {
  /** Reports a failure with identifiers only (a request id, a route pattern, a call id). */
  capture(error: unknown, ids?: Record<string, string | undefined>): void;
  /** Sends what is queued, then stops. */
  close(): Promise<void>;
}

export const noErrorReporting: ErrorReporting = {
  capture: () => undefined,
  close: () => Promise.resolve(),
};

export interface ErrorReportingOptions {
  dsn: string | undefined;
  release: string;
  /** Tests record envelopes here instead of sending them. */
  transport?: NodeOptions['transport'];
}

export async function startErrorReporting(options: ErrorReportingOptions): Promise<ErrorReporting> {
  if (!options.dsn) return noErrorReporting;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: options.dsn,
    release: `carelune@${options.release}`,
    // Sentry 11 collects headers, cookies, query strings, bodies and local variables unless told not to.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      databaseQueryData: false,
      queues: false,
      genAI: { inputs: false, outputs: false },
      mcp: { inputs: false, outputs: false },
      graphQL: { document: false, variables: false },
      stackFrameVariables: false,
      // File and line say where; the source lines around them are not needed to read a failure.
      frameContextLines: 0,
    },
    // Console lines may hold anything; request bodies are what a patient said.
    // Its unhandled-rejection handler would print the whole stack to stderr by default, outside our logger: a
    // failed query's stack holds its parameters (what a patient said). The server's own handler logs and reports.
    integrations: (defaults) => [
      ...defaults.filter(
        (integration) =>
          integration.name !== 'Console' &&
          integration.name !== 'Http' &&
          integration.name !== 'OnUnhandledRejection',
      ),
      Sentry.httpIntegration({ maxRequestBodySize: 'none' }),
      Sentry.onUnhandledRejectionIntegration({ mode: 'none' }),
    ],
    beforeSend: scrubEvent,
    beforeBreadcrumb: scrubBreadcrumb,
    transport: options.transport,
  });
  return {
    capture: (error, ids = {}) => {
      Sentry.withScope((scope) => {
        for (const [key, value] of Object.entries(ids)) if (value !== undefined) scope.setTag(key, value);
        Sentry.captureException(error);
      });
    },
    close: async () => {
      await Sentry.close(2000);
    },
  };
}
