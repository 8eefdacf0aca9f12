import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody } from './typed-api';

export const companySettingsKeys = {
  all: ['settings', 'company'] as const,
  detail: () => [...companySettingsKeys.all] as const,
};

export function useCompanySettings() {
  return useQuery({
    queryKey: companySettingsKeys.detail(),
    queryFn: ({ signal }) => typedApi.get('/api/settings/company', { signal }),
  });
}

export function useUpdateCompanySettings(settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: mutationMeta(settings),
    mutationFn: (body: ApiBody<'/api/settings/company', 'patch'>) => typedApi.patch('/api/settings/company', { body }),
    onSuccess: (settings) => queryClient.setQueryData(companySettingsKeys.detail(), settings),
  });
}
