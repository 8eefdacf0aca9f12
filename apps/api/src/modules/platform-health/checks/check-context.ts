import type { Database } from '@scopewright/db';
import type { FindingWriter } from '../finding-writer';

/** What a check gets: the runtime database, the run's clock and where its findings go. */
export interface CheckContext {
  database: Database;
  now: Date;
  findings: FindingWriter;
}

/** One check over every workspace: writes its findings and returns how many rows (or workspaces) it looked at. */
export type ValidationCheckRunner = (ctx: CheckContext) => Promise<number>;

/** A row count as PostgreSQL returns it (bigint arrives as a string). */
export const countOf = (value: unknown): number => Number(value ?? 0);
