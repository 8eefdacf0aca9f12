import { withPlatform } from '@scopewright/db';
import {
  PLATFORM_WORKSPACES_COUNT_CAP,
  WORKSPACE_SORT_DEFAULT_DIR,
  type PlatformWorkspacesListQuery,
  type PlatformWorkspacesPage,
} from '@scopewright/domain';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { selectPage } from './platform-workspaces.queries';
import { toWorkspaceRow } from './workspace-row';

/**
 * GET /api/platform/workspaces (Super admin → MSPs): the filtered workspaces in the chosen order, one page of them
 * and the total, exact up to PLATFORM_WORKSPACES_COUNT_CAP (beyond it "10,000+", as the email log's).
 */
export async function listPlatformWorkspaces(
  ctx: UseCaseContext,
  query: PlatformWorkspacesListQuery,
  now = new Date(),
): Promise<PlatformWorkspacesPage> {
  const { page, pageSize, ...filters } = query;
  const window = { limit: pageSize, offset: (page - 1) * pageSize };
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const { rows, counted } = await selectPage(tx, filters, now, window, PLATFORM_WORKSPACES_COUNT_CAP);
    return {
      items: rows.map((row) => toWorkspaceRow(row, now)),
      page,
      pageSize,
      sort: filters.sort,
      dir: filters.dir ?? WORKSPACE_SORT_DEFAULT_DIR[filters.sort],
      total: Math.min(counted, PLATFORM_WORKSPACES_COUNT_CAP),
      totalIsCapped: counted > PLATFORM_WORKSPACES_COUNT_CAP,
    };
  });
}
