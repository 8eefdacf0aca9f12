import { AUTH_COPY, mapLoginError, signInRetryMessage, type LoginErrorCode } from '@scopewright/domain';
import type { AuthFailure } from '@/lib/auth-request';

export interface ShownError {
  code: LoginErrorCode | 'EXCEPTION';
  title: string;
  detail?: string;
  showResend: boolean;
}

/**
 * The short message as the title; the long form adds its extra sentence (or stands alone) as detail (docs/product-rules.md#fixed-texts). A refusal
 * for too many attempts is one sentence with the wait.
 */
export function loginErrorFor(failure: AuthFailure): ShownError {
  const mapped = mapLoginError(failure);
  if (mapped.code === 'RATE_LIMITED') {
    // One message that says when to try again, not the short and the long form together.
    return { code: mapped.code, title: signInRetryMessage(failure.retryAfterSeconds), showResend: false };
  }
  const detail =
    mapped.long === mapped.short
      ? undefined
      : mapped.long.startsWith(mapped.short)
        ? mapped.long.slice(mapped.short.length).replace(/^[.\s]+/, '')
        : mapped.long;
  return { code: mapped.code, title: mapped.short, detail, showResend: mapped.showResend };
}

export const EXCEPTION_ERROR: ShownError = { code: 'EXCEPTION', title: AUTH_COPY.unexpectedError, showResend: false };
