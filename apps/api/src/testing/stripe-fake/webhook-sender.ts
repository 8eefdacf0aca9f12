import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type Stripe from 'stripe';
import { realNow } from './fake-store';

const RETRIES = 3;
const RETRY_DELAY_MS = 200;
const DELIVERY_TIMEOUT_MS = 10_000;

export interface WebhookSenderOptions {
  url: string | null;
  secret: string;
}

/** `Stripe-Signature` as Stripe computes it: HMAC-SHA256 of "<t>.<body>" with the endpoint secret. */
export function signatureHeader(payload: string, secret: string, timestamp = realNow()): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/** Records every event and POSTs them signed, one at a time and in order, after the request that caused them. */
export class WebhookSender {
  private url: string | null;
  private readonly secret: string;
  private readonly payloads = new Map<string, string>();
  private tail: Promise<unknown> = Promise.resolve();
  private closed = false;

  constructor(options: WebhookSenderOptions) {
    this.url = options.url;
    this.secret = options.secret;
  }

  setUrl(url: string | null): void {
    this.url = url;
  }

  emit(event: Stripe.Event): void {
    const payload = JSON.stringify(event, null, 2);
    this.payloads.set(event.id, payload);
    const url = this.url;
    if (url) this.enqueue(() => this.deliverWithRetries(url, payload));
  }

  events(): Stripe.Event[] {
    return [...this.payloads.values()].map((payload) => JSON.parse(payload));
  }

  async idle(): Promise<void> {
    let tail: Promise<unknown>;
    do {
      tail = this.tail;
      await tail;
    } while (tail !== this.tail);
  }

  redeliver(eventId: string): Promise<number> {
    const payload = this.payloads.get(eventId);
    if (!payload) return Promise.reject(new Error(`No such event: '${eventId}'`));
    const url = this.url;
    if (!url) return Promise.reject(new Error('No webhook URL is set'));
    return this.enqueue(() => this.post(url, payload));
  }

  close(): void {
    this.closed = true;
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(task);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async deliverWithRetries(url: string, payload: string): Promise<void> {
    for (let attempt = 0; attempt <= RETRIES && !this.closed; attempt++) {
      if (attempt > 0) await sleep(RETRY_DELAY_MS);
      const status = await this.post(url, payload).catch(() => 0);
      if (status >= 200 && status < 300) return;
    }
  }

  private async post(url: string, payload: string): Promise<number> {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signatureHeader(payload, this.secret) },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }
}
