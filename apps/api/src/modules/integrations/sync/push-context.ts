import type { DbClient, IntegrationSyncRunRow } from '@scopewright/db';
import type { PsaAdapter } from '../psa/psa-adapter';
import { logEvent, type SyncEventInput } from './sync-run-state';

/** One run in progress: its adapter, its sync log and its counts. */
export interface RunContext {
  db: DbClient;
  tenantId: string;
  run: IntegrationSyncRunRow;
  adapter: PsaAdapter;
  counts: { created: number; updated: number };
  log(event: SyncEventInput): Promise<void>;
}

export function createRunContext(db: DbClient, run: IntegrationSyncRunRow, adapter: PsaAdapter): RunContext {
  return {
    db,
    tenantId: run.tenantId,
    run,
    adapter,
    counts: { created: 0, updated: 0 },
    log: (event) => logEvent(db, run.tenantId, run.id, event),
  };
}

/** The company a user picked for a run that needed a confirmation (kept in the run's summary). */
export type CompanyChoice = { companyId: string } | { create: true };

export function companyChoiceOf(run: IntegrationSyncRunRow): CompanyChoice | null {
  const choice = run.summary.companyChoice as Partial<{ companyId: string; create: boolean }> | undefined;
  if (typeof choice?.companyId === 'string') return { companyId: choice.companyId };
  return choice?.create === true ? { create: true } : null;
}
