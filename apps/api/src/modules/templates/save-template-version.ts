import { templates, type Tx } from '@scopewright/db';
import { TEMPLATE_COPY, type TemplateDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import type { TemplatesContext } from './template-owner';
import {
  assertNameFree,
  getTemplateOrThrow,
  insertVersionRow,
  rowFieldsOf,
  toDetail,
  type TemplateFields,
} from './templates.queries';

/**
 * The next version of a template the owner holds, in the caller's transaction: the row locked, a stale
 * `baseVersion` refused (409), the name still free, the row rewritten and the history row added.
 */
export async function saveTemplateVersion(
  tx: Tx,
  ctx: TemplatesContext,
  id: string,
  baseVersion: number,
  fields: TemplateFields,
): Promise<TemplateDetail> {
  const current = await getTemplateOrThrow(tx, ctx.owner, id, { forWrite: true });
  if (current.version !== baseVersion) {
    throw new AppError('CONFLICT', TEMPLATE_COPY.staleVersion, {
      reason: 'stale',
      details: { currentVersion: current.version },
    });
  }
  await assertNameFree(tx, ctx.owner, fields.name, id);
  const version = current.version + 1;
  await tx
    .update(templates)
    .set({ ...rowFieldsOf(fields), version, updatedBy: ctx.actor.userId, updatedAt: new Date() })
    .where(eq(templates.id, id));
  await insertVersionRow(tx, { id, tenantId: current.tenantId, version }, fields, ctx.actor.userId);
  return toDetail(await getTemplateOrThrow(tx, ctx.owner, id), ctx.owner);
}
