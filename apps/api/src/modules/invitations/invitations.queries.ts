import {
  emailLogs,
  invitations,
  isUuid,
  profiles,
  tenants,
  users,
  withPlatform,
  type Database,
  type Invitation,
  type Tx,
} from '@scopewright/db';
import { invitationDisplayStatus, ROLE_LABELS, type InvitationView } from '@scopewright/domain';
import { and, count, desc, eq, getTableColumns, gt, min, ne, sql } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { hashSecretToken } from '../../platform/secret-token';

export const INVITATION_TEMPLATE = 'user_invitation';

const inviterColumns = {
  inviterFirstName: profiles.firstName,
  inviterLastName: profiles.lastName,
  inviterUserName: users.name,
};

export type InvitationRow = Invitation & {
  inviterFirstName: string | null;
  inviterLastName: string | null;
  inviterUserName: string | null;
};

export function inviterNameOf(row: InvitationRow): string | null {
  const fromProfile = [row.inviterFirstName, row.inviterLastName].filter((part) => part?.trim()).join(' ');
  return fromProfile || row.inviterUserName || null;
}

export function toInvitationView(row: InvitationRow, now: Date): InvitationView {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    roleLabel: ROLE_LABELS[row.role],
    status: invitationDisplayStatus(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    invitedBy: row.invitedBy ? { id: row.invitedBy, name: inviterNameOf(row) ?? 'Former member' } : null,
  };
}

/** Invitations of the tenant with their inviter's name; one by id, or all newest first. */
export async function selectInvitations(tx: Tx, tenantId: string, id?: string): Promise<InvitationRow[]> {
  return tx
    .select({ ...getTableColumns(invitations), ...inviterColumns })
    .from(invitations)
    .leftJoin(profiles, and(eq(profiles.id, invitations.invitedBy), eq(profiles.tenantId, invitations.tenantId)))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.tenantId, tenantId), id ? eq(invitations.id, id) : undefined))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** The invitation, locked for the write; NOT_FOUND alike for an unknown id and another tenant's (docs/security.md#tenant-isolation). */
export async function getInvitationForUpdate(
  tx: Tx,
  tenantId: string,
  id: string,
  notFound = () => new AppError('NOT_FOUND'),
): Promise<Invitation> {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.id, id)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** The link's invitation by the hash of its token, in platform scope: the invitee has no workspace yet. */
export async function findInvitationByToken(
  database: Database,
  token: string,
): Promise<Pick<Invitation, 'id' | 'tenantId' | 'status' | 'expiresAt'> | null> {
  const [row] = await withPlatform(database, (tx) =>
    tx
      .select({
        id: invitations.id,
        tenantId: invitations.tenantId,
        status: invitations.status,
        expiresAt: invitations.expiresAt,
      })
      .from(invitations)
      .where(eq(invitations.tokenHash, hashSecretToken(token)))
      .limit(1),
  );
  return row ?? null;
}

export async function findTenantName(tx: Tx, tenantId: string): Promise<string> {
  const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return row?.name ?? '';
}

export async function isWorkspaceMember(tx: Tx, tenantId: string, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.email, email)))
    .limit(1);
  return Boolean(row);
}

/** One active (pending, unexpired) invitation per email in a workspace (docs/product-rules.md#invitations). */
export async function hasActiveInvitation(
  tx: Tx,
  input: { tenantId: string; email: string; now: Date; exceptId?: string },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.tenantId, input.tenantId),
        eq(invitations.email, input.email),
        eq(invitations.status, 'pending'),
        gt(invitations.expiresAt, input.now),
        input.exceptId ? ne(invitations.id, input.exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Invitation emails an inviter sent since `since` (docs/product-rules.md#invitations): the
 * invitations they created plus the resends they asked for (each resend is one logged invitation email).
 */
/** Invitation emails the inviter sent after `since` (created or resent): how many, and the oldest one's time. */
export async function countInvitationsSentBy(tx: Tx, inviterId: string, since: Date) {
  const [created] = await tx
    .select({ n: count(), oldest: min(invitations.createdAt) })
    .from(invitations)
    .where(and(eq(invitations.invitedBy, inviterId), gt(invitations.createdAt, since)));
  const [resent] = await tx
    .select({ n: count(), oldest: min(emailLogs.createdAt) })
    .from(emailLogs)
    .where(
      and(
        eq(emailLogs.templateName, INVITATION_TEMPLATE),
        gt(emailLogs.createdAt, since),
        sql`${emailLogs.metadata}->>'event' = 'resend'`,
        sql`${emailLogs.metadata}->>'sent_by' = ${inviterId}`,
      ),
    );
  const times = [created?.oldest, resent?.oldest].flatMap((t) => (t ? [t.getTime()] : []));
  return { count: (created?.n ?? 0) + (resent?.n ?? 0), oldest: times.length ? new Date(Math.min(...times)) : null };
}
