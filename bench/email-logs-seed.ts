// The email log at scale, set-based SQL as the superuser: 1,000 workspaces (the seeded ones topped up with new
// ones) of 1,000 emails each over the past year — 1,000,000 rows — plus 10,000 system emails, with the statuses,
// templates and recipients a real log has. The daily counts fill through the trigger, as in production.
import type pg from 'pg';

export const EMAIL_TENANTS = 1_000;
export const EMAILS_PER_TENANT = 1_000;
const SYSTEM_EMAILS = 10_000;
/** The year in ten slices of 36.5 days. */
const SLICES = 10;

const TEMPLATES = [
  'quote_sent',
  'quote_sent',
  'quote_viewed',
  'quote_accepted',
  'quote_reminder',
  'user_invitation',
  'trial_reminder',
  'invoice_ready',
  'payment_failed',
  'webhook_endpoint_disabled',
];

/** Status from one random number: mostly delivered or opened, a few failures and bounces. */
const STATUS = `case when r < 0.03 then 'failed' when r < 0.05 then 'bounced' when r < 0.052 then 'complained'
  when r < 0.35 then 'sent' when r < 0.7 then 'delivered' when r < 0.9 then 'opened'
  when r < 0.997 then 'clicked' else 'queued' end`;

const ROWS = `
  select gen_random_uuid() as id, tenant_id, email_type, r, at,
    (array[${TEMPLATES.map((t) => `'${t}'`).join(', ')}])[1 + floor(r2 * ${TEMPLATES.length})::int] as template_name,
    'contact' || (g % 300) || '@' || coalesce(left(md5(tenant_id::text), 10), 'signup' || (g % 500)) || '.example'
      as recipient_email,
    (array['Your quote', 'Quote viewed', 'Accepted:', 'Reminder:', 'You are invited to', 'Trial ends soon for',
      'Invoice ready for', 'Payment failed for', 'Webhook switched off for'])[1 + floor(r2 * 9)::int]
      || ' ' || (array['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum'])[1 + g % 6]
      || ' #' || g as subject
  from src`;

async function insertEmails(db: pg.Client, source: string, params: unknown[]) {
  await db.query(
    `with src as (${source}), rows as (${ROWS})
     insert into email_logs (id, tenant_id, email_type, status, transport, template_name, recipient_email, subject,
       sent_at, error, metadata, created_at)
     select id, tenant_id, email_type, ${STATUS}, 'smtp', template_name, recipient_email, subject,
       case when ${STATUS} in ('failed', 'queued') then null else at end,
       case when ${STATUS} = 'failed' then 'Sending failed: 550 5.1.1 mailbox unavailable' end,
       jsonb_build_object('template_data', jsonb_build_object('recipient_name', 'Person'), 'secrets_removed', true),
       at - interval '2 seconds'
     from rows order by at`,
    params,
  );
}

/** Seeds the email log; returns the rows it holds. */
export async function seedEmailLogs(db: pg.Client, log: (line: string) => void = () => {}): Promise<number> {
  const { rows } = await db.query<{ n: number }>('select count(*)::int as n from tenants');
  for (let i = rows[0]!.n; i < EMAIL_TENANTS; i += 1) {
    await db.query(
      `insert into tenants (id, name, domain, trial_start_date, trial_end_date, active_tier, selected_tier)
       values (gen_random_uuid(), $1, $2, now(), now() + interval '14 days', 'trial', 'enterprise')`,
      [`Email bench MSP ${i}`, `email-bench-${i}.test`],
    );
  }
  const { rows: ids } = await db.query<{ id: string }>('select id from tenants order by id limit $1', [EMAIL_TENANTS]);
  const tenantIds = ids.map((t) => t.id);
  // Slice by slice through the year, each in time order, as a real log grows: rows sit near their neighbours in time.
  const perSlice = EMAILS_PER_TENANT / SLICES;
  for (let slice = 0; slice < SLICES; slice += 1) {
    await insertEmails(
      db,
      `select t as tenant_id, 'transactional' as email_type, ${slice * perSlice} + g as g, random() as r,
         random() as r2,
         now() - interval '365 days' + (${slice} + random()) * interval '${365 / SLICES} days' as at
       from unnest($1::uuid[]) t, generate_series(1, ${perSlice}) g
       order by at`,
      [tenantIds],
    );
    log(`email bench: ${((slice + 1) * perSlice * tenantIds.length).toLocaleString('en')} workspace emails`);
  }
  await insertEmails(
    db,
    `select null::uuid as tenant_id, 'system' as email_type, g, random() as r, random() as r2,
       now() - random() * interval '365 days' as at
     from generate_series(1, ${SYSTEM_EMAILS}) g
     order by at`,
    [],
  );
  await db.query('vacuum analyze email_logs');
  await db.query('vacuum analyze email_log_daily_counts');
  return (await db.query<{ n: number }>('select count(*)::int as n from email_logs')).rows[0]!.n;
}
