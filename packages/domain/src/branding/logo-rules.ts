import { BRANDING_COPY as COPY } from './branding-copy';
import { detectAvatarType } from '../profile/avatar-rules';

/** Logo upload limits (docs/security.md#image-uploads). */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Longest side of an accepted source; a decompression bomb is refused from its header, before decoding. */
export const LOGO_MAX_SOURCE_SIDE = 4000;
/** The stored logo fits inside this box (never enlarged). */
export const LOGO_BOX = { width: 800, height: 400 } as const;
export const LOGO_STORED_MAX_BYTES = 1024 * 1024;
export const LOGO_ACCEPT = 'image/png,image/jpeg,image/webp';

export type LogoProblem = 'tooLarge' | 'svg' | 'unsupportedType' | 'tooManyPixels' | 'unreadable' | 'storedTooLarge';

export const LOGO_PROBLEM_MESSAGES: Record<LogoProblem, string> = {
  tooLarge: COPY.logoTooLarge,
  svg: COPY.logoSvg,
  unsupportedType: COPY.logoUnsupportedType,
  tooManyPixels: COPY.logoTooManyPixels,
  unreadable: COPY.logoUnreadable,
  storedTooLarge: COPY.logoStoredTooLarge,
};

/** Whether refused bytes look like SVG, to say why precisely (they are refused either way). */
export function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).toLowerCase();
  return head.includes('<svg');
}

/** The address a workspace's logo is served from; the version changes with the logo so it may be cached. */
export function brandingLogoPath(version: number): string {
  return `/api/settings/branding/logo?v=${version}`;
}

/** The checks that need no decoder (size, magic bytes), for the browser; the API re-checks and decodes. */
export function checkLogoBytes(bytes: Uint8Array): LogoProblem | null {
  if (bytes.length === 0) return 'unreadable';
  if (bytes.length > LOGO_MAX_BYTES) return 'tooLarge';
  if (detectAvatarType(bytes)) return null;
  return looksLikeSvg(bytes) ? 'svg' : 'unsupportedType';
}
