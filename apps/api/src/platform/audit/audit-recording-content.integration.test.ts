import { randomBytes } from 'node:crypto';
import { apiKeys, emailSuppressions, emailTemplates, newId, withPlatform } from '@scopewright/db';
import { sampleTemplateDocument } from '@scopewright/db/testing';
import type { CatalogItemView, CreatedApiKey, LaborRoleView, TemplateDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PsaTransport } from '../../modules/integrations';
import { createIdentityApp } from '../../testing/create-identity-app';
import { APP_URL } from '../../testing/create-test-app';
import { createConnectWiseFake } from '../../testing/psa-fakes/connectwise/create-connectwise-fake';
import { REDACTED_CHANGE } from './record-audit';
import { auditHarness, expectActor, expectFromRequest, type Harness } from './audit-recording.test-helpers';

/**
 * The audit log is written by the product (docs/product-rules.md#audit-log): the rate card, catalog and templates
 * (full before and after, for Version Control), API keys, webhooks, PSA connections and the platform's own
 * changes — and never a password, key or secret.
 */
const CANARY = randomBytes(6).toString('hex');
const PSA_PRIVATE_KEY = `psa-private-${CANARY}`;
const PSA_ROTATED_KEY = `psa-rotated-${CANARY}`;
const PASSWORD = `Canary-pass-${CANARY}-A1`;
const NEW_PASSWORD = `Canary-next-${CANARY}-B2`;
const WEBHOOK_HOST = '127.0.0.1:9';

/** ConnectWise answered in process: the fake's own routes, no socket. */
const cw = createConnectWiseFake({ credentials: { privateKey: PSA_PRIVATE_KEY } });
const inProcess: PsaTransport = async (request) => {
  const response = await cw.app.request(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() };
};
const CW_SITE = 'cw.audit-test.example';

let h: Harness;
beforeAll(async () => {
  h = await createIdentityApp({ integrations: { transport: inProcess, outboundAllowList: [WEBHOOK_HOST] } });
}, 60_000);
afterAll(() => h?.close());

const { call, member, workspace, givePassword, entries, onlyEntry, allOf, wholeLogText } = auditHarness(() => h);
const premium = () => workspace({ activeTier: 'premium', selectedTier: 'premium' });

