import type { Hono } from 'hono';
import type { FakeControls } from './api-guards';
import type { FakeContext } from '../fake-context';
import { setCardBehavior } from '../billing/set-card-behavior';

async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => ({}));
  return typeof body === 'object' && body !== null ? { ...body } : {};
}

/** The test controls over HTTP, for a fake running in another process (e2e). No auth: loopback test tool. */
export function registerControlRoutes(app: Hono, ctx: FakeContext, controls: FakeControls): void {
  app.post('/__fake/fail-next', async (c) => {
    const { n } = await jsonBody(c.req.raw);
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 0)
      return c.json({ error: 'n must be an integer ≥ 0' }, 400);
    controls.failNext = n;
    return c.json({ ok: true });
  });

  app.post('/__fake/card', async (c) => {
    const { customer, behavior } = await jsonBody(c.req.raw);
    if (typeof customer !== 'string' || (behavior !== 'succeed' && behavior !== 'decline')) {
      return c.json({ error: "customer (id) and behavior ('succeed' or 'decline') are required" }, 400);
    }
    if (!ctx.store.customers.has(customer)) return c.json({ error: `No such customer: '${customer}'` }, 404);
    setCardBehavior(ctx.store, customer, behavior);
    return c.json({ ok: true });
  });

  app.get('/__fake/events', (c) => c.json(ctx.webhooks.events()));

  app.get('/__fake/default-clock', (c) => c.json({ id: ctx.store.defaultClockId }));

  app.post('/__fake/redeliver', async (c) => {
    const { id } = await jsonBody(c.req.raw);
    if (typeof id !== 'string') return c.json({ error: 'id is required' }, 400);
    try {
      return c.json({ status: await ctx.webhooks.redeliver(id) });
    } catch (error) {
      return c.json({ error: error instanceof Error ? error.message : String(error) }, 502);
    }
  });

  app.get('/__fake/idle', async (c) => {
    await ctx.webhooks.idle();
    return c.json({ ok: true });
  });

  app.post('/__fake/webhook-url', async (c) => {
    const { url } = await jsonBody(c.req.raw);
    if (url !== null && typeof url !== 'string') return c.json({ error: 'url must be a string or null' }, 400);
    ctx.webhooks.setUrl(url);
    return c.json({ ok: true });
  });
}
