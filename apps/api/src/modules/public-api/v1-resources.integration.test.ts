import { catalogItems, opportunities, withPlatform } from '@scopewright/db';
import { createLaborRole, createPipeline, createTemplate, createTenant, createUser } from '@scopewright/db/testing';
import type {
  ApiScope,
  CatalogItemPage,
  CatalogItemView,
  LossReason,
  OpportunityDetail,
  OpportunityListPage,
  OpportunitySummary,
  PipelineStage,
  TemplateDetail,
  TemplateListPage,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../testing/api-keys';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { signInAs } from '../../testing/sign-in-as';

let h: Awaited<ReturnType<typeof createIdentityApp>>;
beforeAll(async () => {
  h = await createIdentityApp();
});
afterAll(() => h?.close());

/**
 * A workspace with an admin's session (the app's routes) and a key holding `scopes` (/api/v1): each step below calls
 * v1 with the key and checks the answer against the app route's answer for the same data.
 */
async function workspace(scopes: ApiScope[]) {
  const tenant = await createTenant(h.owner.db);
  const admin = await createUser(h.owner.db, { tenantId: tenant.id, role: 'msp_admin' });
  const { cookie } = await signInAs(h.owner.db, admin.user.id);
  const key = await issueApiKey(h.owner.db, tenant.id, { scopes });
  const v1 = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    h.app.request(`/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${key.secret}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const app = (path: string) => h.app.request(path, { headers: { Cookie: cookie, Origin: APP_URL } });
  return { tenant, v1, app };
}

/** The JSON of a response with the status it must have (the body is shown when it has another). */
async function json<T>(response: Response | Promise<Response>, status: number): Promise<T> {
  const settled = await response;
  expect(settled.status, await settled.clone().text()).toBe(status);
  return (await settled.json()) as T;
}

describe('/api/v1/catalog-items and /api/v1/labor-roles', () => {
  it('creates (idempotently), reads, lists, updates, archives and restores an item as the app does', async () => {
    const { tenant, v1, app } = await workspace(['catalog:write']);
    const body = {
      kind: 'recurring_service',
      name: 'Firewall health check',
      unitPriceCents: 45_000,
      frequency: 'monthly',
    };
    const idem = { 'Idempotency-Key': 'catalog-create-1' };
    const created = await json<CatalogItemView>(v1('POST', '/catalog-items', body, idem), 201);
    expect(created).toMatchObject({ ...body, archivedAt: null, taxable: expect.any(Boolean) });
    const repeat = await v1('POST', '/catalog-items', body, idem);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json<CatalogItemView>(repeat, 201)).toEqual(created);
    const rows = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(catalogItems).where(eq(catalogItems.tenantId, tenant.id)),
    );
    expect(rows.map((r) => r.name)).toEqual(['Firewall health check']);

    const one = await json<CatalogItemView>(v1('GET', `/catalog-items/${created.id}`), 200);
    expect(one).toEqual(created);
    expect(await json<CatalogItemView>(app(`/api/rate-card/catalog/${created.id}`), 200)).toEqual(one);

    const page = await json<CatalogItemPage>(v1('GET', '/catalog-items?q=firewall'), 200);
    expect(page.items.map((i) => i.id)).toEqual([created.id]);
    expect(await json<CatalogItemPage>(app('/api/rate-card/catalog?q=firewall'), 200)).toEqual(page);

    const updated = await json<CatalogItemView>(
      v1('PATCH', `/catalog-items/${created.id}`, { unitPriceCents: 47_500, category: 'Security' }),
      200,
    );
    expect(updated).toMatchObject({ id: created.id, unitPriceCents: 47_500, category: 'Security' });
    expect(await json<CatalogItemView>(app(`/api/rate-card/catalog/${created.id}`), 200)).toEqual(updated);

    const archived = await json<CatalogItemView>(v1('POST', `/catalog-items/${created.id}/archive`), 200);
    expect(archived.archivedAt).not.toBeNull();
    expect((await json<CatalogItemPage>(v1('GET', '/catalog-items'), 200)).items).toEqual([]);
    const restored = await json<CatalogItemView>(v1('POST', `/catalog-items/${created.id}/unarchive`), 200);
    expect(restored.archivedAt).toBeNull();
  });

  it("refuses another workspace's item (404) and a body that breaks the app's rule (422)", async () => {
    const mine = await workspace(['catalog:write']);
    const other = await workspace(['catalog:write']);
    const item = await json<CatalogItemView>(
      mine.v1('POST', '/catalog-items', { kind: 'product', name: 'Switch', unitPriceCents: 1 }),
      201,
    );
    expect((await other.v1('GET', `/catalog-items/${item.id}`)).status).toBe(404);
    expect((await other.v1('PATCH', `/catalog-items/${item.id}`, { unitPriceCents: 2 })).status).toBe(404);
    const oneTimeService = { kind: 'recurring_service', name: 'Backup', unitPriceCents: 1, frequency: 'one_time' };
    expect((await mine.v1('POST', '/catalog-items', oneTimeService)).status).toBe(422);
  });

  it('lists the labour roles (read only) exactly as the rate card does', async () => {
    const { tenant, v1, app } = await workspace(['catalog:read']);
    const role = await createLaborRole(h.owner.db, tenant.id);
    const roles = await json<{ roles: { id: string }[] }>(v1('GET', '/labor-roles'), 200);
    expect(roles.roles.map((r) => r.id)).toEqual([role.id]);
    expect(await json(app('/api/rate-card/roles'), 200)).toEqual(roles);
    expect((await v1('POST', '/catalog-items', { kind: 'product', name: 'No', unitPriceCents: 1 })).status).toBe(403);
  });
});

describe('/api/v1/opportunities and /api/v1/pipeline', () => {
  it('creates (idempotently), reads, lists, updates, moves, wins, reopens, loses and deletes a deal', async () => {
    const { tenant, v1, app } = await workspace(['opportunities:write', 'clients:write']);
    await createPipeline(h.owner.db, tenant.id);
    const { stages } = await json<{ stages: PipelineStage[] }>(v1('GET', '/pipeline/stages'), 200);
    expect(await json(app('/api/pipeline/stages'), 200)).toEqual({ stages });
    const { lossReasons } = await json<{ lossReasons: LossReason[] }>(v1('GET', '/pipeline/loss-reasons'), 200);
    expect(await json(app('/api/pipeline/loss-reasons'), 200)).toEqual({ lossReasons });
    const open = stages.filter((s) => s.kind === 'open');
    const won = stages.find((s) => s.kind === 'won');
    const lost = stages.find((s) => s.kind === 'lost');

    const client = await json<{ id: string }>(v1('POST', '/clients', { name: 'Contoso Dental' }), 201);
    const body = { name: 'Contoso network refresh', clientId: client.id, mrrCents: 120_000 };
    const idem = { 'Idempotency-Key': 'deal-create-1' };
    const created = await json<OpportunitySummary>(v1('POST', '/opportunities', body, idem), 201);
    expect(created).toMatchObject({ name: body.name, clientId: client.id, ownerId: null, stageId: open[0]?.id });
    const repeat = await v1('POST', '/opportunities', body, idem);
    expect(repeat.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await json(repeat, 201)).toEqual(created);
    const rows = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(opportunities).where(eq(opportunities.tenantId, tenant.id)),
    );
    expect(rows).toHaveLength(1);

    const path = `/opportunities/${created.id}`;
    const detail = await json<OpportunityDetail>(v1('GET', path), 200);
    expect(detail).toMatchObject({ ...created, quotes: [] });
    expect(await json(app(`/api${path}`), 200)).toEqual(detail);
    const list = await json<OpportunityListPage>(v1('GET', `/opportunities?clientId=${client.id}&status=open`), 200);
    expect(list.items.map((d) => d.id)).toEqual([created.id]);
    expect(await json(app(`/api/opportunities?clientId=${client.id}&status=open`), 200)).toEqual(list);

    const updated = await json<OpportunitySummary>(
      v1('PATCH', path, { nextStep: 'Site survey', lockVersion: created.lockVersion }),
      200,
    );
    expect(updated).toMatchObject({ nextStep: 'Site survey', lockVersion: created.lockVersion + 1 });
    const moved = await json<OpportunitySummary>(
      v1('POST', `${path}/move`, { stageId: open[1]?.id, lockVersion: updated.lockVersion }),
      200,
    );
    expect(moved).toMatchObject({ stageId: open[1]?.id, status: 'open' });
    const stale = await v1('POST', `${path}/won`, { lockVersion: updated.lockVersion });
    expect(stale.status).toBe(409);

    const wonDeal = await json<OpportunitySummary>(v1('POST', `${path}/won`, { lockVersion: moved.lockVersion }), 200);
    expect(wonDeal).toMatchObject({ stageId: won?.id, stageKind: 'won', status: 'won', closedAt: expect.any(String) });
    const reopened = await json<OpportunitySummary>(
      v1('POST', `${path}/reopen`, { lockVersion: wonDeal.lockVersion }),
      200,
    );
    expect(reopened).toMatchObject({ stageId: open[1]?.id, status: 'open', closedAt: null });
    const reason = lossReasons[0];
    const lostDeal = await json<OpportunitySummary>(
      v1('POST', `${path}/lost`, { lockVersion: reopened.lockVersion, lossReasonId: reason?.id, lossNote: 'Budget' }),
      200,
    );
    expect(lostDeal).toMatchObject({
      stageId: lost?.id,
      status: 'lost',
      lossReasonId: reason?.id,
      lossReasonLabel: reason?.label,
      lossNote: 'Budget',
    });
    const history = (await json<OpportunityDetail>(v1('GET', path), 200)).stageHistory;
    expect(history.map((c) => c.toStageId)).toEqual(
      expect.arrayContaining([open[0]?.id, open[1]?.id, won?.id, lost?.id]),
    );
    expect(history.every((c) => c.changedById === null)).toBe(true);

    expect((await v1('DELETE', path)).status).toBe(204);
    expect((await v1('GET', path)).status).toBe(404);
  });

  it("won / lost refuse another workspace's deal (404), and lost keeps the app's loss reason rule (422)", async () => {
    const mine = await workspace(['opportunities:write', 'clients:write']);
    const other = await workspace(['opportunities:write']);
    await Promise.all([createPipeline(h.owner.db, mine.tenant.id), createPipeline(h.owner.db, other.tenant.id)]);
    const client = await json<{ id: string }>(mine.v1('POST', '/clients', { name: 'Fabrikam' }), 201);
    const deal = await json<OpportunitySummary>(
      mine.v1('POST', '/opportunities', { name: 'Fabrikam backup', clientId: client.id }),
      201,
    );
    expect((await other.v1('POST', `/opportunities/${deal.id}/won`, { lockVersion: 1 })).status).toBe(404);
    expect((await other.v1('POST', `/opportunities/${deal.id}/lost`, { lockVersion: 1 })).status).toBe(404);
    const notAReason = await mine.v1('POST', `/opportunities/${deal.id}/lost`, {
      lockVersion: deal.lockVersion,
      lossReasonId: client.id,
    });
    expect(notAReason.status).toBe(422);
    const withStage = await mine.v1('POST', `/opportunities/${deal.id}/won`, {
      lockVersion: deal.lockVersion,
      stageId: deal.stageId,
    });
    expect(withStage.status).toBe(400);
    expect((await json<OpportunitySummary>(mine.v1('GET', `/opportunities/${deal.id}`), 200)).status).toBe('open');
  });
});

describe('/api/v1/templates', () => {
  it('lists and reads the workspace templates as the library does, never another workspace’s', async () => {
    const { tenant, v1, app } = await workspace(['templates:read']);
    const template = await createTemplate(h.owner.db, tenant.id, { name: 'Managed firewall onboarding' });
    const page = await json<TemplateListPage>(v1('GET', '/templates?q=firewall&scope=workspace'), 200);
    expect(page.items.map((t) => t.id)).toEqual([template.id]);
    expect(await json(app('/api/templates?q=firewall&scope=workspace'), 200)).toEqual(page);
    const detail = await json<TemplateDetail>(v1('GET', `/templates/${template.id}`), 200);
    expect(detail).toMatchObject({ id: template.id, name: 'Managed firewall onboarding', version: 1 });
    expect(detail.document.content.sections.length).toBeGreaterThan(0);
    expect(await json(app(`/api/templates/${template.id}`), 200)).toEqual(detail);

    const other = await workspace(['templates:read']);
    expect((await other.v1('GET', `/templates/${template.id}`)).status).toBe(404);
  });
});
