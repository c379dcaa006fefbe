// Every operation of platform-openapi.yaml, called through the generated client against a real HTTP server:
// what arrives must be the method, path, key, content type and query the document promises.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { operations } from './platform-api.generated';
import { callPlatform, createPlatformClient, type PlatformClient } from './platform-client';
import type { PlatformOperation } from './platform-operations';
import { startLoopbackServer, type LoopbackServer, type RecordedRequest } from './testing/loopback-server';
import { loadPlatformOperations } from './testing/platform-document';

const API_KEY = 'contract-key';
// Path values that must be percent-encoded, so a client that pastes them raw is caught.
const pathValues: Record<string, string> = {
  id: 'id 1/ä',
  testId: 'test#2',
  runId: 'run?3',
  userId: 'user 4',
  provider: '11labs',
};
const id = { id: pathValues.id! };
const suiteTest = { id: pathValues.id!, testId: pathValues.testId! };
const suiteRun = { id: pathValues.id!, runId: pathValues.runId! };
const orgMember = { id: pathValues.id!, userId: pathValues.userId! };
const provider = { provider: pathValues.provider! };
const providerWorkflow = { provider: pathValues.provider!, id: pathValues.id! };

const body = { name: 'Contract check', nested: { enabled: true } };
const webCall = { assistantId: 'asst-1', assistantOverrides: { variableValues: { name: 'Ada' } } };
const file = () => new Blob(['%PDF-1.4 sample'], { type: 'application/pdf' });

const listQuery = { limit: 5, createdAtGt: '2025-01-01T00:00:00.000Z' };
const pageQuery = { page: 2, sortOrder: 'DESC', limit: 5 } as const;
const callQuery = { assistantId: 'asst 1', limit: 10 };
const logQuery = { type: 'Call', callId: 'call-9', page: 1 } as const;
const logFilter = { type: 'Webhook', assistantId: 'asst-1' } as const;
const voiceQuery = { keyword: 'calm & warm', page: 1 };
const searchQuery = { name: 'Elliot' };
const metricsQuery = { rangeStart: '2025-01-01T00:00:00.000Z', rangeEnd: '2025-02-01T00:00:00.000Z' };

interface ContractCase {
  send: (api: PlatformClient) => Promise<{ response: Response }>;
  /** The query the case sends, which must arrive as is. */
  query?: Record<string, string | number>;
  /** The JSON body the case sends when it is not the shared `body`. */
  json?: unknown;
}

