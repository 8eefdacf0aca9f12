import type { TemplateDetail, UpdateTemplateInput } from '@scopewright/domain';
import type { z } from 'zod';
import { saveTemplateVersion } from './save-template-version';
import { withOwner, type TemplatesContext } from './template-owner';

/** PUT /api/templates/{id}: every save is the next version. */
export function updateTemplate(
  ctx: TemplatesContext,
  id: string,
  input: z.output<typeof UpdateTemplateInput>,
): Promise<TemplateDetail> {
  const { baseVersion, ...fields } = input;
  return withOwner(ctx, (tx) => saveTemplateVersion(tx, ctx, id, baseVersion, fields));
}
