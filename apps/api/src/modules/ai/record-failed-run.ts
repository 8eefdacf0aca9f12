import { withTenant, type NewAiRun } from '@scopewright/db';
import type { TenantContext } from '../../platform/access/use-case-context';
import { BUILTIN_PROMPT_VERSION, BUILTIN_PROVIDER } from '../../platform/ai/scope-engine';
import { insertAiRun } from './ai-runs.queries';

type FailedRun = Pick<NewAiRun, 'tenantId' | 'userId' | 'quoteId' | 'clientId' | 'previousRunId' | 'description'> & {
  latencyMs: number;
  error: unknown;
};

/** Keeps an engine failure for diagnosis (status failed: never counted as a generation); never masks the error. */
export async function recordFailedRun(ctx: TenantContext, run: FailedRun): Promise<void> {
  const message = run.error instanceof Error ? `${run.error.name}: ${run.error.message}` : String(run.error);
  try {
    await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
      insertAiRun(tx, {
        ...run,
        source: 'builtin',
        provider: BUILTIN_PROVIDER,
        promptVersion: BUILTIN_PROMPT_VERSION,
        status: 'failed',
        output: null,
        error: message.slice(0, 500),
      }),
    );
  } catch (err) {
    ctx.logger.error({ err }, 'recording a failed AI run failed');
  }
}