// Typed by the generated `operations`, so an operation added to the document without a case fails tsc too.
const cases: Record<keyof operations, ContractCase> = {
  'call.create': { send: (api) => api.POST('/call', { body }) },
  'call.list': { query: callQuery, send: (api) => api.GET('/call', { params: { query: callQuery } }) },
  'call.get': { send: (api) => api.GET('/call/{id}', { params: { path: id } }) },
  'call.update': { send: (api) => api.PATCH('/call/{id}', { params: { path: id }, body }) },
  'call.delete': { send: (api) => api.DELETE('/call/{id}', { params: { path: id } }) },
  'call.create-phone': { send: (api) => api.POST('/call/phone', { body }) },
  'call.create-web': { json: webCall, send: (api) => api.POST('/call/web', { body: webCall }) },

  'call.list-paginated': {
    query: pageQuery,
    send: (api) => api.GET('/v2/call', { params: { query: pageQuery } }),
  },
  'call.list-metadata-paginated': {
    query: pageQuery,
    send: (api) => api.GET('/v2/call/metadata', { params: { query: pageQuery } }),
  },
  'assistant.list-paginated': {
    query: pageQuery,
    send: (api) => api.GET('/v2/assistant', { params: { query: pageQuery } }),
  },
  'phone-number.list-paginated': {
    query: pageQuery,
    send: (api) => api.GET('/v2/phone-number', { params: { query: pageQuery } }),
  },

  'chat.create': { send: (api) => api.POST('/chat', { body }) },
  'chat.create-completion': { send: (api) => api.POST('/chat/completions', { body }) },

  'assistant.create': { send: (api) => api.POST('/assistant', { body }) },
  'assistant.list': {
    query: listQuery,
    send: (api) => api.GET('/assistant', { params: { query: listQuery } }),
  },
  'assistant.get': { send: (api) => api.GET('/assistant/{id}', { params: { path: id } }) },
  'assistant.update': { send: (api) => api.PATCH('/assistant/{id}', { params: { path: id }, body }) },
  'assistant.replace': { send: (api) => api.PUT('/assistant/{id}', { params: { path: id }, body }) },
  'assistant.delete': { send: (api) => api.DELETE('/assistant/{id}', { params: { path: id } }) },

  'phone-number.import-twilio': { send: (api) => api.POST('/phone-number/import/twilio', { body }) },
  'phone-number.import-vonage': { send: (api) => api.POST('/phone-number/import/vonage', { body }) },
  'phone-number.create': { send: (api) => api.POST('/phone-number', { body }) },
  'phone-number.list': {
    query: listQuery,
    send: (api) => api.GET('/phone-number', { params: { query: listQuery } }),
  },
  'phone-number.get': { send: (api) => api.GET('/phone-number/{id}', { params: { path: id } }) },
  'phone-number.update': { send: (api) => api.PATCH('/phone-number/{id}', { params: { path: id }, body }) },
  'phone-number.delete': { send: (api) => api.DELETE('/phone-number/{id}', { params: { path: id } }) },

  'tool.create': { send: (api) => api.POST('/tool', { body }) },
  'tool.list': { query: listQuery, send: (api) => api.GET('/tool', { params: { query: listQuery } }) },
  'tool.get': { send: (api) => api.GET('/tool/{id}', { params: { path: id } }) },
  'tool.update': { send: (api) => api.PATCH('/tool/{id}', { params: { path: id }, body }) },
  'tool.delete': { send: (api) => api.DELETE('/tool/{id}', { params: { path: id } }) },

  'knowledge-base.create': { send: (api) => api.POST('/knowledge-base', { body }) },
  'knowledge-base.list': {
    query: listQuery,
    send: (api) => api.GET('/knowledge-base', { params: { query: listQuery } }),
  },
  'knowledge-base.get': { send: (api) => api.GET('/knowledge-base/{id}', { params: { path: id } }) },
  'knowledge-base.update': {
    send: (api) => api.PATCH('/knowledge-base/{id}', { params: { path: id }, body }),
  },
  'knowledge-base.delete': { send: (api) => api.DELETE('/knowledge-base/{id}', { params: { path: id } }) },

  'squad.create': { send: (api) => api.POST('/squad', { body }) },
  'squad.list': { query: listQuery, send: (api) => api.GET('/squad', { params: { query: listQuery } }) },
  'squad.get': { send: (api) => api.GET('/squad/{id}', { params: { path: id } }) },
  'squad.update': { send: (api) => api.PATCH('/squad/{id}', { params: { path: id }, body }) },
  'squad.delete': { send: (api) => api.DELETE('/squad/{id}', { params: { path: id } }) },

  'template.create': { send: (api) => api.POST('/template', { body }) },
  'template.list': {
    query: listQuery,
    send: (api) => api.GET('/template', { params: { query: listQuery } }),
  },
  'template.list-pinned': { send: (api) => api.GET('/template/pinned') },
  'template.get': { send: (api) => api.GET('/template/{id}', { params: { path: id } }) },
  'template.update': { send: (api) => api.PATCH('/template/{id}', { params: { path: id }, body }) },
  'template.delete': { send: (api) => api.DELETE('/template/{id}', { params: { path: id } }) },

  'token.create': { send: (api) => api.POST('/token', { body }) },
  'token.list': { query: listQuery, send: (api) => api.GET('/token', { params: { query: listQuery } }) },
  'token.get': { send: (api) => api.GET('/token/{id}', { params: { path: id } }) },
  'token.update': { send: (api) => api.PATCH('/token/{id}', { params: { path: id }, body }) },
  'token.delete': { send: (api) => api.DELETE('/token/{id}', { params: { path: id } }) },

  'credential.create': { send: (api) => api.POST('/credential', { body }) },
  'credential.list': {
    query: listQuery,
    send: (api) => api.GET('/credential', { params: { query: listQuery } }),
  },
  'credential.create-session': { send: (api) => api.POST('/credential/session', { body }) },
  'credential.webhook': { send: (api) => api.POST('/credential/webhook', { body }) },
  'credential.trigger': { send: (api) => api.POST('/credential/trigger', { body }) },
  'credential.get': { send: (api) => api.GET('/credential/{id}', { params: { path: id } }) },
  'credential.update': { send: (api) => api.PATCH('/credential/{id}', { params: { path: id }, body }) },
  'credential.delete': { send: (api) => api.DELETE('/credential/{id}', { params: { path: id } }) },

  'file.upload': { send: (api) => api.POST('/file/upload', { body: { file: file() } }) },
  'file.create': { send: (api) => api.POST('/file', { body: { file: file(), purpose: 'knowledge-base' } }) },
  'file.list': { send: (api) => api.GET('/file') },
  'file.get': { send: (api) => api.GET('/file/{id}', { params: { path: id } }) },
  'file.update': { send: (api) => api.PATCH('/file/{id}', { params: { path: id }, body }) },
  'file.delete': { send: (api) => api.DELETE('/file/{id}', { params: { path: id } }) },

  'workflow.list': { send: (api) => api.GET('/workflow') },
  'workflow.create': { send: (api) => api.POST('/workflow', { body }) },
  'workflow.get': { send: (api) => api.GET('/workflow/{id}', { params: { path: id } }) },
  'workflow.update': { send: (api) => api.PATCH('/workflow/{id}', { params: { path: id }, body }) },
  'workflow.delete': { send: (api) => api.DELETE('/workflow/{id}', { params: { path: id } }) },

  'test-suite.list': {
    query: pageQuery,
    send: (api) => api.GET('/test-suite', { params: { query: pageQuery } }),
  },
  'test-suite.create': { send: (api) => api.POST('/test-suite', { body }) },
  'test-suite.get': { send: (api) => api.GET('/test-suite/{id}', { params: { path: id } }) },
  'test-suite.update': { send: (api) => api.PATCH('/test-suite/{id}', { params: { path: id }, body }) },
  'test-suite.delete': { send: (api) => api.DELETE('/test-suite/{id}', { params: { path: id } }) },
  'test-suite-test.list': {
    query: pageQuery,
    send: (api) => api.GET('/test-suite/{id}/test', { params: { path: id, query: pageQuery } }),
  },
  'test-suite-test.create': {
    send: (api) => api.POST('/test-suite/{id}/test', { params: { path: id }, body }),
  },
  'test-suite-test.get': {
    send: (api) => api.GET('/test-suite/{id}/test/{testId}', { params: { path: suiteTest } }),
  },
  'test-suite-test.update': {
    send: (api) => api.PATCH('/test-suite/{id}/test/{testId}', { params: { path: suiteTest }, body }),
  },
  'test-suite-test.delete': {
    send: (api) => api.DELETE('/test-suite/{id}/test/{testId}', { params: { path: suiteTest } }),
  },
  'test-suite-run.list': {
    query: pageQuery,
    send: (api) => api.GET('/test-suite/{id}/run', { params: { path: id, query: pageQuery } }),
  },
  'test-suite-run.create': {
    send: (api) => api.POST('/test-suite/{id}/run', { params: { path: id }, body }),
  },
  'test-suite-run.get': {
    send: (api) => api.GET('/test-suite/{id}/run/{runId}', { params: { path: suiteRun } }),
  },
  'test-suite-run.update': {
    send: (api) => api.PATCH('/test-suite/{id}/run/{runId}', { params: { path: suiteRun }, body }),
  },
  'test-suite-run.delete': {
    send: (api) => api.DELETE('/test-suite/{id}/run/{runId}', { params: { path: suiteRun } }),
  },

  'metrics.get': {
    query: metricsQuery,
    send: (api) => api.GET('/metrics', { params: { query: metricsQuery } }),
  },
  'analytics.query': { send: (api) => api.POST('/analytics', { body }) },

  'log.list': { query: logQuery, send: (api) => api.GET('/log', { params: { query: logQuery } }) },
  'log.delete': { query: logFilter, send: (api) => api.DELETE('/log', { params: { query: logFilter } }) },
  'logs.list': { query: logQuery, send: (api) => api.GET('/logs', { params: { query: logQuery } }) },
  'logs.delete': { query: logFilter, send: (api) => api.DELETE('/logs', { params: { query: logFilter } }) },

  'org.create': { send: (api) => api.POST('/org', { body }) },
  'org.list': { send: (api) => api.GET('/org') },
  'org.get': { send: (api) => api.GET('/org/{id}', { params: { path: id } }) },
  'org.update': { send: (api) => api.PATCH('/org/{id}', { params: { path: id }, body }) },
  'org.delete': { send: (api) => api.DELETE('/org/{id}', { params: { path: id } }) },
  'org.list-users': { send: (api) => api.GET('/org/{id}/user', { params: { path: id } }) },
  'org.leave': { send: (api) => api.DELETE('/org/{id}/leave', { params: { path: id } }) },
  'org.remove-member': {
    send: (api) => api.DELETE('/org/{id}/member/{userId}/leave', { params: { path: orgMember } }),
  },
  'org.invite': { send: (api) => api.POST('/org/{id}/invite', { params: { path: id }, body }) },
  'org.update-role': { send: (api) => api.PATCH('/org/{id}/role', { params: { path: id }, body }) },

  'voice-library.list': {
    query: voiceQuery,
    send: (api) => api.GET('/voice-library/{provider}', { params: { path: provider, query: voiceQuery } }),
  },
  'voice-library.list-accents': {
    send: (api) => api.GET('/voice-library/{provider}/accents', { params: { path: provider } }),
  },
  'voice-library.sync-provider': {
    send: (api) => api.POST('/voice-library/sync/{provider}', { params: { path: provider } }),
  },
  'voice-library.sync': { send: (api) => api.POST('/voice-library/sync') },
  'voice-library.create-sesame-voice': {
    send: (api) => api.POST('/voice-library/create-sesame-voice', { body }),
  },

  'provider.list-workflows': {
    send: (api) => api.GET('/{provider}/workflows', { params: { path: provider } }),
  },
  'provider.list-workflow-hooks': {
    send: (api) => api.GET('/{provider}/workflows/{id}/hooks', { params: { path: providerWorkflow } }),
  },
  'provider.list-locations': {
    send: (api) => api.GET('/{provider}/locations', { params: { path: provider } }),
  },
  'provider.search-voices': {
    query: searchQuery,
    send: (api) => api.GET('/{provider}/voices/search', { params: { path: provider, query: searchQuery } }),
  },
  'provider.search-voice': {
    query: searchQuery,
    send: (api) => api.GET('/{provider}/voice/search', { params: { path: provider, query: searchQuery } }),
  },
  'provider.add-voices': {
    send: (api) => api.POST('/{provider}/voices/add', { params: { path: provider }, body }),
  },
  'provider.add-voice': {
    send: (api) => api.POST('/{provider}/voice/add', { params: { path: provider }, body }),
  },
  '11labs.clone-voice': {
    send: (api) => api.POST('/11labs/voice/clone', { body: { name: 'Dr Calm', files: [file(), file()] } }),
  },
};

