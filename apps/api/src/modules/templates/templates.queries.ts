import { templates, templateUsage, templateVersions, type TemplateRow, type Tx } from '@scopewright/db';
import {
  TEMPLATE_COPY,
  TemplateDocumentInput,
  templateFigures,
  type TemplateDetail,
  type TemplateDocument,
  type TemplateSummary,
  type TemplateVariable,
} from '@scopewright/domain';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { ownerTenantId, type TemplateOwner } from './template-owner';

/** The rows an owner reads: its own, and for a workspace the published global ones. */
export function visibleTo(owner: TemplateOwner): SQL {
  return owner.kind === 'workspace'
    ? or(eq(templates.tenantId, owner.tenantId), and(isNull(templates.tenantId), eq(templates.isPublished, true)))!
    : isNull(templates.tenantId);
}

/** The rows an owner may change: its own only. */
export const ownedBy = (owner: TemplateOwner): SQL =>
  owner.kind === 'workspace' ? eq(templates.tenantId, owner.tenantId) : isNull(templates.tenantId);

/**
 * This workspace's uses of each template (its usage rows: one per template), or across every workspace for the
 * platform, as a subquery to left join on the template id.
 */
export function usageOf(tx: Tx, owner: TemplateOwner) {
  const u =
    owner.kind === 'workspace'
      ? tx
          .select({
            templateId: templateUsage.templateId,
            uses: templateUsage.uses,
            lastUsedAt: sql<Date | null>`${templateUsage.lastUsedAt}`.as('last_used_at'),
          })
          .from(templateUsage)
          .where(eq(templateUsage.tenantId, owner.tenantId))
          .as('u')
      : tx
          .select({
            templateId: templateUsage.templateId,
            uses: sql<number>`sum(${templateUsage.uses})::int`.as('uses'),
            lastUsedAt: sql<Date | null>`max(${templateUsage.lastUsedAt})`.as('last_used_at'),
          })
          .from(templateUsage)
          .groupBy(templateUsage.templateId)
          .as('u');
  return {
    u,
    on: eq(u.templateId, templates.id),
    columns: { usageCount: sql<number>`coalesce(${u.uses}, 0)`.mapWith(Number), lastUsedAt: u.lastUsedAt },
  };
}

export const SUMMARY_COLUMNS = {
  id: templates.id,
  tenantId: templates.tenantId,
  name: templates.name,
  description: templates.description,
  category: templates.category,
  tags: templates.tags,
  version: templates.version,
  isPublished: templates.isPublished,
  archivedAt: templates.archivedAt,
  sectionCount: templates.sectionCount,
  lineCount: templates.lineCount,
  laborMinutes: templates.laborMinutes,
  variables: templates.variables,
  updatedAt: templates.updatedAt,
};

type SummaryRow = Pick<TemplateRow, keyof typeof SUMMARY_COLUMNS> & {
  usageCount: number;
  lastUsedAt: string | Date | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function toSummary(row: SummaryRow): TemplateSummary {
  return {
    id: row.id,
    scope: row.tenantId ? 'workspace' : 'global',
    name: row.name,
    description: row.description,
    category: row.category,
    tags: row.tags,
    version: row.version,
    isPublished: row.isPublished,
    archivedAt: iso(row.archivedAt),
    sectionCount: row.sectionCount,
    lineCount: row.lineCount,
    laborMinutes: row.laborMinutes,
    variables: row.variables as TemplateVariable[],
    usageCount: Number(row.usageCount),
    lastUsedAt: iso(row.lastUsedAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export type LoadedTemplate = TemplateRow & { usageCount: number; lastUsedAt: string | Date | null };

/** NOT_FOUND for a template the owner cannot see (another workspace's, or unpublished global), as for a missing one. */
export async function getTemplateOrThrow(
  tx: Tx,
  owner: TemplateOwner,
  id: string,
  options: { forWrite?: boolean } = {},
): Promise<LoadedTemplate> {
  const usage = usageOf(tx, owner);
  const [found] = await tx
    .select({ row: templates, ...usage.columns })
    .from(templates)
    .leftJoin(usage.u, usage.on)
    .where(and(eq(templates.id, id), visibleTo(owner)));
  if (!found) throw new AppError('NOT_FOUND', 'Template not found.');
  if (options.forWrite) {
    if (found.row.tenantId !== ownerTenantId(owner)) throw new AppError('FORBIDDEN', TEMPLATE_COPY.globalReadOnly);
    // Locked apart: RLS hides rows the owner may not update from FOR UPDATE, which would read as not found.
    await tx.select({ id: templates.id }).from(templates).where(eq(templates.id, id)).for('update');
  }
  return { ...found.row, usageCount: found.usageCount, lastUsedAt: found.lastUsedAt };
}

/** The stored document, parsed: rows are written from parsed input, so this only fills defaults. */
export const documentOf = (row: Pick<TemplateRow, 'document'>): TemplateDocument =>
  TemplateDocumentInput.parse(row.document);

export function toDetail(row: LoadedTemplate, owner: TemplateOwner): TemplateDetail {
  return {
    ...toSummary(row),
    brandingOverride: (row.brandingOverride as TemplateDetail['brandingOverride']) ?? null,
    document: documentOf(row),
    canEdit: row.tenantId === ownerTenantId(owner),
  };
}

/** VALIDATION naming `name` when the owner already has a template of that name (any case). */
export async function assertNameFree(tx: Tx, owner: TemplateOwner, name: string, exceptId?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(
      and(
        ownedBy(owner),
        sql`lower(${templates.name}) = lower(${name})`,
        exceptId ? sql`${templates.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  if (!taken) return;
  const message = owner.kind === 'workspace' ? TEMPLATE_COPY.nameTaken : TEMPLATE_COPY.globalNameTaken;
  throw new AppError('VALIDATION', message, { details: [{ path: 'name', message }] });
}

export interface TemplateFields {
  name: string;
  description: string;
  category: string;
  tags: string[];
  brandingOverride: TemplateDetail['brandingOverride'];
  document: TemplateDocument;
}

/** The columns a save writes: the fields, the document and its list figures. */
export const rowFieldsOf = (fields: TemplateFields) => ({
  name: fields.name,
  description: fields.description,
  category: fields.category,
  tags: [...new Set(fields.tags)],
  brandingOverride: fields.brandingOverride as Record<string, unknown> | null,
  document: fields.document as unknown as Record<string, unknown>,
  variables: fields.document.variables,
  ...templateFigures(fields.document),
});

/** The immutable history row of one save. */
export async function insertVersionRow(
  tx: Tx,
  row: Pick<TemplateRow, 'id' | 'tenantId' | 'version'>,
  fields: TemplateFields,
  userId: string | null,
): Promise<void> {
  const values = rowFieldsOf(fields);
  await tx.insert(templateVersions).values({
    templateId: row.id,
    tenantId: row.tenantId,
    version: row.version,
    name: values.name,
    description: values.description,
    category: values.category,
    tags: values.tags,
    brandingOverride: values.brandingOverride,
    document: values.document,
    createdBy: userId,
  });
}

/** One more use of a template by a workspace (a quote started from it or its sections inserted). */
export async function recordTemplateUse(tx: Tx, tenantId: string, templateId: string): Promise<void> {
  await tx
    .insert(templateUsage)
    .values({ tenantId, templateId, uses: 1, lastUsedAt: new Date() })
    .onConflictDoUpdate({
      target: [templateUsage.tenantId, templateUsage.templateId],
      set: { uses: sql`${templateUsage.uses} + 1`, lastUsedAt: new Date() },
    });
}
