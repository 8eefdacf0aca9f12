import { withTenant } from '@scopewright/db';
import type { BrandingSettings } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getBrandingSettings } from './branding.queries';

/** Settings → Branding: the workspace's document branding, the defaults until an admin saves it. */
export function getBranding(ctx: TenantContext): Promise<BrandingSettings> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) => getBrandingSettings(tx, ctx.tenantId));
}
