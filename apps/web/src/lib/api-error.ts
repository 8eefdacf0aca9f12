import type { ErrorCode } from '@scopewright/domain';

/** A non-2xx answer from the API, carrying the server's error code and request id for support. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode | 'NETWORK' | 'UNKNOWN';
  readonly status: number;
  readonly requestId: string | null;
  readonly details: unknown;

  constructor(init: {
    code: ApiError['code'];
    message: string;
    status: number;
    requestId?: string | null;
    details?: unknown;
  }) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
