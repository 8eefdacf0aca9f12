import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

/** The workspace's branding (colours, font, sections, terms, logo), the default of every quote document. */
export type BrandingSettings = ApiResponse<'/api/settings/branding', 'get'>;

// The quote wizard's review step reads the same entry: its own `['settings', 'branding', 'settings']` until it
// imports brandingKeys, so the values stay as they were.
export const brandingKeys = {
  all: ['settings', 'branding'] as const,
  settings: () => [...brandingKeys.all, 'settings'] as const,
};

export function useBrandingSettings() {
  return useQuery({
    queryKey: brandingKeys.settings(),
    queryFn: ({ signal }) => typedApi.get('/api/settings/branding', { signal }),
  });
}

/** Every branding write answers with the whole settings: they replace the cached ones. */
function useBrandingWrite<TInput>(request: (input: TInput) => Promise<BrandingSettings>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (settings) => queryClient.setQueryData(brandingKeys.settings(), settings),
  });
}

export const useUpdateBranding = () =>
  useBrandingWrite((body: ApiBody<'/api/settings/branding', 'put'>) =>
    typedApi.put('/api/settings/branding', { body }),
  );

export const useUploadLogo = () =>
  useBrandingWrite((image: string) => typedApi.post('/api/settings/branding/logo', { body: { image } }));

export const useRemoveLogo = () => useBrandingWrite(() => typedApi.delete('/api/settings/branding/logo'));
