import { tenants, type Tx } from '@scopewright/db';
import { CURRENCY_CODES, DEFAULT_CURRENCY, type CompanySettings, type CurrencyCode } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';

const COLUMNS = {
  name: tenants.name,
  contactEmail: tenants.contactEmail,
  defaultCurrency: tenants.defaultCurrency,
  defaultTaxRateBps: tenants.defaultTaxRateBps,
  emailPreferences: tenants.emailPreferences,
  updatedAt: tenants.updatedAt,
};

type Row = Pick<typeof tenants.$inferSelect, keyof typeof COLUMNS>;

const isCurrency = (code: string): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code);

export function toCompanySettings(row: Row): CompanySettings {
  return {
    name: row.name,
    contactEmail: row.contactEmail,
    defaultCurrency: isCurrency(row.defaultCurrency) ? row.defaultCurrency : DEFAULT_CURRENCY,
    defaultTaxRateBps: row.defaultTaxRateBps,
    emailPreferences: row.emailPreferences,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The workspace's settings row (RLS-scoped), or 404 as for any id the caller cannot see. */
export async function getCompanySettingsOrThrow(tx: Tx, tenantId: string, lock = false): Promise<CompanySettings> {
  const query = tx.select(COLUMNS).from(tenants).where(eq(tenants.id, tenantId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return toCompanySettings(row);
}

export async function updateCompanySettingsRow(
  tx: Tx,
  tenantId: string,
  values: Partial<Omit<Row, 'updatedAt'>>,
): Promise<CompanySettings> {
  const [row] = await tx.update(tenants).set(values).where(eq(tenants.id, tenantId)).returning(COLUMNS);
  if (!row) throw new AppError('NOT_FOUND');
  return toCompanySettings(row);
}
