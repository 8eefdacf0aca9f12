import { newId, quoteLines, quoteSections, type NewQuoteLine, type QuoteVersion, type Tx } from '@scopewright/db';
import type { QuoteContent, QuoteSection } from '@scopewright/domain';
import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';

type VersionHeader = Pick<
  QuoteVersion,
  | 'executiveSummary'
  | 'terms'
  | 'clientNotes'
  | 'internalNotes'
  | 'pricingModel'
  | 'contractTermMonths'
  | 'taxRateBps'
  | 'discountType'
  | 'discountValue'
>;

/** The version row's own columns of a content (everything but the sections). */
export function versionHeaderOf(source: VersionHeader): VersionHeader {
  return {
    executiveSummary: source.executiveSummary,
    terms: source.terms,
    clientNotes: source.clientNotes,
    internalNotes: source.internalNotes,
    pricingModel: source.pricingModel,
    contractTermMonths: source.contractTermMonths,
    taxRateBps: source.taxRateBps,
    discountType: source.discountType,
    discountValue: source.discountValue,
  };
}

/** Row columns that are storage, not content: the content's ids are the stable keys. */
const STORAGE_COLUMNS = new Set(['id', 'tenantId', 'versionId', 'sectionId', 'stableKey', 'position']);
const SNAKE = new Map<string, string>();
const snakeCase = (key: string) => {
  let name = SNAKE.get(key);
  if (name === undefined) SNAKE.set(key, (name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)));
  return name;
};

/** `json_build_object('id', <alias>.stable_key, 'name', <alias>.name, …)` over a table's content columns. */
function contentObject(table: typeof quoteSections | typeof quoteLines, alias: string, extra?: SQL): SQL {
  const fields = Object.keys(getTableColumns(table))
    .filter((key) => !STORAGE_COLUMNS.has(key))
    .map((key) => sql.raw(`'${key}', ${alias}.${snakeCase(key)}`));
  return sql`json_build_object('id', ${sql.raw(alias)}.stable_key, ${sql.join(fields, sql`, `)}${extra ?? sql``})`;
}

const LINES_OF_SECTION = sql`(select coalesce(json_agg(${contentObject(quoteLines, 'l')} order by l.position), '[]'::json)
  from quote_lines l where l.tenant_id = s.tenant_id and l.version_id = s.version_id and l.section_id = s.id)`;

/** The JSON array of the sections `s` (with their lines) in position order. */
const SECTIONS_JSON = sql`coalesce(json_agg(${contentObject(quoteSections, 's', sql`, 'lines', ${LINES_OF_SECTION}`)} order by s.position), '[]'::json)`;

/** The sections of the version row `v`, as a scalar subquery (quote-detail.queries.ts reads it in its one statement). */
export const SECTIONS_OF_VERSION = sql`(select ${SECTIONS_JSON}
  from quote_sections s where s.tenant_id = v.tenant_id and s.version_id = v.id)`;

/**
 * A version's content rebuilt from its rows: sections and lines in position order, ids = stable keys. Postgres
 * builds the JSON in one statement: one round trip instead of two, and no per-field mapping of every line in Node
 * (the detail route's largest cost).
 */
export async function readVersionContent(
  tx: Tx,
  tenantId: string,
  version: VersionHeader & { id: string },
): Promise<QuoteContent> {
  const result = await tx.execute<{ sections: QuoteSection[] }>(sql`
    select ${SECTIONS_JSON} as sections
    from quote_sections s where s.tenant_id = ${tenantId} and s.version_id = ${version.id}`);
  return { ...versionHeaderOf(version), sections: result.rows[0]?.sections ?? [] };
}

/**
 * Replaces a version's sections and lines with `content` inside the caller's transaction: one delete (lines go
 * with their sections) and one statement inserting both tables, so a 500-line save stays two statements.
 */
export async function writeVersionContent(
  tx: Tx,
  tenantId: string,
  versionId: string,
  content: QuoteContent,
  { replace }: { replace: boolean },
): Promise<void> {
  if (replace) {
    await tx
      .delete(quoteSections)
      .where(and(eq(quoteSections.tenantId, tenantId), eq(quoteSections.versionId, versionId)));
  }
  if (content.sections.length === 0) return;
  const sectionRows = content.sections.map(({ id: stableKey, lines: _lines, ...section }, position) => ({
    ...section,
    id: newId(),
    tenantId,
    versionId,
    stableKey,
    position,
  }));
  const lineRows: NewQuoteLine[] = content.sections.flatMap((section, index) =>
    section.lines.map(({ id: stableKey, ...line }, position) => ({
      ...line,
      id: newId(),
      tenantId,
      versionId,
      sectionId: sectionRows[index]!.id,
      stableKey,
      position,
    })),
  );
  // One statement for both tables: the lines' foreign key to their sections is checked at its end.
  await tx.execute(
    sql`with inserted_sections as (${insertRows('quote_sections', sectionRows)}) ${insertRows('quote_lines', lineRows)}`,
  );
}

/**
 * `insert into <table> select * from jsonb_populate_recordset(…)`: rows whose every column they carry, as one JSON
 * parameter expanded by PostgreSQL. Building a 60-line insert of 31 columns as drizzle parameters cost more than
 * the round trip (bench/templates.ts).
 */
function insertRows(table: 'quote_sections' | 'quote_lines', rows: readonly object[]): SQL {
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [snakeCase(k), v]))),
  );
  return sql`insert into ${sql.identifier(table)} select * from jsonb_populate_recordset(null::${sql.identifier(table)}, ${json}::jsonb)`;
}
