import { webhookEndpoints, withPlatform, withTenant } from '@scopewright/db';
import { createClient, createQuote } from '@scopewright/db/testing';
import { PUBLIC_API_COPY, type CreatedWebhookEndpoint, type WebhookDeliverySummary } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptThroughLink } from '../quote-acceptance/quote-acceptance.test-helpers';
import { recordWebhookEvent, recordWebhookEvents } from './record-webhook-event';
import { clientEvent } from './webhook-event-data';
import { startWebhookHarness, type ErrorJson, type WebhookHarness } from './webhook-harness.test-helpers';
import { verifyWebhook, waitFor } from './webhooks.test-helpers';

let h: WebhookHarness;
beforeAll(async () => {
  h = await startWebhookHarness();
}, 60_000);
afterAll(() => h?.close());

const newClient = (admin: { cookie: string; userId: string }, name: string) =>
  h.call(admin, 'POST', '/api/clients', { name, type: 'customer' });
const settled = (endpointId: string, count = 1) =>
  waitFor(async () => {
    const rows = await h.deliveriesOf(endpointId);
    return rows.length >= count && rows.every((row) => row.status !== 'pending') && rows;
  });

describe('the transactional outbox', () => {
  it('a committed change reaches the receiver signed; a rolled-back one is never sent', async () => {
    const { tenant, admin } = await h.workspace();
    const { endpoint, secret } = await h.endpoint(admin, '/outbox');
    await expect(
      withTenant({ db: h.database.db, tenantId: tenant.id }, async (tx) => {
        await recordWebhookEvent(tx, tenant.id, clientEvent('client.created', { id: tenant.id, name: 'Ghost' }));
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');

    const created = await newClient(admin, 'Acme Dental');
    expect(created.status, created.text).toBe(201);
    const [delivery] = await settled(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 1, eventType: 'client.created' });
    const received = h.receiver.at('/outbox');
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['webhook-id']).toBe(delivery!.messageId);
    expect(delivery!.messageId).toMatch(/^msg_[0-9a-f]{32}$/);
    const event = verifyWebhook(secret, received[0]!);
    expect(event).toEqual({
      type: 'client.created',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      data: { id: created.json<{ id: string }>().id, name: 'Acme Dental', archived: false },
    });
    expect(await h.attemptsOf(delivery!.id)).toMatchObject([
      {
        attemptNo: 1,
        trigger: 'automatic',
        responseStatus: 200,
        succeeded: true,
        responseExcerpt: '{"received":true}',
      },
    ]);
  });

  it('writes one delivery per subscribed, enabled endpoint, sharing the message id', async () => {
    const { tenant, admin } = await h.workspace();
    const a = await h.endpoint(admin, '/fan-a', ['client.created', 'client.updated']);
    const b = await h.endpoint(admin, '/fan-b', ['client.created']);
    const notSubscribed = await h.endpoint(admin, '/fan-c', ['quote.sent']);
    const off = await h.endpoint(admin, '/fan-d', ['client.created']);
    await h.call(admin, 'PATCH', `/api/webhooks/${off.endpoint.id}`, { enabled: false });
    await newClient(admin, 'Fan Out Ltd');
    const [[first], [second]] = await Promise.all([settled(a.endpoint.id), settled(b.endpoint.id)]);
    expect(first!.messageId).toBe(second!.messageId);
    expect(await h.deliveriesOf(notSubscribed.endpoint.id)).toEqual([]);
    expect(await h.deliveriesOf(off.endpoint.id)).toEqual([]);
    expect(verifyWebhook(a.secret, h.receiver.at('/fan-a')[0]!).type).toBe('client.created');
    expect(verifyWebhook(b.secret, h.receiver.at('/fan-b')[0]!).type).toBe('client.created');
    void tenant;
  });

  it('costs a workspace without endpoints one index probe (well under a millisecond)', async () => {
    const { tenant } = await h.workspace();
    const runs = 300;
    const elapsed = await withTenant({ db: h.database.db, tenantId: tenant.id }, async (tx) => {
      const event = clientEvent('client.updated', { id: tenant.id, name: 'Nobody listens' });
      await recordWebhookEvent(tx, tenant.id, event);
      const started = performance.now();
      for (let i = 0; i < runs; i += 1) expect(await recordWebhookEvent(tx, tenant.id, event)).toBe(0);
      return performance.now() - started;
    });
    expect(elapsed / runs).toBeLessThan(1);
  });
});

describe('retries', () => {
  it('retries a 500 and a 429 (waiting its Retry-After), then succeeds; same webhook-id each time', async () => {
    const { admin } = await h.workspace();
    h.receiver.on('/flaky', (n) =>
      n === 1
        ? { status: 500, body: 'database down' }
        : n === 2
          ? { status: 429, headers: { 'retry-after': '1' } }
          : { status: 204 },
    );
    const { endpoint, secret } = await h.endpoint(admin, '/flaky');
    await newClient(admin, 'Flaky Receiver Inc');
    const [delivery] = await settled(endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attemptCount: 3, lastResponseStatus: 204, lastError: null });
    const attempts = await h.attemptsOf(delivery!.id);
    expect(attempts.map((a) => [a.attemptNo, a.responseStatus, a.succeeded, a.error])).toEqual([
      [1, 500, false, 'The endpoint answered 500'],
      [2, 429, false, 'The endpoint answered 429'],
      [3, 204, true, null],
    ]);
    expect(attempts[0]!.responseExcerpt).toBe('database down');
    const received = h.receiver.at('/flaky');
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(new Set([delivery!.messageId]));
    for (const r of received) expect(verifyWebhook(secret, r).type).toBe('client.created');
    expect(received[1]!.at - received[0]!.at).toBeGreaterThanOrEqual(250);
    expect(received[2]!.at - received[1]!.at).toBeGreaterThanOrEqual(950);
    expect(await h.endpointRow(endpoint.id)).toMatchObject({ consecutiveFailures: 0, failingSince: null });
  });

  it('after the last retry the delivery fails, and the endpoint counts one failed delivery', async () => {
    const { admin } = await h.workspace();
    h.receiver.on('/down', () => ({ status: 503 }));
    const { endpoint } = await h.endpoint(admin, '/down');
    await newClient(admin, 'Down Receiver Inc');
    const [delivery] = await settled(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 4, nextAttemptAt: null, deliveredAt: null });
    expect(h.receiver.at('/down')).toHaveLength(4);
    const row = await h.endpointRow(endpoint.id);
    expect(row).toMatchObject({ status: 'enabled', consecutiveFailures: 1 });
    expect(row.failingSince).toEqual(delivery!.createdAt);
  });
});

