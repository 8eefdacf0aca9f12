import type { ProfileUpdateInput } from '@scopewright/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/auth-keys';

/** What the profile endpoints answer: the caller's own profile row. */
export interface OwnProfile {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  role: string;
  onboardingCompleted: boolean;
}

/** Every change here is part of GET /api/me, which the whole app reads: reload it after each one. */
function useProfileMutation<I>(mutationFn: (input: I) => Promise<OwnProfile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

export const useUpdateProfile = () =>
  useProfileMutation((input: ProfileUpdateInput) => api.patch<OwnProfile>('/api/profile', input));

export const useUploadAvatar = () =>
  useProfileMutation((image: string) => api.put<OwnProfile>('/api/profile/avatar', { image }));

export const useRemoveAvatar = () => useProfileMutation(() => api.delete<OwnProfile>('/api/profile/avatar'));

export type ChangePasswordResult = { ok: true } | { ok: false; status: number; code?: string; message?: string };

/**
 * Better Auth's POST /api/auth/change-password (it answers `{ code, message }`, not our error body). Other
 * sessions end; this tab receives a fresh session cookie.
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
