import type { ErrorBody } from './error-body';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHORIZED',
  'CONFLICT',
  'VALIDATION',
  'PRECONDITION_FAILED',
  'GONE',
  'LIMIT_EXCEEDED',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status and default user-facing message per code; a code without an entry fails the type check. */
export const ERROR_DEFINITIONS: Record<ErrorCode, { status: number; message: string }> = {
  BAD_REQUEST: { status: 400, message: 'The request is malformed.' },
  NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to access this resource." },
  UNAUTHORIZED: { status: 401, message: 'Please sign in to continue.' },
  CONFLICT: { status: 409, message: 'This change conflicts with the current state. Reload and try again.' },
  VALIDATION: { status: 422, message: 'Some of the information provided is not valid.' },
  PRECONDITION_FAILED: { status: 412, message: 'The request cannot be completed in the current state.' },
  GONE: { status: 410, message: 'This link has expired.' },
  LIMIT_EXCEEDED: { status: 429, message: 'You have reached the limit of your plan.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment before trying again' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Requests that change data must be sent as JSON.' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is temporarily unavailable. Please try again shortly.' },
  INTERNAL: { status: 500, message: 'An unexpected error occurred. Please try again' },
};

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * Whether a response body is the API's error envelope (error-body.ts), checked by hand: the web's API client runs
 * this on every failed request, and the schema library is not part of the dashboard's first screen.
 */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return false;
  const { code, message, requestId } = error as Record<string, unknown>;
  return isErrorCode(code) && typeof message === 'string' && typeof requestId === 'string';
}
