import type { TemplateDetail } from '@scopewright/domain';
import { withOwner, type TemplatesContext } from './template-owner';
import { getTemplateOrThrow, toDetail } from './templates.queries';

/** GET /api/templates/{id}: the template with its document. */
export function getTemplate(ctx: TemplatesContext, id: string): Promise<TemplateDetail> {
  return withOwner(ctx, async (tx) => toDetail(await getTemplateOrThrow(tx, ctx.owner, id), ctx.owner));
}
