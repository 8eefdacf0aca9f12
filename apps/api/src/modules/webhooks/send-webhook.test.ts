import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboundTransport } from '../../platform/outbound/outbound-transport';
import { attackerDns, startCanary, type Canary } from '../../platform/outbound/outbound-test-servers.test-helpers';
import { newMessageId } from './record-webhook-event';
import { sendWebhook, webhookBody, WEBHOOK_USER_AGENT } from './send-webhook';
import { generateWebhookSecret } from './webhook-secret';
import { startWebhookReceiver, verifyWebhook, type WebhookReceiver } from './webhooks.test-helpers';

let receiver: WebhookReceiver;
let canary: Canary;
beforeAll(async () => {
  receiver = await startWebhookReceiver();
  canary = (await startCanary('127.0.0.1'))!;
});
afterAll(async () => {
  await receiver?.close();
  canary?.server.close();
});

const transport = () =>
  createOutboundTransport({
    allowList: [receiver.hostPort],
    lookup: attackerDns,
    timeoutMs: 400,
    maxResponseBytes: 4096,
  });
const message = () => ({
  messageId: newMessageId(),
  payload: { data: { id: 'q1', title: 'Firewall refresh' }, timestamp: '2026-05-01T10:00:00.000Z', type: 'quote.sent' },
});

describe('a signed delivery (Standard Webhooks)', () => {
  it('carries the headers, and the standardwebhooks verifier accepts the signature', async () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const sent = message();
    const result = await sendWebhook(transport(), receiver.url('/signed'), sent, [secret]);
    expect(result).toMatchObject({
      succeeded: true,
      responseStatus: 200,
      error: null,
      responseExcerpt: '{"received":true}',
    });
    const [got] = receiver.at('/signed');
    expect(got!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': WEBHOOK_USER_AGENT,
      'webhook-id': sent.messageId,
    });
    expect(Math.abs(Number(got!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(got!.body).toBe(
      '{"type":"quote.sent","timestamp":"2026-05-01T10:00:00.000Z","data":{"id":"q1","title":"Firewall refresh"}}',
    );
    expect(got!.body).toBe(webhookBody(sent.payload));
    expect(verifyWebhook(secret, got!)).toMatchObject({ type: 'quote.sent' });
    expect(() => verifyWebhook(generateWebhookSecret(), got!)).toThrow(/No matching signature/);
    expect(() => verifyWebhook(secret, { ...got!, body: got!.body.replace('Firewall', 'Firewa11') })).toThrow();
  });

  it('during a rotation signs with both secrets: a receiver holding either one verifies', async () => {
    const [current, previous] = [generateWebhookSecret(), generateWebhookSecret()];
    await sendWebhook(transport(), receiver.url('/rotating'), message(), [current, previous]);
    const [got] = receiver.at('/rotating');
    expect(String(got!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(() => verifyWebhook(current, got!)).not.toThrow();
    expect(() => verifyWebhook(previous, got!)).not.toThrow();
  });
});

describe('what a receiver answers', () => {
  it('410 Gone is marked gone; 429 carries its Retry-After; a redirect is not followed', async () => {
    receiver.on('/gone', () => ({ status: 410 }));
    receiver.on('/busy', () => ({ status: 429, headers: { 'retry-after': '30' }, body: 'slow down' }));
    receiver.on('/moved', () => ({ status: 301, headers: { location: `http://127.0.0.1:${canary.port}/` } }));
    const secret = [generateWebhookSecret()];
    expect(await sendWebhook(transport(), receiver.url('/gone'), message(), secret)).toMatchObject({
      succeeded: false,
      gone: true,
      responseStatus: 410,
    });
    expect(await sendWebhook(transport(), receiver.url('/busy'), message(), secret)).toMatchObject({
      succeeded: false,
      retryAfterS: 30,
      responseExcerpt: 'slow down',
      error: 'The endpoint answered 429',
    });
    expect(await sendWebhook(transport(), receiver.url('/moved'), message(), secret)).toMatchObject({
      succeeded: false,
      error: 'The endpoint answered 301: redirects are not followed',
    });
    expect(canary.hits).toBe(0);
  });

  it('keeps 1,024 characters of a long answer', async () => {
    receiver.on('/chatty', () => ({ status: 500, body: 'e'.repeat(3000) }));
    const result = await sendWebhook(transport(), receiver.url('/chatty'), message(), [generateWebhookSecret()]);
    expect(result.responseExcerpt).toHaveLength(1024);
  });

  it('drops NUL characters from the answer (PostgreSQL text cannot hold them)', async () => {
    receiver.on('/nul', () => ({ status: 200, body: 'ok\u0000done' }));
    const result = await sendWebhook(transport(), receiver.url('/nul'), message(), [generateWebhookSecret()]);
    expect(result).toMatchObject({ succeeded: true, responseExcerpt: 'okdone' });
  });

  it('a receiver that hangs is given up on at the timeout', async () => {
    receiver.on('/hang', () => ({ hang: true }));
    const started = Date.now();
    const result = await sendWebhook(transport(), receiver.url('/hang'), message(), [generateWebhookSecret()]);
    expect(result).toMatchObject({
      succeeded: false,
      responseStatus: null,
      error: '127.0.0.1 did not answer within 400 ms',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('a name resolving to a private address is refused before any connection', async () => {
    const result = await sendWebhook(transport(), `https://hooks.attacker.example:443/x`, message(), [
      generateWebhookSecret(),
    ]);
    expect(result).toMatchObject({
      succeeded: false,
      error: 'The address hooks.attacker.example resolves to a private network address, which is not allowed',
    });
    expect(canary.hits).toBe(0);
  });
});
