import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@/lib/auth-keys';
import { typedApi, type ApiBody, type ApiResponse } from './typed-api';

/** What the profile endpoints answer: the caller's own profile row. */
export type OwnProfile = ApiResponse<'/api/profile', 'patch'>;

/** Every change here is part of GET /api/me, which the whole app reads: reload it after each one. */
function useProfileMutation<I>(mutationFn: (input: I) => Promise<OwnProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((body: ApiBody<'/api/profile', 'patch'>) => typedApi.patch('/api/profile', { body }));

export const useUploadAvatar = () =>
  useProfileMutation((image: string) => typedApi.put('/api/profile/avatar', { body: { image } }));

export const useRemoveAvatar = () => useProfileMutation(() => typedApi.delete('/api/profile/avatar'));

export type ChangePasswordResult = { ok: true } | { ok: false; status: number; code?: string; message?: string };

/**
 * Better Auth's POST /api/auth/change-password: not in the API's document, and it answers `{ code, message }`,
 * not our error body, so it is fetched directly. Other sessions end; this tab receives a fresh session cookie.
 */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResult> {
  let response: Response;
  try {
    response = await fetch('/api/auth/change-password', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...input, revokeOtherSessions: true }),
    });
  } catch {
    return { ok: false, status: 0 };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
  return {
    ok: false,
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : undefined,
    message: typeof body?.message === 'string' ? body.message : undefined,
  };
}
