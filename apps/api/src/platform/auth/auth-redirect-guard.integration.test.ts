import { isSafeText, OAUTH_CALLBACK_PATH } from '@scopewright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthIdentityApp, type OAuthIdentityApp } from '../../testing/oauth-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { type MockOAuthProvider } from '../../testing/mock-oauth-provider';
import { createOAuthBrowser } from '../../testing/oauth-browser';
import { expectStaysOnOrigin, OFF_SITE_TARGETS, SAME_ORIGIN_REDIRECT_CORPUS } from '../../testing/redirect-corpus';
import { AUTH_REDIRECT_FIELDS, UNSAFE_REDIRECT_MESSAGE } from './auth-redirect-guard';

/** Over every Better Auth entry point that takes a redirect target, against a real mock provider (docs/security.md#no-open-redirects). */
let h: OAuthIdentityApp;
let mock: MockOAuthProvider;

beforeAll(async () => {
  ({ h, mock } = await startOAuthIdentityApp());
});
afterAll(async () => {
  await h?.close();
  await mock?.close();
});

type Field = (typeof AUTH_REDIRECT_FIELDS)[number];
interface EntryPoint {
  method: 'GET' | 'POST';
  path: string;
  fields: readonly Field[];
  body?: Record<string, unknown>;
  query?: string;
}

const ENTRY_POINTS: readonly EntryPoint[] = [
  {
    method: 'POST',
    path: '/sign-in/social',
    fields: ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL'],
    body: { provider: 'google' },
  },
  { method: 'POST', path: '/sign-in/email', fields: ['callbackURL'], body: { email: 'a@b.test', password: 'x' } },
  {
    method: 'POST',
    path: '/sign-up/email',
    fields: ['callbackURL'],
    body: { email: 'a@b.test', password: 'Correct-horse-9', name: 'A' },
  },
  { method: 'GET', path: '/verify-email', fields: ['callbackURL'], query: 'token=x' },
  { method: 'POST', path: '/send-verification-email', fields: ['callbackURL'], body: { email: 'a@b.test' } },
  { method: 'POST', path: '/request-password-reset', fields: ['redirectTo'], body: { email: 'a@b.test' } },
  { method: 'GET', path: '/reset-password/not-a-token', fields: ['callbackURL'] },
  { method: 'POST', path: '/link-social', fields: ['callbackURL', 'errorCallbackURL'], body: { provider: 'google' } },
  { method: 'POST', path: '/change-email', fields: ['callbackURL'], body: { newEmail: 'b@b.test' } },
  { method: 'POST', path: '/delete-user', fields: ['callbackURL'], body: {} },
  { method: 'GET', path: '/delete-user/callback', fields: ['callbackURL'], query: 'token=x' },
  { method: 'POST', path: '/sign-out', fields: ['callbackURL'], body: {} },
];

