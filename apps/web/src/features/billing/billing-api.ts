import type { BillingOverview, ChangePlanInput } from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
};

export function useBillingOverview() {
  return useQuery({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => api.get<BillingOverview>('/api/billing', { signal }),
  });
}

/** A plan change alters what every screen may do: the overview is replaced and every other query refreshed. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePlanInput) => api.post<BillingOverview>('/api/billing/plan', input),
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingKeys.overview(), overview);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== billingKeys.all[0] });
    },
  });
}
