import {
  ERROR_DEFINITIONS,
  type ErrorBody,
  type ErrorCode,
  type ErrorReason,
  type ReasonedErrorCode,
} from '@scopewright/domain';

/** Field issues, or facts about the refusal; a sub-reason goes in `reason`, never in here. */
export type ErrorDetails = readonly unknown[] | { readonly reason?: never; readonly [key: string]: unknown };

/** The code's closed sub-reasons (packages/domain error-reasons.ts); codes without any take none. */
type ReasonOf<C extends ErrorCode> = C extends ReasonedErrorCode ? ErrorReason<C> : never;

export interface AppErrorOptions<C extends ErrorCode = ErrorCode> {
  /** Sent as `details.reason`, first, before the other details (docs/decisions/0031). */
  reason?: ReasonOf<C>;
  details?: ErrorDetails;
  cause?: unknown;
  /** When a refused request may be tried again: sent as the Retry-After header (whole seconds). */
  retryAfterSeconds?: number;
}

/** The one error type use cases throw; `onError` maps it to its status and the single error body. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  override name = 'AppError';
  readonly code: C;
  readonly status: number;
  readonly details: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: C, message?: string, options: AppErrorOptions<C> = {}) {
    super(
      message ?? ERROR_DEFINITIONS[code].message,
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.code = code;
    this.status = ERROR_DEFINITIONS[code].status;
    this.details =
      options.reason === undefined ? options.details : { reason: options.reason, ...(options.details ?? {}) };
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function errorBody(code: ErrorCode, message: string, requestId: string, details?: unknown): ErrorBody {
  return { error: { code, message, requestId, ...(details === undefined ? {} : { details }) } };
}

export interface FieldIssue {
  path: string;
  message: string;
}

interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  keys?: readonly string[];
}

/** zod issues → one entry per field; unknown keys become one entry per key so forms can show them. */
export function toFieldIssues(issues: readonly IssueLike[], prefix?: string): FieldIssue[] {
  return issues.flatMap((issue) => {
    const base = [prefix, ...issue.path.map(String)].filter(Boolean);
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      return issue.keys.map((key) => ({ path: [...base, key].join('.'), message: 'Unknown field' }));
    }
    return [{ path: base.join('.'), message: issue.message }];
  });
}

const UNKNOWN_FIELDS = 'The request contains fields that cannot be set.';

/** Unknown keys are a malformed request (400: no mass assignment, docs/security.md#no-mass-assignment); bad values are 422. */
export function validationError(issues: readonly IssueLike[], prefix?: string, message?: string): AppError {
  const details = toFieldIssues(issues, prefix);
  return issues.some((issue) => issue.code === 'unrecognized_keys')
    ? new AppError('BAD_REQUEST', UNKNOWN_FIELDS, { details })
    : new AppError('VALIDATION', message, { details });
}
