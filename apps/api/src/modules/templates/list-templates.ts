import { templates } from '@scopewright/db';
import type { TemplateListFilters, TemplateListPage, TemplateSort } from '@scopewright/domain';
import { and, asc, count, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/contains-pattern';
import { keysetAfter, keysetOrder, keysetPage, type KeysetSort } from '../../platform/keyset-cursor';
import { withOwner, type TemplatesContext, type TemplateOwner } from './template-owner';
import { SUMMARY_COLUMNS, toSummary, usageOf, visibleTo } from './templates.queries';

type Usage = ReturnType<typeof usageOf>['columns'];
const textKey = (v: string) => sql`${v}::text`;
const timeKey = (v: string) => sql`${v}::timestamptz`;

/**
 * Each sort's key over the templates left-joined to their usage. Never-used templates sort as 0 uses and as
 * used at '-infinity' rather than `nulls last`: a row comparison with a null key would drop them from every page.
 */
const sortKeys = (usage: Usage): Record<TemplateSort, KeysetSort> => {
  const lastUsed = sql`coalesce(${usage.lastUsedAt}, '-infinity'::timestamptz)`;
  return {
    name: { expr: sql`lower(${templates.name})`, asText: sql`lower(${templates.name})`, cast: textKey, dir: 'asc' },
    updated: {
      expr: sql`${templates.updatedAt}`,
      asText: sql`${templates.updatedAt}::text`,
      cast: timeKey,
      dir: 'desc',
    },
    most_used: {
      expr: sql`${usage.usageCount}`,
      asText: sql`${usage.usageCount}::text`,
      cast: (v) => sql`${v}::int`,
      dir: 'desc',
    },
    last_used: { expr: lastUsed, asText: sql`${lastUsed}::text`, cast: timeKey, dir: 'desc' },
  };
};
/** What the owner sees, narrowed by scope, text (name, description, category, tags), category and archived. */
function templateFilters(owner: TemplateOwner, query: TemplateListFilters): SQL | undefined {
  const like = query.q ? containsPattern(query.q) : null;
  return and(
    visibleTo(owner),
    query.scope === 'global' ? isNull(templates.tenantId) : undefined,
    query.scope === 'workspace' ? isNotNull(templates.tenantId) : undefined,
    query.archived === 'true' ? isNotNull(templates.archivedAt) : isNull(templates.archivedAt),
    query.category ? eq(templates.category, query.category) : undefined,
    like
      ? sql`(${templates.name} ilike ${like} or ${templates.description} ilike ${like} or ${templates.category} ilike ${like} or array_to_string(${templates.tags}, ' ') ilike ${like})`
      : undefined,
  );
}

/**
 * GET /api/templates: one page of what the owner sees (its own and the published global ones) in the chosen
 * order (keyset on the sort key and id), the count of all matches, and the categories in use for the filter.
 */
export function listTemplates(ctx: TemplatesContext, query: TemplateListFilters): Promise<TemplateListPage> {
  return withOwner(ctx, async (tx) => {
    const usage = usageOf(tx, ctx.owner);
    const sort = sortKeys(usage.columns)[query.sort];
    const where = templateFilters(ctx.owner, query);
    const rows = await tx
      .select({ ...SUMMARY_COLUMNS, ...usage.columns, sortKey: sql<string>`${sort.asText}` })
      .from(templates)
      .leftJoin(usage.u, usage.on)
      .where(and(where, keysetAfter(sort, templates.id, query.cursor)))
      .orderBy(keysetOrder(sort, templates.id))
      .limit(query.limit + 1);
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(templates).where(where);
    const categories = await tx
      .selectDistinct({ category: templates.category })
      .from(templates)
      .where(and(visibleTo(ctx.owner), isNull(templates.archivedAt), sql`${templates.category} <> ''`))
      .orderBy(asc(templates.category));
    const { page, nextCursor } = keysetPage(rows, query.limit, (row) => ({ key: row.sortKey, id: row.id }));
    return { items: page.map(toSummary), categories: categories.map((row) => row.category), total, nextCursor };
  });
}
