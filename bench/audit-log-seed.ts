// The audit log at scale, set-based SQL as the superuser: 10,000 workspaces (the seeded ones topped up with new
// ones) and 2,000,000 entries over the past 12 months, month by month in time order as a real log grows. Workspaces
// are skewed as real ones are (the first in the list — the Demo MSP — about 20,000 entries, the median a hundred or
// so); 1 % of the entries are platform-wide (failed sign-ins of unknown addresses). Every action of the catalogue
// appears, sign-ins most; a few actors are super admins, API keys or the system.
import { AUDIT_ACTION_NAMES } from '@scopewright/domain';
import type pg from 'pg';

export const AUDIT_TENANTS = 10_000;
export const AUDIT_ENTRIES = 2_000_000;
const MONTHS = 12;

const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;
const ACTIONS = `array[${AUDIT_ACTION_NAMES.map(sqlText).join(', ')}]`;

/** Tops the workspaces up to AUDIT_TENANTS; answers their ids, the Demo MSP (or the oldest) first. */
async function workspaceIds(db: pg.Client): Promise<string[]> {
  await db.query(
    `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier)
     select gen_random_uuid(), 'Audit bench MSP ' || g, 'audit-bench-' || g || '.test', now(),
       now() + interval '14 days', 'trial', 'enterprise'
     from generate_series((select count(*) from tenants) + 1, $1) g`,
    [AUDIT_TENANTS],
  );
  const { rows } = await db.query<{ id: string }>(
    `select id from tenants order by (name = 'Demo MSP') desc, created_at, id limit $1`,
    [AUDIT_TENANTS],
  );
  return rows.map((row) => row.id);
}

/** One month of entries, in time order: `slice` 0 is a year ago. */
async function insertMonth(db: pg.Client, tenantIds: string[], slice: number, count: number) {
  await db.query(
    `with src as (
       select g, random() as r, random() as r2, random() as r3,
         now() - interval '365 days' + (${slice} + random()) * interval '${365 / MONTHS} days' as at
       from generate_series(1, $2::int) g
     ),
     picked as (
       select g, r2, r3, at,
         case when r3 < 0.01 then null
           else ($1::uuid[])[1 + least(floor(${AUDIT_TENANTS} * r * r)::int, ${AUDIT_TENANTS - 1})] end as tenant_id,
         case when r2 < 0.4 then 'auth.sign_in'
           else (${ACTIONS})[1 + floor(((r2 - 0.4) / 0.6) * ${AUDIT_ACTION_NAMES.length})::int] end as action
       from src
     )
     insert into audit_events (id, occurred_at, tenant_id, actor_kind, actor_user_id, actor_label, action,
       target_type, target_id, target_label, changes, reason, metadata, ip, user_agent, request_id)
     select gen_random_uuid(), at, tenant_id,
       case when tenant_id is null then 'anonymous' when r3 < 0.04 then 'super_admin' when r3 < 0.09 then 'api_key'
         when r3 < 0.11 then 'system' else 'user' end,
       case when tenant_id is null or r3 between 0.09 and 0.11 then null else gen_random_uuid() end,
       case when tenant_id is null then 'someone' || (g % 1000) || '@unknown.example'
         when r3 < 0.04 then 'super' || (g % 5) || '@scopewright.test'
         when r3 < 0.09 then 'API key "Integration ' || (g % 3) || '"'
         when r3 < 0.11 then null
         else 'person' || (g % 40) || '@' || left(md5(tenant_id::text), 8) || '.example' end,
       action,
       case when action like 'member.%' then 'member' when action like 'quote.%' then 'quote'
         when action like 'template.%' then 'template' end,
       case when action like 'member.%' or action like 'quote.%' or action like 'template.%'
         then 'rec-' || (g % 500) end,
       case when action like 'member.%' then 'member' || (g % 500) || '@example.test'
         when action like 'quote.%' then 'Q-' || (1000 + g % 500) end,
       case when action = 'member.role_changed'
         then '{"role": {"before": "msp_user", "after": "msp_admin"}}'::jsonb
         when action like '%updated' then jsonb_build_object('name', jsonb_build_object('before', 'Old ' || g, 'after', 'New ' || g)) end,
       case when r3 < 0.04 and tenant_id is not null then 'Support ticket #' || (g % 9000) end,
       '{}'::jsonb,
       '10.' || (g % 250) || '.' || (g % 199) || '.' || (1 + g % 250),
       'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
       'req-' || left(md5(g::text || ${slice}), 16)
     from picked order by at`,
    [tenantIds, count],
  );
}

/** Seeds the audit log; answers the entries it holds and the workspaces' ids (the Demo MSP first). */
export async function seedAuditLog(
  db: pg.Client,
  log: (line: string) => void = () => {},
): Promise<{ rows: number; tenantIds: string[] }> {
  const tenantIds = await workspaceIds(db);
  const perMonth = Math.floor(AUDIT_ENTRIES / MONTHS);
  for (let slice = 0; slice < MONTHS; slice += 1) {
    const count = slice === MONTHS - 1 ? AUDIT_ENTRIES - perMonth * slice : perMonth;
    await insertMonth(db, tenantIds, slice, count);
    log(`audit bench: month ${slice + 1} of ${MONTHS} (${count.toLocaleString('en')} entries)`);
  }
  await db.query('vacuum analyze audit_events');
  await db.query('analyze tenants');
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from audit_events');
  return { rows: rows[0]!.n, tenantIds };
}
