import type { DbClient } from '../connection/connect-database';
import {
  externalRefs,
  integrationConnections,
  integrationSyncEvents,
  integrationSyncRuns,
  type ExternalRefRow,
  type IntegrationConnectionRow,
  type IntegrationSyncRunRow,
} from '../schema/integrations';
import { withTenant } from '../tenancy/with-tenant';

/** A connection row with placeholder sealed credentials (the API's connect flow seals real ones). */
export function createIntegrationConnection(
  db: DbClient,
  tenantId: string,
  overrides: Partial<typeof integrationConnections.$inferInsert> = {},
): Promise<IntegrationConnectionRow> {
  return withTenant({ db, tenantId }, async (tx) => {
    const [row] = await tx
      .insert(integrationConnections)
      .values({
        tenantId,
        provider: 'connectwise',
        credentialsSealed: 'v1.test-only',
        account: { site: 'api-na.myconnectwise.net', companyId: 'acme' },
        ...overrides,
      })
      .returning();
    return row!;
  });
}

/** A finished push of the connection with one event in its log. */
export function createSyncRun(
  db: DbClient,
  tenantId: string,
  connectionId: string,
  overrides: Partial<typeof integrationSyncRuns.$inferInsert> = {},
): Promise<IntegrationSyncRunRow> {
  return withTenant({ db, tenantId }, async (tx) => {
    const [run] = await tx
      .insert(integrationSyncRuns)
      .values({ tenantId, connectionId, kind: 'pull', trigger: 'manual', status: 'succeeded', ...overrides })
      .returning();
    await tx.insert(integrationSyncEvents).values({ tenantId, runId: run!.id, message: 'Read 1 company' });
    return run!;
  });
}

export function createExternalRef(
  db: DbClient,
  tenantId: string,
  connectionId: string,
  overrides: Partial<typeof externalRefs.$inferInsert> & { entityId: string },
): Promise<ExternalRefRow> {
  return withTenant({ db, tenantId }, async (tx) => {
    const [row] = await tx
      .insert(externalRefs)
      .values({ tenantId, connectionId, entity: 'client', key: 'company', remoteId: '250', ...overrides })
      .returning();
    return row!;
  });
}