let ipCounter = 0;
const nextIp = () => `10.16.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

type Placement = 'body' | 'query';

function send(entry: EntryPoint, field: Field, target: string, placement: Placement) {
  const query = new URLSearchParams(entry.query);
  const body = { ...entry.body };
  if (placement === 'query') query.set(field, target);
  else body[field] = target;
  const headers: Record<string, string> = { Origin: APP_URL };
  if (entry.method === 'POST') headers['Content-Type'] = 'application/json';
  return h.app.request(
    `/api/auth${entry.path}${query.size > 0 ? `?${query}` : ''}`,
    { method: entry.method, headers, body: entry.method === 'POST' ? JSON.stringify(body) : undefined },
    { incoming: { socket: { remoteAddress: nextIp() } } },
  );
}

/** GET endpoints take targets in the query; Better Auth also reads `callbackURL` from a POST's query. */
const placementsOf = (entry: EntryPoint, field: Field): Placement[] =>
  entry.method === 'GET' ? ['query'] : field === 'callbackURL' ? ['body', 'query'] : ['body'];

describe('every Better Auth entry point that takes a redirect target', () => {
  it("covers every endpoint whose schema names one of the fields (so a Better Auth upgrade can't add one unseen)", () => {
    const fieldsOf = (schema: unknown) => {
      const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      return Object.keys(shape).filter((key) => (AUTH_REDIRECT_FIELDS as readonly string[]).includes(key));
    };
    const endpoints = Object.values(h.auth.api as Record<string, { path?: string; options?: Record<string, unknown> }>);
    const taking = endpoints
      .filter((e) => e.path && [...fieldsOf(e.options?.body), ...fieldsOf(e.options?.query)].length > 0)
      .map((e) => e.path!.replace(':token', 'not-a-token'));
    expect(taking.length).toBeGreaterThanOrEqual(10);
    expect(ENTRY_POINTS.map((e) => e.path)).toEqual(expect.arrayContaining(taking));
  });

  it.each(
    ENTRY_POINTS.flatMap((entry) =>
      entry.fields.map((field) => [`${entry.method} ${entry.path}`, field, entry] as const),
    ),
  )('%s refuses every off-site %s with a 400 before Better Auth sees it', async (label, field, entry) => {
    for (const [name, target] of OFF_SITE_TARGETS) {
      for (const placement of placementsOf(entry, field)) {
        const response = await send(entry, field, target, placement);
        const where = `${label} ${field} in the ${placement}: ${name}`;
        await expectStaysOnOrigin(response, APP_URL, where);
        if (!isSafeText(target)) {
          // A NUL or a lone surrogate is refused earlier still, by the input check in front of every route.
          expect(response.status, where).toBe(422);
          continue;
        }
        expect(response.status, where).toBe(400);
        expect(await response.json(), where).toMatchObject({
          error: { code: 'BAD_REQUEST', message: UNSAFE_REDIRECT_MESSAGE, details: [{ path: field }] },
        });
      }
    }
  });

  it('refuses a target on an auth path that does not take one, and non-string targets', async () => {
    const other: EntryPoint = { method: 'GET', path: '/get-session', fields: ['callbackURL'] };
    expect((await send(other, 'redirectTo', '//evil.example', 'query')).status).toBe(400);
    const social = ENTRY_POINTS[0]!;
    for (const value of [null, 42, ['/dashboard'], { href: '//evil.example' }]) {
      const response = await h.app.request('/api/auth/sign-in/social', {
        method: 'POST',
        headers: { Origin: APP_URL, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...social.body, errorCallbackURL: value }),
      });
      expect(response.status, JSON.stringify(value)).toBe(400);
    }
  });
});

describe('safe targets still work', () => {
  const safeTargets = [...SAME_ORIGIN_REDIRECT_CORPUS, `${APP_URL}/login?verified=true&email=o'neil%40acme.io`];

  it.each(safeTargets)('verify-email with %s reaches Better Auth and lands on our origin', async (target) => {
    const response = await send(ENTRY_POINTS[3]!, 'callbackURL', target, 'query');
    expect(response.status).toBe(302);
    await expectStaysOnOrigin(response, APP_URL, target);
    expect(new URL(response.headers.get('location')!, APP_URL).searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it.each(safeTargets)('sign-in/social with %s in every field starts the provider sign-in', async (target) => {
    const body = { provider: 'google', callbackURL: target, errorCallbackURL: target, newUserCallbackURL: target };
    const response = await send({ ...ENTRY_POINTS[0]!, body }, 'callbackURL', target, 'body');
    expect(response.status).toBe(200);
    await expectStaysOnOrigin(response, APP_URL, target, [mock.url]);
  });

  it('request-password-reset accepts the web app’s /update-password', async () => {
    const response = await send(ENTRY_POINTS[5]!, 'redirectTo', '/update-password', 'body');
    expect(response.status).toBe(200);
  });
});

describe('the OAuth callback error paths land on our origin', () => {
  const browser = () => createOAuthBrowser(h, mock, nextIp());
  const start = async (b: ReturnType<typeof browser>) => {
    const response = await b.request('/api/auth/sign-in/social', {
      method: 'POST',
      body: { provider: 'google', callbackURL: OAUTH_CALLBACK_PATH, errorCallbackURL: `${OAUTH_CALLBACK_PATH}?from=x` },
    });
    await expectStaysOnOrigin(response, APP_URL, 'sign-in/social', [mock.url]);
    return new URL(((await response.json()) as { url: string }).url);
  };

  it('access_denied (the user cancels) goes to the stored errorCallbackURL', async () => {
    const b = browser();
    mock.queue('google', { error: 'access_denied', description: 'Annulé — 取消' });
    const { response, landing } = await b.callback(await b.authorize(await start(b)));
    await expectStaysOnOrigin(response, APP_URL, 'access_denied');
    expect(landing?.pathname).toBe(OAUTH_CALLBACK_PATH);
    expect(landing?.searchParams.get('error')).toBe('access_denied');
  });

  it('a state from another browser (state mismatch) lands on our origin', async () => {
    const victim = browser();
    const attacker = browser();
    mock.queue('google', { error: 'access_denied' });
    const callbackUrl = await attacker.authorize(await start(attacker));
    await start(victim);
    const { response } = await victim.callback(callbackUrl);
    await expectStaysOnOrigin(response, APP_URL, 'state mismatch');
    expect(response.status).toBe(302);
  });

  it.each([
    ['no state', 'code=x'],
    ['an unknown state', 'state=unknown&code=x'],
    ['a non-Latin-1 error description', 'state=unknown&error=access_denied&error_description=%E2%82%AC%E4%B8%AD'],
    ['an off-site callbackURL in the query', 'state=unknown&callbackURL=%2F..%2F%2Fevil.example'],
  ])('a forged callback with %s never leaves our origin', async (_name, query) => {
    const response = await browser().request(`/api/auth/callback/google?${query}`);
    await expectStaysOnOrigin(response, APP_URL, query);
  });
});
