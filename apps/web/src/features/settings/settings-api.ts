import type { CompanySettings, UpdateCompanySettingsInput } from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsKeys = {
  all: ['settings'] as const,
  company: () => [...settingsKeys.all, 'company'] as const,
};

export const COMPANY_SETTINGS_PATH = '/api/settings/company';

export function useCompanySettings() {
  return useQuery({
    queryKey: settingsKeys.company(),
    queryFn: ({ signal }) => api.get<CompanySettings>(COMPANY_SETTINGS_PATH, { signal }),
  });
}

export function useUpdateCompanySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCompanySettingsInput) => api.patch<CompanySettings>(COMPANY_SETTINGS_PATH, input),
    onSuccess: (settings) => queryClient.setQueryData(settingsKeys.company(), settings),
  });
}
