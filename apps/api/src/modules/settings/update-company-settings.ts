import { withTenant } from '@scopewright/db';
import type { CompanySettings, UpdateCompanySettingsInput } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { changedFields, recordAudits, type AuditEntry } from '../../platform/audit/record-audit';
import { getCompanySettingsOrThrow, updateCompanySettingsRow } from './company-settings.queries';

const COMPANY_FIELDS = ['name', 'contactEmail', 'defaultCurrency', 'defaultTaxRateBps'] as const;

/**
 * Applies a partial change. Email preferences merge key by key into the stored ones (row locked, so two admins
 * toggling different preferences at once both keep their change). What changed is in the audit log: the company
 * fields as `settings.company_updated`, the preferences as `settings.email_preferences_updated`.
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
    const updated = await updateCompanySettingsRow(tx, ctx.tenantId, {
      ...fields,
      ...(confirmsQuoteDefaults ? { currencyTaxConfirmedAt: new Date() } : {}),
      ...(emailPreferences ? { emailPreferences: { ...current.emailPreferences, ...emailPreferences } } : {}),
    });
    const target = { type: 'workspace', id: ctx.tenantId, label: updated.name };
    const entries: AuditEntry[] = [];
    const company = changedFields({ ...current }, { ...updated }, COMPANY_FIELDS);
    if (Object.keys(company).length > 0) {
      entries.push({ action: 'settings.company_updated', tenantId: ctx.tenantId, target, changes: company });
    }
    const preferences = changedFields(
      current.emailPreferences,
      updated.emailPreferences,
      Object.keys(emailPreferences ?? {}) as (keyof typeof current.emailPreferences)[],
    );
    if (Object.keys(preferences).length > 0) {
      entries.push({
        action: 'settings.email_preferences_updated',
        tenantId: ctx.tenantId,
        target,
        changes: preferences,
      });
    }
    await recordAudits(tx, ctx, entries);
    return updated;
  });
}
