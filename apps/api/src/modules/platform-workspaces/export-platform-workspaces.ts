import { withPlatform } from '@scopewright/db';
import {
  PLATFORM_WORKSPACES_EXPORT_CAP,
  platformWorkspacesToCsv,
  type PlatformWorkspacesFilters,
} from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { selectWorkspaceRows } from './platform-workspaces.queries';
import { toWorkspaceRow } from './workspace-row';

/** GET /api/platform/workspaces/export: every workspace the list's filters match, in its order, as CSV (50,000 at most). */
export async function exportPlatformWorkspaces(
  ctx: UseCaseContext,
  filters: PlatformWorkspacesFilters,
  now = new Date(),
): Promise<string> {
  const rows = await withPlatform({ db: ctx.database.db }, (tx) =>
    selectWorkspaceRows(tx, filters, now, { limit: PLATFORM_WORKSPACES_EXPORT_CAP, offset: 0 }),
  );
  return platformWorkspacesToCsv(rows.map((row) => toWorkspaceRow(row, now)));
}
