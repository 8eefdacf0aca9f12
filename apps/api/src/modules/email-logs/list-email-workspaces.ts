import { tenants, withPlatform } from '@scopewright/db';
import { asc, ilike } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import type { UseCaseContext } from '../../platform/access/use-case-context';

const LIMIT = 20;

/** GET /api/platform/email-logs/workspaces: the workspace picker of the platform's email log (by name, 20 at most). */
export async function listEmailWorkspaces(
  ctx: UseCaseContext,
  query: { q?: string | undefined },
): Promise<{ items: { id: string; name: string }[] }> {
  const items = await withPlatform({ db: ctx.database.db }, (tx) =>
    tx
      .select({ id: tenants.id, name: tenants.name })
      .from(tenants)
      .where(query.q ? ilike(tenants.name, containsPattern(query.q)) : undefined)
      .orderBy(asc(tenants.name), asc(tenants.id))
      .limit(LIMIT),
  );
  return { items };
}
