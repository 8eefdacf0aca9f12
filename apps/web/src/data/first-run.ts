import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from './dashboard';
import { typedApi, type ApiBody } from './typed-api';

type ConfirmableStep = ApiBody<'/api/first-run/confirm', 'post'>['step'];

/** Under `dashboard`, so a quote sent anywhere in the app refreshes the checklist with the figures. */
export const firstRunKeys = {
  checklist: () => [...dashboardKeys.all, 'first-run'] as const,
};

export function useFirstRun() {
  return useQuery({
    queryKey: firstRunKeys.checklist(),
    queryFn: ({ signal }) => typedApi.get('/api/first-run', { signal }),
    // Steps are done on other screens: ask again whenever the home screen mounts.
    staleTime: 0,
  });
}

/** Confirm a step ('currency-tax' | 'rate-card') or, with `null`, dismiss the whole checklist. */
export function useUpdateFirstRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ConfirmableStep | null) =>
      step ? typedApi.post('/api/first-run/confirm', { body: { step } }) : typedApi.post('/api/first-run/dismiss'),
    onSuccess: (checklist) => queryClient.setQueryData(firstRunKeys.checklist(), checklist),
  });
}
