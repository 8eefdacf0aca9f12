import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { mutationMeta, type MutationSettings } from './mutation-settings';
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
function useBrandingWrite<TInput>(request: (input: TInput) => Promise<BrandingSettings>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: mutationMeta(settings),
    onSuccess: (settings) => queryClient.setQueryData(brandingKeys.settings(), settings),
  });
}

export const useUpdateBranding = (settings?: MutationSettings) =>
  useBrandingWrite(
    (body: ApiBody<'/api/settings/branding', 'put'>) => typedApi.put('/api/settings/branding', { body }),
    settings,
  );

export const useUploadLogo = (settings?: MutationSettings) =>
  useBrandingWrite((image: string) => typedApi.post('/api/settings/branding/logo', { body: { image } }), settings);

export const useRemoveLogo = () => useBrandingWrite(() => typedApi.delete('/api/settings/branding/logo'));
