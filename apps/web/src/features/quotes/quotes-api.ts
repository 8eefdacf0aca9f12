import type { TeamView } from '@scopewright/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The owner filter's choices: the workspace's active members. */
export function useOwnerOptions() {
  return useQuery({
    queryKey: ['quotes', 'owner-options'],
    queryFn: ({ signal }) => api.get<TeamView>('/api/team', { signal }),
    select: (team) => team.members.filter((m) => m.status === 'active'),
    staleTime: 60_000,
  });
}
