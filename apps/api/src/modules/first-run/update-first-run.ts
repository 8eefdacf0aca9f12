import { tenants, withTenant } from '@scopewright/db';
import type { ConfirmFirstRunStepInput, FirstRunChecklist } from '@scopewright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getFirstRunChecklist } from './get-first-run-checklist';

const COLUMN = {
  'currency-tax': tenants.currencyTaxConfirmedAt,
  'rate-card': tenants.rateCardReviewedAt,
  dismissed: tenants.firstRunDismissedAt,
} as const;

const FIELD = {
  'currency-tax': 'currencyTaxConfirmedAt',
  'rate-card': 'rateCardReviewedAt',
  dismissed: 'firstRunDismissedAt',
} as const;

async function stamp(ctx: TenantContext, which: keyof typeof COLUMN): Promise<FirstRunChecklist> {
  const { tenantId } = ctx;
  await withTenant({ db: ctx.database.db, tenantId }, (tx) =>
    tx
      .update(tenants)
      .set({ [FIELD[which]]: new Date() })
      .where(and(eq(tenants.id, tenantId), isNull(COLUMN[which]))),
  );
  return getFirstRunChecklist(ctx);
}

/** POST /api/first-run/confirm: an admin says the currency and tax, or the rate card, are right as they are. */
export const confirmFirstRunStep = (ctx: TenantContext, input: ConfirmFirstRunStepInput) => stamp(ctx, input.step);

/** POST /api/first-run/dismiss: an admin hides the checklist for the whole workspace. */
export const dismissFirstRun = (ctx: TenantContext) => stamp(ctx, 'dismissed');
