import { hostname } from 'node:os';
import {
  DEBUG_FAILED_JOBS_LISTED,
  DEBUG_LARGEST_TABLES_LISTED,
  PROCESSES_SEEN_WITHIN_SECONDS,
} from '@scopewright/domain';
import type { PoolClient } from 'pg';
import type { UseCaseContext } from '../../platform/access/use-case-context';
import { redactString } from '../../platform/redact';
import { buildVersion, migrationTagAt, schemaVersion } from './build-info';
import { maskConfig, type ConfigEntry } from './mask-config';
import type { PlatformHealthOptions } from './platform-health-options';

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
type JobState = (typeof JOB_STATES)[number];
const MAX_ERROR_LENGTH = 500;

export interface DebugInfo {
  process: {
    buildVersion: string;
    schemaVersion: string | null;
    uptimeSeconds: number;
    startedAt: string;
    hostname: string;
    pid: number;
    nodeVersion: string;
  };
  processes: {
    id: string;
    hostname: string;
    pid: number;
    role: string;
    buildVersion: string;
    schemaVersion: string | null;
    startedAt: string;
    lastSeenAt: string;
    secondsSinceSeen: number;
    isThisProcess: boolean;
    rssBytes: number | null;
    nodeVersion: string | null;
  }[];
  queues: { name: string; counts: Record<JobState, number> }[];
  failedJobs: {
    id: string;
    queue: string;
    failedAt: string | null;
    retryCount: number;
    error: string | null;
    archived: boolean;
  }[];
  config: ConfigEntry[];
  database: {
    mode: 'embedded' | 'external';
    location: string;
    version: string;
    sizeBytes: number;
    appliedMigration: string | null;
    tables: { name: string; sizeBytes: number; rowEstimate: number }[];
  };
}

/** host:port/database of a connection string, never its credentials. */
export function databaseLocation(connectionString: string | undefined): string {
  try {
    const url = new URL(connectionString ?? '');
    return `${url.hostname}:${url.port || '5432'}/${decodeURIComponent(url.pathname.replace(/^\//, ''))}`;
  } catch {
    return 'unknown';
  }
}

const firstLineOf = (text: string | null) => {
  const line = text?.split('\n')[0]?.trim();
  return line ? redactString(line).slice(0, MAX_ERROR_LENGTH) : null;
};

async function readProcesses(client: PoolClient): Promise<DebugInfo['processes']> {
  const { rows } = await client.query<{
    id: string;
    hostname: string;
    pid: number;
    role: string;
    buildVersion: string;
    schemaVersion: string | null;
    startedAt: Date;
    lastSeenAt: Date;
    secondsSinceSeen: number;
    metadata: Record<string, unknown>;
  }>(
    `select id, hostname, pid, role, build_version as "buildVersion", schema_version as "schemaVersion",
       started_at as "startedAt", last_seen_at as "lastSeenAt",
       greatest(0, extract(epoch from now() - last_seen_at))::float8 as "secondsSinceSeen", metadata
     from process_heartbeats where last_seen_at > now() - make_interval(secs => $1)
     order by hostname, started_at`,
    [PROCESSES_SEEN_WITHIN_SECONDS],
  );
  const host = hostname();
  return rows.map(({ metadata, startedAt, lastSeenAt, secondsSinceSeen, ...row }) => ({
    ...row,
    startedAt: startedAt.toISOString(),
    lastSeenAt: lastSeenAt.toISOString(),
    secondsSinceSeen: Math.round(secondsSinceSeen),
    isThisProcess: row.hostname === host && row.pid === process.pid,
    rssBytes: typeof metadata.rssBytes === 'number' ? metadata.rssBytes : null,
    nodeVersion: typeof metadata.nodeVersion === 'string' ? metadata.nodeVersion : null,
  }));
}

