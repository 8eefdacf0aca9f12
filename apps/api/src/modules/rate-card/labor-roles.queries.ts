import { laborRoles, type LaborRole, type Tx } from '@scopewright/db';
import { RATE_CARD_COPY, type LaborRoleView, type RateCardArchiveFilter } from '@scopewright/domain';
import { and, asc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { isUniqueViolation } from '../../platform/unique-violation';

export function toLaborRoleView(row: LaborRole): LaborRoleView {
  return {
    id: row.id,
    name: row.name,
    clientFacingName: row.clientFacingName,
    description: row.description,
    billRateCents: row.billRateCents,
    costRateCents: row.costRateCents,
    position: row.position,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function archiveCondition(column: typeof laborRoles.archivedAt, filter: RateCardArchiveFilter): SQL | undefined {
  if (filter === 'exclude') return isNull(column);
  if (filter === 'only') return isNotNull(column);
  return undefined;
}

export function selectLaborRoles(tx: Tx, tenantId: string, archived: RateCardArchiveFilter): Promise<LaborRole[]> {
  return tx
    .select()
    .from(laborRoles)
    .where(and(eq(laborRoles.tenantId, tenantId), archiveCondition(laborRoles.archivedAt, archived)))
    .orderBy(sql`${laborRoles.archivedAt} is not null`, asc(laborRoles.position), asc(sql`lower(${laborRoles.name})`));
}

/** The role (RLS-scoped, row locked for the change), or 404 as for any id the caller cannot see. */
export async function getLaborRoleOrThrow(tx: Tx, tenantId: string, id: string): Promise<LaborRole> {
  const [row] = await tx
    .select()
    .from(laborRoles)
    .where(and(eq(laborRoles.tenantId, tenantId), eq(laborRoles.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'This role does not exist or was removed.');
  return row;
}

/** Active role names are unique per workspace, ignoring case: a clear field error instead of a constraint error. */
export async function assertRoleNameFree(tx: Tx, tenantId: string, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: laborRoles.id })
    .from(laborRoles)
    .where(
      and(
        eq(laborRoles.tenantId, tenantId),
        isNull(laborRoles.archivedAt),
        sql`lower(${laborRoles.name}) = lower(${name})`,
        exceptId ? ne(laborRoles.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw roleNameTaken(name);
}

export const roleNameTaken = (name: string) =>
  new AppError('VALIDATION', RATE_CARD_COPY.nameTaken(name), {
    details: [{ path: 'name', message: RATE_CARD_COPY.nameTaken(name) }],
  });

/** Runs a write that may race another one for the same name: the loser gets the same field error. */
export async function withRoleNameGuard<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'labor_roles_tenant_name_active_unique')) throw roleNameTaken(name);
    throw error;
  }
}

export async function nextRolePosition(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number | null>`max(${laborRoles.position})` })
    .from(laborRoles)
    .where(and(eq(laborRoles.tenantId, tenantId), isNull(laborRoles.archivedAt)));
  return (row?.max ?? -1) + 1;
}
