import { queryPrepared, type PreparedStatement, type Tx } from '@scopewright/db';
import { calculateQuoteTotals, QUOTE_API_COPY, type QuoteDetail, type QuoteTotals } from '@scopewright/domain';
import { PgDialect } from 'drizzle-orm/pg-core';
import { AppError } from '../../platform/errors';
import { SECTIONS_OF_VERSION } from './quote-content.queries';

/** A timestamp as JavaScript's toISOString() prints it (UTC, milliseconds truncated as pg's Date parsing does). */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const person = (id: string) =>
  `(select json_build_object('id', u.id, 'name', u.name, 'email', u.email) from users u where u.id = ${id})`;
/** A frozen version's snapshot figure (quote-versions.queries.ts toVersionSummary): 0 without a snapshot. */
const figure = (path: string) =>
  `case when v.totals ? 'oneTime' and v.totals ? 'mrrCents' then v.totals #> '{${path}}' else '0'::jsonb end`;

const SECTIONS = new PgDialect().sqlToQuery(SECTIONS_OF_VERSION).sql;

/**
 * The whole detail (quote, client, people, the version with its content, the history) as one JSON value built by
 * Postgres: one round trip and no per-row mapping in Node. Only a draft's totals are left to compute (null here).
 * Scoped twice: the quote's tenant_id = $1 and the row-level-security policy (docs/security.md#tenant-isolation).
 */
const BODY = `select json_build_object(
  'id', q.id, 'number', q.number, 'title', q.title, 'status', q.status,
  'client', coalesce(
    (select json_build_object('id', c.id, 'name', c.name, 'currency', c.currency)
       from clients c where c.tenant_id = q.tenant_id and c.id = q.client_id),
    json_build_object('id', q.client_id, 'name', '', 'currency', q.currency)),
  'contactId', q.contact_id, 'owner', ${person('q.owner_id')}, 'currency', q.currency, 'validUntil', q.valid_until,
  'archivedAt', ${iso('q.archived_at')}, 'createdAt', ${iso('q.created_at')}, 'updatedAt', ${iso('q.updated_at')},
  'version', (select json_build_object(
      'id', v.id, 'versionNo', v.version_no, 'status', v.status, 'lockVersion', v.lock_version,
      'isFrozen', v.status <> 'draft', 'updatedAt', ${iso('v.updated_at')}, 'updatedBy', ${person('v.updated_by')},
      'content', json_build_object('executiveSummary', v.executive_summary, 'terms', v.terms,
        'clientNotes', v.client_notes, 'internalNotes', v.internal_notes, 'pricingModel', v.pricing_model,
        'contractTermMonths', v.contract_term_months, 'taxRateBps', v.tax_rate_bps,
        'discountType', v.discount_type, 'discountValue', v.discount_value, 'sections', ${SECTIONS}),
      'totals', case when v.status <> 'draft' and v.totals ? 'oneTime' and v.totals ? 'mrrCents' then v.totals end)
    from quote_versions v where v.tenant_id = q.tenant_id and v.id = coalesce(p.version_id, q.current_version_id)),
  'versions', (select coalesce(json_agg(json_build_object(
      'id', v.id, 'versionNo', v.version_no, 'status', v.status, 'createdFrom', v.created_from,
      'oneTimeTotalCents', ${figure('oneTime,revenueCents')}, 'mrrCents', ${figure('mrrCents')},
      'tcvCents', ${figure('tcvCents')}, 'createdBy', ${person('v.created_by')}, 'createdAt', ${iso('v.created_at')},
      'sentAt', ${iso('v.sent_at')}) order by v.version_no), '[]'::json)
    from quote_versions v where v.tenant_id = q.tenant_id and v.quote_id = q.id)
) as detail
from p join quotes q on q.tenant_id = p.tenant_id and q.id = p.quote_id`;

/** $1 tenant, $2 quote, $3 the version to show (null: the current one); bench/floor runs this text too. */
export const QUOTE_DETAIL_SQL = `with p as (select $1::uuid as tenant_id, $2::uuid as quote_id, $3::uuid as version_id)
${BODY}`;

const QUOTE_DETAIL: PreparedStatement = { name: 'quote-detail', text: QUOTE_DETAIL_SQL };

type DetailRow = Omit<QuoteDetail, 'version'> & {
  version: (Omit<QuoteDetail['version'], 'totals'> & { totals: QuoteTotals | null }) | null;
};

/** The statement's row as the API answers it: 404 for no quote (or another workspace's), a draft's totals computed. */
function toQuoteDetail(row: { detail: DetailRow } | undefined): QuoteDetail {
  if (!row) throw new AppError('NOT_FOUND', QUOTE_API_COPY.quoteNotFound);
  const { version, ...quote } = row.detail;
  if (!version) throw new AppError('NOT_FOUND', QUOTE_API_COPY.versionNotFound);
  return { ...quote, version: { ...version, totals: version.totals ?? calculateQuoteTotals(version.content) } };
}

/**
 * The quote detail every quote route answers with (GET /api/quotes/{id}, and the writes after their changes, in
 * their transaction): one prepared statement inside withTenant. `versionId` null shows the current version.
 */
export async function readQuoteDetail(
  tx: Tx,
  tenantId: string,
  quoteId: string,
  versionId: string | null,
): Promise<QuoteDetail> {
  const [row] = await queryPrepared<{ detail: DetailRow }>(tx, QUOTE_DETAIL, [tenantId, quoteId, versionId]);
  return toQuoteDetail(row);
}
