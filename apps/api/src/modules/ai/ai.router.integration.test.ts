import { quoteActivity, withPlatform } from '@scopewright/db';
import { createAiRun, createClient, createQuote } from '@scopewright/db/testing';
import { SCOPE_COPY, SCOPE_DESCRIPTION_LIMITS, type AiUsage } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, member, workspace, type ErrorJson, type Harness } from '../../testing/quote-harness';
import {
  expectPricedFromRateCard,
  giveRateCard,
  GWS_TO_M365,
  runsOf,
  type Suggestion,
  type Workspace,
} from './ai.test-helpers';

let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Workspace;

beforeAll(async () => {
  h = await createIdentityApp();
  call = caller(h);
  ws = await workspace(h);
  await giveRateCard(h, ws.tenant.id);
});
afterAll(() => h?.close());

const suggest = (who: Workspace['user'], body: Record<string, unknown>) =>
  call(who, 'POST', '/api/ai/scope-suggestions', body);

describe('POST /api/ai/scope-suggestions: happy path', () => {
  it('scopes the Google Workspace → Microsoft 365 example, priced from the rate card, and records the run', async () => {
    const before = (await runsOf(h, ws.tenant.id)).length;
    const body = await expectJson<Suggestion>(await suggest(ws.user, { description: GWS_TO_M365 }), 200);
    expect(body.source).toBe('builtin');
    expect(body.fallbackReason).toBeNull();
    expect(body.sections.length).toBeGreaterThanOrEqual(3);
    expect(body.totalHours).toBeGreaterThan(0);
    expect(body.quantities).toContainEqual(expect.objectContaining({ value: 45, unit: 'users' }));
    const priced = await expectPricedFromRateCard(h, ws.tenant.id, body);
    expect(priced.lines).toBeGreaterThan(0);
    expect(priced.mismatched).toEqual([]);
    expect(body.totalPriceCents).toBe(body.sections.flatMap((s) => s.lines).reduce((sum, l) => sum + l.priceCents, 0));
    expect(body.usage).toEqual({ used: before + 1, limit: 'unlimited' });

    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === body.runId);
    expect(run).toMatchObject({
      userId: ws.user.user.id,
      status: 'succeeded',
      source: 'builtin',
      provider: 'builtin',
      description: GWS_TO_M365,
      fallbackReason: null,
      inputTokens: null,
    });
    expect(run?.output?.serviceIds).toEqual(body.serviceIds);
    expect(run?.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('refines an earlier run of the workspace: previousRunId passes its services and quantities on', async () => {
    const first = await expectJson<Suggestion>(await suggest(ws.user, { description: GWS_TO_M365 }), 200);
    const refined = await expectJson<Suggestion>(
      await suggest(ws.user, { description: 'make it 60 users and remove Intune', previousRunId: first.runId }),
      200,
    );
    expect(refined.serviceIds.length).toBeGreaterThan(0);
    expect(refined.serviceIds).not.toEqual(first.serviceIds);
    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === refined.runId);
    expect(run?.previousRunId).toBe(first.runId);
  });

  it('links the run to a quote and a client of the workspace', async () => {
    const quote = await createQuote(h.owner.db, ws.tenant.id, { clientId: ws.client.id });
    const body = await expectJson<Suggestion>(
      await suggest(ws.user, { description: GWS_TO_M365, quoteId: quote.id, clientId: ws.client.id }),
      200,
    );
    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === body.runId);
    expect(run).toMatchObject({ quoteId: quote.id, clientId: ws.client.id });
  });

  it('GET /api/ai/usage counts this month’s succeeded runs only', async () => {
    const other = await workspace(h, { activeTier: 'trial', selectedTier: 'premium' });
    const lastMonth = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 1000);
    await createAiRun(h.owner.db, other.tenant.id);
    await createAiRun(h.owner.db, other.tenant.id);
    await createAiRun(h.owner.db, other.tenant.id, { createdAt: lastMonth });
    await createAiRun(h.owner.db, other.tenant.id, { status: 'failed', output: null, error: 'boom' });
    const usage = await expectJson<AiUsage>(await call(other.user, 'GET', '/api/ai/usage'), 200);
    expect(usage).toEqual({ used: 2, limit: 200 });
  });
});

describe('POST /api/ai/runs/{id}/accepted', () => {
  it('adds up accepted line keys and logs ai_generated on the quote with the number of lines', async () => {
    const quote = await createQuote(h.owner.db, ws.tenant.id, { clientId: ws.client.id });
    const body = await expectJson<Suggestion>(await suggest(ws.user, { description: GWS_TO_M365 }), 200);
    const keys = body.sections.flatMap((s) => s.lines.map((l) => l.key));
    expect(keys.length).toBeGreaterThan(2);
    const path = `/api/ai/runs/${body.runId}/accepted`;
    await expectJson(await call(ws.user, 'POST', path, { lineKeys: keys.slice(0, 2), quoteId: quote.id }), 200);
    const second = await expectJson<{ acceptedLineKeys: string[] }>(
      await call(ws.user, 'POST', path, { lineKeys: keys.slice(1, 3) }),
      200,
    );
    expect(second.acceptedLineKeys).toEqual(keys.slice(0, 3));
    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === body.runId);
    expect(run?.acceptedLineKeys).toEqual(keys.slice(0, 3));
    const activity = await withPlatform({ db: h.owner.db }, (tx) =>
      tx.select().from(quoteActivity).where(eq(quoteActivity.quoteId, quote.id)),
    );
    expect(activity.filter((a) => a.type === 'ai_generated').map((a) => a.metadata)).toEqual([
      { runId: body.runId, lines: 2, source: 'builtin' },
    ]);
  });

  it('refuses a key that is not a line of the run (422) and changes nothing', async () => {
    const run = await createAiRun(h.owner.db, ws.tenant.id);
    const response = await call(ws.user, 'POST', `/api/ai/runs/${run.id}/accepted`, { lineKeys: ['made-up:key'] });
    const body = await expectJson<ErrorJson>(response, 422);
    expect(body.error.details).toEqual([{ path: 'lineKeys.0', message: 'This line is not part of that suggestion.' }]);
    expect((await runsOf(h, ws.tenant.id)).find((r) => r.id === run.id)?.acceptedLineKeys).toEqual([]);
  });
});

