import type { PreparedStatement } from '@scopewright/db';
import {
  appLinks,
  calculateQuoteTotals,
  VALIDATION_COPY as COPY,
  type PricingSection,
  type QuoteTotals,
  type QuoteTotalsDifference,
} from '@scopewright/domain';
import type { PoolClient } from 'pg';
import type { CheckContext, ValidationCheckRunner } from './check-context';

/** Current versions read per statement: each batch is one statement, so a quote and its lines are one snapshot. */
export const QUOTE_TOTALS_BATCH = 500;

interface CurrentVersionRow extends Record<string, unknown> {
  tenantId: string;
  id: string;
  number: number;
  currency: string;
  /** Null when the current version is missing (the references check reports it). */
  versionId: string | null;
  oneTimeTotalCents: string;
  mrrCents: string;
  tcvCents: string;
  marginBps: number | null;
  totals: Record<string, unknown>;
  contractTermMonths: number;
  taxRateBps: number;
  discountType: 'none' | 'percent' | 'amount';
  discountValue: string;
  sections: PricingSection[];
}

const ZERO_UUID = '00000000-0000-0000-0000-000000000000';

/** The figures compared, as the engine names them; the quote row mirrors the first four (the list's figures). */
const VERSION_FIGURES: {
  figure: string;
  unit: QuoteTotalsDifference['unit'];
  read: (t: QuoteTotals) => number | null;
}[] = [
  { figure: 'one-time revenue', unit: 'cents', read: (t) => t.oneTime.revenueCents },
  { figure: 'MRR', unit: 'cents', read: (t) => t.mrrCents },
  { figure: 'TCV', unit: 'cents', read: (t) => t.tcvCents },
  { figure: 'margin', unit: 'bps', read: (t) => t.overall.marginBps },
  { figure: 'one-time tax', unit: 'cents', read: (t) => t.oneTime.taxCents },
  { figure: 'due on acceptance', unit: 'cents', read: (t) => t.oneTime.totalCents },
  { figure: 'ARR', unit: 'cents', read: (t) => t.arrCents },
];

const hasFigures = (totals: Record<string, unknown>) =>
  typeof totals.oneTime === 'object' && totals.oneTime !== null && 'mrrCents' in totals && 'overall' in totals;

