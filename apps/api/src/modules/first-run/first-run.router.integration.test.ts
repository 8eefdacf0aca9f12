import { branding, quotes, withPlatform } from '@scopewright/db';
import { createClient, createQuote, createTenant } from '@scopewright/db/testing';
import type { FirstRunChecklist, FirstRunStepKey } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, member, type Harness } from '../../testing/quote-harness';
import { ensureLogo } from '../public-quotes/public-quote.test-helpers';

let h: Harness;
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
});
afterAll(() => h?.close());

async function newWorkspace() {
  const tenant = await createTenant(h.owner.db);
  return { tenant, admin: await member(h, tenant, 'msp_admin'), user: await member(h, tenant, 'msp_user') };
}

type Who = Awaited<ReturnType<typeof newWorkspace>>['admin'];
const checklist = async (who: Who) => expectJson<FirstRunChecklist>(await call(who, 'GET', '/api/first-run'), 200);
const state = (list: FirstRunChecklist, field: 'done' | 'canAct') =>
  Object.fromEntries(list.steps.map((step) => [step.key, step[field]])) as Record<FirstRunStepKey, boolean>;

describe('GET /api/first-run', () => {
  it('shows a new workspace every step undone, actionable only for the roles that can do it', async () => {
    const ws = await newWorkspace();
    const forAdmin = await checklist(ws.admin);
    expect(forAdmin.visible).toBe(true);
    expect(forAdmin.canDismiss).toBe(true);
    expect(forAdmin.steps.map((s) => s.key)).toEqual(['currency-tax', 'rate-card', 'logo', 'terms', 'client', 'quote']);
    expect(Object.values(state(forAdmin, 'done'))).toEqual(Array(6).fill(false));
    expect(Object.values(state(forAdmin, 'canAct'))).toEqual(Array(6).fill(true));
    const forUser = await checklist(ws.user);
    expect(forUser.canDismiss).toBe(false);
    expect(state(forUser, 'canAct')).toEqual({
      'currency-tax': false,
      'rate-card': false,
      logo: false,
      terms: false,
      client: true,
      quote: true,
    });
  });

  it('ticks each step from real data and hides the list once all are done', async () => {
    const ws = await newWorkspace();
    const { id: tenantId } = ws.tenant;
    const patched = await h.app.request('/api/settings/company', {
      method: 'PATCH',
      headers: { Origin: 'http://localhost:3000', Cookie: ws.admin.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ defaultTaxRateBps: 825 }),
    });
    expect(patched.status).toBe(200);
    expect(state(await checklist(ws.user), 'done')['currency-tax']).toBe(true);

    await ensureLogo(h.owner.db, tenantId);
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.update(branding).set({ defaultTerms: 'Net 30.' }).where(eq(branding.tenantId, tenantId)),
    );
    await createClient(h.owner.db, tenantId, { name: 'Harbor Dental' });
    const draft = await createQuote(h.owner.db, tenantId);
    let list = await checklist(ws.user);
    expect(state(list, 'done')).toMatchObject({ logo: true, terms: true, client: true, quote: false });

    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.update(quotes).set({ status: 'sent', sentAt: new Date() }).where(eq(quotes.id, draft.id)),
    );
    expect(state(await checklist(ws.user), 'done').quote).toBe(true);

    list = await expectJson<FirstRunChecklist>(
      await call(ws.admin, 'POST', '/api/first-run/confirm', { step: 'rate-card' }),
      200,
    );
    expect(Object.values(state(list, 'done'))).toEqual(Array(6).fill(true));
    expect(list.visible).toBe(false);
  });

  it('an admin can dismiss it for the whole workspace; a step outside the confirmable ones is refused', async () => {
    const ws = await newWorkspace();
    expect((await call(ws.admin, 'POST', '/api/first-run/confirm', { step: 'logo' })).status).toBe(422);
    expect((await call(ws.admin, 'POST', '/api/first-run/confirm', { step: 'rate-card', x: 1 })).status).toBe(400);
    const dismissed = await expectJson<FirstRunChecklist>(await call(ws.admin, 'POST', '/api/first-run/dismiss'), 200);
    expect(dismissed.visible).toBe(false);
    expect((await checklist(ws.user)).visible).toBe(false);
  });

  it("counts only the caller's workspace (another workspace's clients and quotes tick nothing)", async () => {
    const a = await newWorkspace();
    const b = await newWorkspace();
    await createClient(h.owner.db, b.tenant.id, { name: 'Only in B' });
    await expectJson(await call(b.admin, 'POST', '/api/first-run/dismiss'), 200);
    const list = await checklist(a.user);
    expect(list.visible).toBe(true);
    expect(state(list, 'done').client).toBe(false);
  });
});
