import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

export type TeamView = ApiResponse<'/api/team', 'get'>;
type MemberRoleInput = ApiBody<'/api/team/{userId}', 'patch'>['role'];

/** The workspace's members and, for an admin, its invitations: every team write refreshes both. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
};

const teamQuery = () =>
  queryOptions({ queryKey: teamKeys.members(), queryFn: ({ signal }) => typedApi.get('/api/team', { signal }) });

export function useTeam() {
  return useQuery(teamQuery());
}

/** Pending invitations are an admin's view: only asked for when the caller may manage the team. */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) => typedApi.get('/api/invitations', { signal }),
    select: (data) => data.invitations,
    enabled,
  });
}

/** Role change and approval; the list shows the new role at once and rolls back if the server refuses. */
export function useUpdateMemberRole(settings?: MutationSettings) {
  const client = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: ({ userId, role }: { userId: string; role: MemberRoleInput }) =>
      typedApi.patch('/api/team/{userId}', { path: { userId }, body: { role } }),
    onMutate: async ({ userId, role }) => {
      await client.cancelQueries({ queryKey: teamKeys.members() });
      const previous = client.getQueryData<TeamView>(teamKeys.members());
      const isApproval = previous?.members.some((m) => m.id === userId && m.status === 'pending_approval');
      // An approval waits for the server (it may find no seat left); a role change shows at once.
      if (previous && !isApproval) {
        client.setQueryData<TeamView>(teamKeys.members(), {
          ...previous,
          members: previous.members.map((m) => (m.id === userId ? { ...m, role } : m)),
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(teamKeys.members(), context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** Every other team write: once it settles, the members and invitations are asked for again. */
function useTeamWrite<V, R>(request: (variables: V) => Promise<R>, settings?: MutationSettings) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useRemoveMember = (settings?: MutationSettings) =>
  useTeamWrite((userId: string) => typedApi.delete('/api/team/{userId}', { path: { userId } }), settings);

/** Only a created invitation changes the lists (a refused one leaves them as they are). */
export function useCreateInvitation(settings?: MutationSettings) {
  const client = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: ApiBody<'/api/invitations', 'post'>) => typedApi.post('/api/invitations', { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export const useResendInvitation = (settings?: MutationSettings) =>
  useTeamWrite((id: string) => typedApi.post('/api/invitations/{id}/resend', { path: { id } }), settings);

export const useRevokeInvitation = (settings?: MutationSettings) =>
  useTeamWrite((id: string) => typedApi.delete('/api/invitations/{id}', { path: { id } }), settings);

/** The workspace's active members (a filter's choices): the same cache entry as the team list. */
export function useActiveMembers() {
  return useQuery({
    ...teamQuery(),
    select: (team) => team.members.filter((member) => member.status === 'active'),
  });
}
