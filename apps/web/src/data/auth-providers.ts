import { useQuery } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth-keys';
import { typedApi, type ApiResponse } from './typed-api';

type OAuthProviderName = ApiResponse<'/api/auth-providers', 'get'>['providers'][number];

const NO_PROVIDERS: readonly OAuthProviderName[] = [];

/** Providers the server has configured; none while loading or when the call fails, so no dead button shows. */
export function useOAuthProviders(): readonly OAuthProviderName[] {
  const { data } = useQuery({
    queryKey: authKeys.providers(),
    queryFn: () => typedApi.get('/api/auth-providers'),
    staleTime: Infinity,
  });
  return data?.providers ?? NO_PROVIDERS;
}
