import { templates, type Tx } from '@scopewright/db';
import { TEMPLATE_COPY, type TemplateDetail } from '@scopewright/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { auditedTemplate, recordTemplateChange } from './template-audit';
import type { TemplatesContext } from './template-owner';
import {
  assertNameFree,
  documentOf,
  getTemplateOrThrow,
  insertVersionRow,
  rowFieldsOf,
  toDetail,
  type TemplateFields,
} from './templates.queries';

/**
 * The next version of a template the owner holds, in the caller's transaction: the row locked, a stale
 * `baseVersion` refused (409), the name still free, the row rewritten and the history row added; the audit log
 * gets `template.updated` (or `restored`) with the changed fields and `metadata.versionNo`, the version it made.
 */
export async function saveTemplateVersion(
  tx: Tx,
  ctx: TemplatesContext,
  id: string,
  baseVersion: number,
  fields: TemplateFields,
  restoredFrom?: number,
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
  await recordTemplateChange(tx, ctx, {
    action: restoredFrom === undefined ? 'template.updated' : 'template.restored',
    id,
    before: auditedTemplate(
      {
        ...current,
        brandingOverride: current.brandingOverride as TemplateFields['brandingOverride'],
        document: documentOf(current),
      },
      current.version,
    ),
    after: auditedTemplate(fields, version),
    versionNo: version,
    metadata: {
      previousVersionNo: current.version,
      ...(restoredFrom === undefined ? {} : { fromVersion: restoredFrom }),
    },
  });
  return toDetail(await getTemplateOrThrow(tx, ctx.owner, id), ctx.owner);
}
