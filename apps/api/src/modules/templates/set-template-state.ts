import { quoteVersions, templates, templateUsage } from '@scopewright/db';
import { TEMPLATE_COPY, type TemplateDetail } from '@scopewright/domain';
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { auditedTemplate, recordTemplateChange } from './template-audit';
import { withOwner, type TemplatesContext } from './template-owner';
import { documentOf, getTemplateOrThrow, toDetail, type TemplateFields } from './templates.queries';

type TemplateRow = Awaited<ReturnType<typeof getTemplateOrThrow>>;

/** The row as the audit log compares it, with its archived and published state. */
const audited = (row: TemplateRow) =>
  auditedTemplate(
    { ...row, brandingOverride: row.brandingOverride as TemplateFields['brandingOverride'], document: documentOf(row) },
    row.version,
    { archived: row.archivedAt !== null, published: row.isPublished },
  );

type StateChange = { archived: boolean } | { published: boolean };

/** Archive / unarchive (the owner), publish / unpublish (global templates, super admins); a change is `template.updated`. */
export function setTemplateState(ctx: TemplatesContext, id: string, change: StateChange): Promise<TemplateDetail> {
  return withOwner(ctx, async (tx) => {
    const row = await getTemplateOrThrow(tx, ctx.owner, id, { forWrite: true });
    const set =
      'archived' in change
        ? { archivedAt: change.archived ? (row.archivedAt ?? new Date()) : null }
        : { isPublished: change.published };
    await tx
      .update(templates)
      .set({ ...set, updatedBy: ctx.actor.userId, updatedAt: new Date() })
      .where(eq(templates.id, id));
    const after = await getTemplateOrThrow(tx, ctx.owner, id);
    const [was, now] = [audited(row), audited(after)];
    if (was.archived !== now.archived || was.published !== now.published) {
      await recordTemplateChange(tx, ctx, {
        action: 'template.updated',
        id,
        before: was,
        after: now,
        versionNo: after.version,
      });
    }
    return toDetail(after, ctx.owner);
  });
}

/** DELETE /api/templates/{id}: only a template no quote came from; otherwise archive it (409). */
export function deleteTemplate(ctx: TemplatesContext, id: string): Promise<void> {
  return withOwner(ctx, async (tx) => {
    const row = await getTemplateOrThrow(tx, ctx.owner, id, { forWrite: true });
    const [used] = await tx.select({ n: count() }).from(templateUsage).where(eq(templateUsage.templateId, id));
    const [quoted] = await tx.select({ n: count() }).from(quoteVersions).where(eq(quoteVersions.templateId, id));
    if ((used?.n ?? 0) > 0 || (quoted?.n ?? 0) > 0) {
      throw new AppError('CONFLICT', TEMPLATE_COPY.inUseDelete, { reason: 'template-in-use' });
    }
    await tx.delete(templates).where(eq(templates.id, id));
    await recordTemplateChange(tx, ctx, {
      action: 'template.deleted',
      id,
      before: audited(row),
      after: null,
      versionNo: row.version,
    });
  });
}
