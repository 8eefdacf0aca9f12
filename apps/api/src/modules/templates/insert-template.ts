import { templates, type Tx } from '@scopewright/db';
import type { TemplateDetail } from '@scopewright/domain';
import { enforceLimit } from '../../platform/access/enforce-limit';
import { countTemplates } from '../billing';
import { auditedTemplate, recordTemplateChange } from './template-audit';
import { ownerTenantId } from './template-owner';
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
 * A new template (version 1) in the caller's transaction: the plan's maxTemplates for a workspace (tenant row
 * locked, so concurrent creates count each other), a free name, the row and its first history entry. A global
 * one starts unpublished: the super admin publishes it when it is ready. `template.created` in the audit log, with
 * where it came from (`origin`: typed in, a file, a duplicate, a quote).
 */
export async function insertTemplate(
  tx: Tx,
  ctx: TemplatesContext,
  fields: TemplateFields,
  origin: 'new' | 'import' | 'duplicate' | 'quote' = 'new',
): Promise<TemplateDetail> {
  const { owner } = ctx;
  if (owner.kind === 'workspace') {
    const { tenantId } = owner;
    await enforceLimit(tx, { tenantId, limit: 'maxTemplates', countUsed: (t) => countTemplates(t, tenantId) });
  }
  await assertNameFree(tx, owner, fields.name);
  const [row] = await tx
    .insert(templates)
    .values({
      tenantId: ownerTenantId(owner),
      scope: owner.kind === 'workspace' ? 'workspace' : 'global',
      isPublished: owner.kind === 'workspace',
      ...rowFieldsOf(fields),
      version: 1,
      createdBy: ctx.actor.userId,
      updatedBy: ctx.actor.userId,
    })
    .returning({ id: templates.id, tenantId: templates.tenantId, version: templates.version });
  if (!row) throw new Error('insertTemplate: insert returned no row');
  await insertVersionRow(tx, row, fields, ctx.actor.userId);
  await recordTemplateChange(tx, ctx, {
    action: 'template.created',
    id: row.id,
    before: null,
    after: auditedTemplate(fields, row.version),
    versionNo: row.version,
    metadata: { origin },
  });
  return toDetail(await getTemplateOrThrow(tx, owner, row.id), owner);
}
