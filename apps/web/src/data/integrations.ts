import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { type ApiBody, type ApiResponse, typedApi } from './typed-api';

type Schemas = components['schemas'];

export type IntegrationProvider = Schemas['SyncRun']['provider'];

export const PSA_PROVIDERS: readonly IntegrationProvider[] = ['connectwise', 'autotask', 'halopsa'];

/** The PSA's name as the API and the PSA's own vendor spell it. */
export const PSA_NAMES: Readonly<Record<IntegrationProvider, string>> = {
  connectwise: 'ConnectWise PSA',
  autotask: 'Autotask',
  halopsa: 'HaloPSA',
};

export type IntegrationList = ApiResponse<'/api/integrations', 'get'>;
export type IntegrationProviderEntry = IntegrationList['providers'][number];
/** A saved connection: its non-secret account fields, last test, settings and lock version. */
export type IntegrationConnection = NonNullable<Schemas['IntegrationConnection']>;
export type ConnectionSettings = Schemas['IntegrationConnectionSettings'];
export type IntegrationCredentials = ApiBody<'/api/integrations/{provider}', 'put'>;
export type UpdateConnectionBody = ApiBody<'/api/integrations/{provider}', 'patch'>;
export type NamedRef = Schemas['PsaNamedOption'];
export type IntegrationMapping = Schemas['IntegrationMapping'];
export type IntegrationMappingView = ApiResponse<'/api/integrations/{provider}/mapping', 'get'>;
export type SaveMappingBody = ApiBody<'/api/integrations/{provider}/mapping', 'put'>;
export type SyncRun = Schemas['SyncRun'];
export type SyncRunStatus = SyncRun['status'];
export type SyncCandidate = NonNullable<SyncRun['summary']['candidates']>[number];
export type ExternalRef = Schemas['ExternalRef'];
export type QuotePsaSync = ApiResponse<'/api/quotes/{id}/psa-sync', 'get'>;
export type ConfirmCompanyChoice = ApiBody<'/api/integrations/runs/{runId}/confirm-company', 'post'>;

/** The body of a 202 (ApiResponse reads 200 and 201 only): the queued run. */
type Accepted<P extends keyof paths> = paths[P] extends {
  post: { responses: { 202: { content: { 'application/json': infer J } } } };
}
  ? J
  : never;
const accepted = <P extends keyof paths>(request: Promise<unknown>) => request as Promise<Accepted<P>>;

export const isRunActive = (run: Pick<SyncRun, 'status'>) => run.status === 'queued' || run.status === 'running';

export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationKeys.all, 'list'] as const,
  mapping: (provider: IntegrationProvider) => [...integrationKeys.all, 'mapping', provider] as const,
  quoteSync: (quoteId: string) => [...integrationKeys.all, 'quote-sync', quoteId] as const,
};

/** The three PSAs, each with its connection or null (admins only). */
export function useIntegrations(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: integrationKeys.list(),
    queryFn: ({ signal }) => typedApi.get('/api/integrations', { signal }),
    enabled: options.enabled,
  });
}

/** The provider's card shows the answer at once (the refetch then confirms it). */
function showConnection(
  queryClient: QueryClient,
  provider: IntegrationProvider,
  connection: IntegrationConnection | null,
) {
  queryClient.setQueryData<IntegrationList>(integrationKeys.list(), (list) =>
    list
      ? { providers: list.providers.map((entry) => (entry.provider === provider ? { ...entry, connection } : entry)) }
      : list,
  );
}

/** A write to one connection: the card shows its answer (`after`), then every connection refetches. */
function useConnectionWrite<V, R>(
  provider: IntegrationProvider,
  request: (variables: V) => Promise<R>,
  settings: MutationSettings | undefined,
  after?: (result: R) => IntegrationConnection | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (result: R) => {
      if (after) showConnection(queryClient, provider, after(result));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.list() }),
  });
}

/** The API answers a connection for these; its schema also serves the list's "not connected" null. */
const saved = (connection: IntegrationConnection | null) => connection;

/** Tests the credentials first; nothing is saved when the PSA refuses them (422 with what to fix). */
export const useConnectIntegration = (provider: IntegrationProvider, settings?: MutationSettings) =>
  useConnectionWrite(
    provider,
    (body: IntegrationCredentials) => typedApi.put('/api/integrations/{provider}', { path: { provider }, body }),
    settings,
    saved,
  );

