import { withTenant } from '@scopewright/db';
import type { ClientDetail } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { loadClientDetail } from './clients.queries';

/** GET /api/clients/{id}: the client page (contacts, sites, notes and its quotes with their totals). */
export function getClient(ctx: TenantContext, id: string): Promise<ClientDetail> {
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) => loadClientDetail(tx, ctx.tenantId, id));
}
