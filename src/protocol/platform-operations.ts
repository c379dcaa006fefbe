// The operations of the platform contract (platform-openapi.yaml), read from the parsed document at
// run time: the operator CLI dispatches on them and the contract test checks each one on the wire.
import { z } from 'zod';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type RequestContentType = 'application/json' | 'multipart/form-data';

/** A multipart field that carries file bytes; `multiple` when it takes a list of files. */
export interface FileField {
  name: string;
  multiple: boolean;
}

export interface PlatformOperation {
  /** `<group>.<operation>`, e.g. `call.get`. */
  id: string;
  group: string;
  name: string;
  method: HttpMethod;
  /** The path template, e.g. `/test-suite/{id}/run/{runId}`. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  requestBody?: { contentType: RequestContentType; required: boolean; fileFields: FileField[] };
  authenticated: boolean;
  deprecated: boolean;
  summary: string;
}

const looseObject = z.record(z.string(), z.unknown());
const ref = z.object({ $ref: z.string() });
const parameter = z.object({ name: z.string(), in: z.string() });
const operationObject = z.object({
  operationId: z.string(),
  summary: z.string().default(''),
  deprecated: z.boolean().default(false),
  security: z.array(looseObject).optional(),
  parameters: z.array(z.unknown()).default([]),
  requestBody: z.unknown().optional(),
});
const requestBodyObject = z.object({
  required: z.boolean().default(false),
  content: z.record(z.string(), z.object({ schema: z.unknown().optional() })),
});
const document = z.looseObject({
  security: z.array(looseObject).default([]),
  paths: z.record(z.string(), looseObject),
});

type Document = z.infer<typeof document>;

export function listPlatformOperations(parsedDocument: unknown): PlatformOperation[] {
  const doc = document.parse(parsedDocument);
  const operations: PlatformOperation[] = [];
  for (const [path, pathItem] of Object.entries(doc.paths)) {
    // In the document's order, which groups an operation with its neighbours in the CLI's help.
    for (const [key, value] of Object.entries(pathItem)) {
      if (isHttpMethod(key)) operations.push(readOperation(doc, path, key, operationObject.parse(value)));
    }
  }
  return operations;
}

function isHttpMethod(key: string): key is HttpMethod {
  return (HTTP_METHODS as readonly string[]).includes(key);
}

function splitOperationId(id: string): { group: string; name: string } {
  const dot = id.indexOf('.');
  if (dot <= 0 || dot === id.length - 1) throw new Error(`operationId "${id}" is not <group>.<operation>`);
  return { group: id.slice(0, dot), name: id.slice(dot + 1) };
}

function readOperation(
  doc: Document,
  path: string,
  method: HttpMethod,
  op: z.infer<typeof operationObject>,
): PlatformOperation {
  const security = op.security ?? doc.security;
  return {
    id: op.operationId,
    ...splitOperationId(op.operationId),
    method,
    path,
    pathParams: [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? ''),
    queryParams: op.parameters
      .map((p) => parameter.parse(resolve(doc, p)))
      .filter((p) => p.in === 'query')
      .map((p) => p.name),
    ...(op.requestBody === undefined ? {} : { requestBody: readRequestBody(doc, op.requestBody) }),
    authenticated: security.length > 0,
    deprecated: op.deprecated,
    summary: op.summary,
  };
}

function readRequestBody(doc: Document, body: unknown): NonNullable<PlatformOperation['requestBody']> {
  const { required, content } = requestBodyObject.parse(resolve(doc, body));
  const multipart = content['multipart/form-data'];
  if (multipart)
    return { contentType: 'multipart/form-data', required, fileFields: fileFields(doc, multipart.schema) };
  if (content['application/json']) return { contentType: 'application/json', required, fileFields: [] };
  throw new Error(`unsupported request content type: ${Object.keys(content).join(', ')}`);
}

/** Form fields that carry file bytes: OpenAPI 3.1 marks them with `contentMediaType`. */
function fileFields(doc: Document, schema: unknown): FileField[] {
  const properties = z
    .object({ properties: z.record(z.string(), looseObject).default({}) })
    .parse(resolve(doc, schema));
  return Object.entries(properties.properties).flatMap(([name, property]): FileField[] => {
    if (isBinary(property)) return [{ name, multiple: false }];
    if (isBinary(looseObject.safeParse(property.items).data)) return [{ name, multiple: true }];
    return [];
  });
}

function isBinary(schema: Record<string, unknown> | undefined): boolean {
  return typeof schema?.contentMediaType === 'string';
}

/** Follows a local `$ref` (`#/components/...`); the contract has no remote references. */
function resolve(doc: Document, value: unknown): unknown {
  const reference = ref.safeParse(value);
  if (!reference.success) return value;
  const target = reference.data.$ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, key) => looseObject.parse(node)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      doc,
    );
  if (target === undefined) throw new Error(`unresolved reference ${reference.data.$ref}`);
  return resolve(doc, target);
}
