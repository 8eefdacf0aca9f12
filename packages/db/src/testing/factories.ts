import { randomBytes } from 'node:crypto';
import type { DbClient } from '../connection/connect-database';
import { newId } from '../ids';
import { emailLogs, type EmailLog, type NewEmailLog } from '../schema/email-logs';
import { tenants, type NewTenant, type Tenant } from '../schema/tenants';
import { withTenant } from '../tenancy/with-tenant';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new tenant on a 14-day trial, written through RLS as that tenant. */
export async function createTenant(db: DbClient, overrides: Partial<NewTenant> = {}): Promise<Tenant> {
  const id = overrides.id ?? newId();
  const suffix = randomBytes(4).toString('hex');
  const now = new Date();
  const [tenant] = await withTenant({ db, tenantId: id }, (tx) =>
    tx
      .insert(tenants)
      .values({
        name: `Test MSP ${suffix}`,
        domain: `msp-${suffix}.test`,
        trialStartDate: now,
        trialEndDate: new Date(now.getTime() + 14 * DAY_MS),
        contactEmail: `owner@msp-${suffix}.test`,
        ...overrides,
        id,
      })
      .returning(),
  );
  if (!tenant) throw new Error('createTenant: insert returned no row');
  return tenant;
}

export async function createEmailLog(
  db: DbClient,
  tenantId: string,
  overrides: Partial<NewEmailLog> = {},
): Promise<EmailLog> {
  const [log] = await withTenant({ db, tenantId }, (tx) =>
    tx
      .insert(emailLogs)
      .values({
        transport: 'outbox',
        templateName: 'user_invitation',
        recipientEmail: 'someone@example.test',
        subject: 'You are invited',
        ...overrides,
        tenantId,
      })
      .returning(),
  );
  if (!log) throw new Error('createEmailLog: insert returned no row');
  return log;
}
