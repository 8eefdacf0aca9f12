import { withTenant } from '@scopewright/db';
import type { CompanySettings, UpdateCompanySettingsInput } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { getCompanySettingsOrThrow, updateCompanySettingsRow } from './company-settings.queries';

/**
 * Applies a partial change. Email preferences merge key by key into the stored ones (row locked, so two admins
 * toggling different preferences at once both keep their change).
 */
export async function updateCompanySettings(
  ctx: TenantContext,
  input: UpdateCompanySettingsInput,
): Promise<CompanySettings> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const current = await getCompanySettingsOrThrow(tx, ctx.tenantId, true);
    const { emailPreferences, ...fields } = input;
    // Saving the currency or tax rate confirms them (the first-run checklist's first step).
    const confirmsQuoteDefaults = fields.defaultCurrency !== undefined || fields.defaultTaxRateBps !== undefined;
    return updateCompanySettingsRow(tx, ctx.tenantId, {
      ...fields,
      ...(confirmsQuoteDefaults ? { currencyTaxConfirmedAt: new Date() } : {}),
      ...(emailPreferences ? { emailPreferences: { ...current.emailPreferences, ...emailPreferences } } : {}),
    });
  });
}
