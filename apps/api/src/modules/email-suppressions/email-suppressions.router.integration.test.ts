import { randomUUID } from 'node:crypto';
import { emailLogs, emailSuppressions, newId, withPlatform } from '@scopewright/db';
import { createTenant, createUser } from '@scopewright/db/testing';
import { EMAIL_SUPPRESSIONS_COPY, type EmailSuppressionPage, type EmailSuppressionSummary } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
let superCookie: string;
let superName: string;
let adminCookie: string;
/** Every address of this file carries it: the list is shared by the whole (scratch) database. */
const MARK = randomUUID().slice(0, 8);

beforeAll(async () => {
  h = await createIdentityApp();
  const superAdmin = await createUser(h.owner.db, { tenantId: null, role: 'super_admin' });
  superCookie = (await signInAs(h.owner.db, superAdmin.user.id)).cookie;
  superName = superAdmin.user.name;
  const tenant = await createTenant(h.owner.db);
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  adminCookie = (await signInAs(h.owner.db, admin.user.id)).cookie;
}, 60_000);
afterAll(() => h?.close());

function call(method: 'GET' | 'POST', path: string, body?: unknown, cookie = superCookie) {
  return h.app.request(`/api/platform/email-suppressions${path}`, {
    method,
    headers: { Origin: APP_URL, Cookie: cookie, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; details?: unknown } }).error;

async function bounced(local: string, createdAt: Date) {
  const tenant = await createTenant(h.owner.db);
  const logId = newId();
  const email = `${local}-${MARK}@bounce.example`;
  const id = newId();
  await withPlatform({ db: h.owner.db }, async (tx) => {
    await tx.insert(emailLogs).values({
      id: logId,
      tenantId: tenant.id,
      status: 'bounced',
      transport: 'smtp',
      recipientEmail: email,
      subject: 'Your quote Q-1001',
    });
    await tx.insert(emailSuppressions).values({
      id,
      email,
      reason: 'hard_bounce',
      sourceEmailLogId: logId,
      detail: 'Postmark hard bounce (HardBounce: unknown user)',
      createdAt,
    });
  });
  return { id, email, logId, tenantName: tenant.name };
}

describe('the suppression list for super admins', () => {
  it('lists newest first with the source email, searches by address, pages by 50 with a total', async () => {
    const older = await bounced('older', new Date('2026-04-01T00:00:00Z'));
    const newer = await bounced('newer', new Date('2026-04-02T00:00:00Z'));
    const response = await call('GET', `?q=${MARK}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as EmailSuppressionPage;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(page.items.map((s) => s.email)).toEqual([newer.email, older.email]);
    expect(page.items[0]).toMatchObject({
      reason: 'hard_bounce',
      detail: 'Postmark hard bounce (HardBounce: unknown user)',
      source: { emailLogId: newer.logId, subject: 'Your quote Q-1001', tenantName: newer.tenantName },
      liftedAt: null,
    });
    const one = (await (await call('GET', `?q=${encodeURIComponent(`NEWER-${MARK}`)}`)).json()) as EmailSuppressionPage;
    expect(one.items.map((s) => s.email)).toEqual([newer.email]);
    // A pattern character is taken literally.
    expect(((await (await call('GET', `?q=%25${MARK}`)).json()) as EmailSuppressionPage).total).toBe(0);
  });

  it('lifts with a reason, kept on the row with who and when; lifting twice is a 409', async () => {
    const s = await bounced('lift', new Date());
    const response = await call('POST', `/${s.id}/lift`, { reason: '  The client fixed their mailbox  ' });
    expect(response.status).toBe(200);
    const lifted = (await response.json()) as EmailSuppressionSummary;
    expect(lifted).toMatchObject({ id: s.id, liftedByName: superName, liftReason: 'The client fixed their mailbox' });
    expect(lifted.liftedAt).not.toBeNull();
    const again = await call('POST', `/${s.id}/lift`, { reason: 'Once more' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(EMAIL_SUPPRESSIONS_COPY.alreadyLifted);

    const active = (await (await call('GET', `?q=lift-${MARK}`)).json()) as EmailSuppressionPage;
    expect(active.total).toBe(0);
    const liftedList = (await (await call('GET', `?q=lift-${MARK}&state=lifted`)).json()) as EmailSuppressionPage;
    expect(liftedList.items.map((x) => x.id)).toEqual([s.id]);
  });

  it('a lift needs a reason; an unknown id is a 404; bad filters are a 422; nothing changes', async () => {
    const s = await bounced('reasonless', new Date());
    const empty = await call('POST', `/${s.id}/lift`, { reason: ' ' });
    expect(empty.status).toBe(422);
    expect((await errorOf(empty)).details).toEqual([
      { path: 'reason', message: EMAIL_SUPPRESSIONS_COPY.liftReasonRequired },
    ]);
    const extra = await call('POST', `/${s.id}/lift`, { reason: 'Fine', liftedBy: 'me' });
    expect(extra.status).toBe(400);
    const unknown = await call('POST', `/${newId()}/lift`, { reason: 'Fine now' });
    expect(unknown.status).toBe(404);
    expect((await errorOf(unknown)).message).toBe(EMAIL_SUPPRESSIONS_COPY.notFound);
    const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(emailSuppressions).where(eq(emailSuppressions.id, s.id)),
    );
    expect(row!.liftedAt).toBeNull();
    const state = await call('GET', '?state=gone');
    expect(state.status).toBe(422);
    expect((await errorOf(state)).details).toEqual([
      { path: 'query.state', message: EMAIL_SUPPRESSIONS_COPY.stateInvalid },
    ]);
    expect((await call('GET', '?page=0')).status).toBe(422);
  });

  it('adds an address by hand (lower-cased, reason manual); the same address again is a 409', async () => {
    const email = `Manual-${MARK}@Example.com`;
    const response = await call('POST', '', { email, reason: 'Asked us to stop writing' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({
      email: email.toLowerCase(),
      reason: 'manual',
      detail: 'Asked us to stop writing',
      source: null,
    });
    const again = await call('POST', '', { email: email.toLowerCase(), reason: 'Twice' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(EMAIL_SUPPRESSIONS_COPY.alreadySuppressed(email.toLowerCase()));
    const invalid = await call('POST', '', { email: 'not-an-address', reason: 'Why not' });
    expect(invalid.status).toBe(422);
    expect((await errorOf(invalid)).details).toEqual([
      { path: 'email', message: EMAIL_SUPPRESSIONS_COPY.emailInvalid },
    ]);
  });

  it('is for super admins only', async () => {
    expect((await call('GET', '', undefined, adminCookie)).status).toBe(403);
    expect((await call('POST', '', { email: `x-${MARK}@example.com`, reason: 'Nope' }, adminCookie)).status).toBe(403);
  });
});
