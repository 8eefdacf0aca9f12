/** Where a signed-in user may be sent back to (spec §5 "Return target safety", decisions.md {host}). */
export const DEFAULT_RETURN_TARGET = '/dashboard';
export const RETURN_TARGET_PARAMS = ['returnTo', 'return_to', 'from'] as const;
export const RETURN_TARGET_WHITELIST = [
  '/dashboard',
  '/dashboard/quotes',
  '/dashboard/quotes/wizard',
  '/dashboard/opportunities',
  '/dashboard/clients',
  '/dashboard/settings',
  '/dashboard/profile',
  '/dashboard/users',
  '/dashboard/templates',
] as const;

const MAX_LENGTH = 2048;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const FORBIDDEN_CHARS = /[\\<>'"{}`]/;
// Control characters (C0, DEL, C1) and any Unicode whitespace, including U+2028/U+2029 and NBSP.
// eslint-disable-next-line no-control-regex
const CONTROL_OR_SPACE = /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\ufeff]/u;
const STILL_ENCODED = /%[0-9a-f]{2}/i;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function isWhitelisted(target: string): boolean {
  return RETURN_TARGET_WHITELIST.some((prefix) => {
    if (!target.startsWith(prefix)) return false;
    const next = target.charAt(prefix.length);
    return next === '' || next === '/' || next === '?' || next === '#';
  });
}

function isSafeForm(target: string): boolean {
  return (
    target.startsWith('/') &&
    !SCHEME.test(target) &&
    !target.includes('//') &&
    !target.includes('..') &&
    !FORBIDDEN_CHARS.test(target) &&
    !CONTROL_OR_SPACE.test(target) &&
    isWhitelisted(target)
  );
}

/**
 * Returns `raw` when it is a same-site dashboard path, else `fallback`. The checks run on the raw text and
 * on its once-decoded form; text that is still percent-encoded after one decode (double encoding) is refused.
 */
export function safeReturnTarget(raw: string | null | undefined, fallback: string = DEFAULT_RETURN_TARGET): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return fallback;
  const decoded = decodeOnce(raw);
  if (decoded === null || STILL_ENCODED.test(decoded)) return fallback;
  return isSafeForm(raw) && isSafeForm(decoded) ? raw : fallback;
}

/** Reads the first non-empty of returnTo, return_to and from (§2.3) and sanitises it. */
export function readReturnTarget(params: URLSearchParams, fallback: string = DEFAULT_RETURN_TARGET): string {
  for (const name of RETURN_TARGET_PARAMS) {
    const value = params.get(name);
    if (value !== null && value !== '') return safeReturnTarget(value, fallback);
  }
  return fallback;
}

/** Builds the login address that brings the user back to `path` when that path is an allowed target. */
export function loginPathFor(path: string): string {
  const target = safeReturnTarget(path, '');
  return target && target !== DEFAULT_RETURN_TARGET ? `/login?returnTo=${encodeURIComponent(target)}` : '/login';
}

/** /onboarding with the page to come back to afterwards, when that page is an allowed target. */
export function onboardingPathFor(path: string): string {
  const target = safeReturnTarget(path, '');
  return target && target !== DEFAULT_RETURN_TARGET
    ? `/onboarding?returnTo=${encodeURIComponent(target)}`
    : '/onboarding';
}
