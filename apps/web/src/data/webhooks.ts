import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { type ApiBody, type ApiQuery, type ApiResponse, typedApi } from './typed-api';

type Schemas = components['schemas'];

export type WebhookList = ApiResponse<'/api/webhooks', 'get'>;
export type WebhookEventInfo = WebhookList['events'][number];
export type WebhookEventType = WebhookEventInfo['type'];
export type WebhookEndpointSummary = Schemas['WebhookEndpoint'];
export type CreatedWebhookEndpoint = Schemas['CreatedWebhookEndpoint'];
export type WebhookDeliverySummary = Schemas['WebhookDelivery'];
export type WebhookDeliveryDetail = Schemas['WebhookDeliveryDetail'];
export type WebhookDeliveryAttempt = WebhookDeliveryDetail['attempts'][number];
export type WebhookDeliveryStatus = WebhookDeliverySummary['status'];
export type CreateWebhookBody = ApiBody<'/api/webhooks', 'post'>;
export type UpdateWebhookBody = ApiBody<'/api/webhooks/{id}', 'patch'>;
type DeliveryQuery = ApiQuery<'/api/webhooks/{id}/deliveries', 'get'>;

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
  deliveryList: (id: string, status: WebhookDeliveryStatus | null) =>
    [...webhookKeys.deliveries(id), 'list', status ?? 'all'] as const,
  delivery: (id: string, deliveryId: string) => [...webhookKeys.deliveries(id), 'detail', deliveryId] as const,
};

/** The workspace's endpoints and the events an endpoint can subscribe to, with what each reports. */
export function useWebhooks() {
  return useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) => typedApi.get('/api/webhooks', { signal }),
  });
}

function showEndpoint(list: WebhookList | undefined, endpoint: WebhookEndpointSummary): WebhookList | undefined {
  if (!list) return list;
  const isKnown = list.items.some((item) => item.id === endpoint.id);
  return {
    ...list,
    items: isKnown ? list.items.map((item) => (item.id === endpoint.id ? endpoint : item)) : [...list.items, endpoint],
  };
}

/** A write to an endpoint: the list shows the answer at once (`after`), then refetches. */
function useEndpointWrite<V, R>(
  request: (variables: V) => Promise<R>,
  settings: MutationSettings | undefined,
  after?: (result: R, variables: V, list: WebhookList | undefined) => WebhookList | undefined,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (result: R, variables: V) => {
      if (after) queryClient.setQueryData<WebhookList>(webhookKeys.list(), (list) => after(result, variables, list));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list() }),
  });
}

/** The answer carries the signing secret (`whsec_…`): the only time it is returned, with rotation. */
export const useCreateWebhook = (settings?: MutationSettings) =>
  useEndpointWrite(
    (body: CreateWebhookBody) => typedApi.post('/api/webhooks', { body }),
    settings,
    (result, _body, list) => showEndpoint(list, result.endpoint),
  );

/** URL, events, description, or on/off (switching on restarts its failure count). */
export const useUpdateWebhook = (settings?: MutationSettings) =>
  useEndpointWrite(
    ({ id, body }: { id: string; body: UpdateWebhookBody }) =>
      typedApi.patch('/api/webhooks/{id}', { path: { id }, body }),
    settings,
    (endpoint, _variables, list) => showEndpoint(list, endpoint),
  );

export const useDeleteWebhook = (settings?: MutationSettings) =>
  useEndpointWrite(
    (id: string) => typedApi.delete('/api/webhooks/{id}', { path: { id } }),
    settings,
    (_result, id, list) => (list ? { ...list, items: list.items.filter((item) => item.id !== id) } : list),
  );

/** A new signing secret, once; the previous one keeps signing beside it for a while (the API says how long). */
export const useRotateWebhookSecret = (settings?: MutationSettings) =>
  useEndpointWrite(
    (id: string) => typedApi.post('/api/webhooks/{id}/rotate-secret', { path: { id } }),
    settings,
    (result, _id, list) => showEndpoint(list, result.endpoint),
  );

/** Queues a signed `webhook.test` event (202): it shows in the delivery log like any other. */
export function useSendTestEvent(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => typedApi.post('/api/webhooks/{id}/test', { path: { id } }),
    meta: mutationMeta(settings),
    onSettled: (_result, _error, id) => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}

/** A delivery about to be tried (queued, or its next retry within the minute): worth asking again soon. */
const isDueSoon = (delivery: WebhookDeliverySummary, now = Date.now()) =>
  delivery.status === 'pending' &&
  (delivery.attemptCount === 0 ||
    (delivery.nextAttemptAt !== null && Date.parse(delivery.nextAttemptAt) - now < 60_000));

/**
 * An endpoint's deliveries, newest first, a page at a time; `status` null is every status. Polled while one is
 * about to be tried, so a test event or a replay shows its outcome without a reload.
 */
export function useWebhookDeliveries(id: string, status: WebhookDeliveryStatus | null) {
  return useInfiniteQuery({
    queryKey: webhookKeys.deliveryList(id, status),
    queryFn: ({ signal, pageParam }) => {
      const query: DeliveryQuery = {};
      if (status) query.status = status;
      if (pageParam) query.cursor = pageParam;
      return typedApi.get('/api/webhooks/{id}/deliveries', { signal, path: { id }, query });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.items.some((item) => isDueSoon(item))) ? 3_000 : false,
  });
}

/** One delivery with its payload and every attempt, read when someone opens it. */
export function useWebhookDelivery(id: string, deliveryId: string, options: { enabled: boolean }) {
  return useQuery({
    queryKey: webhookKeys.delivery(id, deliveryId),
    queryFn: ({ signal }) =>
      typedApi.get('/api/webhooks/{id}/deliveries/{deliveryId}', { signal, path: { id, deliveryId } }),
    enabled: options.enabled,
  });
}

/** Tries the delivery again now, with the same `webhook-id` (logged as a replay); 409 while a try is in flight. */
export function useReplayDelivery(id: string, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      typedApi.post('/api/webhooks/{id}/deliveries/{deliveryId}/replay', { path: { id, deliveryId } }),
    meta: mutationMeta(settings),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
