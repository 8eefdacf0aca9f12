import { webhookDeliveries, webhookEndpoints, withPlatform } from '@scopewright/db';
import { createWebhookDelivery } from '@scopewright/db/testing';
import {
  AUTH_COPY,
  PUBLIC_API_COPY,
  WEBHOOK_EVENT_TYPES,
  type CreatedWebhookEndpoint,
  type WebhookDeliveryDetail,
  type WebhookDeliveryPage,
  type WebhookEndpointSummary,
} from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookEndpointList } from './list-webhook-endpoints';
import { startWebhookHarness, type ErrorJson, type WebhookHarness } from './webhook-harness.test-helpers';

let h: WebhookHarness;
const secrets: string[] = [];
beforeAll(async () => {
  h = await startWebhookHarness();
}, 60_000);
afterAll(() => h?.close());

const rowsOf = (tenantId: string) =>
  withPlatform({ db: h.owner.db }, async (tx) => ({
    endpoints: await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.tenantId, tenantId)),
    deliveries: await tx.select().from(webhookDeliveries).where(eq(webhookDeliveries.tenantId, tenantId)),
  }));

describe('managing endpoints', () => {
  it('creates, lists, reads, changes and deletes an endpoint; the secret is shown at creation only', async () => {
    const { tenant, admin } = await h.workspace();
    const created = await h.call(admin, 'POST', '/api/webhooks', {
      url: h.receiver.url('/crm'),
      events: ['quote.accepted', 'quote.sent', 'quote.accepted'],
      description: 'CRM sync',
    });
    expect(created.status, created.text).toBe(201);
    const { endpoint, secret } = created.json<CreatedWebhookEndpoint>();
    secrets.push(secret);
    expect(secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({
      url: h.receiver.url('/crm'),
      description: 'CRM sync',
      events: ['quote.accepted', 'quote.sent'],
      status: 'enabled',
      disabledReason: null,
      consecutiveFailures: 0,
      secretStart: secret.slice(0, 10),
    });
    const [row] = (await rowsOf(tenant.id)).endpoints;
    expect(row!.secretSealed).not.toContain(secret.slice(6));
    expect(row!.createdBy).toBe(admin.userId);

    const list = await h.call(admin, 'GET', '/api/webhooks');
    expect(list.json<WebhookEndpointList>().items).toEqual([endpoint]);
    expect(list.json<WebhookEndpointList>().events.map((e) => e.type)).toEqual(WEBHOOK_EVENT_TYPES);
    expect(list.json<WebhookEndpointList>().events[0]).toEqual({
      type: 'quote.created',
      description: 'A quote was created.',
    });
    const read = await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}`);
    for (const response of [list, read]) expect(response.text).not.toContain(secret);

    const changed = await h.call(admin, 'PATCH', `/api/webhooks/${endpoint.id}`, {
      events: ['client.created'],
      description: 'Clients only',
      enabled: false,
    });
    expect(changed.json<WebhookEndpointSummary>()).toMatchObject({
      events: ['client.created'],
      description: 'Clients only',
      status: 'disabled',
    });
    expect((await h.call(admin, 'DELETE', `/api/webhooks/${endpoint.id}`)).status).toBe(204);
    expect((await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}`)).status).toBe(404);
    expect(await rowsOf(tenant.id)).toEqual({ endpoints: [], deliveries: [] });
  });

  it('turning an endpoint off ends its queued deliveries as failed; they can be replayed later', async () => {
    const { tenant, admin } = await h.workspace();
    const { endpoint } = await h.endpoint(admin, '/off');
    const queued = await createWebhookDelivery(h.owner.db, tenant.id, endpoint.id, {
      status: 'pending',
      attemptCount: 0,
      nextAttemptAt: new Date(Date.now() + 3_600_000),
      deliveredAt: null,
    });
    await h.call(admin, 'PATCH', `/api/webhooks/${endpoint.id}`, { enabled: false });
    const detail = await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries/${queued.id}`);
    expect(detail.json<WebhookDeliveryDetail>()).toMatchObject({
      status: 'failed',
      lastError: PUBLIC_API_COPY.webhookSwitchedOff,
    });
  });
});

describe('validation', () => {
  it('refuses unknown fields (400), no events, an unknown event and a malformed URL (422 naming the field)', async () => {
    const { tenant, admin } = await h.workspace();
    const url = h.receiver.url('/v');
    const extra = await h.call(admin, 'POST', '/api/webhooks', { url, events: ['quote.sent'], tenantId: tenant.id });
    expect(extra.status).toBe(400);
    const cases: [unknown, string, string][] = [
      [{ url, events: [] }, 'events', PUBLIC_API_COPY.eventsRequired],
      [{ url: 'not a url', events: ['quote.sent'] }, 'url', PUBLIC_API_COPY.urlInvalid],
    ];
    for (const [body, path, message] of cases) {
      const response = await h.call(admin, 'POST', '/api/webhooks', body);
      expect(response.status).toBe(422);
      expect(response.json<ErrorJson>().error.details).toEqual([{ path, message }]);
    }
    const unknownEvent = await h.call(admin, 'POST', '/api/webhooks', { url, events: ['invoice.paid'] });
    expect(unknownEvent.status).toBe(422);
    expect(unknownEvent.json<ErrorJson>().error.details).toMatchObject([{ path: 'events.0' }]);
    const badPatch = await h.call(admin, 'PATCH', `/api/webhooks/${(await h.endpoint(admin, '/v')).endpoint.id}`, {
      url: 'https://10.0.0.8/hooks',
    });
    expect(badPatch.json<ErrorJson>().error.details).toEqual([
      { path: 'url', message: 'The address 10.0.0.8 is a private network address, which is not allowed' },
    ]);
    expect((await rowsOf(tenant.id)).endpoints.map((e) => e.url)).toEqual([url]);
  });

  it('allows 20 endpoints per workspace', async () => {
    const { tenant, admin } = await h.workspace();
    for (let i = 0; i < 20; i += 1) await h.endpoint(admin, `/many-${i}`);
    const over = await h.call(admin, 'POST', '/api/webhooks', { url: h.receiver.url('/x'), events: ['quote.sent'] });
    expect(over.status).toBe(422);
    expect(over.json<ErrorJson>().error.message).toBe(PUBLIC_API_COPY.webhookEndpointLimit(20));
    expect((await rowsOf(tenant.id)).endpoints).toHaveLength(20);
  });
});

describe('the delivery log', () => {
  it('pages newest first, 50 at a time, filters by status, and shows one delivery with its attempts', async () => {
    const { tenant, admin } = await h.workspace();
    const { endpoint } = await h.endpoint(admin, '/log');
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 55; i += 1) {
      await createWebhookDelivery(h.owner.db, tenant.id, endpoint.id, {
        createdAt: new Date(base + i * 1000),
        ...(i % 5 === 0 ? { status: 'failed', deliveredAt: null, lastResponseStatus: 500, lastError: 'boom' } : {}),
      });
    }
    const first = (await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries`)).json<WebhookDeliveryPage>();
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.createdAt).toBe(new Date(base + 54_000).toISOString());
    const second = (
      await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries?cursor=${first.nextCursor}`)
    ).json<WebhookDeliveryPage>();
    expect(second).toMatchObject({ nextCursor: null });
    expect(new Set([...first.items, ...second.items].map((d) => d.id)).size).toBe(55);
    const failed = (
      await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries?status=failed`)
    ).json<WebhookDeliveryPage>();
    expect(failed.items).toHaveLength(11);
    expect(failed.items.every((d) => d.status === 'failed' && d.lastError === 'boom')).toBe(true);
    expect((await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries?cursor=nope`)).status).toBe(422);
    expect((await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries?status=lost`)).status).toBe(422);

    const detail = await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries/${first.items[0]!.id}`);
    expect(detail.json<WebhookDeliveryDetail>()).toMatchObject({
      id: first.items[0]!.id,
      payload: { type: 'quote.sent' },
      attempts: [{ attemptNo: 1, trigger: 'automatic', responseStatus: 200, succeeded: true, durationMs: 12 }],
    });
  });
});

describe('access', () => {
  it('answers an admin of a plan without API access with the upgrade message', async () => {
    const { admin } = await h.workspace({ activeTier: 'essentials', selectedTier: 'essentials' });
    for (const [method, path] of [
      ['GET', '/api/webhooks'],
      ['POST', '/api/webhooks'],
    ] as const) {
      const response = await h.call(
        admin,
        method,
        path,
        method === 'POST' ? { url: 'https://x.example/h' } : undefined,
      );
      expect(response.status).toBe(403);
      expect(response.json<ErrorJson>().error).toMatchObject({
        message: AUTH_COPY.tierUpgrade('Essentials', 'API access'),
        details: { reason: 'plan-upgrade' },
      });
    }
  });

  it('refuses a member who is not an admin, and a visitor who is not signed in', async () => {
    const { tenant } = await h.workspace();
    const user = await h.member(tenant, 'msp_user');
    expect((await h.call(user, 'GET', '/api/webhooks')).status).toBe(403);
    expect(
      (await h.call(user, 'POST', '/api/webhooks', { url: h.receiver.url('/u'), events: ['quote.sent'] })).status,
    ).toBe(403);
    expect((await h.call(null, 'GET', '/api/webhooks')).status).toBe(401);
    expect((await rowsOf(tenant.id)).endpoints).toEqual([]);
  });

  it("never reaches another workspace's endpoint or deliveries: 404, and nothing changes", async () => {
    const a = await h.workspace();
    const b = await h.workspace();
    const { endpoint } = await h.endpoint(a.admin, '/a-only');
    const delivery = await createWebhookDelivery(h.owner.db, a.tenant.id, endpoint.id);
    const before = await rowsOf(a.tenant.id);
    const id = endpoint.id;
    for (const [method, path, body] of [
      ['GET', `/api/webhooks/${id}`],
      ['PATCH', `/api/webhooks/${id}`, { enabled: false }],
      ['DELETE', `/api/webhooks/${id}`],
      ['POST', `/api/webhooks/${id}/rotate-secret`],
      ['POST', `/api/webhooks/${id}/test`],
      ['GET', `/api/webhooks/${id}/deliveries`],
      ['GET', `/api/webhooks/${id}/deliveries/${delivery.id}`],
      ['POST', `/api/webhooks/${id}/deliveries/${delivery.id}/replay`],
    ] as const) {
      const response = await h.call(b.admin, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.text).not.toContain(a.tenant.id);
    }
    expect((await h.call(b.admin, 'GET', '/api/webhooks')).json<WebhookEndpointList>().items).toEqual([]);
    expect(await rowsOf(a.tenant.id)).toEqual(before);
  });

  it('never writes a signing secret to the logs', () => {
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(h.log.text()).not.toContain(secret.slice(6));
  });
});
