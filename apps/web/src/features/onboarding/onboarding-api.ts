import type { OnboardingInput } from '@scopewright/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth-keys';

export interface OnboardingResult {
  profile: { id: string; firstName: string; lastName: string; onboardingCompleted: boolean };
  tenant: { id: string; name: string } | null;
}

/** POST /api/onboarding; resolves once the signed-in user (GET /api/me) has been reloaded with the result. */
export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => api.post<OnboardingResult>('/api/onboarding', input),
    // Awaited: the dashboard guard must see the completed profile, or it would send the user straight back.
    onSuccess: () => queryClient.refetchQueries({ queryKey: authKeys.me() }),
  });
}
