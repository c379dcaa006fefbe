// What the adapters for OpenAI-compatible services (speech, transcription, chat) share: the endpoint
// URL, bearer auth, and errors that name the service and status but never the content sent.

export type FetchLike = typeof globalThis.fetch;

export interface ServiceRequest {
  /** Named in error messages, e.g. 'Text-to-speech'. */
  service: string;
  baseUrl: string;
  path: `/v1/${string}`;
  apiKey?: string;
  body: string | FormData;
  signal?: AbortSignal;
  fetch?: FetchLike;
}

/** A failed call to an external voice service. `status` is absent when the service could not be reached. */
export class VoiceServiceError extends Error {
  override name = 'VoiceServiceError';
  constructor(
    message: string,
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** `{base}/v1/...`; a base that already ends in `/v1`, as many providers document it, works too. */
export function endpointUrl(baseUrl: string, path: `/v1/${string}`): string {
  return baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '') + path;
}

/** POSTs JSON (a string body) or multipart (FormData) and resolves with a successful response. */
export async function postToService(request: ServiceRequest): Promise<Response> {
  const headers: Record<string, string> = {};
  if (typeof request.body === 'string') headers['content-type'] = 'application/json';
  if (request.apiKey) headers.authorization = `Bearer ${request.apiKey}`;
  const target = `${request.service} (POST ${request.path})`;
  let response: Response;
  try {
    response = await (request.fetch ?? fetch)(endpointUrl(request.baseUrl, request.path), {
      method: 'POST',
      headers,
      body: request.body,
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new VoiceServiceError(`${target} could not be reached`, undefined, { cause: error });
  }
  if (!response.ok) {
    // Error bodies are not read into the message: a provider may echo what the patient said.
    await response.body?.cancel().catch(() => undefined);
    throw new VoiceServiceError(
      `${target} failed: HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      response.status,
    );
  }
  return response;
}
