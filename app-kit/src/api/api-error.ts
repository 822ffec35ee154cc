/** Spec section 9: from this status on, a failure's message uses the status text, not the body. */
export const SERVER_ERROR_STATUS = 500;

/** A failed API call. `message` follows spec section 8; `status` lets callers branch (404, 401...). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The error for a failed read (spec section 8): status 500 or above gives "{status}: {status text}"
 * (5xx bodies are generic), below it "{status}: {response body text}", the server's human message.
 */
export function apiError(response: Response, body: unknown): ApiError {
  if (response.status >= SERVER_ERROR_STATUS) {
    return new ApiError(response.status, `${response.status}: ${response.statusText}`);
  }
  const text =
    typeof body === 'string' ? body : body === undefined || body === null ? '' : JSON.stringify(body);
  return new ApiError(response.status, `${response.status}: ${text || response.statusText}`);
}

/** The shape of an openapi-fetch result: data on success, the (text) error body otherwise. */
interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Awaits an openapi-fetch call and returns its data, or throws the spec's {@link ApiError}. Meant for
 * query functions: `queryFn: () => unwrap(getApiClient().GET('/api/maps/user'))`.
 */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  const result = await call;
  if (result.response.ok) return result.data as T;
  throw apiError(result.response, result.error);
}
