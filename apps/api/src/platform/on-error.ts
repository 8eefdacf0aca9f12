import { ERROR_DEFINITIONS, type ErrorCode } from '@scopewright/domain';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ZodError } from 'zod';
import type { AppEnv } from './context';
import { databaseUnavailable, RETRY_AFTER_SECONDS, rootCause } from './database-unavailable';
import { AppError, errorBody, validationError } from './errors';
import type { Logger } from './logger';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const MALFORMED_JSON = 'Malformed JSON body';

/** Every failure becomes one AppError; only this function knows how errors reach the client. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return validationError(err.issues);
  if (err instanceof HTTPException) {
    if (err.status === 400 && /malformed json/i.test(err.message)) return new AppError('BAD_REQUEST', MALFORMED_JSON);
    const code = CODE_BY_STATUS[err.status];
    if (code) return new AppError(code, undefined, { cause: err });
  }
  if (err instanceof SyntaxError && /JSON/.test(err.message)) return new AppError('BAD_REQUEST', MALFORMED_JSON);
  return databaseUnavailable(err) ?? new AppError('INTERNAL', undefined, { cause: err });
}

export function errorResponse(c: Context<AppEnv>, error: AppError): Response {
  const status = ERROR_DEFINITIONS[error.code].status as ContentfulStatusCode;
  if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
  else if (status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return c.json(errorBody(error.code, error.message, c.get('requestId') ?? 'unknown', error.details), status);
}

export const onError =
  (logger: Logger): ErrorHandler<AppEnv> =>
  (err, c) => {
    const error = toAppError(err);
    const log = c.get('logger') ?? logger;
    if (error.code === 'SERVICE_UNAVAILABLE') {
      log.warn({ cause: rootCause(error.cause ?? err), requestId: c.get('requestId') }, 'service unavailable: 503');
    } else if (error.status >= 500) {
      const cause = error.cause ?? err;
      log.error({ err: cause, code: error.code, requestId: c.get('requestId') }, 'request error');
    }
    return errorResponse(c, error);
  };

export const apiNotFound: NotFoundHandler<AppEnv> = (c) => errorResponse(c, new AppError('NOT_FOUND'));
