import { withTenant, type Database } from '@scopewright/db';
import { AUTH_COPY, invitationLinkState, ROLE_LABELS, type InvitationLookup } from '@scopewright/domain';
import { AppError } from '../../platform/errors';
import { findInvitationByToken, findTenantName, inviterNameOf, selectInvitations } from './invitations.queries';

export const invitationNotFound = () =>
  new AppError('NOT_FOUND', AUTH_COPY.invitationInvalid, { reason: 'invitation-invalid' });

/**
 * GET /api/invitations/lookup/{token} (docs/product-rules.md#invitations): pending, expired or accepted with what the
 * page shows; an unknown or revoked token is 404, the same answer for both.
 */
export async function lookupInvitation(
  ctx: { database: Database },
  input: { token: string },
  now = new Date(),
): Promise<InvitationLookup> {
  const found = await findInvitationByToken(ctx.database, input.token);
  if (!found) throw invitationNotFound();
  return withTenant({ db: ctx.database.db, tenantId: found.tenantId }, async (tx) => {
    const [row] = await selectInvitations(tx, found.tenantId, found.id);
    const state = invitationLinkState(row ?? null, now);
    if (!row || state === 'invalid') throw invitationNotFound();
    return {
      status: state,
      invitation: {
        email: row.email,
        name: row.name,
        role: row.role,
        roleLabel: ROLE_LABELS[row.role],
        companyName: await findTenantName(tx, found.tenantId),
        inviterName: inviterNameOf(row),
        expiresAt: row.expiresAt.toISOString(),
      },
    };
  });
}
