import type { FirstRunChecklist } from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './dashboard-api';

/** Under `dashboard`, so a quote sent anywhere in the app refreshes the checklist with the figures. */
export const firstRunKeys = {
  checklist: () => [...dashboardKeys.all, 'first-run'] as const,
};

export function useFirstRun() {
  return useQuery({
    queryKey: firstRunKeys.checklist(),
    queryFn: ({ signal }) => api.get<FirstRunChecklist>('/api/first-run', { signal }),
    // Steps are done on other screens: ask again whenever the home screen mounts.
    staleTime: 0,
  });
}

/** Confirm a step ('currency-tax' | 'rate-card') or, with `null`, dismiss the whole checklist. */
export function useUpdateFirstRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: 'currency-tax' | 'rate-card' | null) =>
      step
        ? api.post<FirstRunChecklist>('/api/first-run/confirm', { step })
        : api.post<FirstRunChecklist>('/api/first-run/dismiss'),
    onSuccess: (checklist) => queryClient.setQueryData(firstRunKeys.checklist(), checklist),
  });
}
