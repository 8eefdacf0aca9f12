import type { SupportMemberRole, SupportSessionState, TierOverrideTier } from '@scopewright/domain';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth-keys';
import { fetchMe } from '@/lib/fetch-me';
import type { components } from './api-schema.gen';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi } from './typed-api';

/** Super admin → a workspace (/dashboard/company/{id}): its detail, the console's actions, "Open as support". */
export type TenantDetail = components['schemas']['TenantDetail'];
export type TenantDetailMember = TenantDetail['members'][number];
export type TenantDetailInvitation = TenantDetail['invitations'][number];

export const workspaceSupportKeys = {
  all: ['workspace-support'] as const,
  detail: (id: string) => [...workspaceSupportKeys.all, 'detail', id] as const,
};

export function useWorkspaceDetail(id: string) {
  return useQuery({
    queryKey: workspaceSupportKeys.detail(id),
    queryFn: ({ signal }) => typedApi.get('/api/platform/workspaces/{id}', { path: { id }, signal }),
  });
}

/** An action on the workspace: the answer is the updated detail, put straight into the cache. */
function useWorkspaceAction<V>(
  id: string,
  request: (variables: V) => Promise<TenantDetail>,
  settings?: MutationSettings,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (detail) => queryClient.setQueryData(workspaceSupportKeys.detail(id), detail),
  });
}

type Reason = { reason: string };

export const useSuspendWorkspace = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    (body: Reason) => typedApi.post('/api/platform/workspaces/{id}/suspend', { path: { id }, body }),
    settings,
  );

export const useUnsuspendWorkspace = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    (body: Reason) => typedApi.post('/api/platform/workspaces/{id}/unsuspend', { path: { id }, body }),
    settings,
  );

export const useExtendTrial = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    (body: Reason & { days: number }) =>
      typedApi.post('/api/platform/workspaces/{id}/extend-trial', { path: { id }, body }),
    settings,
  );

export const useSetMemberRole = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    ({ userId, ...body }: Reason & { userId: string; role: SupportMemberRole }) =>
      typedApi.put('/api/platform/workspaces/{id}/members/{userId}/role', { path: { id, userId }, body }),
    settings,
  );

export const useSetTierOverride = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    ({ userId, ...body }: Reason & { userId: string; tier: TierOverrideTier | null }) =>
      typedApi.put('/api/platform/workspaces/{id}/members/{userId}/tier-override', { path: { id, userId }, body }),
    settings,
  );

export const useEndMemberSessions = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    ({ userId, ...body }: Reason & { userId: string }) =>
      typedApi.post('/api/platform/workspaces/{id}/members/{userId}/end-sessions', { path: { id, userId }, body }),
    settings,
  );

export const useResendWorkspaceInvitation = (id: string, settings?: MutationSettings) =>
  useWorkspaceAction(
    id,
    ({ invitationId, ...body }: Reason & { invitationId: string }) =>
      typedApi.post('/api/platform/workspaces/{id}/invitations/{invitationId}/resend', {
        path: { id, invitationId },
        body,
      }),
    settings,
  );

/**
 * The workspace a super admin has open as support (GET /api/me's `support`), or null: the same query the
 * dashboard's guard reads, so it follows every refetch of it.
 */
export function useSupportSession(): SupportSessionState | null {
  const me = useQuery({ queryKey: authKeys.me(), queryFn: ({ signal }) => fetchMe(signal) });
  return me.data?.support ?? null;
}

/**
 * After support opens, closes or changes mode, nothing of the previous workspace may stay on screen: every query
 * but the signed-in user is reset (active ones load again), and the user itself is read again.
 */
export async function afterSupportChange(queryClient: QueryClient): Promise<void> {
  await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== authKeys.all[0] });
  await queryClient.invalidateQueries({ queryKey: authKeys.me() });
}

function useSupportChange<V>(
  request: (variables: V) => Promise<{ support: SupportSessionState | null }>,
  settings?: MutationSettings,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: () => afterSupportChange(queryClient),
  });
}

export const useOpenSupport = (settings?: MutationSettings) =>
  useSupportChange((body: Reason & { tenantId: string }) => typedApi.post('/api/platform/support', { body }), settings);

export const useCloseSupport = (settings?: MutationSettings) =>
  useSupportChange(() => typedApi.delete('/api/platform/support'), settings);

export const useStartSupportAct = (settings?: MutationSettings) =>
  useSupportChange(
    (body: Reason & { minutes: number }) => typedApi.post('/api/platform/support/act', { body }),
    settings,
  );

export const useEndSupportAct = (settings?: MutationSettings) =>
  useSupportChange(() => typedApi.delete('/api/platform/support/act'), settings);

/** A page of the support workspace opened: kept in its audit log; a failure bothers nobody. */
export function useRecordSupportPageView() {
  return useMutation({
    mutationFn: (path: string) => typedApi.post('/api/platform/support/page-views', { body: { path } }),
    meta: { errorToast: false as const },
  });
}
