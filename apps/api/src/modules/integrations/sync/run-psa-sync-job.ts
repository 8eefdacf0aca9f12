import { withTenant, type Database, type IntegrationSyncRunRow } from '@scopewright/db';
import { AppError } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import type { Logger } from '../../../platform/logger';
import { loadConnectionById, type ConnectionConfig } from '../connections/load-connection';
import { createPsaTransport } from '../psa/create-psa-transport';
import { PsaError, type PsaTransport } from '../psa/psa-adapter';
import type { PushMapping } from './build-push-plan';
import { createRunContext } from './push-context';
import { MAX_RUN_ATTEMPTS, type PsaSyncJobData } from './psa-sync-queue';
import { runPsaPull } from './run-psa-pull';
import { runPsaPush } from './run-psa-push';
import { finishRun, logEvent, patchRun, startRun, updateRun } from './sync-run-state';
import { enqueueRunJob } from './sync-runs.queries';

export interface SyncJobDeps {
  database: Pick<Database, 'db'>;
  jobs: Pick<Jobs, 'enqueue'>;
  connection: ConnectionConfig;
  logger: Logger;
}

function countCalls(transport: PsaTransport) {
  const counted = Object.assign(
    (request: Parameters<PsaTransport>[0]) => {
      counted.calls += 1;
      return transport(request);
    },
    { calls: 0 },
  );
  return counted;
}

/**
 * Runs one queued push or pull. A busy or unavailable PSA is retried: after its Retry-After (the run is queued
 * again with a job that starts then) or, without one, by pg-boss's backoff (the error is rethrown). Anything
 * else the PSA refuses fails the run with its words; the quote itself is never touched.
 */
export async function runPsaSyncJob(deps: SyncJobDeps, data: PsaSyncJobData): Promise<void> {
  const { db } = deps.database;
  const run = await startRun(db, data.tenantId, data.runId);
  if (!run) return;
  const transport = countCalls(
    deps.connection.transport ?? createPsaTransport({ allowList: deps.connection.outboundAllowList }),
  );
  const summaryOf = (extra: Record<string, unknown> = {}) => {
    const { companyChoice: _choice, ...kept } = run.summary;
    return { ...kept, ...extra, calls: transport.calls };
  };
  try {
    const loaded = await withTenant({ db, tenantId: run.tenantId }, (tx) =>
      loadConnectionById(tx, { ...deps.connection, transport }, run.tenantId, run.connectionId),
    );
    if (!loaded)
      return await finishRun(db, run.tenantId, run.id, { status: 'failed', errorMessage: 'The PSA was disconnected.' });
    const ctx = createRunContext(db, run, loaded.adapter);
    const outcome =
      run.kind === 'push' ? await runPsaPush(ctx, loaded.row.mapping as PushMapping) : await runPsaPull(ctx);
    if (outcome.status === 'failed') {
      await ctx.log({ level: 'error', message: outcome.message });
      return await finishRun(db, run.tenantId, run.id, {
        status: 'failed',
        errorMessage: outcome.message,
        summary: summaryOf(),
      });
    }
    const error = { errorKind: null, errorMessage: null, psaMessage: null };
    await finishRun(db, run.tenantId, run.id, {
      status: outcome.status,
      ...error,
      summary: summaryOf(outcome.summary),
    });
    deps.logger.info(
      { runId: run.id, kind: run.kind, status: outcome.status, calls: transport.calls },
      'PSA sync run finished',
    );
  } catch (error) {
    await handleRunError(deps, run, error, summaryOf());
  }
}

async function handleRunError(
  deps: SyncJobDeps,
  run: IntegrationSyncRunRow,
  error: unknown,
  summary: Record<string, unknown>,
) {
  const { db } = deps.database;
  const psa = error instanceof PsaError ? error : null;
  const failure = {
    errorKind: psa?.kind ?? (error instanceof AppError ? 'connection' : 'internal'),
    errorMessage:
      psa || error instanceof AppError ? (error as Error).message : 'The sync stopped on an unexpected error.',
    psaMessage: psa?.extra.psaMessage ?? null,
    summary,
  };
  const retryable = psa ? psa.isTransient : !(error instanceof AppError);
  const log = (level: 'warning' | 'error', message: string) =>
    logEvent(db, run.tenantId, run.id, {
      level,
      message,
      recordKey: psa?.extra.record ?? null,
      detail: { kind: failure.errorKind, psaMessage: failure.psaMessage, status: psa?.extra.status ?? null },
    }).catch(() => {});
  if (!retryable || run.attempts >= MAX_RUN_ATTEMPTS) {
    if (!psa && !(error instanceof AppError)) deps.logger.error({ err: error, runId: run.id }, 'PSA sync run failed');
    await log('error', failure.errorMessage);
    return finishRun(db, run.tenantId, run.id, { status: 'failed', ...failure });
  }
  const after = psa?.extra.retryAfterSeconds;
  await log(
    'warning',
    `${failure.errorMessage} Retrying${after ? ` in ${after} s` : ''} (attempt ${run.attempts} of ${MAX_RUN_ATTEMPTS}).`,
  );
  if (after) {
    return withTenant({ db, tenantId: run.tenantId }, async (tx) => {
      await patchRun(tx, run.tenantId, run.id, { status: 'queued', ...failure });
      await enqueueRunJob(deps.jobs, tx, run, after);
    });
  }
  await updateRun(db, run.tenantId, run.id, { status: 'queued', ...failure });
  throw error;
}
