import { withPlatform, type Tx } from '@scopewright/db';
import { appLinks, platformWorkspacePath, VALIDATION_COPY as COPY } from '@scopewright/domain';
import { sql } from 'drizzle-orm';
import type { Finding } from '../finding-writer';
import { countOf, type CheckContext, type ValidationCheckRunner } from './check-context';

type Row = Record<string, unknown>;

/**
 * The references no foreign key enforces (every other one is a composite tenant foreign key, so the database
 * refuses it broken): a quote's current version (quotes.current_version_id), a version's origin
 * (quote_versions.based_on_version_id), the share link an acceptance or a view was made through
 * (share_link_id), the version a view saw (quote_views.version_id), a PSA link's local record
 * (external_refs.entity_id, by entity), and template usage of a template that is neither global nor the
 * workspace's own (template_usage has plain foreign keys to both sides, not a tenant-bound one).
 * quote_versions.template_id is left out on purpose: a quote keeps its content when its template is deleted.
 */
const QUERIES: { name: string; query: ReturnType<typeof sql>; finding: (row: Row) => Finding }[] = [
  {
    name: 'current version',
    query: sql`select q.tenant_id as "tenantId", q.id, q.number, (v.id is null) as missing
      from quotes q left join quote_versions v on v.tenant_id = q.tenant_id and v.id = q.current_version_id
      where v.id is null or v.quote_id <> q.id`,
    finding: (r) => ({
      ...onQuote(r),
      severity: 'error',
      message: r.missing
        ? COPY.quoteCurrentVersionMissing(Number(r.number))
        : COPY.quoteCurrentVersionElsewhere(Number(r.number)),
    }),
  },
  {
    name: 'version origin',
    query: sql`select v.tenant_id as "tenantId", q.id, q.number, v.version_no as "versionNo"
      from quote_versions v join quotes q on q.tenant_id = v.tenant_id and q.id = v.quote_id
      where v.based_on_version_id is not null and not exists (select 1 from quote_versions b
        where b.tenant_id = v.tenant_id and b.id = v.based_on_version_id)`,
    finding: (r) => ({
      ...onQuote(r),
      severity: 'warning',
      message: COPY.versionBasedOnMissing(Number(r.number), Number(r.versionNo)),
    }),
  },
  {
    name: 'acceptance share link',
    query: sql`select a.tenant_id as "tenantId", q.id, q.number
      from quote_acceptances a join quotes q on q.tenant_id = a.tenant_id and q.id = a.quote_id
      where a.share_link_id is not null and not exists (select 1 from quote_share_links s
        where s.tenant_id = a.tenant_id and s.id = a.share_link_id)`,
    finding: (r) => ({
      ...onQuote(r),
      severity: 'warning',
      message: COPY.acceptanceShareLinkMissing(Number(r.number)),
    }),
  },
  {
    name: 'view version and share link',
    query: sql`select w.tenant_id as "tenantId", q.id, q.number,
        count(*) filter (where v.id is null) as "noVersion",
        count(*) filter (where w.share_link_id is not null and s.id is null) as "noLink"
      from quote_views w
      join quotes q on q.tenant_id = w.tenant_id and q.id = w.quote_id
      left join quote_versions v on v.tenant_id = w.tenant_id and v.id = w.version_id
      left join quote_share_links s on s.tenant_id = w.tenant_id and s.id = w.share_link_id
      where v.id is null or (w.share_link_id is not null and s.id is null)
      group by w.tenant_id, q.id, q.number`,
    finding: (r) => ({
      ...onQuote(r),
      severity: 'warning',
      message: [
        countOf(r.noVersion) > 0 ? COPY.viewVersionMissing(Number(r.number), countOf(r.noVersion)) : null,
        countOf(r.noLink) > 0 ? COPY.viewShareLinkMissing(Number(r.number), countOf(r.noLink)) : null,
      ]
        .filter(Boolean)
        .join(' '),
    }),
  },
  {
    name: 'PSA link',
    query: sql`select r.tenant_id as "tenantId", r.id, r.entity, r.entity_id as "entityId", r.key,
        r.remote_id as "remoteId"
      from external_refs r
      where (r.entity = 'client' and not exists (select 1 from clients c
          where c.tenant_id = r.tenant_id and c.id = r.entity_id))
        or (r.entity = 'contact' and not exists (select 1 from client_contacts c
          where c.tenant_id = r.tenant_id and c.id = r.entity_id))
        or (r.entity = 'quote' and not exists (select 1 from quotes c
          where c.tenant_id = r.tenant_id and c.id = r.entity_id))`,
    finding: (r) => ({
      tenantId: String(r.tenantId),
      severity: 'warning',
      subjectType: 'external_ref',
      subjectId: String(r.id),
      message: COPY.externalRefMissing(String(r.entity), String(r.key), String(r.remoteId)),
      fixPath: platformWorkspacePath(String(r.tenantId)),
      details: { entity: r.entity, entityId: r.entityId },
    }),
  },
  {
    name: 'template usage',
    query: sql`select u.tenant_id as "tenantId", u.template_id as "templateId", t.name
      from template_usage u join templates t on t.id = u.template_id
      where t.tenant_id is not null and t.tenant_id <> u.tenant_id`,
    finding: (r) => ({
      tenantId: String(r.tenantId),
      severity: 'warning',
      subjectType: 'template',
      subjectId: String(r.templateId),
      message: COPY.templateUsageForeign(String(r.name)),
      fixPath: platformWorkspacePath(String(r.tenantId)),
    }),
  },
];

function onQuote(r: Row): Omit<Finding, 'severity' | 'message'> {
  return {
    tenantId: String(r.tenantId),
    subjectType: 'quote',
    subjectId: String(r.id),
    fixPath: appLinks.quote(String(r.id)),
  };
}

/** Rows whose references were looked at, one statement. */
async function countReferences(tx: Tx): Promise<number> {
  const { rows } = await tx.execute<{ n: string }>(sql`select
    (select count(*) from quotes) + (select count(*) from quote_versions where based_on_version_id is not null)
    + (select count(*) from quote_acceptances where share_link_id is not null) + (select count(*) from quote_views)
    + (select count(*) from external_refs) + (select count(*) from template_usage) as n`);
  return countOf(rows[0]?.n);
}

export const checkReferences: ValidationCheckRunner = async (ctx: CheckContext) => {
  for (const { query, finding } of QUERIES) {
    const rows = await withPlatform({ db: ctx.database.db }, async (tx) => (await tx.execute<Row>(query)).rows);
    for (const row of rows) await ctx.findings.add(finding(row));
  }
  return withPlatform({ db: ctx.database.db }, countReferences);
};
