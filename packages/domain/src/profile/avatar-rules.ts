import { PROFILE_COPY } from './profile-copy';

/** Avatar upload limits (applied to profile photos) (docs/security.md#image-uploads). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** Longest side of an accepted source image; a decompression bomb is refused before it is decoded. */
export const AVATAR_MAX_SOURCE_SIDE = 4096;
/** Stored and served avatars: a square WebP of this many pixels per side. */
export const AVATAR_SIZE = 256;
export const AVATAR_CONTENT_TYPE = 'image/webp';
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/webp';

export type AvatarSourceType = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

/** The image type by its magic bytes, never by a file name or a declared type; null for anything else (SVG…). */
export function detectAvatarType(bytes: Uint8Array): AvatarSourceType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

export type AvatarProblem = 'tooLarge' | 'unsupportedType' | 'tooManyPixels' | 'unreadable';

export const AVATAR_PROBLEM_MESSAGES: Record<AvatarProblem, string> = {
  tooLarge: PROFILE_COPY.avatarTooLarge,
  unsupportedType: PROFILE_COPY.avatarUnsupportedType,
  tooManyPixels: PROFILE_COPY.avatarTooManyPixels,
  unreadable: PROFILE_COPY.avatarUnreadable,
};

/** The checks that need no decoder: size and magic bytes. The server re-checks and decodes. */
export function checkAvatarBytes(bytes: Uint8Array): AvatarProblem | null {
  if (bytes.length === 0) return 'unreadable';
  if (bytes.length > AVATAR_MAX_BYTES) return 'tooLarge';
  return detectAvatarType(bytes) ? null : 'unsupportedType';
}

/** The address profiles.avatar_url holds: the serving route plus a version, so browsers may cache it for good. */
export function avatarPath(userId: string, version: number): string {
  return `/api/avatars/${userId}?v=${version}`;
}