async function readJobs(client: PoolClient, queues: readonly string[]) {
  const { rows: present } = await client.query<{ ok: boolean }>(`select to_regclass('pgboss.job') is not null as ok`);
  if (!present[0]?.ok) return { queues: [], failedJobs: [] };
  const { rows: counts } = await client.query<{ name: string; state: JobState; n: string }>(
    `select name, state::text as state, count(*) as n from pgboss.job group by name, state`,
  );
  const byQueue = new Map<string, Record<JobState, number>>();
  const zero = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  for (const name of queues) byQueue.set(name, zero());
  for (const { name, state, n } of counts) {
    const entry = byQueue.get(name) ?? zero();
    entry[state] = Number(n);
    byQueue.set(name, entry);
  }
  const { rows: failed } = await client.query<{
    id: string;
    name: string;
    completedOn: Date | null;
    retryCount: number;
    error: string | null;
    archived: boolean;
  }>(
    `select id, name, completed_on as "completedOn", retry_count as "retryCount", archived,
       coalesce(output->>'message', output->'value'->>'message', output->>'value') as error
     from (select id, name, completed_on, retry_count, output, false as archived from pgboss.job where state = 'failed'
           union all
           select id, name, completed_on, retry_count, output, true from pgboss.archive where state = 'failed') f
     order by completed_on desc nulls last, id desc limit $1`,
    [DEBUG_FAILED_JOBS_LISTED],
  );
  return {
    queues: [...byQueue].map(([name, c]) => ({ name, counts: c })).sort((a, b) => a.name.localeCompare(b.name)),
    failedJobs: failed.map((job) => ({
      id: job.id,
      queue: job.name,
      failedAt: job.completedOn?.toISOString() ?? null,
      retryCount: job.retryCount,
      error: firstLineOf(job.error),
      archived: job.archived,
    })),
  };
}

async function readDatabase(client: PoolClient) {
  const { rows: facts } = await client.query<{ version: string; size: string }>(
    `select current_setting('server_version') as version, pg_database_size(current_database()) as size`,
  );
  const { rows: tables } = await client.query<{ name: string; bytes: string; rows: string }>(
    `select case when n.nspname = 'public' then c.relname else n.nspname || '.' || c.relname end as name,
       pg_total_relation_size(c.oid) as bytes, greatest(c.reltuples, 0)::bigint as rows
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%'
     order by pg_total_relation_size(c.oid) desc, 1 limit $1`,
    [DEBUG_LARGEST_TABLES_LISTED],
  );
  return {
    version: facts[0]?.version ?? 'unknown',
    sizeBytes: Number(facts[0]?.size ?? 0),
    tables: tables.map((t) => ({ name: t.name, sizeBytes: Number(t.bytes), rowEstimate: Number(t.rows) })),
  };
}

/** The last migration recorded in the database, read on pg-boss's owner connection (the runtime role cannot). */
async function readAppliedMigration(options: PlatformHealthOptions | undefined): Promise<string | null> {
  if (!options) return null;
  try {
    const { rows } = (await options.jobs.boss
      .getDb()
      .executeSql('select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1', [])) as {
      rows: { created_at: string | number }[];
    };
    const when = rows[0]?.created_at;
    return when === undefined ? null : (migrationTagAt(Number(when)) ?? `unknown to this build (${String(when)})`);
  } catch {
    return null;
  }
}

/**
 * GET /api/platform/debug: this process, the processes seen in the last 5 minutes, jobs per queue and state, the
 * latest failed jobs, the configuration with every secret masked, and the database.
 */
export async function getDebugInfo(
  ctx: UseCaseContext,
  options: PlatformHealthOptions | undefined,
): Promise<DebugInfo> {
  const client = await ctx.database.pool.connect();
  try {
    const processes = await readProcesses(client);
    const jobs = await readJobs(client, options?.queues ?? []);
    const database = await readDatabase(client);
    const uptimeSeconds = Math.round(process.uptime());
    return {
      process: {
        buildVersion: buildVersion(),
        schemaVersion: schemaVersion(),
        uptimeSeconds,
        startedAt: new Date(Date.now() - uptimeSeconds * 1000).toISOString(),
        hostname: hostname(),
        pid: process.pid,
        nodeVersion: process.version,
      },
      processes,
      ...jobs,
      config: options?.config ? maskConfig(options.config) : [],
      database: {
        mode: options?.databaseMode ?? 'external',
        location: databaseLocation(String(ctx.database.pool.options.connectionString ?? '')),
        ...database,
        appliedMigration: await readAppliedMigration(options),
      },
    };
  } finally {
    client.release();
  }
}
