import { secureHeaders } from 'hono/secure-headers';

export interface CspSources {
  /** Extra origins the browser may connect to (hosted voice platform, identity provider). */
  connect: string[];
  /** Extra origins that may serve scripts (hosted identity provider's UI). */
  script: string[];
  frame: string[];
}

/** Security headers for every response: a CSP with no inline scripts, no framing, no sniffing, strict referrers. */
export function securityHeaders(extra: CspSources, { dev = false } = {}) {
  return secureHeaders({
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
  });
}
