import { isSecretVariable, SECRET_REMOVED } from '../../platform/mail/email-secrets';

export const HIDDEN = '[hidden]';

/** Keys whose values are secrets whatever they hold. */
const SECRET_KEY = /token|secret|password|passwd|api[_-]?key|authorization|credential|signature|cookie|session/i;
const URL = /https?:\/\/[^\s"'<>()]+/g;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * A path segment or query value that looks like a token: long, URL-safe, digits among letters (or both cases) —
 * not a word like "email-preferences", and not a UUID (an id, not a secret).
 */
const isTokenLike = (value: string) =>
  value.length >= 16 &&
  /^[A-Za-z0-9_\-.~%=]+$/.test(value) &&
  ((/\d/.test(value) && /[A-Za-z]/.test(value)) || (/[a-z]/.test(value) && /[A-Z]/.test(value))) &&
  !UUID.test(value);

/** A link with its token-like path segments and query values hidden; what it points at stays readable. */
export function maskUrl(href: string): string {
  let url: URL;
  try {
    url = new globalThis.URL(href);
  } catch {
    return HIDDEN;
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (isTokenLike(decodeURIComponent(segment)) ? HIDDEN : segment))
    .join('/');
  const query = [...url.searchParams]
    .map(([name, value]) => `${name}=${SECRET_KEY.test(name) || isTokenLike(value) ? HIDDEN : value}`)
    .join('&');
  return `${url.origin}${path}${query ? `?${query}` : ''}${url.hash && isTokenLike(url.hash.slice(1)) ? '' : url.hash}`;
}

/** Every link inside a text (a body, an error message) masked. */
export const maskUrlsIn = (text: string): string => text.replace(URL, (href) => maskUrl(href));

/**
 * A value with every secret hidden (docs/decisions/0054): keys named like a token, secret or password, the mailer's
 * link variables (email-secrets.ts), and links carrying a token anywhere.
 */
export function maskSecrets(value: unknown, key = ''): unknown {
  if (key && (SECRET_KEY.test(key) || isSecretVariable(key))) {
    return value === null || value === undefined || value === SECRET_REMOVED ? value : HIDDEN;
  }
  if (typeof value === 'string') return maskUrlsIn(value);
  if (Array.isArray(value)) return value.map((item) => maskSecrets(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, maskSecrets(inner, name)]));
  }
  return value;
}

export const maskRecord = (record: Record<string, unknown>) => maskSecrets(record) as Record<string, unknown>;