describe('switching an endpoint off', () => {
  it('410 Gone switches it off at once, queues no more, and emails the admins', async () => {
    const { tenant, admin } = await h.workspace();
    h.receiver.on('/gone?token=abc', () => ({ status: 410 }));
    const { endpoint } = await h.endpoint(admin, '/gone?token=abc');
    await newClient(admin, 'Gone Receiver Inc');
    const [delivery] = await settled(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 1, lastResponseStatus: 410 });
    expect(await h.endpointRow(endpoint.id)).toMatchObject({
      status: 'auto_disabled',
      disabledReason: PUBLIC_API_COPY.webhookGone,
    });
    await newClient(admin, 'Second Client Ltd');
    expect(await h.deliveriesOf(endpoint.id)).toHaveLength(1);
    const mail = await waitFor(() => h.smtp.messages.find((m) => m.decoded.includes(PUBLIC_API_COPY.webhookGone)));
    const adminEmail = (await h.owner.pool.query('select email from profiles where id = $1', [admin.userId])).rows[0]
      .email as string;
    expect(mail.to).toEqual([adminEmail]);
    expect(mail.decoded).toContain(`${h.receiver.url('/gone')}`);
    expect(mail.decoded).not.toContain('token=abc');
    expect(mail.decoded).toContain('/dashboard/settings/api');
    void tenant;
  });

  it('20 failed deliveries in a row over 24 hours switch it off, with an email through real SMTP', async () => {
    const { admin } = await h.workspace();
    h.receiver.on('/failing', () => ({ status: 500 }));
    const { endpoint } = await h.endpoint(admin, '/failing');
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .update(webhookEndpoints)
        .set({ consecutiveFailures: 19, failingSince: dayAgo })
        .where(eq(webhookEndpoints.id, endpoint.id)),
    );
    await newClient(admin, 'Twentieth Failure Ltd');
    await settled(endpoint.id);
    const reason = PUBLIC_API_COPY.webhookFailing(20, 24);
    expect(await h.endpointRow(endpoint.id)).toMatchObject({
      status: 'auto_disabled',
      disabledReason: reason,
      consecutiveFailures: 20,
    });
    const mail = await waitFor(() => h.smtp.messages.find((m) => m.decoded.includes(h.receiver.url('/failing'))));
    expect(mail.headers.subject).toBe('A webhook endpoint of your Scopewright workspace was switched off');
    expect(mail.decoded).toContain(reason);

    const back = await h.call(admin, 'PATCH', `/api/webhooks/${endpoint.id}`, { enabled: true });
    expect(back.json()).toMatchObject({ status: 'enabled', disabledReason: null, consecutiveFailures: 0 });
  });
});

