import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from './auth-keys';

export type OAuthProvider = 'google' | 'microsoft';

const NO_PROVIDERS: readonly OAuthProvider[] = [];

/** Providers the server has configured; none while loading or when the call fails, so no dead button shows. */
export function useOAuthProviders(): readonly OAuthProvider[] {
  const { data } = useQuery({
    queryKey: authKeys.providers(),
    queryFn: () => api.get<{ providers: OAuthProvider[] }>('/api/auth-providers'),
    staleTime: Infinity,
  });
  return data?.providers ?? NO_PROVIDERS;
}
