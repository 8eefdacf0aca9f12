import type {
  CreateLaborRoleInput,
  LaborRoleList,
  LaborRoleView,
  RateCardArchiveFilter,
  UpdateLaborRoleInput,
} from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const ROLES_PATH = '/api/rate-card/roles';

/** Under 'rate-card' so a change also refreshes the quote wizard's role picker. */
export const rateCardKeys = {
  all: ['rate-card'] as const,
  roles: () => [...rateCardKeys.all, 'roles'] as const,
  roleList: (archived: RateCardArchiveFilter) => [...rateCardKeys.roles(), { archived }] as const,
};

export function useLaborRoles(archived: RateCardArchiveFilter) {
  return useQuery({
    queryKey: rateCardKeys.roleList(archived),
    queryFn: ({ signal }) => api.get<LaborRoleList>(ROLES_PATH, { signal, query: { archived } }),
  });
}

function useInvalidateRoles() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: rateCardKeys.roles() });
}

export function useCreateLaborRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: (input: CreateLaborRoleInput) => api.post<LaborRoleView>(ROLES_PATH, input),
    onSuccess: invalidate,
  });
}

export function useUpdateLaborRole() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateLaborRoleInput }) =>
      api.patch<LaborRoleView>(`${ROLES_PATH}/${id}`, input),
    onSuccess: invalidate,
  });
}

export function useSetLaborRoleArchived() {
  const invalidate = useInvalidateRoles();
  return useMutation({
    mutationFn: ({ id, archived }: { id: string; archived: boolean }) =>
      api.post<LaborRoleView>(`${ROLES_PATH}/${id}/${archived ? 'archive' : 'unarchive'}`),
    onSuccess: invalidate,
  });
}

/** Optimistic: the list shows the new order at once and rolls back if the server refuses it. */
export function useReorderLaborRoles(archived: RateCardArchiveFilter) {
  const queryClient = useQueryClient();
  const key = rateCardKeys.roleList(archived);
  return useMutation({
    mutationFn: (ids: string[]) => api.put<LaborRoleList>(`${ROLES_PATH}/order`, { ids }),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: rateCardKeys.roles() }),
  });
}
