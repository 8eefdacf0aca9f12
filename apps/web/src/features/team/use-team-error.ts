import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toastMutationError } from '@/lib/mutation-error-toast';
import { appLinks, errorReasonOf } from '@scopewright/domain';
import { isApiError } from '@/lib/api-client';

/** Whether an API error is about the plan (no seat left, or the tier lacks user management). */
export function isPlanError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.code === 'LIMIT_EXCEEDED') return true;
  if (error.code !== 'FORBIDDEN') return false;
  const reason = errorReasonOf('FORBIDDEN', error.details);
  switch (reason) {
    case 'plan-upgrade':
      return true;
    // support-read-only: a super admin viewing the workspace as support; the toast says to switch to act mode.
    case 'profile-missing':
    case 'support-read-only':
    case null:
      return false;
    default:
      return reason satisfies never;
  }
}

/** Toasts a failed team action with the server's message; plan limits offer the way to Billing. */
export function useTeamErrorToast() {
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) =>
      toastMutationError(
        error,
        isPlanError(error) ? { label: 'View plans', onClick: () => void navigate(appLinks.billing()) } : undefined,
      ),
    [navigate],
  );
}
