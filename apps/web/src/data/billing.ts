import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

/** The plan, usage against its limits and the plans on offer, as GET /api/billing answers. */
export type BillingOverview = ApiResponse<'/api/billing', 'get'>;

export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
};

export function useBillingOverview() {
  return useQuery({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => typedApi.get('/api/billing', { signal }),
  });
}

/** A plan change alters what every screen may do: the overview is replaced and every other query refreshed. */
export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/billing/plan', 'post'>) => typedApi.post('/api/billing/plan', { body }),
    onSuccess: async (overview) => {
      queryClient.setQueryData(billingKeys.overview(), overview);
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== billingKeys.all[0] });
    },
  });
}
