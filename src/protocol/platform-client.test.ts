import { describe, expect, expectTypeOf, it } from 'vitest';
import { callStartErrorMessage } from '../domain/call-errors';
import { errorTexts } from '../domain/spec-texts';
import { callPlatform, createPlatformClient, serializePlatformBody } from './platform-client';

function fakePlatform(reply: (request: Request) => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = async (request: Request) => {
    requests.push(request);
    return reply(request);
  };
  return { requests, fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('createPlatformClient', () => {
  it('calls the hosted platform with the bearer key unless told otherwise', async () => {
    const platform = fakePlatform(() =>
      json(201, { id: 'call-1', webCallUrl: 'https://room/1', status: 'queued' }),
    );
    const client = createPlatformClient({ apiKey: 'pk_123', fetch: platform.fetch });

    const result = await callPlatform(client.POST('/call/web', { body: { assistantId: 'asst-1' } }));

    expect(result).toEqual({
      ok: true,
      data: { id: 'call-1', webCallUrl: 'https://room/1', status: 'queued' },
    });
    // The browser reads the room from a typed web call, no cast needed.
    if (result.ok) expectTypeOf(result.data.webCallUrl).toEqualTypeOf<string>();
    const [request] = platform.requests;
    expect(request?.url).toBe('https://api.vapi.ai/call/web');
    expect(request?.headers.get('authorization')).toBe('Bearer pk_123');
    expect(await request?.json()).toEqual({ assistantId: 'asst-1' });
  });

  it('keeps a base URL path, as the local platform has', async () => {
    const platform = fakePlatform(() => json(200, { id: 'call-1' }));
    const client = createPlatformClient({
      apiKey: 'k',
      baseUrl: 'http://localhost:3000/platform/',
      fetch: platform.fetch,
    });

    await client.GET('/call/{id}', { params: { path: { id: 'call-1' } } });

    expect(platform.requests[0]?.url).toBe('http://localhost:3000/platform/call/call-1');
  });

  it('sends no key to the credential webhook', async () => {
    const platform = fakePlatform(() => json(200, {}));
    const client = createPlatformClient({ apiKey: 'secret', fetch: platform.fetch });

    await client.POST('/credential/webhook', { body: { event: 'connected' } });

    expect(platform.requests[0]?.headers.has('authorization')).toBe(false);
  });
});

describe('callPlatform failures', () => {
  const failureFor = async (response: Response | Promise<Response>) => {
    const client = createPlatformClient({ apiKey: 'k', fetch: fakePlatform(() => response).fetch });
    const result = await callPlatform(client.GET('/call'));
    if (result.ok) throw new Error('expected a failure');
    return result.failure;
  };

  it("turns a 401 into a failure the services page shows as the spec's key message", async () => {
    const failure = await failureFor(
      json(401, { message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 }),
    );

    expect(failure).toEqual({ kind: 'unauthorized', status: 401, message: 'Invalid Key.' });
    expect(callStartErrorMessage(failure)).toBe(errorTexts.unauthorized);
  });

  it('joins per-field validation messages', async () => {
    const failure = await failureFor(json(400, { message: ['limit must be a number', 'id must be a UUID'] }));

    expect(failure).toEqual({
      kind: 'bad-request',
      status: 400,
      message: 'limit must be a number; id must be a UUID',
    });
  });

  it.each([
    [404, 'not-found'],
    [413, 'too-large'],
    [429, 'rate-limited'],
    [409, 'bad-request'],
    [500, 'server'],
    [503, 'server'],
  ])('classifies HTTP %i as %s', async (status, kind) => {
    expect(await failureFor(json(status, { message: 'nope' }))).toEqual({ kind, status, message: 'nope' });
  });

  it('uses a plain-text body, or the status text when there is none', async () => {
    expect((await failureFor(new Response('Bad gateway from proxy', { status: 502 }))).message).toBe(
      'Bad gateway from proxy',
    );
    expect(
      (await failureFor(new Response('', { status: 500, statusText: 'Internal Server Error' }))).message,
    ).toBe('Internal Server Error');
  });

  it('reports an unreachable platform with the reason fetch gives', async () => {
    const refused = Promise.reject(
      new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED') }),
    );
    refused.catch(() => undefined);

    expect(await failureFor(refused)).toEqual({
      kind: 'network',
      message: 'fetch failed (connect ECONNREFUSED)',
    });
  });

  it('reports a success whose body is not JSON, e.g. a web page from a wrong base URL', async () => {
    const client = createPlatformClient({
      apiKey: 'k',
      fetch: fakePlatform(() => new Response('<!doctype html>', { status: 200 })).fetch,
    });

    expect(await callPlatform(client.GET('/call'))).toEqual({
      ok: false,
      failure: { kind: 'server', message: 'The response body is not JSON.' },
    });
  });
});

describe('serializePlatformBody', () => {
  it('sends JSON unless the body carries file bytes', () => {
    expect(serializePlatformBody({ name: 'x' })).toBe('{"name":"x"}');
  });

  it('sends a body with files as multipart form data, one part per file', () => {
    const form = serializePlatformBody({
      name: 'Dr Calm',
      files: [new Blob(['a']), new Blob(['b'])],
      skip: undefined,
    });

    expect(form).toBeInstanceOf(FormData);
    const fields = form as FormData;
    expect(fields.get('name')).toBe('Dr Calm');
    expect(fields.getAll('files')).toHaveLength(2);
    expect(fields.has('skip')).toBe(false);
  });
});
