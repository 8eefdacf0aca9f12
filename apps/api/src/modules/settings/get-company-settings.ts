import { withTenant } from '@scopewright/db';
import type { CompanySettings } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getCompanySettingsOrThrow } from './company-settings.queries';

/** Settings → Company (docs/product-rules.md#company-settings): name, contact email, quote defaults and email preferences. */
export function getCompanySettings(ctx: TenantContext): Promise<CompanySettings> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    getCompanySettingsOrThrow(tx, ctx.tenantId),
  );
}
