import { users, validationRuns, type Tx, type ValidationRun } from '@scopewright/db';
import {
  VALIDATION_CHECKS,
  VALIDATION_RUNS_LISTED,
  type ValidationCheck,
  type ValidationCheckSummary,
  type ValidationRunStatus,
  type ValidationTrigger,
} from '@scopewright/domain';
import { desc, eq } from 'drizzle-orm';

/** A run as the API answers it: per check (in run order) what was checked and found, with the totals. */
export interface ValidationRunView {
  id: string;
  trigger: ValidationTrigger;
  status: ValidationRunStatus;
  startedAt: string;
  finishedAt: string | null;
  startedBy: { id: string; name: string } | null;
  error: string | null;
  checks: ({ check: ValidationCheck } & ValidationCheckSummary)[];
  findings: number;
}

const isSummary = (value: unknown): value is ValidationCheckSummary =>
  typeof value === 'object' && value !== null && 'checked' in value && 'findings' in value && 'ms' in value;

export function toRunView(run: ValidationRun, startedByName: string | null): ValidationRunView {
  const checks = VALIDATION_CHECKS.flatMap((check) => {
    const summary = run.summary[check];
    return isSummary(summary)
      ? [{ check, checked: Number(summary.checked), findings: Number(summary.findings), ms: Number(summary.ms) }]
      : [];
  });
  return {
    id: run.id,
    trigger: run.trigger,
    status: run.status,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    startedBy: run.startedBy ? { id: run.startedBy, name: startedByName ?? '' } : null,
    error: run.error,
    checks,
    findings: checks.reduce((sum, c) => sum + c.findings, 0),
  };
}

const runWithStarter = { run: validationRuns, name: users.name };

export async function readRunView(tx: Tx, id: string): Promise<ValidationRunView | null> {
  const [row] = await tx
    .select(runWithStarter)
    .from(validationRuns)
    .leftJoin(users, eq(users.id, validationRuns.startedBy))
    .where(eq(validationRuns.id, id));
  return row ? toRunView(row.run, row.name) : null;
}

export async function readLatestRunViews(tx: Tx): Promise<ValidationRunView[]> {
  const rows = await tx
    .select(runWithStarter)
    .from(validationRuns)
    .leftJoin(users, eq(users.id, validationRuns.startedBy))
    .orderBy(desc(validationRuns.startedAt), desc(validationRuns.id))
    .limit(VALIDATION_RUNS_LISTED);
  return rows.map((row) => toRunView(row.run, row.name));
}
