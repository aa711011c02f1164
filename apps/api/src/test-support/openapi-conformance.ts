import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../http/openapi-document.ts';
import { toInvalidParams } from '../http/api-schemas.ts';

/** One response of an operation in the OpenAPI document. */
interface DocumentedResponse {
  content?: Record<string, { schema?: unknown }>;
}

/** One operation of the OpenAPI document, with what matching a request needs. */
export interface DocumentedOperation {
  method: string;
  /** OpenAPI path template, e.g. '/api/events/{eventId}'. */
  path: string;
  operationId: string;
  /** Its operation object, as the document has it. */
  operation: Record<string, unknown> & { responses: Record<string, DocumentedResponse> };
  pattern: RegExp;
}

/** The document the app serves (bundled), parsed once. */
export const openApiDocument = buildOpenApiDocument() as ReturnType<typeof buildOpenApiDocument> & {
  components: { schemas: Record<string, unknown> };
};

const DOCUMENT_ID = 'https://huddle.example/openapi.json';

/**
 * ajv (draft 2020-12, no coercion, formats) over the bundled document's
 * components, so '#/components/schemas/...' references resolve as the
 * document's readers resolve them. multipleOf allows 8 decimal places of
 * float error, as the API's own request validation does.
 */
const ajv = new Ajv2020({ allErrors: true, strict: false, multipleOfPrecision: 8, validateSchema: false });
addFormats(ajv);
ajv.addSchema({ $id: DOCUMENT_ID, components: openApiDocument.components });

const validators = new Map<string, ValidateFunction>();

/** The validator of a schema taken from the document (its $refs resolve in the document). */
export function documentSchemaValidator(schema: unknown): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = validators.get(key);
  if (validate === undefined) {
    validate = ajv.compile(rebased(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

/** A copy of a schema whose '#/...' references name the document by its id. */
function rebased(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `${DOCUMENT_ID}${value}` : value,
    ),
  );
}

/** Every operation of the document; templates with fewer parameters first, so literal segments win. */
export const documentedOperations: DocumentedOperation[] = Object.entries(openApiDocument.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const documented = operation as DocumentedOperation['operation'];
      const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+');
      return { method, path, operationId: String(documented.operationId), operation: documented, pattern: new RegExp(`^${source}$`) };
    }),
  )
  .sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));

/** The documented operation a request reaches (by method and path), or undefined. */
export function documentedOperationOf(method: string, pathname: string): DocumentedOperation | undefined {
  const lower = method.toLowerCase();
  return documentedOperations.find((candidate) => candidate.method === lower && candidate.pattern.test(pathname));
}

/**
 * How a response breaks the OpenAPI document (issue 18), as readable lines;
 * empty when it conforms or when the request reaches no documented operation.
 * Checks that the status is one the operation declares, that a body comes in
 * a media type the status declares, and that a JSON body validates against
 * that media type's schema. Reads a clone of the response (JSON bodies only).
 */
export async function responseConformanceProblems(method: string, url: string, response: Response): Promise<string[]> {
  const { pathname } = new URL(url, 'http://localhost');
  const documented = documentedOperationOf(method, pathname);
  if (documented === undefined) return [];
  const where = `${method.toUpperCase()} ${pathname} (${documented.operationId}) answered ${response.status}`;
  const declared = documented.operation.responses[String(response.status)];
  if (declared === undefined) {
    const body = await response.clone().text();
    return [
      `${where}, a status the document does not declare (declared: ${Object.keys(documented.operation.responses).join(', ')}); body: ${body.slice(0, 300)}`,
    ];
  }
  const contentType = response.headers.get('content-type');
  if (contentType === null) return [];
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  const content = declared.content ?? {};
  if (!(mediaType in content)) {
    if (Object.keys(content).length === 0 && !/json/.test(mediaType)) return [];
    return [`${where} with ${mediaType}, which the status does not declare (declared: ${Object.keys(content).join(', ') || 'no body'})`];
  }
  const schema = content[mediaType]?.schema;
  if (schema === undefined || !/json/.test(mediaType)) return [];
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${where} with a body that is not JSON: ${text.slice(0, 200)}`];
  }
  const validate = documentSchemaValidator(schema);
  if (validate(body)) return [];
  const failures = toInvalidParams(validate.errors).map((param) => `${param.name} ${param.reason}`);
  return [`${where} with a body that does not match its schema: ${failures.join('; ')}; body: ${text.slice(0, 300)}`];
}

/** Thrown when a response breaks the OpenAPI document: fails the test that sent the request. */
export class ResponseConformanceError extends Error {
  override name = 'ResponseConformanceError';
}

/**
 * Wraps a fetch handler (a Hono app's `fetch`, which `app.request` also goes
 * through) so that every response is checked against the OpenAPI document;
 * one that breaks it throws ResponseConformanceError instead of being
 * returned.
 */
export function conformanceChecked<Rest extends unknown[]>(
  fetch: (request: Request, ...rest: Rest) => Response | Promise<Response>,
): (request: Request, ...rest: Rest) => Promise<Response> {
  return async (request, ...rest) => {
    const response = await fetch(request, ...rest);
    const problems = await responseConformanceProblems(request.method, request.url, response);
    if (problems.length > 0) throw new ResponseConformanceError(problems.join('\n'));
    return response;
  };
}
