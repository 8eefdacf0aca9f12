import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRuntimeRole } from '../connection/runtime-role';
import { createScratchDatabase, getTestDatabaseUrl, type ScratchDatabase } from '../testing';
import { MIGRATIONS_FOLDER } from './migrate-database';

const TAG = '0027_opportunities';
let scratch: ScratchDatabase;
let client: pg.Client;
let folder: string;

/** The migrations before 0027, as drizzle's migrator reads them (the journal cut before it). */
function migrationsBefore(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'scopewright-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, cut) }));
  return dir;
}

beforeAll(async () => {
  scratch = await createScratchDatabase(getTestDatabaseUrl(), 'scopewright_opps_migration');
  client = new pg.Client({ connectionString: scratch.url });
  await client.connect();
  await client.query("set client_min_messages = 'warning'");
  await ensureRuntimeRole(client);
  folder = migrationsBefore(TAG);
  await migrate(drizzle({ client }), { migrationsFolder: folder });
});
afterAll(async () => {
  await client?.end();
  await scratch?.drop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('migration 0027: the pipeline', () => {
  it('gives every existing workspace the seven stages and the five loss reasons, with UUIDv7 ids', async () => {
    const tenants = ['0195a0b0-0000-7000-8000-00000000000a', '0195a0b0-0000-7000-8000-00000000000b'];
    for (const id of tenants) {
      await client.query(
        `insert into tenants (id, name, domain, trial_start_date, trial_end_date, contact_email)
         values ($1::uuid, 'MSP ' || $2, $2 || '.test', now(), now() + interval '14 days', 'a@' || $2 || '.test')`,
        [id, id.slice(-1)],
      );
    }
    const sql = readFileSync(join(MIGRATIONS_FOLDER, `${TAG}.sql`), 'utf8');
    await client.query('begin');
    for (const statement of sql.split('--> statement-breakpoint')) await client.query(statement);
    await client.query('commit');

    const stages = await client.query<{
      tenant_id: string;
      name: string;
      kind: string;
      probability_bps: number;
      id: string;
    }>('select tenant_id, name, kind, probability_bps, id from pipeline_stages order by tenant_id, position');
    const reasons = await client.query<{ tenant_id: string; label: string }>(
      'select tenant_id, label from loss_reasons order by tenant_id, position',
    );
    for (const tenantId of tenants) {
      expect(
        stages.rows
          .filter((s) => s.tenant_id === tenantId)
          .map((s) => `${s.name} ${String(s.probability_bps)} ${s.kind}`),
      ).toEqual([
        'Lead 1000 open',
        'Qualified 2500 open',
        'Scoping 4000 open',
        'Proposal Sent 6000 open',
        'Negotiation 8000 open',
        'Won 10000 won',
        'Lost 0 lost',
      ]);
      expect(reasons.rows.filter((r) => r.tenant_id === tenantId).map((r) => r.label)).toEqual([
        'Price',
        'Chose a competitor',
        'No decision / went quiet',
        'Timing / budget',
        'Scope not a fit',
      ]);
    }
    expect(
      stages.rows.every((s) => /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(s.id)),
    ).toBe(true);
  });
});
