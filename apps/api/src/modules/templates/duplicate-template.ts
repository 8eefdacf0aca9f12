import { templates } from '@scopewright/db';
import type { TemplateDetail } from '@scopewright/domain';
import { and, sql } from 'drizzle-orm';
import { insertTemplate } from './insert-template';
import { withOwner, type TemplatesContext } from './template-owner';
import { documentOf, getTemplateOrThrow, ownedBy } from './templates.queries';

/**
 * POST /api/templates/{id}/duplicate: a copy in the caller's own templates — of its own, or of a global one
 * (how a workspace makes a global template its own). The copy is named "<name> (copy)", "(copy 2)", ….
 */
export function duplicateTemplate(ctx: TemplatesContext, id: string): Promise<TemplateDetail> {
  return withOwner(ctx, async (tx) => {
    const source = await getTemplateOrThrow(tx, ctx.owner, id);
    const base = `${source.name.slice(0, 110)} (copy`;
    const taken = await tx
      .select({ name: sql<string>`lower(${templates.name})` })
      .from(templates)
      .where(and(ownedBy(ctx.owner), sql`lower(${templates.name}) like lower(${`${base}%`})`));
    const names = new Set(taken.map((row) => row.name));
    let name = `${base})`;
    for (let n = 2; names.has(name.toLowerCase()); n += 1) name = `${base} ${String(n)})`;
    return insertTemplate(
      tx,
      ctx,
      {
        name,
        description: source.description,
        category: source.category,
        tags: source.tags,
        brandingOverride: (source.brandingOverride as TemplateDetail['brandingOverride']) ?? null,
        document: documentOf(source),
      },
      'duplicate',
    );
  });
}
