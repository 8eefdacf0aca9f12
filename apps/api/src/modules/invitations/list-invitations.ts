import { withTenant } from '@scopewright/db';
import type { InvitationView } from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { selectInvitations, toInvitationView } from './invitations.queries';

/** GET /api/invitations: every invitation of the workspace, newest first; pending ones past expiry read expired. */
export async function listInvitations(
  ctx: TenantContext,
  now = new Date(),
): Promise<{ invitations: InvitationView[] }> {
  const rows = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    selectInvitations(tx, ctx.tenantId),
  );
  return { invitations: rows.map((row) => toInvitationView(row, now)) };
}