const BASE_PATH = '/platform';
const operations = loadPlatformOperations();
let server: LoopbackServer;
let api: PlatformClient;
let covered = 0;

beforeAll(async () => {
  server = await startLoopbackServer();
  server.reply(() => ({ status: 200, body: { id: 'reply-1' } }));
  // A base URL with a path, as the local platform has: the client must keep the prefix.
  api = createPlatformClient({ baseUrl: `${server.origin}${BASE_PATH}`, apiKey: API_KEY });
});

afterAll(async () => {
  await server.close();
  // eslint-disable-next-line no-console -- the contract's coverage figure is this test's report
  console.log(`contract: ${covered} operations covered`);
});

describe('platform contract', () => {
  it('has exactly one case per operation in the document', () => {
    expect(Object.keys(cases).sort()).toEqual(operations.map((op) => op.id).sort());
  });

  it('names every operation <group>.<operation> and gives it a summary', () => {
    for (const op of operations) {
      expect(op.id, op.id).toMatch(/^[a-z0-9-]+\.[a-z0-9-]+$/);
      expect(op.summary, op.id).not.toBe('');
    }
  });

  it('leaves only the credential webhook without a key and marks the deprecated operations', () => {
    expect(operations.filter((op) => !op.authenticated).map((op) => op.id)).toEqual(['credential.webhook']);
    expect(operations.filter((op) => op.deprecated).map((op) => op.id)).toEqual([
      'file.upload',
      'metrics.get',
    ]);
  });

  it.each(operations.map((op) => [op.id, op] as const))('%s', async (operationId, op) => {
    const contractCase = (cases as Record<string, ContractCase | undefined>)[operationId];
    expect(
      contractCase,
      `no contract case for ${operationId}: add one to platform-contract.test.ts`,
    ).toBeDefined();
    if (!contractCase) return;
    const sent = server.requests.length;

    const result = await callPlatform(contractCase.send(api));

    expect(result).toEqual({ ok: true, data: { id: 'reply-1' } });
    expect(server.requests).toHaveLength(sent + 1);
    expectWireRequest(server.requests[sent]!, op, contractCase);
    covered += 1;
  });
});

