import { requestReachedOverHttps } from './trusted-proxy';

/** What decides the app's own origin: PUBLIC_URL when the operator set it, else how the request reached us. */
export interface OriginPolicy {
  /** PUBLIC_URL: the address patients use. When set, it is the only origin of the app. */
  publicUrl?: string;
  /** TRUST_PROXY: how many reverse proxies to believe about the scheme (X-Forwarded-Proto). */
  proxyHops: number;
}

/**
 * The origin the patient's browser shows for the app's pages, for this request: the one place that decides it,
 * so the API's cross-site guard, better-auth's trusted origins and the rooms' WebSocket address always agree.
 * With PUBLIC_URL set it is that address; otherwise the request's host, with https when the browser reached us
 * over https, directly or through a trusted TLS-terminating proxy.
 */
export function ownOrigin(request: Request, policy: OriginPolicy): string {
  if (policy.publicUrl) return new URL(policy.publicUrl).origin;
  const { host } = new URL(request.url);
  return `${requestReachedOverHttps(request, policy.proxyHops) ? 'https' : 'http'}://${host}`;
}

/** ws:// or wss:// for the app's own origin, so a room is reached the way the page was. */
export function ownWebSocketOrigin(request: Request, policy: OriginPolicy): string {
  return ownOrigin(request, policy).replace(/^http/, 'ws');
}
