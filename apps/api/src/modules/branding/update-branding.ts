import { branding, withTenant } from '@scopewright/db';
import type { BrandingSettings, UpdateBrandingInput } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getBrandingSettings } from './branding.queries';

/** Replaces every branding setting but the logo (upsert: the first save creates the row), recording who saved. */
export function updateBranding(ctx: TenantContext, input: UpdateBrandingInput): Promise<BrandingSettings> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const values = { ...input, updatedBy: ctx.actor.userId, updatedAt: new Date() };
    await tx
      .insert(branding)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: branding.tenantId, set: values });
    return getBrandingSettings(tx, tenantId);
  });
}
