import { UNSAFE_TEXT_MESSAGE } from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../modules/quotes';
import { APP_URL } from '../testing/create-test-app';
import { quoteSuite, type Member } from '../testing/quote-harness';

const suite = quoteSuite();
let ipCounter = 0;

async function send(who: Member | null, method: string, path: string, body?: string) {
  const headers: Record<string, string> = { Origin: APP_URL };
  if (who) headers.Cookie = who.cookie;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  ipCounter += 1;
  const remoteAddress = `10.77.0.${ipCounter}`;
  return suite.h.app.request(path, { method, headers, body }, { incoming: { socket: { remoteAddress } } });
}

async function expectInvalid(res: Response, path: string, message?: string) {
  const body = (await res.json()) as { error: { code: string; details: { path: string; message: string }[] } };
  expect(res.status, JSON.stringify(body)).toBe(422);
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.details).toContainEqual(message ? { path, message } : expect.objectContaining({ path }));
}

const signup = (firstName: string) =>
  JSON.stringify({
    email: 'ann@hygiene-msp.example',
    password: 'Fuzz-Password-2026!',
    firstName,
    lastName: 'Lee',
    companyDomain: 'hygiene-msp.example',
  });
const contact = (company: string) =>
  `{"name":"Ann Lee","email":"ann@example.com","company":"${company}","message":"We need a firewall refresh."}`;

describe('bad text is a 422 naming the field, before any query', () => {
  it.each([
    ['POST /api/signup, NUL in firstName', 'POST', '/api/signup', signup('A\u0000nn'), 'firstName'],
    ['POST /api/password-reset/validate', 'POST', '/api/password-reset/validate', '{"token":"a\\u0000b"}', 'token'],
    ['POST /api/contact, NUL', 'POST', '/api/contact', contact('Acme\\u0000'), 'company'],
    ['POST /api/contact, lone surrogate (jsonb)', 'POST', '/api/contact', contact('\\ud800'), 'company'],
    [
      'Better Auth sign-in',
      'POST',
      '/api/auth/sign-in/email',
      '{"email":"a\\u0000@x.example","password":"x"}',
      'email',
    ],
    [
      'Better Auth reset token in the path',
      'GET',
      '/api/auth/reset-password/a%00b?callbackURL=%2Flogin',
      undefined,
      'path',
    ],
    ['Better Auth verify-email', 'GET', '/api/auth/verify-email?token=%00', undefined, 'query.token'],
  ])('%s', async (_name, method, path, body, field) => {
    await expectInvalid(await send(null, method, path, body), field, UNSAFE_TEXT_MESSAGE);
  });

  it('GET /api/clients?q=%00 and a NUL in a signed-in body', async () => {
    const { admin, client } = suite.ws;
    await expectInvalid(await send(admin, 'GET', '/api/clients?q=%00'), 'query.q', UNSAFE_TEXT_MESSAGE);
    const patch = await send(admin, 'PATCH', `/api/clients/${client.id}`, '{"notes":"x\\ud800"}');
    await expectInvalid(patch, 'notes', UNSAFE_TEXT_MESSAGE);
  });
});

describe('dates are real dates', () => {
  it.each(['2027-13-45', '0000-00-00', '2027-02-29'])('GET /api/quotes?from=%s → 422', async (date) => {
    await expectInvalid(await send(suite.ws.admin, 'GET', `/api/quotes?from=${date}`), 'query.from');
    await expectInvalid(await send(suite.ws.admin, 'GET', `/api/quotes?to=${date}`), 'query.to');
  });

  it('a quote with an impossible valid-until date is refused; a real one is kept', async () => {
    const { admin, client } = suite.ws;
    const impossible = JSON.stringify({ clientId: client.id, title: 'Firewall', validUntil: '2027-02-29' });
    await expectInvalid(await send(admin, 'POST', '/api/quotes', impossible), 'validUntil');
    const real = JSON.stringify({ clientId: client.id, title: 'Firewall', validUntil: '2028-02-29' });
    expect((await send(admin, 'POST', '/api/quotes', real)).status).toBe(201);
  });

  it('a tampered list cursor naming no real day is a 422, not a failed cast', async () => {
    const cursor = encodeCursor({ s: 'updated', d: 'desc', v: '2027-13-45 10:00:00+00', i: suite.ws.client.id });
    await expectInvalid(await send(suite.ws.admin, 'GET', `/api/quotes?cursor=${cursor}`), 'cursor');
  });
});
