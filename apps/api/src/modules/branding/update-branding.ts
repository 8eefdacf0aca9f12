import { branding, withTenant } from '@scopewright/db';
import type { BrandingSettings, UpdateBrandingInput } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { getBrandingSettings } from './branding.queries';

const BRANDING_FIELDS = [
  'primaryColor',
  'accentColor',
  'font',
  'coverPage',
  'sections',
  'defaultTerms',
  'footerText',
] as const;

/**
 * Replaces every branding setting but the logo (upsert: the first save creates the row), recording who saved; the
 * fields that changed are in the audit log with their values before and after (`branding.updated`).
 */
export function updateBranding(ctx: TenantContext, input: UpdateBrandingInput): Promise<BrandingSettings> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const before = await getBrandingSettings(tx, tenantId);
    const values = { ...input, updatedBy: ctx.actor.userId, updatedAt: new Date() };
    await tx
      .insert(branding)
      .values({ tenantId, ...values })
      .onConflictDoUpdate({ target: branding.tenantId, set: values });
    const after = await getBrandingSettings(tx, tenantId);
    const changes = changedFields({ ...before }, { ...after }, BRANDING_FIELDS);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, ctx, {
        action: 'branding.updated',
        tenantId,
        target: { type: 'branding', id: tenantId, label: 'Branding' },
        changes,
      });
    }
    return after;
  });
}
