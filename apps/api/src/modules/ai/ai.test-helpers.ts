import { aiRuns, insertWorkspaceDefaults, laborRoles, withPlatform, withTenant } from '@scopewright/db';
import type { ScopeSuggestionResponse } from '@scopewright/domain';
import { and, asc, eq } from 'drizzle-orm';
import { createScopeEngine, type ScopeEngine } from '../../platform/ai/scope-engine';
import type { Harness, workspace } from '../../testing/quote-harness';

export type Suggestion = ScopeSuggestionResponse;
export const GWS_TO_M365 =
  'Migrate 45 users from Google Workspace to Microsoft 365, including 2 TB of shared drives, and set up Intune for 30 laptops.';

/** The starter rate card (DEFAULT_LABOR_ROLES) in the workspace, as sign-up gives it. */
export async function giveRateCard(h: Harness, tenantId: string): Promise<void> {
  await withTenant({ db: h.owner.db, tenantId }, (tx) => insertWorkspaceDefaults(tx, tenantId));
}

export const rateCardOf = (h: Harness, tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(laborRoles).where(eq(laborRoles.tenantId, tenantId)).orderBy(asc(laborRoles.id)),
  );

export const runsOf = (h: Harness, tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx.select().from(aiRuns).where(eq(aiRuns.tenantId, tenantId)).orderBy(asc(aiRuns.id)),
  );

export const succeededRunsOf = (h: Harness, tenantId: string) =>
  withPlatform({ db: h.owner.db }, (tx) =>
    tx
      .select({ id: aiRuns.id })
      .from(aiRuns)
      .where(and(eq(aiRuns.tenantId, tenantId), eq(aiRuns.status, 'succeeded'))),
  );

/** Every priced line's price is its hours × the bill rate of its rate-card role (rates never come from elsewhere). */
export async function expectPricedFromRateCard(h: Harness, tenantId: string, suggestion: Pick<Suggestion, 'sections'>) {
  const rates = new Map((await rateCardOf(h, tenantId)).map((role) => [role.id, role.billRateCents]));
  const lines = suggestion.sections.flatMap((section) => section.lines);
  const mismatched = lines.filter(
    (line) =>
      line.roleId === null ||
      line.billRateCents !== rates.get(line.roleId) ||
      line.priceCents !== Math.round(line.hours * line.billRateCents),
  );
  return { lines: lines.length, mismatched };
}

/** The built-in engine, made to throw on demand: a failed call must not count. */
export function breakableEngine(): ScopeEngine & { failNext(): void } {
  const builtin = createScopeEngine(null);
  let fail = false;
  return {
    failNext: () => {
      fail = true;
    },
    suggest: async (request) => {
      if (fail) {
        fail = false;
        throw new Error('engine exploded');
      }
      return builtin.suggest(request);
    },
  };
}

export type Workspace = Awaited<ReturnType<typeof workspace>>;
