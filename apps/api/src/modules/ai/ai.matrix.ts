import { aiRuns, quoteActivity, withPlatform } from '@scopewright/db';
import { createAiRun, createQuote, SAMPLE_AI_LINE_KEY } from '@scopewright/db/testing';
import { eq } from 'drizzle-orm';
import type { AccessFixture, MatrixCase } from '../../testing/access-fixture';

const USER_CAN = { anonymous: 401, pending_user: 403, msp_user: 200, msp_admin: 200, super_admin: 403 };
const DESCRIPTION = 'Migrate 45 users from Google Workspace to Microsoft 365';

const runOfA = async (f: AccessFixture) => (await createAiRun(f.h.owner.db, f.tenantA.id)).id;

const runsOfA = (f: AccessFixture) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select().from(aiRuns).where(eq(aiRuns.tenantId, f.tenantA.id)).orderBy(aiRuns.id),
  );

const activityOfA = (f: AccessFixture) => () =>
  withPlatform({ db: f.h.owner.db }, (tx) =>
    tx.select().from(quoteActivity).where(eq(quoteActivity.tenantId, f.tenantA.id)).orderBy(quoteActivity.id),
  );

export const aiMatrix: MatrixCase[] = [
  {
    route: 'POST /api/ai/scope-suggestions',
    request: () => ({ method: 'POST', path: '/api/ai/scope-suggestions', body: { description: DESCRIPTION } }),
    expect: USER_CAN,
    crossTenant: async (f) => {
      const previousRunId = await runOfA(f);
      return {
        request: {
          method: 'POST',
          path: '/api/ai/scope-suggestions',
          body: { description: DESCRIPTION, previousRunId },
        },
        snapshot: runsOfA(f),
      };
    },
  },
  {
    route: 'POST /api/ai/runs/{id}/accepted',
    request: async (f) => ({
      method: 'POST',
      path: `/api/ai/runs/${await runOfA(f)}/accepted`,
      body: { lineKeys: [SAMPLE_AI_LINE_KEY], quoteId: (await createQuote(f.h.owner.db, f.tenantA.id)).id },
    }),
    expect: USER_CAN,
    crossTenant: async (f) => {
      const id = await runOfA(f);
      const quoteId = (await createQuote(f.h.owner.db, f.tenantA.id)).id;
      const snapshot = async () => ({ runs: await runsOfA(f)(), activity: await activityOfA(f)() });
      return {
        request: {
          method: 'POST',
          path: `/api/ai/runs/${id}/accepted`,
          body: { lineKeys: [SAMPLE_AI_LINE_KEY], quoteId },
        },
        snapshot,
      };
    },
  },
  {
    route: 'GET /api/ai/usage',
    request: () => ({ method: 'GET', path: '/api/ai/usage' }),
    expect: USER_CAN,
    crossTenant: { noIds: "the caller's own workspace's count; takes no id" },
  },
];
