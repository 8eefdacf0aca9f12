import { branding, clients, laborRoles, quotes, tenants, withTenant, type Tx } from '@scopewright/db';
import {
  COMPANY_SETTINGS_REQUIREMENT,
  FIRST_RUN_STEP_KEYS,
  FIRST_RUN_STEPS,
  type FirstRunChecklist,
  type FirstRunStepKey,
} from '@scopewright/domain';
import { eq, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { actorCan } from './actor-can';

/** Every step's state from the workspace's own data, in one query. */
async function readProgress(tx: Tx, tenantId: string) {
  const exists = (table: typeof clients | typeof quotes | typeof laborRoles, where: ReturnType<typeof sql>) =>
    sql<boolean>`exists (select 1 from ${table} where ${table.tenantId} = ${tenantId} and ${where})`;
  const [row] = await tx
    .select({
      dismissed: sql<boolean>`${tenants.firstRunDismissedAt} is not null`,
      currencyTax: sql<boolean>`${tenants.currencyTaxConfirmedAt} is not null`,
      rateCardConfirmed: sql<boolean>`${tenants.rateCardReviewedAt} is not null`,
      // A role edited after the seed, or added by someone, is a reviewed rate card.
      rateCardEdited: exists(laborRoles, sql`${laborRoles.updatedAt} > ${laborRoles.createdAt} + interval '1 second'`),
      logo: sql<boolean>`coalesce((select ${branding.logo} is not null from ${branding} where ${branding.tenantId} = ${tenantId}), false)`,
      terms: sql<boolean>`coalesce((select btrim(${branding.defaultTerms}) <> '' from ${branding} where ${branding.tenantId} = ${tenantId}), false)`,
      client: exists(clients, sql`true`),
      quote: exists(quotes, sql`${quotes.sentAt} is not null`),
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) throw new AppError('NOT_FOUND');
  const done: Record<FirstRunStepKey, boolean> = {
    'currency-tax': row.currencyTax,
    'rate-card': row.rateCardConfirmed || row.rateCardEdited,
    logo: row.logo,
    terms: row.terms,
    client: row.client,
    quote: row.quote,
  };
  return { dismissed: row.dismissed, done };
}

/**
 * GET /api/first-run: a new workspace's checklist (docs/decisions/0025-first-run-checklist.md), each step ticked from real data and
 * actionable only for the roles that can do it. Hidden once every step is done or an admin dismissed it.
 */
export async function getFirstRunChecklist(ctx: TenantContext): Promise<FirstRunChecklist> {
  const { tenantId } = ctx;
  const { dismissed, done } = await withTenant({ db: ctx.database.db, tenantId }, (tx) => readProgress(tx, tenantId));
  const steps = FIRST_RUN_STEP_KEYS.map((key) => ({
    key,
    done: done[key],
    canAct: actorCan(ctx.actor, FIRST_RUN_STEPS[key].requirement),
  }));
  return {
    visible: !dismissed && steps.some((step) => !step.done),
    canDismiss: actorCan(ctx.actor, COMPANY_SETTINGS_REQUIREMENT),
    steps,
  };
}
