import { branding, withTenant } from '@scopewright/db';
import type { BrandingSettings } from '@scopewright/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { getBrandingSettings } from './branding.queries';

/** Removes the logo (documents print the workspace name alone); removing a missing logo changes nothing. */
export function removeBrandingLogo(ctx: TenantContext): Promise<BrandingSettings> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const removed = await tx
      .update(branding)
      .set({
        logo: null,
        logoContentType: null,
        logoWidth: null,
        logoHeight: null,
        logoVersion: sql`${branding.logoVersion} + 1`,
        updatedBy: ctx.actor.userId,
        updatedAt: new Date(),
      })
      .where(and(eq(branding.tenantId, tenantId), isNotNull(branding.logo)))
      .returning({ tenantId: branding.tenantId });
    if (removed.length > 0) {
      await recordAudit(tx, ctx, {
        action: 'branding.logo_updated',
        tenantId,
        target: { type: 'branding', id: tenantId, label: 'Logo' },
        changes: { logo: { before: '[image]', after: null } },
        metadata: { removed: true },
      });
    }
    return getBrandingSettings(tx, tenantId);
  });
}
