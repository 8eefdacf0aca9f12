import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth-keys';
import { typedApi, type ApiBody } from './typed-api';

/** Resolves once the signed-in user (GET /api/me) has been reloaded with the result. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/onboarding', 'post'>) => typedApi.post('/api/onboarding', { body }),
    // Awaited: the dashboard guard must see the completed profile, or it would send the user straight back.
    onSuccess: () => queryClient.refetchQueries({ queryKey: authKeys.me() }),
  });
}
