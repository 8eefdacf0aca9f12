import type { AcceptInvitationInput, InvitationLookup } from '@scopewright/domain';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';

/** TanStack Query keys of the invitation page. */
export const invitationKeys = {
  all: ['invite'] as const,
  lookup: (token: string) => [...invitationKeys.all, 'lookup', token] as const,
};

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** A link that does not exist (or was revoked) will not start existing on a retry; throttling says wait. */
const FINAL_STATUSES = new Set([401, 403, 404, 410, 429]);

/** GET /api/invitations/lookup/{token}: pending, expired or accepted; 404 for an invalid link. */
export function useInvitationLookup(token: string) {
  return useQuery({
    queryKey: invitationKeys.lookup(token),
    queryFn: ({ signal }) =>
      api.get<InvitationLookup>(`/api/invitations/lookup/${encodeURIComponent(token)}`, { signal }),
    retry: (failureCount, error) => !(isApiError(error) && FINAL_STATUSES.has(error.status)) && failureCount < 2,
    staleTime: 0,
  });
}

/** POST /api/invitations/{token}/accept: the account is created and its session cookie set. */
export function acceptInvitation(token: string, input: AcceptInvitationInput) {
  return api.post<{ success: true; message: string }>(`${invitationPath(token)}/accept`, input);
}
