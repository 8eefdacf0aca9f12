import { withTenant } from '@scopewright/db';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { findBrandingLogo } from './branding.queries';

/** The caller's workspace logo (PNG bytes and version); NOT_FOUND when there is none. */
export async function getBrandingLogo(ctx: TenantContext): Promise<{ image: Buffer; version: number }> {
  const logo = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    findBrandingLogo(tx, ctx.tenantId),
  );
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}
