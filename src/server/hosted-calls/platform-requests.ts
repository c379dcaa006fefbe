// The two requests the server makes to the hosted platform itself: speaking into a live call through its control
// URL, and reading a call it never reported (with the private key).

const TIMEOUT_MS = 5_000;

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Where control URLs may point (`VAPI_CONTROL_HOSTS`, comma-separated): `.vapi.ai` allows https on any host under
 * vapi.ai; a bare host allows https on that host; an origin (`http://127.0.0.1:4123`) allows exactly that origin.
 */
export interface ControlHosts {
  suffixes: string[];
  hosts: string[];
  origins: string[];
}

export function readControlHosts(list: string): ControlHosts {
  const allowed: ControlHosts = { suffixes: [], hosts: [], origins: [] };
  for (const entry of list.split(',').map((item) => item.trim().toLowerCase())) {
    if (!entry) continue;
    if (entry.includes('://')) allowed.origins.push(new URL(entry).origin);
    else if (entry.startsWith('.')) allowed.suffixes.push(entry);
    else allowed.hosts.push(entry);
  }
  return allowed;
}

/**
 * Whether the server may post to a control URL a server message named: it comes from the platform (the secret
 * proved that), but the server must not be made to post into its own network (SSRF).
 */
export function controlUrlAllowed(controlUrl: string, allowed: ControlHosts): boolean {
  if (!URL.canParse(controlUrl)) return false;
  const url = new URL(controlUrl);
  if (url.username || url.password) return false;
  if (allowed.origins.includes(url.origin)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.toLowerCase();
  return allowed.hosts.includes(host) || allowed.suffixes.some((suffix) => host.endsWith(suffix));
}

/**
 * Asks the live call to say `content` now (the platform's call control `say`); resolves whether it accepted. A
 * control URL outside the allowed hosts is refused (thrown) without a request; redirects are not followed.
 */
export async function sayIntoCall(
  controlUrl: string,
  content: string,
  allowed: ControlHosts,
  fetcher: Fetch = fetch,
): Promise<boolean> {
  if (!controlUrlAllowed(controlUrl, allowed))
    throw new Error('The control URL is not allowed (VAPI_CONTROL_HOSTS).');
  const response = await fetcher(controlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'say', content, endCallAfterSpoken: false }),
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.ok;
}

/**
 * `GET {apiBase}/call/{id}` with the private key: the call as the platform has it, or null when it has no such call.
 * Throws when it could not answer (5xx, timeout, not JSON): the call is asked about again later.
 */
export async function readPlatformCall(
  apiBase: string,
  privateKey: string,
  callId: string,
  fetcher: Fetch = fetch,
): Promise<unknown> {
  const response = await fetcher(`${apiBase.replace(/\/+$/, '')}/call/${encodeURIComponent(callId)}`, {
    headers: { authorization: `Bearer ${privateKey}` },
    redirect: 'error',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    // Not found: the platform has no such call, and never will. Anything else (5xx, 429…) may pass.
    if (response.status === 404) return null;
    throw new Error(`The platform answered HTTP ${response.status}.`);
  }
  return response.json();
}
