import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DOCTOR_ASSISTANT_NAME,
  DOCTOR_FIRST_MESSAGE,
  DOCTOR_SYSTEM_PROMPT,
} from '../../domain/doctor/assistant-definition';
import {
  startLoopbackServer,
  type LoopbackServer,
  type RecordedRequest,
} from '../../protocol/testing/loopback-server';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, runPlatformCli } from './run';

const KEY = 'sk_private';
const SERVER_SECRET = 'server-secret-0123456789';
let server: LoopbackServer;

beforeAll(async () => {
  server = await startLoopbackServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.reply(() => ({ status: 200, body: { id: 'asst-1', name: 'Somebody' } }));
});

/** Runs the CLI against the loopback server as the local platform (base URL with /platform). */
async function run(
  argv: string[],
  options: { env?: Record<string, string>; inputs?: Record<string, string> } = {},
) {
  const output = { stdout: '', stderr: '' };
  const code = await runPlatformCli(argv, {
    env: options.env ?? {
      PLATFORM_API_BASE: `${server.origin}/platform`,
      PLATFORM_PRIVATE_KEY: KEY,
      PUBLIC_URL: 'https://care.example.org',
      VAPI_SERVER_SECRET: SERVER_SECRET,
    },
    stdout: (text) => (output.stdout += text),
    stderr: (text) => (output.stderr += text),
    readInput: async (source) => {
      const content = options.inputs?.[source];
      if (content === undefined) throw new Error(`ENOENT: no such file or directory, open '${source}'`);
      return new TextEncoder().encode(content);
    },
  });
  return { code, ...output };
}

const onlyRequest = (): RecordedRequest => {
  expect(server.requests).toHaveLength(1);
  return server.requests[0]!;
};

