import type { SchemaName } from '@huddle/schemas';
import { DEFAULT_SERVER_TIMEOUTS } from '../config-timeouts.ts';
import { schemaComponents, type SchemaComponent } from './bundled-schema-components.ts';
import { apiOperations, type ApiOperation, type ApiResponse } from './api-operations.ts';
import { problemResponses } from './api-operation.ts';

/** An OpenAPI 3.1 document, as plain JSON. */
export type OpenApiDocument = Record<string, unknown> & { openapi: '3.1.0'; paths: Record<string, Record<string, unknown>> };

const componentRef = (name: SchemaName): { $ref: string } => ({ $ref: `#/components/schemas/${name}` });

/**
 * Builds the API's OpenAPI 3.1 document (ARCHITECTURE.md §4) from the
 * operation table and the JSON Schemas of @huddle/schemas: each schema the
 * operations use, directly or through other schemas, is a component under its
 * title, bundled so that every $ref points inside the document
 * (bundled-schema-components.ts). Staff operations carry the session cookie
 * requirement and their permission as `x-permission`; the others say
 * `security: []` (no sign-in).
 */
export function buildOpenApiDocument(serverUrl?: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of Object.values(apiOperations) as ApiOperation[]) {
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = describeOperation(operation);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Huddle API',
      version: '1.0.0',
      description: `Programs, public applications and staff review. Errors are RFC 9457 problem+json.\n\n${timeoutsDescription()}`,
    },
    ...(serverUrl === undefined ? {} : { servers: [{ url: serverUrl }] }),
    tags: [
      { name: 'public', description: 'Applicant-facing, no sign-in.' },
      { name: 'staff', description: 'Back office; session cookie and a permission required.' },
      { name: 'sign-in', description: 'Staff sign-in (OIDC code flow with PKCE).' },
      { name: 'meta', description: 'About the API itself.' },
    ],
    paths,
    components: {
      schemas: usedComponents(paths),
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'huddle_session', description: 'Staff session (httpOnly, SameSite=Lax).' },
      },
    },
  };
}

/**
 * The server timeouts as the document states them: variable names and their
 * defaults (config-timeouts.ts; README "Configuration"), each closing the
 * connection with a 408.
 */
function timeoutsDescription(): string {
  const { headersMs, requestMs, uploadMinBytesPerSecond, keepAliveMs } = DEFAULT_SERVER_TIMEOUTS;
  return [
    'Timeouts (server settings, answered 408 Request Timeout and the connection closed):',
    `a request's headers must arrive within HEADERS_TIMEOUT_SECONDS (default ${headersMs / 1000} s);`,
    `a whole request other than an upload within REQUEST_TIMEOUT_SECONDS (default ${requestMs / 1000} s);`,
    `an upload gets REQUEST_TIMEOUT_SECONDS plus its size at UPLOAD_MIN_KBPS (default ${uploadMinBytesPerSecond / 1024} KiB/s);`,
    `an idle kept-alive connection is closed after KEEP_ALIVE_TIMEOUT_SECONDS (default ${keepAliveMs / 1000} s).`,
  ].join(' ');
}

function describeOperation(operation: ApiOperation): Record<string, unknown> {
  const parameters = [
    ...Object.entries(operation.pathParams ?? {}).map(([name, schema]) => ({ name, in: 'path', required: true, schema })),
    ...queryParameters(operation.query),
    ...Object.entries(operation.headers ?? {}).map(([name, header]) => ({
      name,
      in: 'header',
      required: header.required ?? false,
      description: header.description,
      schema: header.schema,
    })),
  ];
  return {
    operationId: operation.operationId,
    summary: operation.summary,
    tags: [operation.tag],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body === undefined
      ? {}
      : { requestBody: { required: true, content: { 'application/json': { schema: componentRef(operation.body) } } } }),
    ...(operation.rawBody === undefined
      ? {}
      : { requestBody: { required: true, description: operation.rawBody.description, content: { [operation.rawBody.mediaType]: {} } } }),
    responses: Object.fromEntries(
      Object.entries({ ...sharedResponses(operation), ...operation.responses }).map(([status, response]) => [
        status,
        describeResponse(response),
      ]),
    ),
    security: operation.permission === undefined && operation.signedIn !== true ? [] : [{ sessionCookie: [] }],
    ...(operation.permission === undefined ? {} : { 'x-permission': operation.permission }),
  };
}

/**
 * Responses the app gives every operation of a kind, unless the operation
 * describes them itself: the request validation of validate-request.ts (400
 * for a path, query or header value off its schema or malformed JSON, 415 for
 * a body that is not JSON, 422 for a JSON body off its schema) and the
 * middleware of app.ts (403 cross-site refusal of state-changing requests,
 * 413 for JSON bodies over 1 MiB).
 */
function sharedResponses(operation: ApiOperation): Record<number, ApiResponse> {
  const shared: Record<number, ApiResponse> = {};
  const hasParameters = operation.pathParams !== undefined || operation.query !== undefined || operation.headers !== undefined;
  if (hasParameters || operation.body !== undefined) shared[400] = problemResponses.invalidRequest;
  if (operation.method !== 'get') shared[403] = problemResponses.crossSite;
  if (operation.body !== undefined) {
    shared[413] = problemResponses.contentTooLarge;
    shared[415] = problemResponses.notJson;
    shared[422] = problemResponses.invalidBody;
  }
  return shared;
}

function queryParameters(query: SchemaName | undefined): Record<string, unknown>[] {
  if (query === undefined) return [];
  const component = schemaComponents[query];
  const properties = (component.properties ?? {}) as Record<string, unknown>;
  const required = new Set((component.required ?? []) as string[]);
  return Object.entries(properties).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: structuredClone(schema),
  }));
}

function describeResponse(response: ApiResponse): Record<string, unknown> {
  const headers =
    response.headers === undefined
      ? {}
      : {
          headers: Object.fromEntries(
            Object.entries(response.headers).map(([name, header]) => [name, { description: header.description, schema: header.schema }]),
          ),
        };
  if (response.schema === undefined) {
    const content = response.mediaType === undefined ? {} : { content: { [response.mediaType]: {} } };
    return { description: response.description, ...headers, ...content };
  }
  const mediaType = response.schema === 'ProblemDetails' ? 'application/problem+json' : 'application/json';
  const html = response.htmlPage === true ? { 'text/html': { schema: { type: 'string' } } } : {};
  return { description: response.description, ...headers, content: { [mediaType]: { schema: componentRef(response.schema) }, ...html } };
}

/**
 * The bundled components that `paths` reference, directly or through other
 * components (a '#/components/schemas/Program/properties/eventId' reference
 * uses Program), under their names; the other schemas of @huddle/schemas stay
 * out of the document.
 */
function usedComponents(paths: OpenApiDocument['paths']): Record<string, SchemaComponent> {
  const used = new Set<string>();
  const pending: unknown[] = [paths];
  while (pending.length > 0) {
    JSON.stringify(pending.pop(), (key, value: unknown) => {
      const name = key === '$ref' && typeof value === 'string' ? /^#\/components\/schemas\/([^/]+)/.exec(value)?.[1] : undefined;
      if (name !== undefined && !used.has(name)) {
        used.add(name);
        pending.push(schemaComponents[name as SchemaName]);
      }
      return value;
    });
  }
  return Object.fromEntries(
    Object.entries(schemaComponents)
      .filter(([name]) => used.has(name))
      .map(([name, schema]) => [name, structuredClone(schema)]),
  );
}
