import { personId } from '../../platform/access/actor';
import { invitations, withTenant } from '@scopewright/db';
import {
  AUTH_COPY,
  INVITATION_COPY,
  INVITATION_VALIDITY_MS,
  type CreateInvitationInput,
  type InvitationView,
} from '@scopewright/domain';
import { and, eq, lte } from 'drizzle-orm';
import { enforceLimit } from '../../platform/access/enforce-limit';
import { AppError } from '../../platform/errors';
import { recordAudit } from '../../platform/audit/record-audit';
import { assertStillManages, countSeatsUsed, lockTeam } from '../team';
import { actorDisplayName } from '../../platform/access/actor-display-name';
import { assertUnderHourlyLimit, type InvitationAdminContext } from './invitation-context';
import { newSecretToken } from '../../platform/secret-token';
import {
  findTenantName,
  hasActiveInvitation,
  isWorkspaceMember,
  selectInvitations,
  toInvitationView,
} from './invitations.queries';
import { queueInvitationEmail } from './queue-invitation-email';

/**
 * POST /api/invitations (docs/product-rules.md#invitations): the inviter's hourly limit, one active invitation per email, no
 * invitation for a member, a free seat (tier maxUsers), then the invitation and its email in one transaction.
 * The workspace's team lock serialises concurrent invitations and team changes.
 */
export async function createInvitation(
  ctx: InvitationAdminContext,
  input: CreateInvitationInput,
  now = new Date(),
): Promise<{ invitation: InvitationView }> {
  const { tenantId } = ctx;
  const name = input.name || null;
  return withTenant({ db: ctx.database.db, tenantId }, async (tx) => {
    await lockTeam(tx, tenantId);
    await assertStillManages(tx, ctx);
    await assertUnderHourlyLimit(tx, personId(ctx.actor), now);
    if (await isWorkspaceMember(tx, tenantId, input.email))
      throw new AppError('CONFLICT', INVITATION_COPY.alreadyMember);
    if (await hasActiveInvitation(tx, { tenantId, email: input.email, now })) {
      throw new AppError('CONFLICT', AUTH_COPY.invitationDuplicate);
    }
    await enforceLimit(tx, { tenantId, limit: 'maxUsers', now, countUsed: (t) => countSeatsUsed(t, tenantId, now) });

    // Older links for this address that ran out stay expired: only the new one is pending.
    await tx
      .update(invitations)
      .set({ status: 'expired' })
      .where(
        and(
          eq(invitations.tenantId, tenantId),
          eq(invitations.email, input.email),
          eq(invitations.status, 'pending'),
          lte(invitations.expiresAt, now),
        ),
      );
    const { token, tokenHash } = newSecretToken();
    const [created] = await tx
      .insert(invitations)
      .values({
        tenantId,
        email: input.email,
        name,
        role: input.role,
        tokenHash,
        invitedBy: personId(ctx.actor),
        expiresAt: new Date(now.getTime() + INVITATION_VALIDITY_MS),
        createdAt: now,
      })
      .returning({ id: invitations.id });
    if (!created) throw new Error('createInvitation: insert returned no row');

    await queueInvitationEmail(
      tx,
      { mail: ctx.mail, appUrl: ctx.appUrl, logger: ctx.logger },
      {
        invitationId: created.id,
        tenantId,
        email: input.email,
        name,
        role: input.role,
        token,
        companyName: await findTenantName(tx, tenantId),
        inviterName: actorDisplayName(ctx),
        sentBy: personId(ctx.actor),
        event: 'invite',
      },
    );
    await recordAudit(tx, ctx, {
      action: 'member.invited',
      tenantId,
      target: { type: 'invitation', id: created.id, label: input.email },
      changes: { role: { before: null, after: input.role } },
    });
    const [row] = await selectInvitations(tx, tenantId, created.id);
    if (!row) throw new Error('createInvitation: the new invitation vanished');
    return { invitation: toInvitationView(row, now) };
  });
}
