import { TemplateDocumentInput } from '@scopewright/domain';
import type { OwnScope, RateCardRole } from '@scopewright/scoping';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LlmConfig } from './llm-config';
import { createScopeEngine } from './scope-engine';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './testing/fake-openai-server';

// The LLM engine gets the same own-scope matches as the built-in engine (docs/decisions/0045-ai-learns-own-scopes.md).

const ROLES: RateCardRole[] = [
  { id: '01900000-0000-7000-8000-000000000001', name: 'Cloud Engineer', billRateCents: 18_000, costRateCents: 7_000 },
];
const MOVE = '01900000-0000-7000-8000-0000000000a1';
const OWN: OwnScope[] = [
  {
    kind: 'template',
    id: 'tpl:01900000-0000-7000-8000-0000000000a0@2',
    label: 'Gmail to Microsoft 365 cutover',
    title: 'Gmail to Microsoft 365 cutover',
    document: TemplateDocumentInput.parse({
      content: {
        sections: [
          {
            id: '01900000-0000-7000-8000-0000000000a2',
            name: 'Migration',
            lines: [
              {
                id: MOVE,
                kind: 'labor',
                name: 'Contoso-grade mailbox cutover',
                minutes: 60,
                roleName: 'Cloud Engineer',
              },
            ],
          },
        ],
      },
      variables: [{ unit: 'users', defaultValue: 20 }],
      rules: [{ lineId: MOVE, unit: 'users', mode: 'hours', perUnitMinutes: 20 }],
    }),
  },
];
const EMPTY_ANSWER = { quantities: [], sections: [], notUnderstood: [], items: [] };

let fake: FakeOpenAiServer;
let config: LlmConfig;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  config = { provider: 'openai-compatible', baseUrl: fake.baseUrl, apiKey: 'sk-test', model: 'fake', timeoutMs: 2_000 };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.respondWith({ kind: 'json', body: EMPTY_ANSWER });
});

const systemPrompt = () => (fake.requests[0]?.body.messages as { content: string }[])[0]?.content ?? '';

describe('the LLM prompt and the workspace’s own scopes', () => {
  it('lists the matching own scope with its source and its tasks’ hours for the description', async () => {
    await createScopeEngine(config).suggest({
      description: 'Migrate 45 users from Gmail to Microsoft 365',
      roles: ROLES,
      ownScopes: OWN,
    });
    expect(systemPrompt()).toContain(
      "The firm's own scopes:\n- source: from your template 'Gmail to Microsoft 365 cutover'\n  tasks:\n" +
        '    - Contoso-grade mailbox cutover [Cloud Engineer] 16 h (Migration)',
    );
  });

  it('lists none when nothing of the workspace matches', async () => {
    await createScopeEngine(config).suggest({
      description: 'Deploy CrowdStrike to 40 laptops',
      roles: ROLES,
      ownScopes: OWN,
    });
    expect(systemPrompt()).toMatch(/The firm's own scopes:\n\(none\)$/);
  });
});