describe('isolation between receivers', () => {
  it('a receiver that hangs is timed out and retried, and never holds up another endpoint', async () => {
    const slow = await h.workspace();
    const fast = await h.workspace();
    h.receiver.on('/hang', () => ({ hang: true }));
    const hanging = await h.endpoint(slow.admin, '/hang');
    const quick = await h.endpoint(fast.admin, '/quick');
    // More than a claim looks at: the hanging endpoint's backlog must not fill the window and starve the other.
    const backlog = Array.from({ length: 150 }, (_, i) =>
      clientEvent('client.created', { id: slow.tenant.id, name: `Slow ${i}` }),
    );
    await withTenant({ db: h.database.db, tenantId: slow.tenant.id }, (tx) =>
      recordWebhookEvents(tx, slow.tenant.id, backlog),
    );
    await waitFor(() => h.receiver.at('/hang').length >= 4);
    const started = Date.now();
    await newClient(fast.admin, 'Fast Client');
    const [delivered] = await settled(quick.endpoint.id);
    expect(delivered!.status).toBe('succeeded');
    expect(h.receiver.at('/quick')[0]!.at - started).toBeLessThan(900);
    const inFlightToHang = h.receiver.at('/hang').filter((r) => r.at <= h.receiver.at('/quick')[0]!.at).length;
    expect(inFlightToHang).toBeLessThanOrEqual(4);

    const timedOut = await waitFor(async () => {
      const rows = await h.deliveriesOf(hanging.endpoint.id);
      const attempts = rows[0] ? await h.attemptsOf(rows[0].id) : [];
      return attempts.length > 0 && attempts;
    });
    expect(timedOut[0]).toMatchObject({
      succeeded: false,
      responseStatus: null,
      error: expect.stringMatching(/^127\.0\.0\.1 did not answer within 1/),
    });
    expect((await h.deliveriesOf(hanging.endpoint.id))[0]!.status).toBe('pending');
    expect(h.receiver.maxOpen()).toBeLessThanOrEqual(16);
    await h.call(slow.admin, 'DELETE', `/api/webhooks/${hanging.endpoint.id}`);
  });
});

