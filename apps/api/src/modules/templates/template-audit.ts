import type { Tx } from '@scopewright/db';
import { templateFigures, type AuditAction, type TemplateDocument } from '@scopewright/domain';
import { changedFields, recordAudit } from '../../platform/audit/record-audit';
import { ownerTenantId, type TemplatesContext } from './template-owner';
import type { TemplateFields } from './templates.queries';

/** A template's fields as the audit log compares them (the document as its version and size: see below). */
interface AuditedTemplate {
  name: string;
  description: string;
  category: string;
  tags: string[];
  brandingOverride: unknown;
  document: { versionNo: number; sectionCount: number; lineCount: number; laborMinutes: number; variables: number };
  archived?: boolean;
  published?: boolean;
}

const TEMPLATE_FIELDS = [
  'name',
  'description',
  'category',
  'tags',
  'brandingOverride',
  'document',
  'archived',
  'published',
] as const;

/**
 * A template as the audit log keeps it. Every save is a `template_versions` row with the whole document, so the
 * entry names the version and its size instead of copying the document (metadata.versionNo links to it).
 */
export function auditedTemplate(
  fields: Omit<TemplateFields, 'document'> & { document: TemplateDocument },
  versionNo: number,
  state: { archived?: boolean; published?: boolean } = {},
): AuditedTemplate {
  return {
    name: fields.name,
    description: fields.description,
    category: fields.category,
    tags: [...new Set(fields.tags)],
    brandingOverride: fields.brandingOverride ?? null,
    document: { versionNo, ...templateFigures(fields.document), variables: fields.document.variables.length },
    ...state,
  };
}

/**
 * One template change in the owner's audit log (a workspace's, or the platform's for a global template: tenant
 * null), with the fields that changed and `metadata.versionNo` (the version the change made or left current).
 */
export async function recordTemplateChange(
  tx: Tx,
  ctx: TemplatesContext,
  input: {
    action: Extract<AuditAction, `template.${string}`>;
    id: string;
    before: AuditedTemplate | null;
    after: AuditedTemplate | null;
    versionNo: number;
    metadata?: Record<string, unknown>;
  },
): Promise<void> {
  const label = input.after?.name ?? input.before?.name ?? null;
  await recordAudit(tx, ctx, {
    action: input.action,
    tenantId: ownerTenantId(ctx.owner),
    target: { type: 'template', id: input.id, label },
    changes: changedFields(input.before && { ...input.before }, input.after && { ...input.after }, TEMPLATE_FIELDS),
    metadata: {
      versionNo: input.versionNo,
      scope: ctx.owner.kind === 'workspace' ? 'workspace' : 'global',
      ...input.metadata,
    },
  });
}
