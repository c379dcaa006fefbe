import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { reachedOverHttps } from './trusted-proxy';

const HSTS = 'max-age=15552000; includeSubDomains';

export interface CspSources {
  /** Extra origins the browser may connect to (hosted voice platform, identity provider). */
  connect: string[];
  /** Extra origins that may serve scripts (hosted identity provider's UI). */
  script: string[];
  frame: string[];
}

/**
 * Security headers for every response: a CSP with no inline scripts, no framing, no sniffing, strict referrers;
 * and HSTS only when the browser reached us over https (directly or through a trusted proxy), since over plain
 * http it is meaningless and would pin a development host to https.
 */
export function securityHeaders(
  extra: CspSources,
  { dev = false, proxyHops = 0 }: { dev?: boolean; proxyHops?: number } = {},
): MiddlewareHandler {
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Vite's dev server injects an inline preamble for hot reload; production never has inline scripts.
      scriptSrc: dev ? ["'self'", "'unsafe-inline'", ...extra.script] : ["'self'", ...extra.script],
      // Toast and identity widgets inject <style> elements; styles cannot run code.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', ...extra.script],
      fontSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", ...(dev ? ['ws:'] : []), ...extra.connect],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: extra.frame.length ? extra.frame : ["'none'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    permissionsPolicy: { microphone: ['self'], camera: false, geolocation: false },
    strictTransportSecurity: false,
  });
  return async (c, next) => {
    await headers(c, next);
    if (reachedOverHttps(c, proxyHops)) c.header('Strict-Transport-Security', HSTS);
  };
}
