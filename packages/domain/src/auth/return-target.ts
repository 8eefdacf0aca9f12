/** Where a signed-in user may be sent back to (docs/product-rules.md#return-target). */
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
// Printable ASCII only: no control character (tab, newline, NUL), no space, nothing beyond ASCII (unicode or
// fullwidth slashes, non-Latin-1 text): such text must arrive percent-encoded.
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;
// What a decoded form may not hold: control characters (C0, DEL, C1), any Unicode whitespace, zero-width marks,
// and the slash, backslash and dot look-alikes that a normalising step could turn into `/`, `\` or `.`.
const CONTROL_SPACE_OR_LOOKALIKE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\s\u200b-\u200f\ufeff\u2044\u2215\u2216\u29f8\u29f9\ufe68\uff0f\uff3c\uff0e\u3002\uff61]/u;
const STILL_ENCODED = /%[0-9a-f]{2}/i;
const SPEC_FORBIDDEN_CHARS = /[<>'"{}`]/;

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

const pathPart = (target: string) => target.split(/[?#]/, 1)[0] ?? '';
const hasDotSegment = (target: string) =>
  pathPart(target)
    .split('/')
    .some((segment) => segment === '.' || segment === '..');

/** One spelling of a target that stays on this origin: `/` then a path, never `//`, a backslash or a dot segment. */
function isSameOriginForm(target: string): boolean {
  return (
    target.startsWith('/') &&
    !target.includes('//') &&
    !target.includes('\\') &&
    !hasDotSegment(target) &&
    !CONTROL_SPACE_OR_LOOKALIKE.test(target)
  );
}

/**
 * The redirect-target rule (docs/product-rules.md#return-target, docs/security.md#no-open-redirects), for every redirect whose target comes
 * from input: a path on this origin. The checks run on the text as sent and on its once-decoded form; text that
 * is malformed, or a path still percent-encoded after one decode (double encoding), is refused.
 */
export function isSafeRedirectPath(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length > MAX_LENGTH || !PRINTABLE_ASCII.test(raw)) return false;
  const decoded = decodeOnce(raw);
  // A query may carry an encoded target of its own (/auth/oauth-callback?returnTo=…); whoever reads it applies this rule.
  if (decoded === null || STILL_ENCODED.test(pathPart(decoded))) return false;
  return isSameOriginForm(raw) && isSameOriginForm(decoded);
}

/** The rule for a target that may also be an absolute URL on our own origin (`ownOrigin`, e.g. APP_URL's). */
export function isSafeRedirectTarget(raw: unknown, ownOrigin: string): raw is string {
  if (typeof raw !== 'string') return false;
  if (raw === ownOrigin) return true;
  return isSafeRedirectPath(raw.startsWith(`${ownOrigin}/`) ? raw.slice(ownOrigin.length) : raw);
}

function isWhitelisted(target: string): boolean {
  return RETURN_TARGET_WHITELIST.some((prefix) => {
    if (!target.startsWith(prefix)) return false;
    const next = target.charAt(prefix.length);
    return next === '' || next === '/' || next === '?' || next === '#';
  });
}

const meetsSpecRule = (target: string) =>
  !target.includes('..') && !SPEC_FORBIDDEN_CHARS.test(target) && isWhitelisted(target);

/** Returns `raw` when it is a safe redirect path (above) on the spec's dashboard whitelist, else `fallback`. */
export function safeReturnTarget(raw: string | null | undefined, fallback: string = DEFAULT_RETURN_TARGET): string {
  if (!isSafeRedirectPath(raw)) return fallback;
  return meetsSpecRule(raw) && meetsSpecRule(decodeURIComponent(raw)) ? raw : fallback;
}

/** Reads the first non-empty of returnTo, return_to and from (docs/product-rules.md#return-target) and sanitises it. */
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
