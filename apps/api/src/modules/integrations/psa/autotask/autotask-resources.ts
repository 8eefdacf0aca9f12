import { PsaError } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import { ACTIVE, queryAll, queryPage } from './autotask-query';

export interface RoleAssignment {
  resourceId: number;
  departmentId: number | null;
}

interface ResourceRoleRow {
  id: number;
  resourceID: number;
  roleID: number;
  departmentID?: number | null;
  isActive?: boolean;
}

/** The resource that owns what we create: the configured one, else the first active resource but the API user. */
export function resolveOwnerResource(api: AutotaskApi, configured: string | undefined): Promise<number> {
  if (configured && /^\d+$/.test(configured)) return Promise.resolve(Number(configured));
  return api.remember('owner-resource', async () => {
    const page = await queryPage<{ id: number }>(
      api,
      'Resources',
      [ACTIVE, { op: 'noteq', field: 'userName', value: api.username }],
      { what: 'the resource list' },
    );
    const first = page.items.sort((a, b) => a.id - b.id)[0];
    if (!first) {
      throw new PsaError(
        'invalid',
        'Autotask has no active resource to own the records: choose an owner resource in the Autotask settings.',
      );
    }
    return first.id;
  });
}

/**
 * Autotask only takes a task role together with a resource that holds it. For each role we pick the owner
 * resource when it holds the role, else the active holder with the lowest id; a role nobody holds maps to nothing.
 */
export async function resolveRoleAssignments(
  api: AutotaskApi,
  roleIds: string[],
  preferredResource: string | undefined,
): Promise<Map<string, RoleAssignment>> {
  const wanted = [...new Set(roleIds.filter((id) => /^\d+$/.test(id)))].map(Number);
  const assignments = new Map<string, RoleAssignment>();
  if (wanted.length === 0) return assignments;
  const rows = await queryAll<ResourceRoleRow>(
    api,
    'ResourceRoles',
    [ACTIVE, { op: 'in', field: 'roleID', value: wanted }],
    { what: 'the resources holding the task roles' },
  );
  const preferred = preferredResource ? Number(preferredResource) : null;
  for (const row of [...rows].sort((a, b) => rank(a, preferred) - rank(b, preferred))) {
    const key = String(row.roleID);
    if (!assignments.has(key)) {
      assignments.set(key, { resourceId: row.resourceID, departmentId: row.departmentID ?? null });
    }
  }
  return assignments;
}

function rank(row: ResourceRoleRow, preferred: number | null): number {
  return (row.resourceID === preferred ? -1e12 : 0) + row.id;
}
