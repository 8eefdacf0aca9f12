import { clientContacts, clients, withTenant } from '@scopewright/db';
import { type ClientCsvRecord, type ClientListFilters, toClientCsv } from '@scopewright/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { clientFilters } from './clients.queries';
import type { TenantContext } from '../../platform/access/use-case-context';

/** The export's row cap: far above any MSP's client list, and a bound on one response. */
export const CLIENT_EXPORT_MAX_ROWS = 20_000;

type ExportFilters = Pick<ClientListFilters, 'q' | 'type' | 'archived'>;

/** GET /api/clients/export.csv: the clients matching the list's filters, by name, each with its primary contact. */
export function exportClients(ctx: TenantContext, filters: ExportFilters): Promise<string> {
  const { tenantId } = ctx;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    const rows = await tx
      .select({ client: clients, contact: clientContacts })
      .from(clients)
      .leftJoin(
        clientContacts,
        and(
          eq(clientContacts.tenantId, clients.tenantId),
          eq(clientContacts.clientId, clients.id),
          eq(clientContacts.isPrimary, true),
        ),
      )
      .where(clientFilters(tenantId, filters))
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
      .limit(CLIENT_EXPORT_MAX_ROWS);
    return toClientCsv(
      rows.map(({ client, contact }): ClientCsvRecord => ({
        ...client,
        contactFirstName: contact?.firstName,
        contactLastName: contact?.lastName,
        contactEmail: contact?.email,
        contactPhone: contact?.phone,
        contactJobTitle: contact?.jobTitle,
      })),
    );
  });
}
