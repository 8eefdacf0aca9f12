import type { AssignableRole, CreateInvitationInput, InvitationView, TeamMember, TeamView } from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** TanStack Query keys of the team feature. */
export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
};

export function useTeam() {
  return useQuery({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => api.get<TeamView>('/api/team', { signal }),
  });
}

/** Pending invitations are an admin's view: only asked for when the caller may manage the team. */
export function useInvitations(enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.invitations(),
    queryFn: ({ signal }) => api.get<{ invitations: InvitationView[] }>('/api/invitations', { signal }),
    select: (data) => data.invitations,
    enabled,
  });
}

/** Role change and approval; the list shows the new role at once and rolls back if the server refuses. */
export function useUpdateMemberRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AssignableRole }) =>
      api.patch<{ member: TeamMember }>(`/api/team/${userId}`, { role }),
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

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<{ success: true; userId: string }>(`/api/team/${userId}`),
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useCreateInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => api.post<{ invitation: InvitationView }>('/api/invitations', input),
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useResendInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<{ invitation: InvitationView }>(`/api/invitations/${id}/resend`),
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useRevokeInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ invitation: InvitationView }>(`/api/invitations/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
