import { ERROR_DEFINITIONS, isErrorBody, isErrorCode } from '@scopewright/domain';
import { ApiError } from './api-error';

export { ApiError, isApiError } from './api-error';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** An array is sent as one comma-separated value (`status=sent,viewed`). */
  query?: Record<string, string | number | boolean | readonly string[] | undefined>;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

const NETWORK_MESSAGE = 'Network error. Please check your connection and try again';

/** The request URL: `/api` prefixed when missing, with the set query values (an array as one comma list). */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined) params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function toApiError(response: Response): Promise<ApiError> {
  const requestId = response.headers.get('x-request-id');
  const payload: unknown = await response.json().catch(() => null);
  if (isErrorBody(payload)) {
    const { code, message, requestId: bodyRequestId, details } = payload.error;
    return new ApiError({ code, message, status: response.status, requestId: bodyRequestId || requestId, details });
  }
  const code = Object.entries(ERROR_DEFINITIONS).find(([, def]) => def.status === response.status)?.[0];
  return new ApiError({
    code: code && isErrorCode(code) ? code : 'UNKNOWN',
    message: code && isErrorCode(code) ? ERROR_DEFINITIONS[code].message : ERROR_DEFINITIONS.INTERNAL.message,
    status: response.status,
    requestId,
  });
}

/** JSON over fetch with the session cookie; non-2xx becomes an ApiError. */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const init: RequestInit = { method, credentials: 'same-origin', headers, signal: options.signal };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ code: 'NETWORK', message: NETWORK_MESSAGE, status: 0 });
  }

  if (!response.ok) throw await toApiError(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A file download (PDF, Word …): the bytes and the server's file name; non-2xx becomes an ApiError. */
export async function apiDownload(
  path: string,
  query?: RequestOptions['query'],
): Promise<{ blob: Blob; fileName: string | null }> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), { credentials: 'same-origin' });
  } catch {
    throw new ApiError({ code: 'NETWORK', message: NETWORK_MESSAGE, status: 0 });
  }
  if (!response.ok) throw await toApiError(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
