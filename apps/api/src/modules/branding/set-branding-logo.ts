import { branding, withTenant } from '@scopewright/db';
import type { BrandingSettings } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { recordAudit } from '../../platform/audit/record-audit';
import { getBrandingSettings } from './branding.queries';
import { processLogo } from './process-logo';

/**
 * Validates and re-encodes the upload, stores it and bumps the logo version (its address changes with it). The
 * audit log keeps that the logo changed and its size, never the image.
 */
export async function setBrandingLogo(ctx: TenantContext, input: { image: string }): Promise<BrandingSettings> {
  const logo = await processLogo(input.image);
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const hadLogo = (await getBrandingSettings(tx, tenantId)).logoUrl !== null;
    const values = {
      logo: logo.image,
      logoContentType: 'image/png' as const,
      logoWidth: logo.width,
      logoHeight: logo.height,
      updatedBy: ctx.actor.userId,
      updatedAt: new Date(),
    };
    await tx
      .insert(branding)
      .values({ tenantId, ...values, logoVersion: 1 })
      .onConflictDoUpdate({
        target: branding.tenantId,
        set: { ...values, logoVersion: sql`${branding.logoVersion} + 1` },
      });
    const after = await getBrandingSettings(tx, tenantId);
    await recordAudit(tx, ctx, {
      action: 'branding.logo_updated',
      tenantId,
      target: { type: 'branding', id: tenantId, label: 'Logo' },
      changes: { logo: { before: hadLogo ? '[image]' : null, after: '[image]' } },
      metadata: { removed: false, width: logo.width, height: logo.height },
    });
    return after;
  });
}
