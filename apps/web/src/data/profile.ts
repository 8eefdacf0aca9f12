import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth-keys';
import { postAuth } from '@/lib/auth-request';
import { mutationMeta, type MutationSettings } from './mutation-settings';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

/** What the profile endpoints answer: the caller's own profile row. */
export type OwnProfile = ApiResponse<'/api/profile', 'patch'>;

/** Every change here is part of GET /api/me, which the whole app reads: reload it after each one. */
function useProfileMutation<I>(mutationFn: (input: I) => Promise<OwnProfile>, settings?: MutationSettings) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: mutationMeta(settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((body: ApiBody<'/api/profile', 'patch'>) => typedApi.patch('/api/profile', { body }));

export const useUploadAvatar = (settings?: MutationSettings) =>
  useProfileMutation((image: string) => typedApi.put('/api/profile/avatar', { body: { image } }), settings);

export const useRemoveAvatar = () => useProfileMutation(() => typedApi.delete('/api/profile/avatar'));

export type ChangePasswordResult = { ok: true } | { ok: false; status: number; code?: string; message?: string };

/**
 * Better Auth's POST /api/auth/change-password: not in the API's document (Better Auth answers `{ code, message }`),
 * so it goes by postAuth. Other sessions end; this tab receives a fresh session cookie.
 */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResult> {
  const result = await postAuth('/api/auth/change-password', { ...input, revokeOtherSessions: true });
  if (result.ok) return { ok: true };
  const { status, code, message } = result.error;
  return { ok: false, status, code, message };
}