describe('validation', () => {
  const cases: [string, unknown, string][] = [
    ['missing', undefined, SCOPE_COPY.descriptionRequired],
    ['empty', '', SCOPE_COPY.descriptionRequired],
    ['whitespace only', ' \n\t   \n ', SCOPE_COPY.descriptionRequired],
    ['9 characters', 'Set up FW', SCOPE_COPY.descriptionTooShort],
    ['9 characters padded with spaces', '   Set up FW    ', SCOPE_COPY.descriptionTooShort],
    ['5,001 characters', 'Migrate users. '.repeat(400).slice(0, 5001), SCOPE_COPY.descriptionTooLong],
  ];

  it.each(cases)('%s → 422 with the precise message, not counted', async (_name, description, message) => {
    const before = await runsOf(h, ws.tenant.id);
    const body = await expectJson<ErrorJson>(await suggest(ws.admin, { description }), 422);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toBe(message);
    expect(body.error.details).toEqual([{ path: 'description', message }]);
    expect(await runsOf(h, ws.tenant.id)).toEqual(before);
  });

  it('accepts exactly 10 and exactly 5,000 characters', async () => {
    expect((await suggest(ws.admin, { description: 'Set up MFA' })).status).toBe(200);
    const long = 'Deploy Intune to 30 laptops. '.repeat(200).slice(0, SCOPE_DESCRIPTION_LIMITS.max);
    expect((await suggest(ws.admin, { description: long })).status).toBe(200);
  });

  it('refuses fields that cannot be set (400) and ids that are not UUIDs (422)', async () => {
    const extra = await suggest(ws.admin, { description: GWS_TO_M365, tenantId: ws.tenant.id });
    expect(extra.status).toBe(400);
    const badId = await expectJson<ErrorJson>(await suggest(ws.admin, { description: GWS_TO_M365, quoteId: 'x' }), 422);
    expect(badId.error.details).toEqual([expect.objectContaining({ path: 'quoteId' })]);
  });
});

describe('permissions', () => {
  it('403 with the plan message on a workspace without the AI feature (an ended trial), nothing counted', async () => {
    const free = await workspace(h, {
      activeTier: 'readonly_trial_expired',
      trialEndDate: new Date(Date.now() - 1000),
    });
    const body = await expectJson<ErrorJson>(await suggest(free.admin, { description: GWS_TO_M365 }), 403);
    expect(body.error).toMatchObject({ code: 'FORBIDDEN', message: SCOPE_COPY.noAiFeature });
    expect(await runsOf(h, free.tenant.id)).toEqual([]);
  });

  it('401 without a session; 403 for a pending user', async () => {
    expect((await call(null, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 })).status).toBe(401);
    const pending = await member(h, ws.tenant, 'pending_user');
    expect((await suggest(pending, { description: GWS_TO_M365 })).status).toBe(403);
  });

  it('limits each user to 20 requests a minute (429 RATE_LIMITED), valid or not', async () => {
    const busy = await member(h, ws.tenant, 'msp_user');
    for (let i = 0; i < 20; i += 1) expect((await suggest(busy, { description: 'short' })).status).toBe(422);
    const body = await expectJson<ErrorJson>(await suggest(busy, { description: GWS_TO_M365 }), 429);
    expect(body.error.code).toBe('RATE_LIMITED');
    expect((await suggest(ws.user, { description: GWS_TO_M365 })).status).toBe(200);
  });
});

describe('tenant isolation', () => {
  it('another workspace’s run, quote or client is 404 and records nothing', async () => {
    const other = await workspace(h);
    const theirRun = await createAiRun(h.owner.db, other.tenant.id);
    const theirQuote = await createQuote(h.owner.db, other.tenant.id);
    const theirClient = await createClient(h.owner.db, other.tenant.id);
    const before = await runsOf(h, ws.tenant.id);
    for (const extra of [{ previousRunId: theirRun.id }, { quoteId: theirQuote.id }, { clientId: theirClient.id }]) {
      const response = await suggest(ws.user, { description: GWS_TO_M365, ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(404);
    }
    const missing = await expectJson<ErrorJson>(
      await suggest(ws.user, { description: GWS_TO_M365, previousRunId: theirRun.id }),
      404,
    );
    expect(missing.error.message).toBe(SCOPE_COPY.runNotFound);
    expect(await runsOf(h, ws.tenant.id)).toEqual(before);
    const accept = await call(ws.user, 'POST', `/api/ai/runs/${theirRun.id}/accepted`, { lineKeys: ['x'] });
    expect(accept.status).toBe(404);
  });
});
