import { createScopewrightClient, type ScopewrightClient } from '@scopewright/api-client';
import { insertWorkspaceDefaults, withTenant } from '@scopewright/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueApiKey } from '../../testing/api-keys';
import { publicCaller, typedAcceptance } from '../public-quotes/public-quote.test-helpers';
import { startWebhookHarness, type WebhookHarness } from '../webhooks/webhook-harness.test-helpers';
import { verifyWebhook, waitFor } from '../webhooks/webhooks.test-helpers';

let h: WebhookHarness;
beforeAll(async () => {
  h = await startWebhookHarness();
});
afterAll(() => h?.close());

/** The typed client of the public API (packages/api-client), talking to the app in process. */
const clientFor = (apiKey: string): ScopewrightClient =>
  createScopewrightClient({
    baseUrl: 'http://localhost:3000',
    apiKey,
    fetch: (request) => Promise.resolve(h.app.request(request)),
  });

describe('the public API end to end, with a key and the typed client', () => {
  it('creates a client, has the engine write a quote, sends it; the client accepts; signed webhooks arrive', async () => {
    const { tenant } = await h.workspace();
    // The rate card and pipeline a new workspace starts with (sign-up writes the same).
    await withTenant({ db: h.owner.db, tenantId: tenant.id }, (tx) => insertWorkspaceDefaults(tx, tenant.id));
    const key = await issueApiKey(h.owner.db, tenant.id, {
      scopes: ['clients:write', 'quotes:write', 'webhooks:write'],
    });
    const api = clientFor(key.secret);

    const hook = await api.POST('/api/v1/webhook-endpoints', {
      body: { url: h.receiver.url('/journey'), events: ['quote.sent', 'quote.accepted'], description: 'CRM' },
    });
    expect(hook.response.status, JSON.stringify(hook.error)).toBe(201);
    const secret = hook.data!.secret;
    expect(secret).toMatch(/^whsec_/);

    const client = await api.POST('/api/v1/clients', {
      body: {
        name: 'Contoso Dental',
        contact: { firstName: 'Dana', lastName: 'Client', email: 'dana@contoso.example' },
      },
      headers: { 'Idempotency-Key': 'journey-client-1' },
    });
    expect(client.response.status, JSON.stringify(client.error)).toBe(201);

    const made = await api.POST('/api/v1/quotes/from-description', {
      body: {
        clientId: client.data!.id,
        description: 'Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for 30 laptops',
      },
    });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const { quote, scoping } = made.data!;
    // The title is the description's first sentence, cut to 80 characters.
    expect(quote.title).toBe('Migrate 45 users from Google Workspace to Microsoft 365 and set up Intune for…');
    expect(quote.version.content.sections.length).toBeGreaterThan(1);
    expect(quote.version.totals.laborMinutes).toBe(Math.round(scoping.totalHours * 60));
    expect(quote.version.totals.oneTime.totalCents).toBeGreaterThan(0);
    expect(scoping.totalHours).toBeGreaterThan(0);
    const lines = quote.version.content.sections.flatMap((section) => section.lines);
    expect(lines.every((line) => line.source === 'ai' && line.sourceRef === scoping.runId)).toBe(true);

    // A key acts as its workspace: no person is credited, the key is.
    const activity = await api.GET('/api/v1/quotes/{id}/activity', { params: { path: { id: quote.id } } });
    expect(activity.data?.find((entry) => entry.type === 'created')).toMatchObject({
      actor: null,
      apiKey: { id: key.id, name: 'Test key' },
    });

    const sent = await api.POST('/api/v1/quotes/{id}/send', {
      params: { path: { id: quote.id } },
      body: { lockVersion: quote.version.lockVersion },
    });
    expect(sent.response.status, JSON.stringify(sent.error)).toBe(200);
    const token = new URL(sent.data!.share.url).pathname.split('/').pop()!;

    const accepted = await publicCaller(h.app)('POST', `/api/public/quotes/${token}/accept`, typedAcceptance());
    expect(accepted.status, await accepted.clone().text()).toBe(200);

    const received = await waitFor(() => {
      const hits = h.receiver.received.filter((r) => r.path === '/journey');
      return hits.length >= 2 ? hits : undefined;
    });
    const events = received.map((r) => verifyWebhook(secret, r));
    expect(events.map((e) => e.type).sort()).toEqual(['quote.accepted', 'quote.sent']);
    for (const event of events) expect(event.data).toMatchObject({ id: quote.id, number: quote.number });
    expect(new Set(received.map((r) => r.headers['webhook-id'])).size).toBe(2);
  });
});