describe('outbound rules (promise 20)', () => {
  it('refuses at creation a URL resolving to a private address, and again at delivery after its DNS changes', async () => {
    const { admin } = await h.workspace();
    h.dns.set('hooks.partner.example', '127.0.0.1');
    const refused = await h.call(admin, 'POST', '/api/webhooks', {
      url: 'https://hooks.partner.example/scopewright',
      events: ['client.created'],
    });
    expect(refused.status).toBe(422);
    const message = 'The address hooks.partner.example resolves to a private network address, which is not allowed';
    expect(refused.json<ErrorJson>().error).toMatchObject({
      code: 'VALIDATION',
      message,
      details: [{ path: 'url', message }],
    });
    for (const [url, reason] of [
      ['http://hooks.partner.example/x', 'The address must start with https://'],
      ['https://unknown.partner.example/x', 'The address unknown.partner.example could not be found; check the URL'],
      [
        'https://169.254.169.254/latest/meta-data',
        'The address 169.254.169.254 is a private network address, which is not allowed',
      ],
      ['https://hooks.partner.example:8443/x', 'The address must use port 443'],
    ]) {
      const response = await h.call(admin, 'POST', '/api/webhooks', { url, events: ['client.created'] });
      expect(response.json<ErrorJson>().error.details, url).toEqual([{ path: 'url', message: reason }]);
    }

    h.dns.set('hooks.partner.example', '93.184.215.14');
    const accepted = await h.call(admin, 'POST', '/api/webhooks', {
      url: 'https://hooks.partner.example/scopewright',
      events: ['client.created'],
    });
    expect(accepted.status).toBe(201);
    const { endpoint } = accepted.json<CreatedWebhookEndpoint>();
    h.dns.set('hooks.partner.example', '127.0.0.1');
    await newClient(admin, 'Rebinding Ltd');
    const attempts = await waitFor(async () => {
      const [delivery] = await h.deliveriesOf(endpoint.id);
      const rows = delivery ? await h.attemptsOf(delivery.id) : [];
      return rows.length > 0 && rows;
    });
    expect(attempts[0]).toMatchObject({ succeeded: false, responseStatus: null, error: message });
    await h.call(admin, 'DELETE', `/api/webhooks/${endpoint.id}`);
  });
});

