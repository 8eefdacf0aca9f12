import type { ErrorCode } from './errors';

/**
 * The closed list of `details.reason` values per error code: what a client may switch on beside the code
 * (docs/decisions/0031). kebab-case; a reason not listed here fails the type check where it is thrown.
 */
export const ERROR_REASONS = {
  CONFLICT: [
    // A quote version that cannot take the write.
    'stale',
    'frozen',
    'archived',
    'draft',
    'current',
    'not-sent',
    // The client's answer on the quote page, or a newer version sent meanwhile.
    'accepted',
    'declined',
    'expired',
    'superseded',
    // A record still in use.
    'client-has-quotes',
    'contact-on-quote',
    'template-in-use',
    // A plan with fewer seats than active members.
    'seats-exceeded',
    // A PSA push: one at a time, of an accepted quote.
    'push-running',
    'not-accepted',
  ],
  // No profile for the session; or a plan (tier) without the feature, where Billing is the way on; or a write while a
  // super admin views the workspace as support, read-only.
  FORBIDDEN: ['profile-missing', 'plan-upgrade', 'support-read-only'],
  NOT_FOUND: ['profile-missing', 'invitation-invalid'],
  // A PSA connection test that failed: nothing was saved.
  VALIDATION: ['psa-test-failed'],
} as const satisfies { [C in ErrorCode]?: readonly string[] };

export type ReasonedErrorCode = keyof typeof ERROR_REASONS;
export type ErrorReason<C extends ReasonedErrorCode = ReasonedErrorCode> = (typeof ERROR_REASONS)[C][number];

/** The reason of an error body's details when it is one of the code's reasons, else null (older or other servers). */
export function errorReasonOf<C extends ReasonedErrorCode>(code: C, details: unknown): ErrorReason<C> | null {
  if (typeof details !== 'object' || details === null || !('reason' in details)) return null;
  const reasons: readonly string[] = ERROR_REASONS[code];
  return typeof details.reason === 'string' && reasons.includes(details.reason)
    ? (details.reason as ErrorReason<C>)
    : null;
}
