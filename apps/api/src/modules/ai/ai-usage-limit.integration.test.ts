import { tenants, withPlatform } from '@scopewright/db';
import { createAiRun } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import { SCOPE_COPY, type AiUsage } from '@scopewright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, workspace, type ErrorJson, type Harness } from '../../testing/quote-harness';
import {
  breakableEngine,
  giveRateCard,
  GWS_TO_M365,
  runsOf,
  succeededRunsOf,
  type Suggestion,
} from './ai.test-helpers';

let h: Harness;
let call: ReturnType<typeof caller>;
const engine = breakableEngine();

beforeAll(async () => {
  // The per-user rate limit is not what this file is about: 60 calls in a few seconds must reach the plan check.
  h = await createIdentityApp({ ai: { engine, rateLimit: { windowSeconds: 60, max: 1_000 } } });
  call = caller(h);
});
afterAll(() => h?.close());

const ESSENTIALS = { activeTier: 'essentials', selectedTier: 'essentials', trialEndDate: null } as const;

const setTier = (harness: Harness, tenantId: string, tier: typeof ESSENTIALS) =>
  withPlatform({ db: harness.owner.db }, (tx) => tx.update(tenants).set(tier).where(eq(tenants.id, tenantId)));

describe('the monthly AI generation limit on an Essentials workspace (50)', () => {
  it('50 succeed, a failed call in between is not counted, the 51st is 429 LIMIT_EXCEEDED with { used, limit }', async () => {
    const ws = await workspace(h, ESSENTIALS);
    await giveRateCard(h, ws.tenant.id);
    const generate = () => call(ws.user, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 });
    for (let i = 1; i <= 25; i += 1) {
      expect((await expectJson<Suggestion>(await generate(), 200)).usage).toEqual({ used: i, limit: 50 });
    }
    engine.failNext();
    expect((await generate()).status).toBe(500);
    expect(await expectJson<AiUsage>(await call(ws.user, 'GET', '/api/ai/usage'), 200)).toEqual({
      used: 25,
      limit: 50,
    });
    for (let i = 26; i <= 50; i += 1) {
      expect((await expectJson<Suggestion>(await generate(), 200)).usage).toEqual({ used: i, limit: 50 });
    }
    const response = await generate();
    // The allowance comes back when the UTC month turns: Retry-After says so.
    const now = new Date();
    const untilNextMonth = (Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1) - now.getTime()) / 1000;
    expect(Math.abs(Number(response.headers.get('Retry-After')) - untilNextMonth)).toBeLessThan(60);
    const refused = await expectJson<ErrorJson>(response, 429);
    expect(refused.error).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: SCOPE_COPY.limitReached(50),
      details: { used: 50, limit: 50 },
    });
    expect(await expectJson<AiUsage>(await call(ws.admin, 'GET', '/api/ai/usage'), 200)).toEqual({
      used: 50,
      limit: 50,
    });
    const runs = await runsOf(h, ws.tenant.id);
    expect(runs.filter((r) => r.status === 'succeeded')).toHaveLength(50);
    expect(runs.filter((r) => r.status === 'failed').map((r) => r.error)).toEqual(['Error: engine exploded']);
  });

  it('never passes the limit under concurrent requests', async () => {
    const ws = await workspace(h, ESSENTIALS);
    for (let i = 0; i < 45; i += 1) await createAiRun(h.owner.db, ws.tenant.id);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call(i % 2 ? ws.user : ws.admin, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 }).then(
          (r) => r.status,
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await succeededRunsOf(h, ws.tenant.id)).toHaveLength(50);
  });

  it("counts by the UTC month: last month's runs do not use this month's allowance", async () => {
    const ws = await workspace(h, ESSENTIALS);
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    for (let i = 0; i < 3; i += 1) await createAiRun(h.owner.db, ws.tenant.id, { createdAt: lastMonth });
    await createAiRun(h.owner.db, ws.tenant.id);
    expect(await expectJson<AiUsage>(await call(ws.user, 'GET', '/api/ai/usage'), 200)).toEqual({ used: 1, limit: 50 });
  });

  it('an unlimited plan counts every concurrent generation and refuses none', async () => {
    const ws = await workspace(h, { activeTier: 'enterprise', selectedTier: 'enterprise', trialEndDate: null });
    await giveRateCard(h, ws.tenant.id);
    for (let i = 0; i < 30; i += 1) await createAiRun(h.owner.db, ws.tenant.id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(ws.user, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 }).then((r) => r.status),
      ),
    );
    expect(responses).toEqual(Array<number>(10).fill(200));
    expect(await succeededRunsOf(h, ws.tenant.id)).toHaveLength(40);
    expect(await expectJson<AiUsage>(await call(ws.user, 'GET', '/api/ai/usage'), 200)).toEqual({
      used: 40,
      limit: 'unlimited',
    });
  });

  it('after a downgrade mid-month, what was counted while unlimited uses the new allowance', async () => {
    const ws = await workspace(h, { activeTier: 'enterprise', selectedTier: 'enterprise', trialEndDate: null });
    await giveRateCard(h, ws.tenant.id);
    for (let i = 0; i < 49; i += 1) await createAiRun(h.owner.db, ws.tenant.id);
    await setTier(h, ws.tenant.id, ESSENTIALS);
    const generate = () => call(ws.user, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 });
    expect((await expectJson<Suggestion>(await generate(), 200)).usage).toEqual({ used: 50, limit: 50 });
    const refused = await expectJson<ErrorJson>(await generate(), 429);
    expect(refused.error).toMatchObject({ code: 'LIMIT_EXCEEDED', details: { used: 50, limit: 50 } });
    expect(await succeededRunsOf(h, ws.tenant.id)).toHaveLength(50);
  });

  it('a trial follows its selected tier: Premium allows 200, Enterprise is unlimited', async () => {
    const premium = await workspace(h, { activeTier: 'trial', selectedTier: 'premium' });
    const enterprise = await workspace(h, { activeTier: 'trial', selectedTier: 'enterprise' });
    expect(await expectJson<AiUsage>(await call(premium.user, 'GET', '/api/ai/usage'), 200)).toEqual({
      used: 0,
      limit: 200,
    });
    expect(await expectJson<AiUsage>(await call(enterprise.user, 'GET', '/api/ai/usage'), 200)).toEqual({
      used: 0,
      limit: 'unlimited',
    });
  });
});
