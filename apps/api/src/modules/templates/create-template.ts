import type { CreateTemplateInput, TemplateDetail } from '@scopewright/domain';
import type { z } from 'zod';
import { insertTemplate } from './insert-template';
import { withOwner, type TemplatesContext } from './template-owner';

/** POST /api/templates: a workspace template (a super admin's is global and unpublished). */
export function createTemplate(
  ctx: TemplatesContext,
  input: z.output<typeof CreateTemplateInput>,
): Promise<TemplateDetail> {
  return withOwner(ctx, (tx) => insertTemplate(tx, ctx, input));
}
