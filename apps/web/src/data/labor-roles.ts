import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

export type LaborRoleArchiveFilter = 'exclude' | 'include' | 'only';
export type LaborRoleList = ApiResponse<'/api/rate-card/roles', 'get'>;
export type LaborRole = LaborRoleList['roles'][number];

/** The rate card's roles: Settings → Rate card lists them, the quote wizard picks from them. */
export const laborRoleKeys = {
  all: ['rate-card', 'roles'] as const,
  list: (archived: LaborRoleArchiveFilter) => [...laborRoleKeys.all, { archived }] as const,
};

const laborRolesQuery = (archived: LaborRoleArchiveFilter) =>
  queryOptions({
    queryKey: laborRoleKeys.list(archived),
    queryFn: ({ signal }) => typedApi.get('/api/rate-card/roles', { signal, query: { archived } }),
  });

export function useLaborRoles(archived: LaborRoleArchiveFilter) {
  return useQuery(laborRolesQuery(archived));
}

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: laborRoleKeys.all });
}

export function useCreateLaborRole(settings?: MutationSettings) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: ApiBody<'/api/rate-card/roles', 'post'>) => typedApi.post('/api/rate-card/roles', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateLaborRole(settings?: MutationSettings) {
  const invalidate = useInvalidateRoles();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: ({ id, input }: { id: string; input: ApiBody<'/api/rate-card/roles/{roleId}', 'patch'> }) =>
      typedApi.patch('/api/rate-card/roles/{roleId}', { path: { roleId: id }, body: input }),
    onSuccess: invalidate,
  });
}

export function useSetLaborRoleArchived() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      typedApi.post(archived ? '/api/rate-card/roles/{roleId}/archive' : '/api/rate-card/roles/{roleId}/unarchive', {
        path: { roleId: id },
      }),
    onSuccess: invalidate,
  });
}

/** Optimistic: the list shows the new order at once and rolls back if the server refuses it. */
export function useReorderLaborRoles(archived: LaborRoleArchiveFilter) {
  const queryClient = useQueryClient();
  const key = laborRoleKeys.list(archived);
  return useMutation({
    mutationFn: (ids: string[]) => typedApi.put('/api/rate-card/roles/order', { body: { ids } }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<LaborRoleList>(key);
      if (previous) {
        const byId = new Map(previous.roles.map((role) => [role.id, role]));
        const active = ids.flatMap((id) => byId.get(id) ?? []);
        const rest = previous.roles.filter((role) => !ids.includes(role.id));
        queryClient.setQueryData<LaborRoleList>(key, { roles: [...active, ...rest] });
      }
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: laborRoleKeys.all }),
  });
}

/** What a quote line needs of a role. */
export type RoleOption = Pick<LaborRole, 'id' | 'name' | 'clientFacingName' | 'billRateCents' | 'costRateCents'>;

/** The active roles for the quote wizard's pickers (they change rarely: cached for 5 minutes). */
export function useRoleOptions() {
  return useQuery({
    ...laborRolesQuery('exclude'),
    select: (list): RoleOption[] => list.roles,
    staleTime: 5 * 60_000,
  });
}