describe('rate card and catalog', () => {
  it('records a labour role created, changed and archived with full before and after', async () => {
    const { tenant, admin } = await workspace();
    const created = await call(admin, 'POST', '/api/rate-card/roles', {
      name: 'Senior Engineer',
      billRateCents: 15_000,
      costRateCents: 7_500,
    });
    expect(created.status, created.text).toBe(201);
    const role = created.json<LaborRoleView>();
    const added = await onlyEntry({ action: 'rate_card.role_created', targetId: role.id });
    expect(added).toMatchObject({
      tenantId: tenant.id,
      targetType: 'labor_role',
      targetLabel: 'Senior Engineer',
      changes: {
        name: { before: null, after: 'Senior Engineer' },
        billRateCents: { before: null, after: 15_000 },
        costRateCents: { before: null, after: 7_500 },
      },
    });
    expectActor(added, admin);
    expectFromRequest(added, created);

    const changed = await call(admin, 'PATCH', `/api/rate-card/roles/${role.id}`, { billRateCents: 16_500 });
    expect(changed.status).toBe(200);
    const update = await onlyEntry({ action: 'rate_card.role_updated', targetId: role.id });
    expect(update.changes).toEqual({ billRateCents: { before: 15_000, after: 16_500 } });
    expectFromRequest(update, changed);

    // A taken name and an invalid rate are refused and record nothing.
    expect(
      (await call(admin, 'POST', '/api/rate-card/roles', { name: 'senior engineer', billRateCents: 1 })).status,
    ).toBeGreaterThanOrEqual(400);
    expect((await call(admin, 'PATCH', `/api/rate-card/roles/${role.id}`, { billRateCents: -1 })).status).toBe(422);

    const archived = await call(admin, 'POST', `/api/rate-card/roles/${role.id}/archive`);
    expect(archived.status).toBe(200);
    const removed = await onlyEntry({ action: 'rate_card.role_deleted', targetId: role.id });
    expect(removed.changes!.archivedAt!.before).toBeNull();
    expect(removed.metadata).toEqual({ archived: true });
    expect((await allOf(tenant.id)).map((e) => e.action)).toEqual([
      'rate_card.role_created',
      'rate_card.role_updated',
      'rate_card.role_deleted',
    ]);
  });

  it('records the labour roles reordered, with the new order; a stale order is refused and records nothing', async () => {
    const { tenant, admin } = await workspace();
    const before: LaborRoleView[] = [];
    for (const name of ['Engineer', 'Project Manager', 'Architect']) {
      const created = await call(admin, 'POST', '/api/rate-card/roles', { name, billRateCents: 12_000 });
      expect(created.status, created.text).toBe(201);
      before.push(created.json<LaborRoleView>());
    }
    const order = before.map((role) => role.id).toReversed();
    const reordered = await call(admin, 'PUT', '/api/rate-card/roles/order', { ids: order });
    expect(reordered.status, reordered.text).toBe(200);
    const entry = await onlyEntry({ action: 'rate_card.roles_reordered', tenantId: tenant.id });
    expect(entry.metadata).toEqual({ order: before.map((role) => role.name).toReversed() });
    expectActor(entry, admin);
    expectFromRequest(entry, reordered);
    expect((await call(admin, 'PUT', '/api/rate-card/roles/order', { ids: order.slice(1) })).status).toBe(409);
    expect(await entries({ action: 'rate_card.roles_reordered', tenantId: tenant.id })).toHaveLength(1);
  });

  it('records catalog items one by one, and a CSV import as one entry with its counts', async () => {
    const { tenant, admin } = await workspace();
    const created = await call(admin, 'POST', '/api/rate-card/catalog', {
      kind: 'product',
      name: 'Firewall',
      sku: 'FG-60F',
      unitPriceCents: 89_500,
    });
    expect(created.status, created.text).toBe(201);
    const item = created.json<CatalogItemView>();
    const added = await onlyEntry({ action: 'catalog.item_created', targetId: item.id });
    expect(added).toMatchObject({ targetType: 'catalog_item', targetLabel: 'Firewall (FG-60F)' });
    expect(added.changes).toMatchObject({ unitPriceCents: { before: null, after: 89_500 } });
    expectFromRequest(added, created);

    const edited = await call(admin, 'PATCH', `/api/rate-card/catalog/${item.id}`, { unitCostCents: 64_000 });
    expect(edited.status).toBe(200);
    expect((await onlyEntry({ action: 'catalog.item_updated', targetId: item.id })).changes).toEqual({
      unitCostCents: { before: 0, after: 64_000 },
    });
    expect((await call(admin, 'POST', `/api/rate-card/catalog/${item.id}/archive`)).status).toBe(200);
    expect((await onlyEntry({ action: 'catalog.item_deleted', targetId: item.id })).metadata).toEqual({
      archived: true,
    });

    const csv = ['Name,SKU,Unit price', 'Switch 24,SW-24,749', 'Access point,AP-1,199', 'Desk phone,T54W,219'].join(
      '\n',
    );
    const dryRun = await call(admin, 'POST', '/api/rate-card/catalog/import', { csv, dryRun: true });
    expect(dryRun.status).toBe(200);
    const imported = await call(admin, 'POST', '/api/rate-card/catalog/import', { csv, dryRun: false });
    expect(imported.status, imported.text).toBe(200);
    const entry = await onlyEntry({ action: 'catalog.item_created', targetId: tenant.id });
    expect(entry).toMatchObject({
      targetType: 'catalog',
      metadata: { imported: 3, created: 3, updated: 0 },
      changes: null,
    });
    expectFromRequest(entry, imported);
    // A file with errors is refused whole (422) and records nothing.
    const bad = await call(admin, 'POST', '/api/rate-card/catalog/import', {
      csv: 'Name,Unit price\n,abc',
      dryRun: false,
    });
    expect(bad.status).toBe(422);
    expect(await entries({ action: 'catalog.item_created', tenantId: tenant.id })).toHaveLength(2);
  });

  it('records what an API key changes as that key', async () => {
    const { tenant, admin } = await workspace();
    const made = await call(admin, 'POST', '/api/api-keys', { name: 'CRM sync', scopes: ['catalog:write'] });
    expect(made.status, made.text).toBe(201);
    const { key, secret } = made.json<CreatedApiKey>();
    const response = await h.app.request('/api/v1/catalog-items', {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Managed backup',
        kind: 'recurring_service',
        frequency: 'monthly',
        unitPriceCents: 4_500,
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const item = (await response.json()) as CatalogItemView;
    const entry = await onlyEntry({ action: 'catalog.item_created', targetId: item.id });
    expect(entry).toMatchObject({
      tenantId: tenant.id,
      actorKind: 'api_key',
      actorUserId: null,
      actorApiKeyId: key.id,
      actorLabel: 'API key "CRM sync"',
    });
    expect(JSON.stringify(await allOf(tenant.id))).not.toContain(secret);
  });
});

describe('templates', () => {
  const body = (name: string) => ({ name, category: 'Microsoft 365', document: sampleTemplateDocument() });

  it('records a template created, changed (with the version it made), restored and deleted', async () => {
    const { tenant, admin } = await workspace();
    const created = await call(admin, 'POST', '/api/templates', body('M365 migration'));
    expect(created.status, created.text).toBe(201);
    const v1 = created.json<TemplateDetail>();
    const added = await onlyEntry({ action: 'template.created', targetId: v1.id });
    expect(added).toMatchObject({
      tenantId: tenant.id,
      targetType: 'template',
      targetLabel: 'M365 migration',
      metadata: { versionNo: 1, scope: 'workspace', origin: 'new' },
    });
    expect(added.changes).toMatchObject({ name: { before: null, after: 'M365 migration' } });
    expectFromRequest(added, created);

    const doc = v1.document;
    const renamed = {
      ...doc,
      content: { ...doc.content, sections: doc.content.sections.map((s) => ({ ...s, name: 'Cutover' })) },
    };
    const saved = await call(admin, 'PUT', `/api/templates/${v1.id}`, {
      name: 'M365 tenant migration',
      document: renamed,
      baseVersion: 1,
    });
    expect(saved.status, saved.text).toBe(200);
    const update = await onlyEntry({ action: 'template.updated', targetId: v1.id });
    expect(update).toMatchObject({
      targetLabel: 'M365 tenant migration',
      metadata: { versionNo: 2, previousVersionNo: 1 },
      changes: { name: { before: 'M365 migration', after: 'M365 tenant migration' } },
    });
    expect(update.changes!.document).toMatchObject({ before: { versionNo: 1 }, after: { versionNo: 2 } });
    expectActor(update, admin);
    expectFromRequest(update, saved);

    // A stale save (409) records nothing.
    const stale = await call(admin, 'PUT', `/api/templates/${v1.id}`, { ...body('Stale'), baseVersion: 1 });
    expect(stale.status).toBe(409);
    expect(await entries({ action: 'template.updated', targetId: v1.id })).toHaveLength(1);

    const restored = await call(admin, 'POST', `/api/templates/${v1.id}/versions/1/restore`, { baseVersion: 2 });
    expect(restored.status, restored.text).toBe(200);
    const restore = await onlyEntry({ action: 'template.restored', targetId: v1.id });
    expect(restore.metadata).toMatchObject({ versionNo: 3, fromVersion: 1, previousVersionNo: 2 });
    expect(restore.changes).toMatchObject({ name: { before: 'M365 tenant migration', after: 'M365 migration' } });

    const deleted = await call(admin, 'DELETE', `/api/templates/${v1.id}`);
    expect(deleted.status).toBe(204);
    const removal = await onlyEntry({ action: 'template.deleted', targetId: v1.id });
    expect(removal).toMatchObject({ targetLabel: 'M365 migration', metadata: { versionNo: 3 } });
    expect(removal.changes).toMatchObject({ name: { before: 'M365 migration', after: null } });
  });

  it('records a global template edited by a super admin with no workspace', async () => {
    const admin = await member(null, 'super_admin');
    const created = await call(admin, 'POST', '/api/templates', body(`Global baseline ${CANARY}`));
    expect(created.status, created.text).toBe(201);
    const template = created.json<TemplateDetail>();
    const entry = await onlyEntry({ action: 'template.created', targetId: template.id });
    expect(entry).toMatchObject({ tenantId: null, metadata: { scope: 'global', versionNo: 1 } });
    expectActor(entry, admin, 'super_admin');
    const published = await call(admin, 'POST', `/api/templates/${template.id}/publish`);
    expect(published.status).toBe(200);
    const change = await onlyEntry({ action: 'template.updated', targetId: template.id });
    expect(change).toMatchObject({ tenantId: null, changes: { published: { before: false, after: true } } });
  });
});

describe('API keys, webhooks and PSA connections', () => {
  it('records an API key created, rotated and revoked: name and scopes, never the key or its hash', async () => {
    const { tenant, admin } = await workspace();
    const created = await call(admin, 'POST', '/api/api-keys', { name: 'Zapier', scopes: ['quotes:read'] });
    expect(created.status, created.text).toBe(201);
    const first = created.json<CreatedApiKey>();
    const made = await onlyEntry({ action: 'api_key.created', targetId: first.key.id });
    expect(made).toMatchObject({
      tenantId: tenant.id,
      targetType: 'api_key',
      targetLabel: 'Zapier',
      changes: { scopes: { before: null, after: ['quotes:read'] } },
    });
    expectActor(made, admin);
    expectFromRequest(made, created);

    const rotated = await call(admin, 'POST', `/api/api-keys/${first.key.id}/rotate`, { overlapHours: 0 });
    expect(rotated.status, rotated.text).toBe(201);
    const second = rotated.json<CreatedApiKey>();
    const rotation = await onlyEntry({ action: 'api_key.rotated', targetId: first.key.id });
    expect(rotation.metadata).toMatchObject({ newKeyId: second.key.id, overlapHours: 0, scopes: ['quotes:read'] });

    const revoked = await call(admin, 'POST', `/api/api-keys/${second.key.id}/revoke`);
    expect(revoked.status).toBe(200);
    expectFromRequest(await onlyEntry({ action: 'api_key.revoked', targetId: second.key.id }), revoked);
    // Revoking again changes nothing and records nothing; a revoked key cannot be rotated (409).
    expect((await call(admin, 'POST', `/api/api-keys/${second.key.id}/revoke`)).status).toBe(200);
    expect((await call(admin, 'POST', `/api/api-keys/${second.key.id}/rotate`, { overlapHours: 0 })).status).toBe(409);
    expect((await allOf(tenant.id)).map((e) => e.action).filter((action) => action.startsWith('api_key.'))).toEqual([
      'api_key.created',
      'api_key.rotated',
      'api_key.revoked',
    ]);
  });

  it('records webhook endpoints; the signing secret only ever reads [changed]', async () => {
    const { tenant, admin } = await workspace();
    const url = `http://${WEBHOOK_HOST}/crm`;
    const created = await call(admin, 'POST', '/api/webhooks', { url, events: ['quote.accepted'] });
    expect(created.status, created.text).toBe(201);
    const { endpoint, secret } = created.json<{ endpoint: { id: string }; secret: string }>();
    const made = await onlyEntry({ action: 'webhook.created', targetId: endpoint.id });
    expect(made).toMatchObject({
      tenantId: tenant.id,
      targetType: 'webhook_endpoint',
      targetLabel: url,
      changes: {
        url: { before: null, after: url },
        events: { before: null, after: ['quote.accepted'] },
        secret: { before: REDACTED_CHANGE, after: REDACTED_CHANGE },
      },
    });
    expectFromRequest(made, created);

    const changed = await call(admin, 'PATCH', `/api/webhooks/${endpoint.id}`, { enabled: false });
    expect(changed.status).toBe(200);
    expect((await onlyEntry({ action: 'webhook.updated', targetId: endpoint.id })).changes).toEqual({
      status: { before: 'enabled', after: 'disabled' },
    });
    // A URL the outbound rules refuse is a 422 and records nothing.
    const refused = await call(admin, 'PATCH', `/api/webhooks/${endpoint.id}`, { url: 'http://10.0.0.1/x' });
    expect(refused.status).toBe(422);
    expect(await entries({ action: 'webhook.updated', targetId: endpoint.id })).toHaveLength(1);

    const rotated = await call(admin, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const newSecret = rotated.json<{ secret: string }>().secret;
    const rotation = await onlyEntry({ action: 'webhook.secret_rotated', targetId: endpoint.id });
    expect(rotation.changes).toEqual({ secret: { before: REDACTED_CHANGE, after: REDACTED_CHANGE } });

    expect((await call(admin, 'DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await onlyEntry({ action: 'webhook.deleted', targetId: endpoint.id })).changes).toMatchObject({
      url: { before: url, after: null },
    });
    const text = JSON.stringify(await allOf(tenant.id));
    for (const value of [secret, newSecret]) expect(text).not.toContain(value);
  });

  it('records a PSA connection connected, re-keyed, changed and disconnected; credentials only as [changed]', async () => {
    const { tenant, admin } = await premium();
    const credentials = {
      site: CW_SITE,
      companyId: cw.state.credentials.companyId,
      publicKey: cw.state.credentials.publicKey,
      privateKey: PSA_PRIVATE_KEY,
      clientId: cw.state.credentials.clientId,
    };
    // Credentials the PSA refuses are not saved and not recorded.
    const wrong = await call(admin, 'PUT', '/api/integrations/connectwise', { ...credentials, privateKey: 'nope' });
    expect(wrong.status).toBeGreaterThanOrEqual(400);
    expect(await entries({ tenantId: tenant.id })).toEqual([]);

    const connected = await call(admin, 'PUT', '/api/integrations/connectwise', credentials);
    expect(connected.status, connected.text).toBe(201);
    const connection = connected.json<{ id: string; lockVersion: number }>();
    const made = await onlyEntry({ action: 'integration.connected', tenantId: tenant.id });
    expect(made).toMatchObject({
      targetType: 'integration',
      targetId: connection.id,
      metadata: { provider: 'connectwise' },
    });
    expect(made.targetLabel).toMatch(/^ConnectWise PSA · Northwind MSP/);
    expect(made.changes).toMatchObject({
      site: { before: null, after: CW_SITE },
      publicKey: { before: null, after: credentials.publicKey },
      privateKey: { before: REDACTED_CHANGE, after: REDACTED_CHANGE },
    });
    expectActor(made, admin);
    expectFromRequest(made, connected);

    cw.state.credentials.privateKey = PSA_ROTATED_KEY;
    const rekeyed = await call(admin, 'PUT', '/api/integrations/connectwise', {
      ...credentials,
      privateKey: PSA_ROTATED_KEY,
    });
    expect(rekeyed.status, rekeyed.text).toBe(200);
    const update = await onlyEntry({ action: 'integration.updated', tenantId: tenant.id });
    expect(update.changes).toEqual({ privateKey: { before: REDACTED_CHANGE, after: REDACTED_CHANGE } });
    expect(update.metadata).toMatchObject({ credentials: true });

    const { lockVersion } = rekeyed.json<{ lockVersion: number }>();
    const settings = await call(admin, 'PATCH', '/api/integrations/connectwise', {
      lockVersion,
      settings: { pushOnAcceptance: true },
    });
    expect(settings.status, settings.text).toBe(200);
    const changes = (await entries({ action: 'integration.updated', tenantId: tenant.id })).map((e) => e.changes);
    expect(changes[1]).toEqual({ pushOnAcceptance: { before: false, after: true } });
    // A stale lock version (409) records nothing.
    const stale = await call(admin, 'PATCH', '/api/integrations/connectwise', {
      lockVersion,
      settings: { pushOnAcceptance: false },
    });
    expect(stale.status).toBe(409);
    expect(await entries({ action: 'integration.updated', tenantId: tenant.id })).toHaveLength(2);

    expect((await call(admin, 'DELETE', '/api/integrations/connectwise')).status).toBe(204);
    const gone = await onlyEntry({ action: 'integration.disconnected', tenantId: tenant.id });
    expect(gone.changes).toMatchObject({ account: { before: { site: CW_SITE }, after: null } });
  });
});

describe('platform', () => {
  it('records an email template change by a super admin, with no workspace', async () => {
    const admin = await member(null, 'super_admin');
    const [row] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(emailTemplates).where(eq(emailTemplates.alias, 'password_reset')),
    );
    const detail = (await call(admin, 'GET', `/api/email-templates/${row!.id}`)).json<{
      subject: string;
      htmlBody: string;
      textBody: string;
      versionNo: number;
    }>();
    const saved = await call(admin, 'PUT', `/api/email-templates/${row!.id}`, {
      subject: `Reset your password ${CANARY}`,
      htmlBody: detail.htmlBody,
      textBody: detail.textBody,
      baseVersionNo: detail.versionNo,
    });
    expect(saved.status, saved.text).toBe(200);
    const entry = await onlyEntry({ action: 'platform.email_template_updated', targetId: row!.id });
    expect(entry).toMatchObject({
      tenantId: null,
      targetType: 'email_template',
      changes: { subject: { before: detail.subject, after: `Reset your password ${CANARY}` } },
      metadata: { alias: 'password_reset', versionNo: detail.versionNo + 1 },
    });
    expectActor(entry, admin, 'super_admin');
    expectFromRequest(entry, saved);
    // A stale base version (409) records nothing.
    const stale = await call(admin, 'PUT', `/api/email-templates/${row!.id}`, {
      subject: 'Stale',
      htmlBody: detail.htmlBody,
      textBody: detail.textBody,
      baseVersionNo: detail.versionNo,
    });
    expect(stale.status).toBe(409);
    expect(await entries({ action: 'platform.email_template_updated', targetId: row!.id })).toHaveLength(1);
  });

  it('records an address suppressed by hand, with the reason; a second one for the same address records nothing', async () => {
    const admin = await member(null, 'super_admin');
    const email = `by-hand-${newId().slice(0, 8)}@example.test`;
    const added = await call(admin, 'POST', '/api/platform/email-suppressions', {
      email,
      reason: 'The client asked us to stop',
    });
    expect(added.status, added.text).toBe(201);
    const { id } = added.json<{ id: string }>();
    const entry = await onlyEntry({ action: 'platform.email_suppression_added', targetId: id });
    expect(entry).toMatchObject({ tenantId: null, targetLabel: email, reason: 'The client asked us to stop' });
    expectActor(entry, admin, 'super_admin');
    expectFromRequest(entry, added);
    const again = await call(admin, 'POST', '/api/platform/email-suppressions', { email, reason: 'Twice' });
    expect(again.status).toBe(409);
    expect(await entries({ action: 'platform.email_suppression_added', actorUserId: admin.user.id })).toHaveLength(1);
  });

  it('records a suppression lifted, with the reason', async () => {
    const admin = await member(null, 'super_admin');
    const id = newId();
    const email = `bounced-${CANARY}@example.test`;
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx.insert(emailSuppressions).values({ id, email, reason: 'hard_bounce' }),
    );
    const lifted = await call(admin, 'POST', `/api/platform/email-suppressions/${id}/lift`, {
      reason: 'The client fixed their mailbox',
    });
    expect(lifted.status, lifted.text).toBe(200);
    const entry = await onlyEntry({ action: 'platform.email_suppression_lifted', targetId: id });
    expect(entry).toMatchObject({ tenantId: null, targetLabel: email, reason: 'The client fixed their mailbox' });
    expectActor(entry, admin, 'super_admin');
    expect((await call(admin, 'POST', `/api/platform/email-suppressions/${id}/lift`, { reason: 'again' })).status).toBe(
      409,
    );
    expect(await entries({ action: 'platform.email_suppression_lifted', targetId: id })).toHaveLength(1);
  });
});

describe('canary: what the log never holds', () => {
  it('holds no password, API key, key hash, webhook secret or PSA secret anywhere', async () => {
    // A password typed (wrong, then right), changed; an API key made and used.
    const { tenant } = await workspace();
    const person = await member(tenant, 'msp_admin');
    await givePassword(person, PASSWORD);
    const signIn = (password: string) =>
      call(null, 'POST', '/api/auth/sign-in/email', { email: person.user.email, password });
    expect((await signIn(NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(PASSWORD)).status).toBe(200);
    const changed = await call(person, 'POST', '/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
      revokeOtherSessions: true,
    });
    expect(changed.status).toBe(200);
    const admin = await member(tenant, 'msp_admin');
    const made = await call(admin, 'POST', '/api/api-keys', { name: 'Canary key', scopes: ['quotes:read'] });
    const { secret } = made.json<CreatedApiKey>();
    const used = await h.app.request('/api/v1/quotes', {
      headers: { Authorization: `Bearer ${secret}`, Origin: APP_URL },
    });
    expect(used.status).toBe(200);
    const [stored] = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select({ hash: apiKeys.hash }).from(apiKeys).where(eq(apiKeys.tenantId, tenant.id)),
    );

    const text = await wholeLogText();
    expect(text).toContain('auth.password_changed');
    expect(text).toContain('integration.connected');
    for (const value of [PASSWORD, NEW_PASSWORD, secret, stored!.hash, PSA_PRIVATE_KEY, PSA_ROTATED_KEY]) {
      expect(text).not.toContain(value);
    }
    expect(text).not.toMatch(/scopewright\.session_token|whsec_/);
  });
});
