import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { postAuth } from '@/lib/auth-request';
import { AUTH_ENDPOINTS } from './auth-api';
import { authKeys } from '@/lib/auth-keys';
import { setSessionHint } from '@/lib/session-hint';
import { analytics } from '@/lib/analytics';

/** Ends the session, forgets every cached query (they belong to the previous user) and goes to /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await postAuth(AUTH_ENDPOINTS.signOut);
    analytics.track('user_signed_out', {});
    setSessionHint(false);
    queryClient.removeQueries();
    queryClient.setQueryData(authKeys.me(), null);
    navigate('/login', { replace: true });
  };
}