function expectWireRequest(request: RecordedRequest, op: PlatformOperation, contractCase: ContractCase) {
  const url = new URL(request.url, server.origin);
  expect(request.method).toBe(op.method.toUpperCase());
  expect(url.pathname).toBe(BASE_PATH + expectedPath(op));
  expect(request.headers.authorization).toBe(op.authenticated ? `Bearer ${API_KEY}` : undefined);
  expectQuery(url.searchParams, op, contractCase.query);
  expectBody(request, op, contractCase);
}

function expectedPath(op: PlatformOperation): string {
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathValues[name];
    if (value === undefined) throw new Error(`no sample value for path parameter {${name}} of ${op.id}`);
    return encodeURIComponent(value);
  });
}

function expectQuery(received: URLSearchParams, op: PlatformOperation, sent: ContractCase['query']) {
  if (op.queryParams.length > 0) expect(sent, `${op.id} takes a query: its case must send one`).toBeDefined();
  const expected = Object.fromEntries(Object.entries(sent ?? {}).map(([key, value]) => [key, String(value)]));
  for (const key of Object.keys(expected)) expect(op.queryParams, `query parameter ${key}`).toContain(key);
  expect(Object.fromEntries(received)).toEqual(expected);
}

function expectBody(request: RecordedRequest, op: PlatformOperation, contractCase: ContractCase) {
  const contentType = request.headers['content-type'];
  if (!op.requestBody) {
    expect(contentType).toBeUndefined();
    expect(request.body).toHaveLength(0);
    return;
  }
  if (op.requestBody.contentType === 'application/json') {
    expect(contentType).toBe('application/json');
    expect(JSON.parse(request.body.toString('utf8'))).toEqual(contractCase.json ?? body);
    return;
  }
  expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
  const form = request.body.toString('utf8');
  for (const field of op.requestBody.fileFields) {
    const parts = form.match(
      new RegExp(`name="${field.name}"; filename="[^"]+"\\r\\nContent-Type: application/pdf`, 'g'),
    );
    expect(parts?.length, `file parts named ${field.name}`).toBe(field.multiple ? 2 : 1);
  }
}
