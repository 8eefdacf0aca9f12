import { expect } from 'vitest';
import { OFF_SITE_REDIRECT_CORPUS } from '../../../../packages/domain/src/auth/return-target.corpus';

export {
  EVIL_HOST,
  OFF_SITE_REDIRECT_CORPUS,
  SAME_ORIGIN_REDIRECT_CORPUS,
} from '../../../../packages/domain/src/auth/return-target.corpus';

/** Percent-encodes what a browser would (controls, space, non-ASCII, `?`, `#`) and keeps the rest as spelled. */
export const asPathText = (text: string) =>
  [...text].map((ch) => (/^[\x21-\x7e]$/.test(ch) && ch !== '?' && ch !== '#' ? ch : encodeURIComponent(ch))).join('');

/** Every corpus spelling, and each one that starts with a slash also behind /dashboard (a real target's shape). */
export const OFF_SITE_TARGETS = OFF_SITE_REDIRECT_CORPUS.flatMap(([name, target]) =>
  target.startsWith('/')
    ? [[name, target] as const, [`${name} after /dashboard`, `/dashboard${target}`] as const]
    : [[name, target] as const],
);

/**
 * Where a browser would go from this answer: the Location header, and the `url` of a JSON body (Better Auth's
 * answer for fetch callers), each resolved against our origin the way a browser resolves them (WHATWG URL).
 */
export async function redirectTargetsOf(response: Response): Promise<string[]> {
  const targets: string[] = [];
  const location = response.headers.get('location');
  if (location !== null) targets.push(location);
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const text = await response.clone().text();
    const body = (text === '' ? null : JSON.parse(text)) as unknown;
    for (const key of ['url', 'redirect', 'redirectTo', 'callbackURL']) {
      const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[key] : undefined;
      if (typeof value === 'string') targets.push(value);
    }
  }
  return targets;
}

/** The answer is below 500 and sends the browser nowhere but `origin` (or to the named provider's origin). */
export async function expectStaysOnOrigin(
  response: Response,
  origin: string,
  label: string,
  allowedOrigins: readonly string[] = [],
) {
  expect(response.status, `${label}: status`).toBeLessThan(500);
  for (const target of await redirectTargetsOf(response)) {
    const resolved = new URL(target, origin).origin;
    expect([origin, ...allowedOrigins], `${label}: ${JSON.stringify(target)}`).toContain(resolved);
  }
}