/** Re-tests the saved keys: the answer carries the outcome in lastTestError either way. */
export const useTestIntegration = (provider: IntegrationProvider, settings?: MutationSettings) =>
  useConnectionWrite(
    provider,
    () => typedApi.post('/api/integrations/{provider}/test', { path: { provider } }),
    settings,
    saved,
  );

export const useUpdateIntegrationSettings = (provider: IntegrationProvider, settings?: MutationSettings) =>
  useConnectionWrite(
    provider,
    (body: UpdateConnectionBody) => typedApi.patch('/api/integrations/{provider}', { path: { provider }, body }),
    settings,
    saved,
  );

export const useDisconnectIntegration = (provider: IntegrationProvider, settings?: MutationSettings) =>
  useConnectionWrite(
    provider,
    () => typedApi.delete('/api/integrations/{provider}', { path: { provider } }),
    settings,
    () => null,
  );

/** Companies and their contacts pulled in as clients, now (a queued pull run). */
export const useImportCompanies = (provider: IntegrationProvider, settings?: MutationSettings) =>
  useConnectionWrite(
    provider,
    () =>
      accepted<'/api/integrations/{provider}/pull'>(
        typedApi.post('/api/integrations/{provider}/pull', { path: { provider } }),
      ),
    settings,
  );

/** The PSA's lookups, ours, the saved mapping, the suggestions by name and the connection's lock version. */
export function useIntegrationMapping(provider: IntegrationProvider) {
  return useQuery({
    queryKey: integrationKeys.mapping(provider),
    queryFn: ({ signal }) => typedApi.get('/api/integrations/{provider}/mapping', { signal, path: { provider } }),
  });
}

export function useSaveIntegrationMapping(provider: IntegrationProvider, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: SaveMappingBody) =>
      typedApi.put('/api/integrations/{provider}/mapping', { path: { provider }, body }),
    onSuccess: ({ mapping, lockVersion }) =>
      queryClient.setQueryData<IntegrationMappingView>(integrationKeys.mapping(provider), (view) =>
        view ? { ...view, mapping, lockVersion } : view,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.list() }),
  });
}

/** The quote's pushes, newest first, polled while one is queued or running. */
export function useQuotePsaSync(quoteId: string, options: { enabled?: boolean; pollMs?: number } = {}) {
  return useQuery({
    queryKey: integrationKeys.quoteSync(quoteId),
    queryFn: ({ signal }) => typedApi.get('/api/quotes/{id}/psa-sync', { signal, path: { id: quoteId } }),
    enabled: options.enabled,
    refetchInterval: (query) => (query.state.data?.runs.some(isRunActive) ? (options.pollMs ?? 2_000) : false),
  });
}

/** What sending the accepted version again would change in the PSA (from the records made before; no PSA call). */
export function usePsaPushPreview(quoteId: string, provider: IntegrationProvider, options: { enabled: boolean }) {
  return useQuery({
    queryKey: [...integrationKeys.quoteSync(quoteId), 'preview', provider],
    queryFn: ({ signal }) =>
      typedApi.get('/api/quotes/{id}/psa-push-preview', { signal, path: { id: quoteId }, query: { provider } }),
    enabled: options.enabled,
    staleTime: 0,
  });
}

function useQuoteSyncWrite<V>(quoteId: string, request: (variables: V) => Promise<SyncRun>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta({ errorToast: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.quoteSync(quoteId) }),
  });
}

export const usePushQuoteToPsa = (quoteId: string) =>
  useQuoteSyncWrite(quoteId, (provider: IntegrationProvider) =>
    accepted<'/api/quotes/{id}/psa-push'>(
      typedApi.post('/api/quotes/{id}/psa-push', { path: { id: quoteId }, body: { provider } }),
    ),
  );

export const useConfirmPsaCompany = (quoteId: string) =>
  useQuoteSyncWrite(quoteId, ({ runId, choice }: { runId: string; choice: ConfirmCompanyChoice }) =>
    accepted<'/api/integrations/runs/{runId}/confirm-company'>(
      typedApi.post('/api/integrations/runs/{runId}/confirm-company', { path: { runId }, body: choice }),
    ),
  );
