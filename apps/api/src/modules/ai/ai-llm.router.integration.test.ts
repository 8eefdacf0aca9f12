import { AI_FALLBACK_COPY } from '@scopewright/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../platform/ai/testing/fake-openai-server';
import { createIdentityApp } from '../../testing/create-identity-app';
import { caller, expectJson, workspace, type Harness } from '../../testing/quote-harness';
import {
  expectPricedFromRateCard,
  giveRateCard,
  GWS_TO_M365,
  runsOf,
  type Suggestion,
  type Workspace,
} from './ai.test-helpers';

let fake: FakeOpenAiServer;
let h: Harness;
let call: ReturnType<typeof caller>;
let ws: Workspace;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  const llm = {
    provider: 'openai-compatible',
    baseUrl: fake.baseUrl,
    apiKey: 'sk-canary-4242',
    model: 'fake-model',
    timeoutMs: 2_000,
  } as const;
  h = await createIdentityApp({ ai: { llm } });
  call = caller(h);
  ws = await workspace(h);
  await giveRateCard(h, ws.tenant.id);
});
afterAll(async () => {
  await h?.close();
  await fake?.close();
});

const modelAnswer = {
  quantities: [{ value: 45, unit: 'users', text: '45 users' }],
  sections: [
    {
      name: 'Migration',
      confidence: 0.8,
      lines: [
        {
          serviceId: null,
          name: 'Migrate mailboxes',
          description: 'Move mail, calendars and contacts.',
          role: 'Systems Engineer',
          hours: 22.5,
          rationale: '45 users × 0.5 h',
          deliverables: [],
          assumptions: [],
          outOfScope: [],
        },
      ],
    },
  ],
  notUnderstood: [],
};

describe('POST /api/ai/scope-suggestions with AI_PROVIDER set', () => {
  it('answers from the LLM, priced from the rate card, and records provider, prompt version and tokens', async () => {
    fake.respondWith({ kind: 'json', body: modelAnswer, usage: { prompt_tokens: 1_000, completion_tokens: 200 } });
    const body = await expectJson<Suggestion>(
      await call(ws.user, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 }),
      200,
    );
    expect(body).toMatchObject({ source: 'llm', fallbackReason: null, totalHours: 22.5 });
    expect((await expectPricedFromRateCard(h, ws.tenant.id, body)).mismatched).toEqual([]);
    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === body.runId);
    expect(run).toMatchObject({
      source: 'llm',
      provider: 'openai-compatible:fake-model',
      inputTokens: 1_000,
      outputTokens: 200,
      error: null,
    });
    expect(run?.promptVersion).toMatch(/^scope-llm-/);
  });

  it('falls back to the built-in engine on a provider error, says why, and still counts one generation', async () => {
    fake.respondWith({ kind: 'status', status: 500 });
    const body = await expectJson<Suggestion>(
      await call(ws.user, 'POST', '/api/ai/scope-suggestions', { description: GWS_TO_M365 }),
      200,
    );
    expect(body).toMatchObject({ source: 'builtin', fallbackReason: AI_FALLBACK_COPY.providerError(500) });
    expect(body.sections.length).toBeGreaterThan(2);
    const run = (await runsOf(h, ws.tenant.id)).find((r) => r.id === body.runId);
    expect(run).toMatchObject({ source: 'builtin', provider: 'builtin', status: 'succeeded' });
    expect(run?.fallbackReason).toBe(AI_FALLBACK_COPY.providerError(500));
    expect(run?.error).toMatch(/500|fake failure/);
  });

  it('never logs the API key', () => {
    expect(h.log.text()).not.toContain('sk-canary-4242');
  });
});
