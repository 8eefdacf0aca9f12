import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

/** The plan, usage against its limits, the plans on offer and the paid subscription, as GET /api/billing answers. */
export type BillingOverview = ApiResponse<'/api/billing', 'get'>;
export type BillingSubscription = NonNullable<BillingOverview['subscription']>;
export type BillingHistoryPage = ApiResponse<'/api/billing/history', 'get'>;
export type BillingHistoryItem = BillingHistoryPage['items'][number];
export type InvoiceItem = Extract<BillingHistoryItem, { kind: 'invoice' }>;
export type PlanChangeItem = Extract<BillingHistoryItem, { kind: 'plan_change' }>;
export type UsageHistory = ApiResponse<'/api/billing/usage/history', 'get'>;
export type UsageSeries = UsageHistory['series'][number];
export type CheckoutBody = ApiBody<'/api/billing/checkout', 'post'>;

export const billingKeys = {
  all: ['billing'] as const,
  overview: () => [...billingKeys.all, 'overview'] as const,
  history: () => [...billingKeys.all, 'history'] as const,
  usageHistory: () => [...billingKeys.all, 'usage-history'] as const,
};

/** `pollEveryMs` reads the latest overview and says how soon to read it again (false: stop). */
export function useBillingOverview(
  options: { pollEveryMs?: (overview: BillingOverview | undefined) => number | false } = {},
) {
  const { pollEveryMs } = options;
  return useQuery({
    queryKey: billingKeys.overview(),
    queryFn: ({ signal }) => typedApi.get('/api/billing', { signal }),
    refetchInterval: pollEveryMs ? (query) => pollEveryMs(query.state.data) : false,
  });
}

/** A plan change alters what every screen may do: the overview is replaced and every other query refreshed. */
function useApplyOverview() {
  const queryClient = useQueryClient();
  return async (overview: BillingOverview) => {
    queryClient.setQueryData(billingKeys.overview(), overview);
    void queryClient.invalidateQueries({ queryKey: billingKeys.history() });
    await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== billingKeys.all[0] });
  };
}

export function useChangePlan(settings?: MutationSettings) {
  const applyOverview = useApplyOverview();
  return useMutation({
    mutationFn: (body: ApiBody<'/api/billing/plan', 'post'>) => typedApi.post('/api/billing/plan', { body }),
    onSuccess: applyOverview,
    meta: mutationMeta(settings),
  });
}

/** Ends the paid plan at the period's end. */
export function useCancelPlan(settings?: MutationSettings) {
  const applyOverview = useApplyOverview();
  return useMutation({
    mutationFn: () => typedApi.post('/api/billing/cancel'),
    onSuccess: applyOverview,
    meta: mutationMeta(settings),
  });
}

/** Keeps the current plan: undoes a cancellation or a scheduled downgrade. */
export function useResumePlan(settings?: MutationSettings) {
  const applyOverview = useApplyOverview();
  return useMutation({
    mutationFn: () => typedApi.post('/api/billing/resume'),
    onSuccess: applyOverview,
    meta: mutationMeta(settings),
  });
}

/** The payment provider's checkout page for a first plan; nothing changes until its webhook says it was paid. */
export function useStartCheckout(settings?: MutationSettings) {
  return useMutation({
    mutationFn: (body: CheckoutBody) => typedApi.post('/api/billing/checkout', { body }),
    meta: mutationMeta(settings),
  });
}

/** The payment provider's billing portal (card on file, invoices). */
export function useOpenBillingPortal(settings?: MutationSettings) {
  return useMutation({
    mutationFn: () => typedApi.post('/api/billing/portal'),
    meta: mutationMeta(settings),
  });
}

/** Invoices and plan changes, newest first, a page at a time. */
export function useBillingHistory() {
  return useInfiniteQuery({
    queryKey: billingKeys.history(),
    queryFn: ({ signal, pageParam }) =>
      typedApi.get('/api/billing/history', { signal, query: pageParam ? { cursor: pageParam } : {} }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The meters day by day in this billing period. */
export function useUsageHistory() {
  return useQuery({
    queryKey: billingKeys.usageHistory(),
    queryFn: ({ signal }) => typedApi.get('/api/billing/usage/history', { signal }),
  });
}
