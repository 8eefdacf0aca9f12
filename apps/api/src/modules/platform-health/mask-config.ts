import { MASKED_VALUE } from '@scopewright/domain';

/** One setting as Debug shows it: a dotted key, its value as text (null when unset), and whether it was masked. */
export interface ConfigEntry {
  key: string;
  value: string | null;
  masked: boolean;
}

/**
 * Keys whose values are secrets. A Slack incoming-webhook URL carries its credential in the path, so
 * "webhook" is here too (env.ts lists SLACK_WEBHOOK_URL among its secrets).
 */
const SECRET_KEY = /secret|key|token|password|passwd|credential|webhook/i;
const MIN_SECRET_LENGTH = 6;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** A URL's password (and a user name that looks like a token) replaced; null when the text is no such URL. */
function maskUrlCredentials(text: string, secrets: string[]): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!url.password && !url.username) return text;
  if (url.password) secrets.push(decodeURIComponent(url.password));
  if (url.password) url.password = 'masked';
  // Some services put the credential in the user name (an API key as user, no password).
  else {
    secrets.push(decodeURIComponent(url.username));
    url.username = 'masked';
  }
  return url.toString().replace(':masked@', `:${MASKED_VALUE}@`).replace('//masked@', `//${MASKED_VALUE}@`);
}

function display(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof URL) return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => String(item)).join(', ');
  if (typeof value === 'object') return '[object]';
  return String(value as string | number | boolean);
}

/** Every string inside a value (a secret's own text, to look for elsewhere). */
function stringsIn(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, out));
  else if (isPlainObject(value)) Object.values(value).forEach((item) => stringsIn(item, out));
}

/**
 * The parsed configuration flattened to dotted keys with every secret masked: a key naming a secret shows only
 * that it is set, a URL with credentials shows without its password, and any other value that contains a masked
 * secret's text is masked as well. Nothing secret leaves this function.
 */
export function maskConfig(config: object): ConfigEntry[] {
  const entries: ConfigEntry[] = [];
  const secrets: string[] = [];
  const walk = (value: unknown, path: string[]) => {
    const key = path.join('.');
    const secret = SECRET_KEY.test(path.at(-1) ?? '');
    if (isPlainObject(value) && !secret) {
      for (const [name, inner] of Object.entries(value)) walk(inner, [...path, name]);
      return;
    }
    if (secret) {
      stringsIn(value, secrets);
      entries.push({
        key,
        value: value === null || value === undefined || value === '' ? null : MASKED_VALUE,
        masked: true,
      });
      return;
    }
    const text = display(value);
    const withoutCredentials = text === null ? null : maskUrlCredentials(text, secrets);
    entries.push({
      key,
      value: withoutCredentials ?? text,
      masked: withoutCredentials !== null && withoutCredentials !== text,
    });
  };
  for (const [name, value] of Object.entries(config)) walk(value, [name]);
  const known = secrets.filter((s) => s.length >= MIN_SECRET_LENGTH);
  return entries
    .map((entry) =>
      entry.value !== null && !entry.masked && known.some((s) => entry.value?.includes(s))
        ? { ...entry, value: MASKED_VALUE, masked: true }
        : entry,
    )
    .sort((a, b) => a.key.localeCompare(b.key));
}
