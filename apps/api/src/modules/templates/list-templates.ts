import { templates } from '@scopewright/db';
import type { ListTemplatesQuery, TemplateSummary } from '@scopewright/domain';
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { withOwner, type TemplatesContext } from './template-owner';
import { SUMMARY_COLUMNS, toSummary, usageOf, visibleTo } from './templates.queries';
import { containsPattern } from '../../platform/contains-pattern';

/**
 * GET /api/templates: what the owner sees (its own and the published global ones), filtered by scope, text
 * (name, description, category, tags), category and archived; with the categories in use for the filter.
 */
export function listTemplates(
  ctx: TemplatesContext,
  query: z.output<typeof ListTemplatesQuery>,
): Promise<{ items: TemplateSummary[]; categories: string[] }> {
  return withOwner(ctx, async (tx) => {
    const usage = usageOf(tx, ctx.owner);
    const filters: (SQL | undefined)[] = [
      visibleTo(ctx.owner),
      query.scope === 'global' ? isNull(templates.tenantId) : undefined,
      query.scope === 'workspace' ? isNotNull(templates.tenantId) : undefined,
      query.archived === 'true' ? isNotNull(templates.archivedAt) : isNull(templates.archivedAt),
      query.category ? eq(templates.category, query.category) : undefined,
    ];
    if (query.q) {
      const like = containsPattern(query.q);
      filters.push(
        sql`(${templates.name} ilike ${like} or ${templates.description} ilike ${like} or ${templates.category} ilike ${like} or array_to_string(${templates.tags}, ' ') ilike ${like})`,
      );
    }
    const order = {
      name: [asc(sql`lower(${templates.name})`)],
      updated: [desc(templates.updatedAt)],
      most_used: [desc(usage.columns.usageCount), asc(sql`lower(${templates.name})`)],
      last_used: [sql`${usage.columns.lastUsedAt} desc nulls last`, asc(sql`lower(${templates.name})`)],
    }[query.sort];
    const rows = await tx
      .select({ ...SUMMARY_COLUMNS, ...usage.columns })
      .from(templates)
      .leftJoin(usage.u, usage.on)
      .where(and(...filters))
      .orderBy(...order);
    const categories = await tx
      .selectDistinct({ category: templates.category })
      .from(templates)
      .where(and(visibleTo(ctx.owner), isNull(templates.archivedAt), sql`${templates.category} <> ''`))
      .orderBy(asc(templates.category));
    return { items: rows.map(toSummary), categories: categories.map((row) => row.category) };
  });
}
