import { queryPrepared, type PreparedStatement, type Tx } from '@scopewright/db';
import type pg from 'pg';

/**
 * The workspace's own scopes for the AI engines (docs/decisions/0045-ai-learns-own-scopes.md): its active
 * templates (never a global one, never another workspace's) and its accepted quotes' accepted versions. Every
 * statement filters by the tenant as well as running under row-level security (withTenant).
 */

/** Runs a named statement in the tenant's transaction: `queryPrepared` in the API, a pooled client in the floor. */
export type RunStatement = <Row extends pg.QueryResultRow>(
  statement: PreparedStatement,
  values: unknown[],
) => Promise<Row[]>;

export const inTransaction =
  (tx: Tx): RunStatement =>
  (statement, values) =>
    queryPrepared(tx, statement, values);

/** The most recently accepted quotes the engines learn from: enough history, a bounded index per workspace. */
export const MAX_OWN_QUOTES = 2_000;
/** More than any workspace keeps active; bounds the index all the same. */
export const MAX_OWN_TEMPLATES = 1_000;
/** Versions whose lines are read per statement. */
const CONTENT_BATCH = 500;

export interface OwnScopesStamp {
  /** Changes with any template of the workspace: created, saved (a new version), archived, unarchived, deleted. */
  templates: string;
  /** Changes with any acceptance, and when an accepted quote is archived, restored, renamed or deleted. */
  quotes: string;
}

// Every suggestion reads it (one round trip, index-only on quotes_tenant_status_updated_idx): a prepared statement.
const STAMP: PreparedStatement = {
  name: 'ai-own-scopes-stamp',
  text: `select
    (select count(*) || ':' || coalesce(sum(version), 0) || ':' || count(archived_at) || ':' ||
        coalesce(max(updated_at)::text, '') || ':' || coalesce(max(archived_at)::text, '')
      from templates where tenant_id = $1) as templates,
    (select count(*) || ':' || coalesce(max(updated_at)::text, '')
      from quotes where tenant_id = $1 and status = 'accepted') as quotes`,
};

export async function readOwnScopesStamp(run: RunStatement, tenantId: string): Promise<OwnScopesStamp> {
  const [row] = await run<OwnScopesStamp>(STAMP, [tenantId]);
  return row ?? { templates: '', quotes: '' };
}

export interface TemplateHead {
  id: string;
  version: number;
  name: string;
  description: string;
  category: string;
  tags: string[];
  updatedAt: string;
}

const TEMPLATE_HEADS: PreparedStatement = {
  name: 'ai-own-template-heads',
  text: `select id, version, name, description, category, tags, updated_at::text as "updatedAt"
  from templates where tenant_id = $1 and archived_at is null
  order by lower(name), id limit ${MAX_OWN_TEMPLATES}`,
};

/** The workspace's active templates without their documents: which changed since the engine last read them. */
export function listOwnTemplateHeads(run: RunStatement, tenantId: string): Promise<TemplateHead[]> {
  return run<TemplateHead>(TEMPLATE_HEADS, [tenantId]);
}

const TEMPLATE_DOCUMENTS: PreparedStatement = {
  name: 'ai-own-template-documents',
  text: `select id, document from templates
  where tenant_id = $1 and archived_at is null and id = any($2::uuid[])`,
};

/** The current documents of the given templates (a template's document is its current version's). */
export function readOwnTemplateDocuments(
  run: RunStatement,
  tenantId: string,
  ids: readonly string[],
): Promise<{ id: string; document: unknown }[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return run<{ id: string; document: unknown }>(TEMPLATE_DOCUMENTS, [tenantId, ids]);
}

export interface AcceptedQuoteHead {
  versionId: string;
  number: number;
  title: string;
}

const ACCEPTED_HEADS: PreparedStatement = {
  name: 'ai-own-accepted-heads',
  text: `select v.id as "versionId", q.number, q.title
  from quotes q
  join quote_versions v on v.tenant_id = q.tenant_id and v.quote_id = q.id and v.status = 'accepted'
  where q.tenant_id = $1 and q.status = 'accepted'
  order by v.accepted_at desc nulls last, v.id desc limit ${MAX_OWN_QUOTES}`,
};

/** The accepted versions of the workspace's accepted quotes, most recently accepted first. */
export function listAcceptedQuoteHeads(run: RunStatement, tenantId: string): Promise<AcceptedQuoteHead[]> {
  return run<AcceptedQuoteHead>(ACCEPTED_HEADS, [tenantId]);
}

export interface AcceptedLabourLine {
  versionId: string;
  sectionName: string;
  id: string;
  name: string;
  description: string;
  roleName: string | null;
  minutes: number;
  deliverables: string[];
  assumptions: string[];
  outOfScope: string[];
  customerResponsibilities: string[];
}

const ACCEPTED_LINES: PreparedStatement = {
  name: 'ai-own-accepted-lines',
  text: `select l.version_id as "versionId", s.name as "sectionName", l.stable_key as id, l.name,
    l.client_description as description, l.role_name as "roleName",
    (l.minutes::bigint * l.quantity)::float8 as minutes, l.deliverables, l.assumptions,
    l.out_of_scope as "outOfScope", l.customer_responsibilities as "customerResponsibilities"
  from quote_lines l
  join quote_sections s on s.tenant_id = l.tenant_id and s.id = l.section_id
  where l.tenant_id = $1 and l.version_id = any($2::uuid[]) and l.kind = 'labor' and l.minutes > 0
    and l.quantity > 0 and l.is_selected and s.is_selected
  order by l.version_id, s.position, l.position`,
};

/** The labour lines the client accepted (optional ones only if selected) of the given accepted versions. */
export async function listAcceptedLabourLines(
  run: RunStatement,
  tenantId: string,
  versionIds: readonly string[],
): Promise<AcceptedLabourLine[]> {
  const lines: AcceptedLabourLine[] = [];
  for (let at = 0; at < versionIds.length; at += CONTENT_BATCH) {
    const batch = versionIds.slice(at, at + CONTENT_BATCH);
    lines.push(...(await run<AcceptedLabourLine>(ACCEPTED_LINES, [tenantId, batch])));
  }
  return lines;
}
