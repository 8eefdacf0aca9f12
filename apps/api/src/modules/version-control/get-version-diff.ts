import { quoteVersions, templateVersions, withTenant, type QuoteVersion, type Tx } from '@scopewright/db';
import {
  describeContentDiff,
  describeTemplateDiff,
  emptyContentLike,
  parseVersionItemId,
  recordedFieldChanges,
  TemplateDocumentInput,
  VERSION_CONTROL_COPY as COPY,
  type ComparedTemplateVersion,
  type VersionDiff,
  type VersionItemDetail,
} from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readVersionContent } from '../quotes';
import { readFeed, type FeedRow } from './version-feed.queries';
import { restoreRightsOf, toVersionItem } from './version-item';

const notFound = () => new AppError('NOT_FOUND', COPY.itemNotFound);
const versionLabel = (n: number) => `v${String(n)}`;

async function quoteVersion(tx: Tx, tenantId: string, where: ReturnType<typeof and>): Promise<QuoteVersion | null> {
  const [row] = await tx
    .select()
    .from(quoteVersions)
    .where(and(eq(quoteVersions.tenantId, tenantId), where));
  return row ?? null;
}

/** The version against the one before it (the domain's version comparison); v1 against nothing. */
async function quoteDiff(tx: Tx, tenantId: string, row: FeedRow): Promise<VersionDiff> {
  const version = await quoteVersion(tx, tenantId, eq(quoteVersions.id, row.id));
  if (!version) throw notFound();
  const previous =
    version.versionNo > 1
      ? await quoteVersion(
          tx,
          tenantId,
          and(eq(quoteVersions.quoteId, version.quoteId), eq(quoteVersions.versionNo, version.versionNo - 1)),
        )
      : null;
  const after = await readVersionContent(tx, tenantId, version);
  const before = previous ? await readVersionContent(tx, tenantId, previous) : emptyContentLike(after);
  return {
    compared: {
      before: previous ? versionLabel(previous.versionNo) : null,
      after: versionLabel(version.versionNo),
    },
    ...describeContentDiff(before, after, row.quote_currency ?? row.currency),
    fields: [],
  };
}

type TemplateVersionRow = typeof templateVersions.$inferSelect;

const compared = (row: TemplateVersionRow): ComparedTemplateVersion => ({
  name: row.name,
  description: row.description,
  category: row.category,
  tags: row.tags,
  document: TemplateDocumentInput.parse(row.document),
});

/** The template history's diff: this save against the one before it. */
async function templateDiff(tx: Tx, tenantId: string, row: FeedRow): Promise<VersionDiff> {
  const [version] = await tx
    .select()
    .from(templateVersions)
    .where(and(eq(templateVersions.tenantId, tenantId), eq(templateVersions.id, row.id)));
  if (!version) throw notFound();
  const [previous] =
    version.version > 1
      ? await tx
          .select()
          .from(templateVersions)
          .where(
            and(
              eq(templateVersions.tenantId, tenantId),
              eq(templateVersions.templateId, version.templateId),
              eq(templateVersions.version, version.version - 1),
            ),
          )
      : [];
  return {
    compared: { before: previous ? versionLabel(previous.version) : null, after: versionLabel(version.version) },
    ...describeTemplateDiff(previous ? compared(previous) : null, compared(version), row.currency),
    fields: [],
  };
}

/** An audit-sourced change: each recorded field before and after, formatted. */
const fieldsDiff = (row: FeedRow): VersionDiff => ({
  compared: null,
  notes: [],
  sections: [],
  lines: [],
  totals: [],
  fields: recordedFieldChanges(row.changes, row.currency),
});

/** GET /api/versions/{itemId}: the item as the feed shows it, and its readable diff; another workspace's is a 404. */
export async function getVersionDiff(ctx: TenantContext, itemId: string): Promise<VersionItemDetail> {
  const parsed = parseVersionItemId(itemId);
  if (!parsed) throw notFound();
  return withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const [row] = await readFeed(tx, ctx.tenantId, { one: parsed });
    if (!row) throw notFound();
    const diff =
      row.source === 'qv'
        ? await quoteDiff(tx, ctx.tenantId, row)
        : row.source === 'tv'
          ? await templateDiff(tx, ctx.tenantId, row)
          : fieldsDiff(row);
    return { item: toVersionItem(row, restoreRightsOf(ctx.actor)), diff };
  });
}
