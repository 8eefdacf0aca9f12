import type { ApplyTemplateInput } from '@scopewright/domain';
import type { z } from 'zod';
import { getQuoteOrThrow } from '../quotes';
import { applyTemplateForOwner, type AppliedTemplate } from './apply-template-for-owner';
import { withOwner, type TemplatesContext } from './template-owner';
import { getTemplateOrThrow, recordTemplateUse } from './templates.queries';

/**
 * POST /api/templates/{id}/apply: the sections a quote would get — the Library's preview at the workspace's
 * rates, and "Insert template" in the wizard (which adds them to its draft and saves as usual).
 */
export function applyTemplateToScope(
  ctx: TemplatesContext,
  id: string,
  input: z.output<typeof ApplyTemplateInput>,
): Promise<AppliedTemplate> {
  return withOwner(ctx, async (tx) => {
    const applied = await applyTemplateForOwner(tx, ctx.owner, await getTemplateOrThrow(tx, ctx.owner, id), input);
    if (input.quoteId && ctx.owner.kind === 'workspace') {
      await getQuoteOrThrow(tx, ctx.owner.tenantId, input.quoteId);
      await recordTemplateUse(tx, ctx.owner.tenantId, id);
    }
    return applied;
  });
}