/** What a stored snapshot says for one figure; a missing or non-numeric value reads as none. */
function storedFigure(totals: Record<string, unknown>, read: (t: QuoteTotals) => number | null): number | null {
  try {
    const value = read(totals as unknown as QuoteTotals);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * One page of quotes (a range scan of the primary key) with each one's current version and its content, in one
 * statement: one snapshot, and the content built for these 500 only. Pricing columns only, sections and lines in
 * content order (as the draft autosave reads them).
 */
const READ_BATCH: PreparedStatement = {
  name: 'validation-quote-totals-batch',
  text: `
    with page as materialized (
      select q.tenant_id, q.id, q.number, q.currency, q.current_version_id, q.one_time_total_cents, q.mrr_cents,
        q.tcv_cents, q.margin_bps
      from quotes q
      where (q.tenant_id, q.id) > ($1::uuid, $2::uuid)
      order by q.tenant_id, q.id
      limit $3
    )
    select q.tenant_id as "tenantId", q.id, q.number, q.currency, v.id as "versionId",
      q.one_time_total_cents as "oneTimeTotalCents", q.mrr_cents as "mrrCents", q.tcv_cents as "tcvCents",
      q.margin_bps as "marginBps", v.totals, v.contract_term_months as "contractTermMonths",
      v.tax_rate_bps as "taxRateBps", v.discount_type as "discountType", v.discount_value as "discountValue",
      (select coalesce(json_agg(json_build_object(
          'id', s.stable_key, 'isOptional', s.is_optional, 'isSelected', s.is_selected,
          'lines', (select coalesce(json_agg(json_build_object(
              'id', l.stable_key, 'kind', l.kind, 'quantity', l.quantity, 'minutes', l.minutes,
              'unitPriceCents', l.unit_price_cents, 'unitCostCents', l.unit_cost_cents, 'frequency', l.frequency,
              'termMonths', l.term_months, 'discountType', l.discount_type, 'discountValue', l.discount_value,
              'taxable', l.taxable, 'isOptional', l.is_optional, 'isSelected', l.is_selected) order by l.position),
              '[]'::json)
            from quote_lines l where l.tenant_id = s.tenant_id and l.version_id = s.version_id and l.section_id = s.id)
        ) order by s.position), '[]'::json)
        from quote_sections s where s.tenant_id = v.tenant_id and s.version_id = v.id) as sections
    from page q
    left join quote_versions v on v.tenant_id = q.tenant_id and v.id = q.current_version_id
    order by q.tenant_id, q.id`,
};

/** A batch in its own platform-scope transaction, by name: planned once per connection, not once per batch. */
async function readBatch(client: PoolClient, after: { tenantId: string; id: string }) {
  await client.query(`begin; select set_config('app.platform', 'on', true)`);
  try {
    const { rows } = await client.query<CurrentVersionRow>({
      name: READ_BATCH.name,
      text: READ_BATCH.text,
      values: [after.tenantId, after.id, QUOTE_TOTALS_BATCH],
    });
    await client.query('commit');
    return rows;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  }
}

async function compare(ctx: CheckContext, row: CurrentVersionRow): Promise<void> {
  const computed = calculateQuoteTotals({
    contractTermMonths: row.contractTermMonths,
    taxRateBps: row.taxRateBps,
    discountType: row.discountType,
    discountValue: Number(row.discountValue),
    sections: row.sections,
  });
  const subject = {
    tenantId: row.tenantId,
    severity: 'error' as const,
    subjectType: 'quote',
    subjectId: row.id,
    fixPath: appLinks.quote(row.id),
  };
  if (!hasFigures(row.totals)) {
    await ctx.findings.add({
      ...subject,
      message: COPY.quoteNoStoredTotals(row.number),
      details: { versionId: row.versionId },
    });
  } else {
    const differences = VERSION_FIGURES.flatMap(({ figure, unit, read }) => {
      const stored = storedFigure(row.totals, read);
      const value = read(computed);
      return stored === value ? [] : [{ figure, unit, stored, computed: value }];
    });
    if (differences.length > 0) {
      await ctx.findings.add({
        ...subject,
        message: COPY.quoteTotalsDiffer(row.number, 'version', row.currency, differences),
        details: { versionId: row.versionId, where: 'version', differences },
      });
    }
  }
  const mirrored: [string, number | null, number | null][] = [
    ['one-time revenue', Number(row.oneTimeTotalCents), computed.oneTime.revenueCents],
    ['MRR', Number(row.mrrCents), computed.mrrCents],
    ['TCV', Number(row.tcvCents), computed.tcvCents],
    ['margin', row.marginBps, computed.overall.marginBps],
  ];
  const differences = mirrored
    .filter(([, stored, value]) => stored !== value)
    .map(([figure, stored, value]) => ({
      figure,
      unit: figure === 'margin' ? ('bps' as const) : ('cents' as const),
      stored,
      computed: value,
    }));
  if (differences.length > 0) {
    await ctx.findings.add({
      ...subject,
      message: COPY.quoteTotalsDiffer(row.number, 'quote', row.currency, differences),
      details: { versionId: row.versionId, where: 'quote', differences },
    });
  }
}

/**
 * Every quote's current version priced again by the engine and compared with the snapshot stored on the version
 * and its mirror on the quote row (docs/decisions/0015). The versions stream in keyset batches of 500; a quote
 * whose current version is missing is the references check's finding.
 */
export const checkQuoteTotals: ValidationCheckRunner = async (ctx) => {
  let after = { tenantId: ZERO_UUID, id: ZERO_UUID };
  let checked = 0;
  const client = await ctx.database.pool.connect();
  let broken: Error | undefined;
  try {
    for (;;) {
      const rows = await readBatch(client, after);
      for (const row of rows) if (row.versionId !== null) await compare(ctx, row);
      checked += rows.filter((row) => row.versionId !== null).length;
      const last = rows.at(-1);
      if (!last || rows.length < QUOTE_TOTALS_BATCH) return checked;
      after = { tenantId: last.tenantId, id: last.id };
    }
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
};
