import { validationRuns, withPlatform, type Database } from '@scopewright/db';
import { VALIDATION_COPY as COPY, VALIDATION_STALE_AFTER_MINUTES, type ValidationTrigger } from '@scopewright/domain';
import { and, eq, lt } from 'drizzle-orm';
import { recordAudit, type AuditSource } from '../../platform/audit/record-audit';
import { AppError } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import { isUniqueViolation } from '../../platform/unique-violation';
import { PLATFORM_VALIDATION_QUEUE } from './platform-validation.queue';
import { readRunView, type ValidationRunView } from './validation-runs.queries';

export interface StartRunDeps {
  database: Database;
  jobs: Pick<Jobs, 'enqueue'>;
}

const hhmmUtc = (date: Date) => date.toISOString().slice(11, 16);

/**
 * Starts a validation run and queues its job in the same transaction; the job runs the checks (a worker picks it
 * up within seconds). One run at a time: the unique index on running runs decides between concurrent starts, and
 * the loser is a 409 naming when the running one started. A run left running for over 30 minutes (its process
 * died) is marked failed "Timed out" first, so it never blocks the next. Manual runs are audited.
 */
export async function startValidationRun(
  deps: StartRunDeps,
  input: { trigger: ValidationTrigger; source: AuditSource | null },
  now = new Date(),
): Promise<ValidationRunView> {
  const startedBy = input.source?.actor?.userId ?? null;
  return withPlatform({ db: deps.database.db }, async (tx) => {
    const staleBefore = new Date(now.getTime() - VALIDATION_STALE_AFTER_MINUTES * 60_000);
    await tx
      .update(validationRuns)
      .set({ status: 'failed', error: COPY.timedOut, finishedAt: now })
      .where(and(eq(validationRuns.status, 'running'), lt(validationRuns.startedAt, staleBefore)));
    let inserted: { id: string }[];
    try {
      // A savepoint: the transaction stays usable to read the running run when the index refuses this one.
      inserted = await tx.transaction((sp) =>
        sp
          .insert(validationRuns)
          .values({ trigger: input.trigger, startedBy, startedAt: now })
          .returning({ id: validationRuns.id }),
      );
    } catch (error) {
      if (!isUniqueViolation(error, 'validation_runs_one_running')) throw error;
      const [running] = await tx
        .select({ startedAt: validationRuns.startedAt })
        .from(validationRuns)
        .where(eq(validationRuns.status, 'running'));
      throw new AppError('CONFLICT', COPY.alreadyRunning(hhmmUtc(running?.startedAt ?? now)));
    }
    const runId = inserted[0]!.id;
    await deps.jobs.enqueue(tx, PLATFORM_VALIDATION_QUEUE, { runId });
    if (input.trigger === 'manual' && input.source) {
      await recordAudit(tx, input.source, {
        action: 'platform.validation_started',
        tenantId: null,
        target: { type: 'validation_run', id: runId },
      });
    }
    const view = await readRunView(tx, runId);
    if (!view) throw new Error(`validation run ${runId} vanished after its insert`);
    return view;
  });
}
