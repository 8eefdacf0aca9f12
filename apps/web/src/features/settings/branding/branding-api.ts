import type { BrandingSettings, UpdateBrandingInput } from '@scopewright/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const brandingKeys = {
  all: ['settings', 'branding'] as const,
  settings: () => [...brandingKeys.all, 'settings'] as const,
};

const BRANDING_PATH = '/api/settings/branding';
const LOGO_PATH = '/api/settings/branding/logo';

export function useBranding() {
  return useQuery({
    queryKey: brandingKeys.settings(),
    queryFn: ({ signal }) => api.get<BrandingSettings>(BRANDING_PATH, { signal }),
  });
}

function useBrandingMutation<TInput>(request: (input: TInput) => Promise<BrandingSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (settings) => queryClient.setQueryData(brandingKeys.settings(), settings),
  });
}

export const useUpdateBranding = () =>
  useBrandingMutation((input: UpdateBrandingInput) => api.put<BrandingSettings>(BRANDING_PATH, input));

export const useUploadLogo = () =>
  useBrandingMutation((image: string) => api.post<BrandingSettings>(LOGO_PATH, { image }));

export const useRemoveLogo = () => useBrandingMutation(() => api.delete<BrandingSettings>(LOGO_PATH));