describe('npm run platform -- <group> <operation>', () => {
  it('gets an assistant by id with the private key and prints the JSON', async () => {
    const { code, stdout, stderr } = await run(['assistant', 'get', '--id', 'asst-1']);

    expect({ code, stderr }).toEqual({ code: EXIT_OK, stderr: '' });
    expect(JSON.parse(stdout)).toEqual({ id: 'asst-1', name: 'Somebody' });
    const request = onlyRequest();
    expect(`${request.method} ${request.url}`).toBe('GET /platform/assistant/asst-1');
    expect(request.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('lists calls with the query it was given', async () => {
    server.reply(() => ({ status: 200, body: [{ id: 'call-1' }, { id: 'call-2' }] }));

    const { code, stdout } = await run([
      'call',
      'list',
      '--query',
      'limit=5',
      '--query',
      'assistantId=asst 1',
    ]);

    expect(code).toBe(EXIT_OK);
    expect(JSON.parse(stdout)).toEqual([{ id: 'call-1' }, { id: 'call-2' }]);
    const url = new URL(onlyRequest().url, server.origin);
    expect(url.pathname).toBe('/platform/call');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '5', assistantId: 'asst 1' });
  });

  it('sends a JSON body from a file or from stdin', async () => {
    const body = '{ "assistantId": "asst-1", "customer": { "number": "+15550100" } }';

    expect(
      (await run(['call', 'create', '--body', 'call.json'], { inputs: { 'call.json': body } })).code,
    ).toBe(EXIT_OK);
    expect((await run(['call', 'create', '--body', '-'], { inputs: { '-': body } })).code).toBe(EXIT_OK);

    expect(server.requests.map((request) => JSON.parse(request.body.toString()))).toEqual([
      JSON.parse(body),
      JSON.parse(body),
    ]);
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('uploads a file as multipart form data with its name and type', async () => {
    const { code } = await run(
      ['file', 'create', '--body', 'docs/notes.pdf', '--form', 'purpose=knowledge'],
      {
        inputs: { 'docs/notes.pdf': '%PDF-1.4' },
      },
    );

    expect(code).toBe(EXIT_OK);
    const request = onlyRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const form = request.body.toString();
    expect(form).toContain('name="file"; filename="notes.pdf"\r\nContent-Type: application/pdf');
    expect(form).toMatch(/name="purpose"\r\n\r\nknowledge/);
  });

  it('fills nested path parameters from their flags', async () => {
    await run(['org', 'remove-member', '--id', 'org-1', '--user-id', 'user 2']);

    expect(`${onlyRequest().method} ${onlyRequest().url}`).toBe(
      'DELETE /platform/org/org-1/member/user%202/leave',
    );
  });

  it('prints the status and the platform message on a failure and exits 1', async () => {
    server.reply(() => ({
      status: 401,
      body: { message: 'Invalid Key.', error: 'Unauthorized', statusCode: 401 },
    }));

    const { code, stdout, stderr } = await run(['call', 'get', '--id', 'call-1']);

    expect({ code, stdout, stderr }).toEqual({
      code: EXIT_FAILED,
      stdout: '',
      stderr: 'HTTP 401: Invalid Key.\n',
    });
  });

  it('says so when the platform cannot be reached', async () => {
    const { code, stderr } = await run(['call', 'list'], {
      env: { PLATFORM_API_BASE: 'http://127.0.0.1:9/platform', PLATFORM_PRIVATE_KEY: KEY },
    });

    expect(code).toBe(EXIT_FAILED);
    expect(stderr).toMatch(/^Could not reach http:\/\/127\.0\.0\.1:9\/platform: fetch failed/);
  });
});

describe('npm run platform usage errors', () => {
  it('needs PLATFORM_PRIVATE_KEY, said in one line, before calling anything', async () => {
    const { code, stderr } = await run(['call', 'list'], { env: { PLATFORM_API_BASE: server.origin } });

    expect(code).toBe(EXIT_USAGE);
    expect(stderr).toBe("PLATFORM_PRIVATE_KEY is not set: export the platform's private API key\n");
    expect(server.requests).toHaveLength(0);
  });

  it('rejects a PLATFORM_API_BASE that is not an http(s) URL', async () => {
    const { code, stderr } = await run(['call', 'list'], {
      env: { PLATFORM_API_BASE: 'localhost:3000', PLATFORM_PRIVATE_KEY: KEY },
    });

    expect(code).toBe(EXIT_USAGE);
    expect(stderr).toMatch(/^PLATFORM_API_BASE must be an http\(s\) URL/);
  });

  it.each([
    [['call', 'get'], 'call get needs --id (/call/{id})'],
    [['call', 'list', '--id', 'x'], 'call list takes no --id (/call)'],
    [['call', 'create'], 'call create needs --body FILE (or --body - for stdin)'],
    [
      ['call', 'create', '--body', 'missing.json'],
      "--body missing.json: ENOENT: no such file or directory, open 'missing.json'",
    ],
    [['call', 'create', '--body', 'bad.json'], '--body bad.json is not JSON'],
    [['call', 'get', '--id', 'x', '--body', 'call.json'], 'call get takes no --body'],
    [['call', 'fetch'], 'no operation "call fetch"; call has: create, list, get'],
    [['calls', 'list'], 'no group "calls"; the groups are: call, assistant'],
    [['assistant', 'frobnicate'], 'replace, delete, sync'],
  ])('explains %j without calling the platform', async (argv, message) => {
    const { code, stderr } = await run(argv, { inputs: { 'bad.json': '{ nope', 'call.json': '{}' } });

    expect(code).toBe(EXIT_USAGE);
    expect(stderr).toContain(message);
    expect(server.requests).toHaveLength(0);
  });

  it('prints the operations with their method and path on --help, without a key', async () => {
    const { code, stdout } = await run(['--help'], { env: {} });

    expect(code).toBe(EXIT_OK);
    expect(stdout).toMatch(/call get +GET +\/call\/\{id\}/);
    expect(stdout).toMatch(/credential webhook +POST +\/credential\/webhook {2}\(body, no key\)/);
    expect(stdout).toMatch(/file upload +POST +\/file\/upload {2}\(upload, deprecated\)/);
    expect(stdout).toContain('assistant sync');
  });
});

describe('npm run platform -- assistant sync', () => {
  const sentBody = (request: RecordedRequest) =>
    JSON.parse(request.body.toString()) as Record<string, unknown>;

  function platformWith(assistants: Array<{ id: string; name: string }>) {
    server.reply((request) => {
      if (request.method === 'GET') return { status: 200, body: assistants };
      if (request.method === 'POST') return { status: 201, body: { id: 'asst-new', ...sentBody(request) } };
      return { status: 200, body: { id: request.url.split('/').pop(), ...sentBody(request) } };
    });
  }

  it('creates the AI doctor when the platform has none and prints the id for VAPI_ASSISTANT_ID', async () => {
    platformWith([{ id: 'asst-other', name: 'Receptionist' }]);

    const { code, stdout } = await run(['assistant', 'sync']);

    expect(code).toBe(EXIT_OK);
    expect(stdout).toBe('Created the AI doctor assistant asst-new\nVAPI_ASSISTANT_ID=asst-new\n');
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /platform/assistant?limit=1000',
      'POST /platform/assistant',
    ]);
  });

  it('updates the assistant that has our name instead of creating another', async () => {
    platformWith([
      { id: 'asst-other', name: 'Receptionist' },
      { id: 'asst-9', name: DOCTOR_ASSISTANT_NAME },
      { id: 'asst-old', name: DOCTOR_ASSISTANT_NAME },
    ]);

    const { code, stdout, stderr } = await run(['assistant', 'sync']);

    expect(code).toBe(EXIT_OK);
    expect(stdout).toBe('Updated the AI doctor assistant asst-9\nVAPI_ASSISTANT_ID=asst-9\n');
    expect(stderr).toContain('asst-old');
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /platform/assistant?limit=1000',
      'PATCH /platform/assistant/asst-9',
    ]);
  });

  it('sends our doctor, posting its server messages to our webhook with the server secret', async () => {
    platformWith([]);

    await run(['assistant', 'sync']);

    const body = sentBody(server.requests[1]!);
    expect(body).toMatchObject({
      name: DOCTOR_ASSISTANT_NAME,
      firstMessage: DOCTOR_FIRST_MESSAGE,
      model: { provider: 'openai', model: 'gpt-4o-mini' },
      voice: { provider: 'vapi', voiceId: 'Elliot' },
      server: { url: 'https://care.example.org/api/webhooks/voice-platform', secret: SERVER_SECRET },
      serverMessages: ['status-update', "transcript[transcriptType='final']", 'hang', 'end-of-call-report'],
      monitorPlan: { controlEnabled: true },
      maxDurationSeconds: 30 * 60,
    });
    const [system] = (body.model as { messages: { role: string; content: string }[] }).messages;
    expect(system?.role).toBe('system');
    expect(system?.content.startsWith(DOCTOR_SYSTEM_PROMPT)).toBe(true);
    expect(system?.content).toContain('{{firstName}}');
    // The server writes the report from the transcript: no structured-data plan nothing would read.
    expect(body).not.toHaveProperty('analysisPlan');
  });

  it('needs PUBLIC_URL and a server secret of 16+ characters before calling the platform', async () => {
    const base = { PLATFORM_API_BASE: `${server.origin}/platform`, PLATFORM_PRIVATE_KEY: KEY };
    for (const env of [
      { ...base, VAPI_SERVER_SECRET: SERVER_SECRET },
      { ...base, PUBLIC_URL: 'care.example.org', VAPI_SERVER_SECRET: SERVER_SECRET },
      { ...base, PUBLIC_URL: 'https://care.example.org' },
      { ...base, PUBLIC_URL: 'https://care.example.org', VAPI_SERVER_SECRET: 'short' },
    ]) {
      const { code, stderr } = await run(['assistant', 'sync'], { env });
      expect(code).toBe(EXIT_USAGE);
      expect(stderr).toMatch(/^(PUBLIC_URL|VAPI_SERVER_SECRET) must/);
    }
    expect(server.requests).toHaveLength(0);
  });

  it('sets the longest call from CALL_MAX_MINUTES, as the server has it', async () => {
    platformWith([]);
    await run(['assistant', 'sync'], {
      env: {
        PLATFORM_API_BASE: `${server.origin}/platform`,
        PLATFORM_PRIVATE_KEY: KEY,
        PUBLIC_URL: 'https://care.example.org/',
        VAPI_SERVER_SECRET: SERVER_SECRET,
        CALL_MAX_MINUTES: '12',
      },
    });
    expect(sentBody(server.requests[1]!)).toMatchObject({ maxDurationSeconds: 720 });
  });

  it('stops at a failed listing and prints it', async () => {
    server.reply(() => ({ status: 401, body: { message: 'Invalid Key.' } }));

    const { code, stderr } = await run(['assistant', 'sync']);

    expect({ code, stderr }).toEqual({ code: EXIT_FAILED, stderr: 'HTTP 401: Invalid Key.\n' });
    expect(server.requests).toHaveLength(1);
  });
});
