import { INVITATIONS_PER_INVITER_PER_HOUR } from '@scopewright/domain';
import { createTenant, createUser } from '@scopewright/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_CHECK_RATE_LIMIT, SIGNUP_RATE_LIMIT } from '../../modules/auth';
import { CONTACT_ATTEMPT_LIMIT } from '../../modules/contact';
import { LOOKUP_RATE_LIMIT } from '../../modules/invitations';
import { PUBLIC_QUOTE_RATE_LIMITS } from '../../modules/public-quotes';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';
import { AUTH_RATE_LIMITS } from './auth';
import { SIGN_IN_LIMITS } from './sign-in-limits';

const AI_LIMIT = { windowSeconds: 60, max: 2 };

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let memberCookie: string;
let adminCookie: string;
beforeAll(async () => {
  h = await createIdentityApp({ ai: { rateLimit: AI_LIMIT } });
  const tenant = await createTenant(h.owner.db);
  const member = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_user' });
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  memberCookie = (await signInAs(h.owner.db, member.user.id)).cookie;
  adminCookie = (await signInAs(h.owner.db, admin.user.id)).cookie;
});
afterAll(() => h?.close());

let ipCounter = 0;
let n = 0;
const unique = () => `${Date.now().toString(36)}-${++n}`;

type Call = (ip: string) => { method?: string; path: string; body?: unknown; cookie?: string };

function send(call: Call, ip: string) {
  const { method = call(ip).body === undefined ? 'GET' : 'POST', path, body, cookie } = call(ip);
  const headers: Record<string, string> = { Origin: APP_URL };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (cookie) headers.Cookie = cookie;
  return h.app.request(
    path,
    { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
    { incoming: { socket: { remoteAddress: ip } } },
  );
}

const contactBody = () => ({
  name: 'Ada Lovelace',
  email: `ada-${unique()}@example.test`,
  company: 'Analytical Engines',
  message: 'Please tell me more about the product.',
});

/** Every limit that answers 429, with how many requests it lets through and the longest wait it may name. */
const LIMITED: [name: string, allowed: number, windowSeconds: number, call: Call][] = [
  [
    'failed sign-ins per address',
    SIGN_IN_LIMITS.address.max,
    SIGN_IN_LIMITS.address.windowSeconds,
    () => ({ path: '/api/auth/sign-in/email', body: { email: `g-${unique()}@nowhere.test`, password: 'Wrong-1x' } }),
  ],
  [
    'sign-up per address',
    SIGNUP_RATE_LIMIT.max,
    SIGNUP_RATE_LIMIT.windowSeconds,
    () => ({ path: '/api/signup', body: { email: 'x@gmail.com' } }),
  ],
  [
    'reset-link checks per address',
    RESET_TOKEN_CHECK_RATE_LIMIT.max,
    RESET_TOKEN_CHECK_RATE_LIMIT.windowSeconds,
    () => ({ path: '/api/password-reset/validate', body: { token: `guess-${unique()}` } }),
  ],
  [
    'reset emails per address (Better Auth’s own limiter)',
    AUTH_RATE_LIMITS['/request-password-reset'].max,
    AUTH_RATE_LIMITS['/request-password-reset'].window,
    () => ({ path: '/api/auth/request-password-reset', body: { email: `r-${unique()}@nowhere.test` } }),
  ],
  [
    'contact form attempts per address',
    CONTACT_ATTEMPT_LIMIT.max,
    CONTACT_ATTEMPT_LIMIT.windowSeconds,
    () => ({ path: '/api/contact', body: {} }),
  ],
  ['contact messages per address per hour', 10, 3600, () => ({ path: '/api/contact', body: contactBody() })],
  [
    'public quote page lookups',
    PUBLIC_QUOTE_RATE_LIMITS.lookup.max,
    PUBLIC_QUOTE_RATE_LIMITS.lookup.windowSeconds,
    () => ({ path: `/api/public/quotes/${unique()}` }),
  ],
  [
    'public quote PDFs',
    PUBLIC_QUOTE_RATE_LIMITS.pdf.max,
    PUBLIC_QUOTE_RATE_LIMITS.pdf.windowSeconds,
    () => ({ path: `/api/public/quotes/${unique()}/document.pdf` }),
  ],
  [
    'invitation link lookups',
    LOOKUP_RATE_LIMIT.max,
    LOOKUP_RATE_LIMIT.windowSeconds,
    () => ({ path: `/api/invitations/lookup/${unique()}` }),
  ],
  [
    'invitations per inviter per hour',
    INVITATIONS_PER_INVITER_PER_HOUR,
    3600,
    () => ({
      path: '/api/invitations',
      body: { email: `invitee-${unique()}@newhire.test`, role: 'msp_user' },
      cookie: adminCookie,
    }),
  ],
  [
    'AI scope suggestions per user',
    AI_LIMIT.max,
    AI_LIMIT.windowSeconds,
    () => ({ path: '/api/ai/scope-suggestions', body: {}, cookie: memberCookie }),
  ],
];

describe('every 429 says when to try again', () => {
  it.each(LIMITED)('%s: a burst is refused with 429 and Retry-After', async (_name, allowed, windowSeconds, call) => {
    const ip = `10.16.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
    for (let i = 0; i < allowed; i += 1) expect((await send(call, ip)).status).not.toBe(429);
    const refused = await send(call, ip);
    expect(refused.status).toBe(429);
    const retryAfter = refused.headers.get('Retry-After') ?? '';
    expect(retryAfter).toMatch(/^\d+$/);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(windowSeconds);
    // A window that started moments ago has (almost) all of it left.
    expect(Number(retryAfter)).toBeGreaterThan(windowSeconds - 60);
    // Our bodies carry the same wait (Better Auth's own body is its { message }).
    const body = (await refused.json()) as { error?: { code: string; details?: unknown } };
    if (body.error) {
      expect(body.error).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: Number(retryAfter) } });
    }
  });
});