describe('secrets, tests and replays', () => {
  it('after a rotation both secrets sign for the overlap; once it ends only the new one does', async () => {
    const { admin } = await h.workspace();
    const { endpoint, secret: old } = await h.endpoint(admin, '/rotate');
    const rotated = await h.call(admin, 'POST', `/api/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.status).toBe(200);
    const { secret: fresh, endpoint: after } = rotated.json<CreatedWebhookEndpoint>();
    expect(fresh).not.toBe(old);
    expect(after.secretStart).toBe(fresh.slice(0, 10));
    const row = await h.endpointRow(endpoint.id);
    expect(row.previousSecretExpiresAt!.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    await newClient(admin, 'Rotation One');
    await settled(endpoint.id);
    const [overlap] = h.receiver.at('/rotate');
    expect(String(overlap!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyWebhook(old, overlap!).type).toBe('client.created');
    expect(verifyWebhook(fresh, overlap!).type).toBe('client.created');

    await withPlatform({ db: h.owner.db }, (tx) =>
      tx
        .update(webhookEndpoints)
        .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(webhookEndpoints.id, endpoint.id)),
    );
    await newClient(admin, 'Rotation Two');
    await settled(endpoint.id, 2);
    const [, later] = h.receiver.at('/rotate');
    expect(String(later!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verifyWebhook(old, later!)).toThrow();
    expect(verifyWebhook(fresh, later!).type).toBe('client.created');
  });

  it('a test event is sent at once, tried once, and logged as a test', async () => {
    const { admin } = await h.workspace();
    const { endpoint, secret } = await h.endpoint(admin, '/test-ok');
    const response = await h.call(admin, 'POST', `/api/webhooks/${endpoint.id}/test`);
    expect(response.status).toBe(202);
    const queued = response.json<WebhookDeliverySummary>();
    expect(queued).toMatchObject({ eventType: 'webhook.test', status: 'pending', attemptCount: 0 });
    const [delivery] = await settled(endpoint.id);
    expect(delivery).toMatchObject({ id: queued.id, status: 'succeeded' });
    expect(verifyWebhook(secret, h.receiver.at('/test-ok')[0]!)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint.id },
    });
    expect((await h.attemptsOf(queued.id)).map((a) => a.trigger)).toEqual(['test']);

    h.receiver.on('/test-fails', () => ({ status: 500 }));
    const failing = await h.endpoint(admin, '/test-fails');
    await h.call(admin, 'POST', `/api/webhooks/${failing.endpoint.id}/test`);
    const [failed] = await settled(failing.endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attemptCount: 1 });
    expect(await h.endpointRow(failing.endpoint.id)).toMatchObject({ status: 'enabled', consecutiveFailures: 0 });
  });

  it('a replay is a new try now, with the same webhook-id, logged as a replay; not while one is in flight', async () => {
    const { admin } = await h.workspace();
    const { endpoint, secret } = await h.endpoint(admin, '/replay');
    await newClient(admin, 'Replayed Client');
    const [delivery] = await settled(endpoint.id);
    const response = await h.call(admin, 'POST', `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}/replay`);
    expect(response.status).toBe(202);
    expect(response.json()).toMatchObject({ id: delivery!.id, status: 'pending' });
    await waitFor(async () => (await h.attemptsOf(delivery!.id)).length === 2);
    const received = h.receiver.at('/replay');
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([delivery!.messageId, delivery!.messageId]);
    expect(verifyWebhook(secret, received[1]!).type).toBe('client.created');
    expect((await h.attemptsOf(delivery!.id)).map((a) => [a.attemptNo, a.trigger, a.succeeded])).toEqual([
      [1, 'automatic', true],
      [2, 'replay', true],
    ]);
    const detail = await h.call(admin, 'GET', `/api/webhooks/${endpoint.id}/deliveries/${delivery!.id}`);
    expect(detail.json()).toMatchObject({
      status: 'succeeded',
      attemptCount: 2,
      attempts: [{}, { trigger: 'replay' }],
    });

    h.receiver.on('/replay-hang', () => ({ hang: true }));
    const hanging = await h.endpoint(admin, '/replay-hang');
    await newClient(admin, 'In Flight Ltd');
    await waitFor(() => h.receiver.at('/replay-hang').length === 1);
    const [inFlight] = await h.deliveriesOf(hanging.endpoint.id);
    const busy = await h.call(admin, 'POST', `/api/webhooks/${hanging.endpoint.id}/deliveries/${inFlight!.id}/replay`);
    expect(busy.status).toBe(409);
    expect(busy.json<ErrorJson>().error.message).toBe(PUBLIC_API_COPY.webhookDeliveryInFlight);
    await h.call(admin, 'DELETE', `/api/webhooks/${hanging.endpoint.id}`);
  });
});

describe('events from the product', () => {
  it('a client accepting through the quote page sends quote.accepted with the quote’s number and totals', async () => {
    const { tenant, admin } = await h.workspace();
    const { endpoint, secret } = await h.endpoint(admin, '/quotes', ['quote.accepted', 'quote.viewed']);
    const client = await createClient(h.owner.db, tenant.id);
    const quote = await createQuote(h.owner.db, tenant.id, { clientId: client.id });
    await acceptThroughLink(h.app, h.owner.db, quote);
    const deliveries = await settled(endpoint.id);
    expect(deliveries.map((d) => d.eventType)).toEqual(['quote.accepted']);
    const event = verifyWebhook(secret, h.receiver.at('/quotes')[0]!);
    expect(event).toMatchObject({
      type: 'quote.accepted',
      data: {
        id: quote.id,
        number: quote.number,
        numberLabel: `Q-${quote.number}`,
        status: 'accepted',
        clientId: client.id,
      },
    });
    expect(Object.keys(event.data.totals as object).sort()).toEqual(['mrrCents', 'oneTimeCents', 'tcvCents']);
    expect(JSON.stringify(event)).not.toMatch(/token|secret/i);
  });
});
