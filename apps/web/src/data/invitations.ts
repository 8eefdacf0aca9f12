import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client';
import { typedApi, type ApiBody } from './typed-api';

/** The invitation page's entries (the workspace's own invitations are under teamKeys). */
export const invitationKeys = {
  all: ['invite'] as const,
  lookup: (token: string) => [...invitationKeys.all, 'lookup', token] as const,
};

/** A link that does not exist (or was revoked) will not start existing on a retry; throttling says wait. */
const FINAL_STATUSES = new Set([401, 403, 404, 410, 429]);

/** Pending, expired or accepted; 404 for an invalid link. */
export function useInvitationLookup(token: string) {
  return useQuery({
    queryKey: invitationKeys.lookup(token),
    queryFn: ({ signal }) => typedApi.get('/api/invitations/lookup/{token}', { signal, path: { token } }),
    retry: (failureCount, error) => !(isApiError(error) && FINAL_STATUSES.has(error.status)) && failureCount < 2,
    staleTime: 0,
  });
}

/** The account is created and its session cookie set. */
export function acceptInvitation(token: string, body: ApiBody<'/api/invitations/{token}/accept', 'post'>) {
  return typedApi.post('/api/invitations/{token}/accept', { path: { token }, body });
}
