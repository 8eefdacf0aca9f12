import type { Tx } from '@scopewright/db';
import type pg from 'pg';

/** The node-postgres client behind a drizzle transaction: these statements take array parameters. */
export function pgClientOf(tx: Tx): pg.ClientBase {
  const client = (tx as unknown as { session?: { client?: pg.ClientBase } }).session?.client;
  if (typeof client?.query !== 'function') throw new Error('lifecycle emails need a node-postgres transaction');
  return client;
}

export interface StepClaim {
  tenantId: string;
  step: string;
  skippedReason: string | null;
}

// Rows go in sorted by (tenant, step), so two runs claiming overlapping sets take the key locks in one order and
// never deadlock; a row another transaction holds uncommitted makes this one wait, then do nothing.
const CLAIM = `insert into lifecycle_email_sends (tenant_id, step, skipped_reason)
  select tenant_id, step, skipped_reason
  from unnest($1::uuid[], $2::text[], $3::text[]) as c (tenant_id, step, skipped_reason)
  order by tenant_id, step
  on conflict (tenant_id, step) do nothing
  returning tenant_id as "tenantId", step`;

/** Inserts each (workspace, step) once: returns the claims this transaction won; the others were already made. */
export async function claimSteps(tx: Tx, claims: readonly StepClaim[]): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const { rows } = await pgClientOf(tx).query<{ tenantId: string; step: string }>(CLAIM, [
    claims.map((c) => c.tenantId),
    claims.map((c) => c.step),
    claims.map((c) => c.skippedReason),
  ]);
  return new Set(rows.map((row) => claimKey(row)));
}

export const claimKey = ({ tenantId, step }: { tenantId: string; step: string }) => `${tenantId} ${step}`;

// The page's outcomes in two statements: the first email of each sent step, the reason of each one not queued.
const SENT = `update lifecycle_email_sends s set email_log_id = o.email_log_id
  from unnest($1::uuid[], $2::text[], $3::uuid[]) as o (tenant_id, step, email_log_id)
  where s.tenant_id = o.tenant_id and s.step = o.step`;
const SKIPPED = `update lifecycle_email_sends s set skipped_reason = o.reason
  from unnest($1::uuid[], $2::text[], $3::text[]) as o (tenant_id, step, reason)
  where s.tenant_id = o.tenant_id and s.step = o.step`;

export async function recordOutcomes(
  tx: Tx,
  sent: readonly { tenantId: string; step: string; emailLogId: string }[],
  skipped: readonly { tenantId: string; step: string; reason: string }[],
): Promise<void> {
  const client = pgClientOf(tx);
  if (sent.length > 0) {
    await client.query(SENT, [sent.map((s) => s.tenantId), sent.map((s) => s.step), sent.map((s) => s.emailLogId)]);
  }
  if (skipped.length > 0) {
    await client.query(SKIPPED, [
      skipped.map((s) => s.tenantId),
      skipped.map((s) => s.step),
      skipped.map((s) => s.reason),
    ]);
  }
}

export interface ProfileRecipientRow {
  tenantId: string;
  userId: string;
  email: string;
  firstName: string | null;
  isAdmin: boolean;
}

// The workspaces' admins, and whoever holds the contact email (to greet them by name), oldest first.
const RECIPIENTS = `select p.tenant_id as "tenantId", p.id as "userId", p.email, p.first_name as "firstName",
    p.role = 'msp_admin' as "isAdmin"
  from profiles p join tenants t on t.id = p.tenant_id
  where p.tenant_id = any($1::uuid[]) and (p.role = 'msp_admin' or lower(p.email) = lower(t.contact_email))
  order by p.tenant_id, p.created_at`;

export async function listRecipientProfiles(tx: Tx, tenantIds: readonly string[]): Promise<ProfileRecipientRow[]> {
  if (tenantIds.length === 0) return [];
  return (await pgClientOf(tx).query<ProfileRecipientRow>(RECIPIENTS, [[...new Set(tenantIds)]])).rows;
}
