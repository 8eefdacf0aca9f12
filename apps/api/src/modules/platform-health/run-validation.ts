import { validationRuns, withPlatform, type Database } from '@scopewright/db';
import { VALIDATION_CHECKS, type ValidationCheck, type ValidationCheckSummary } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { Logger } from '../../platform/logger';
import type { ValidationCheckRunner } from './checks/check-context';
import { checkEmailTemplates } from './checks/check-email-templates';
import { checkQuoteTotals } from './checks/check-quote-totals';
import { checkReferences } from './checks/check-references';
import { checkRls } from './checks/check-rls';
import { checkStuckJobs } from './checks/check-stuck-jobs';
import { checkTierLimits } from './checks/check-tier-limits';
import { FindingWriter } from './finding-writer';

export const CHECK_RUNNERS: Record<ValidationCheck, ValidationCheckRunner> = {
  rls: checkRls,
  quote_totals: checkQuoteTotals,
  references: checkReferences,
  email_templates: checkEmailTemplates,
  tier_limits: checkTierLimits,
  stuck_jobs: checkStuckJobs,
};

export interface ValidationDeps {
  database: Database;
  logger: Logger;
}

/** An error's first line, as a failed run keeps it. */
export const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() || 'Unknown error';

async function finish(database: Database, runId: string, values: Partial<typeof validationRuns.$inferInsert>) {
  // Only a run still running changes: one marked timed out meanwhile stays as it is.
  await withPlatform({ db: database.db }, (tx) =>
    tx
      .update(validationRuns)
      .set({ ...values, finishedAt: new Date() })
      .where(and(eq(validationRuns.id, runId), eq(validationRuns.status, 'running'))),
  );
}

/**
 * Runs every check of a started run in order, keeping the summary up to date after each (the screen polls it), then
 * marks it completed. A check that throws ends the run `failed` with the error's first line.
 */
export async function executeValidationRun(deps: ValidationDeps, runId: string, now = new Date()): Promise<void> {
  const { database, logger } = deps;
  const [run] = await withPlatform({ db: database.db }, (tx) =>
    tx.select().from(validationRuns).where(eq(validationRuns.id, runId)),
  );
  if (!run || run.status !== 'running') return;
  const summary: Partial<Record<ValidationCheck, ValidationCheckSummary>> = {};
  const started = performance.now();
  try {
    for (const check of VALIDATION_CHECKS) {
      const t = performance.now();
      const findings = new FindingWriter(database, runId, check);
      const checked = await CHECK_RUNNERS[check]({ database, now, findings });
      summary[check] = { checked, findings: await findings.flush(), ms: Math.round(performance.now() - t) };
      await withPlatform({ db: database.db }, (tx) =>
        tx.update(validationRuns).set({ summary }).where(eq(validationRuns.id, runId)),
      );
    }
  } catch (error) {
    logger.error({ err: error, runId }, 'validation run failed');
    await finish(database, runId, { status: 'failed', error: firstLine(error), summary });
    return;
  }
  await finish(database, runId, { status: 'completed', summary });
  const findings = Object.values(summary).reduce((sum, s) => sum + s.findings, 0);
  logger.info({ runId, findings, ms: Math.round(performance.now() - started) }, 'validation run completed');
}
