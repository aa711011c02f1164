import { t } from '@lingui/core/macro';
import type { InvalidParam, ProblemDetails as ApiProblemDetails } from '@huddle/schemas';

/** One field error of a problem response (the API contract's invalid_params item). */
export type { InvalidParam };

/**
 * RFC 9457 problem details as read from a response body (toProblemDetails):
 * the schema's ProblemDetails with every member optional, since a proxy or a
 * failed server may answer anything.
 */
export type ProblemDetails = Partial<Omit<ApiProblemDetails, 'instance'>>;

/**
 * A failed API call: the HTTP status plus the problem details the server sent.
 * `message` is the most specific text available (detail, else title, else 'HTTP {status}').
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly title: string;
  readonly detail: string | undefined;
  readonly type: string | undefined;
  readonly invalidParams: InvalidParam[];

  constructor(status: number, problem: ProblemDetails) {
    const title = problem.title ?? `HTTP ${status}`;
    super(problem.detail ?? title);
    this.status = status;
    this.title = title;
    this.detail = problem.detail;
    this.type = problem.type;
    this.invalidParams = problem.invalid_params ?? [];
  }
}

/** The request never got an HTTP answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super(t`The server could not be reached. Please check your connection and try again.`, { cause });
  }
}

function isInvalidParam(value: unknown): value is InvalidParam {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.name === 'string' &&
    typeof item.reason === 'string' &&
    (item.friendlyName === undefined || typeof item.friendlyName === 'string')
  );
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Reads problem details out of a parsed JSON body, keeping only well-typed members;
 * anything else (arrays, strings, null) gives an empty problem.
 */
export function toProblemDetails(body: unknown): ProblemDetails {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const record = body as Record<string, unknown>;
  const params = Array.isArray(record.invalid_params) ? record.invalid_params.filter(isInvalidParam) : undefined;
  return {
    type: optionalString(record.type),
    title: optionalString(record.title),
    status: typeof record.status === 'number' ? record.status : undefined,
    detail: optionalString(record.detail),
    invalid_params: params,
  };
}

/**
 * Builds the ApiError for a non-2xx response. Problem+json (or any JSON) bodies give
 * title/detail/invalid_params; a plain-text body becomes the detail; an empty body
 * leaves the status text as the title.
 */
export async function readApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes('json')) {
    try {
      return new ApiError(response.status, toProblemDetails(JSON.parse(text)));
    } catch {
      // Not JSON after all: fall through to the plain-text reading.
    }
  }
  const detail = text.trim() === '' || contentType.includes('html') ? undefined : text.trim();
  return new ApiError(response.status, { title: response.statusText || undefined, detail });
}
