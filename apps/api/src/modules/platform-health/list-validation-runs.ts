import { withPlatform } from '@scopewright/db';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { readLatestRunViews, type ValidationRunView } from './validation-runs.queries';

/** GET /api/platform/validation/runs: the latest 20 runs, newest first, each with its per-check summary. */
export async function listValidationRuns(ctx: UseCaseContext): Promise<{ items: ValidationRunView[] }> {
  return { items: await withPlatform({ db: ctx.database.db }, readLatestRunViews) };
}
