// The two requests the server makes to the hosted platform itself: speaking into a live call through its control
// URL, and reading a call it never reported (with the private key).

const TIMEOUT_MS = 5_000;

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Asks the live call to say `content` now (the platform's call control `say`); resolves whether it accepted. */
export async function sayIntoCall(
  controlUrl: string,
  content: string,
  fetcher: Fetch = fetch,
): Promise<boolean> {
  const response = await fetcher(controlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'say', content, endCallAfterSpoken: false }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.ok;
}

/** `GET {apiBase}/call/{id}` with the private key: the call as the platform has it, or null when it cannot say. */
export async function readPlatformCall(
  apiBase: string,
  privateKey: string,
  callId: string,
  fetcher: Fetch = fetch,
): Promise<unknown> {
  const response = await fetcher(`${apiBase.replace(/\/+$/, '')}/call/${encodeURIComponent(callId)}`, {
    headers: { authorization: `Bearer ${privateKey}` },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) {
    await response.body?.cancel();
    return null;
  }
  return response.json().catch(() => null);
}
