// The floor's GET /api/quotes (default first page: updated desc, 25 rows, archived excluded): the page query the
// API's list runs, one row more than asked, and the match count (exact) kept 5 s as quote-count-cache.ts keeps it.
import type { FloorHandler } from './server';

const LIMIT = 25;
const COUNT_TTL_MS = 5_000;

const PAGE_SQL = `
  select id, number, title, status, client_id, owner_id, currency, current_version_no, one_time_total_cents,
    mrr_cents, tcv_cents, margin_bps, valid_until::text, sent_at, created_at, updated_at,
    (select c.name from clients c where c.tenant_id = quotes.tenant_id and c.id = quotes.client_id) as client_name,
    (select u.name from users u where u.id = quotes.owner_id) as owner_name,
    (select u.email from users u where u.id = quotes.owner_id) as owner_email,
    (updated_at)::text as sort_key
  from quotes where tenant_id = $1 and status <> 'archived'
  order by updated_at desc nulls last, id desc nulls last limit ${LIMIT + 1}`;
// With no filter but archiving, the count sums the maintained per-status counts (count-quote-matches.ts).
const COUNT_SQL = `select coalesce(sum(quote_count), 0)::int as n from quote_status_counts
  where tenant_id = $1 and status <> 'archived'`;

interface Row {
  id: string;
  number: number;
  title: string;
  status: string;
  client_id: string;
  owner_id: string | null;
  currency: string;
  current_version_no: number;
  one_time_total_cents: string;
  mrr_cents: string;
  tcv_cents: string;
  margin_bps: number | null;
  valid_until: string | null;
  sent_at: Date | null;
  created_at: Date;
  updated_at: Date;
  client_name: string | null;
  owner_name: string | null;
  owner_email: string | null;
  sort_key: string;
}

const counts = new Map<string, { total: number; expiresAt: number }>();

export const quoteListHandler: FloorHandler = {
  name: 'quote list',
  request: () => ({ path: '/api/quotes' }),
  method: 'GET',
  route: /^\/api\/quotes$/,
  async handle(client, { tenantId }) {
    const { rows } = await client.query<Row>({ name: 'floor-quote-list', text: PAGE_SQL, values: [tenantId] });
    const page = rows.slice(0, LIMIT);
    const last = rows.length > LIMIT ? page.at(-1) : undefined;
    let total = page.length;
    if (last) {
      const hit = counts.get(tenantId);
      if (hit && hit.expiresAt > Date.now()) total = hit.total;
      else {
        const { rows: n } = await client.query<{ n: number }>({
          name: 'floor-quote-count',
          text: COUNT_SQL,
          values: [tenantId],
        });
        total = n[0]!.n;
        counts.set(tenantId, { total, expiresAt: Date.now() + COUNT_TTL_MS });
      }
    }
    const nextCursor = last
      ? Buffer.from(JSON.stringify({ s: 'updated', d: 'desc', v: last.sort_key, i: last.id })).toString('base64url')
      : null;
    const items = page.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      status: row.status,
      client: { id: row.client_id, name: row.client_name ?? '' },
      owner: row.owner_id && row.owner_name ? { id: row.owner_id, name: row.owner_name, email: row.owner_email } : null,
      currency: row.currency,
      versionNo: row.current_version_no,
      oneTimeTotalCents: Number(row.one_time_total_cents),
      mrrCents: Number(row.mrr_cents),
      tcvCents: Number(row.tcv_cents),
      marginBps: row.margin_bps,
      validUntil: row.valid_until,
      sentAt: row.sent_at?.toISOString() ?? null,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
    }));
    return { items, nextCursor, total, totalIsExact: true };
  },
};
