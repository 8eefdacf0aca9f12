import { templateVersions, users, type Tx } from '@scopewright/db';
import { TemplateDocumentInput, type TemplateDetail, type TemplateDocument } from '@scopewright/domain';
import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '../../platform/errors';
import { saveTemplateVersion } from './save-template-version';
import { withOwner, type TemplatesContext } from './template-owner';
import { getTemplateOrThrow, type TemplateFields } from './templates.queries';

export interface TemplateVersionEntry {
  version: number;
  name: string;
  createdAt: string;
  createdByName: string | null;
}

export interface TemplateVersionDetail extends TemplateVersionEntry {
  description: string;
  category: string;
  tags: string[];
  document: TemplateDocument;
}

/** GET /api/templates/{id}/versions: every save, newest first. */
export function listTemplateVersions(ctx: TemplatesContext, id: string): Promise<{ versions: TemplateVersionEntry[] }> {
  return withOwner(ctx, async (tx) => {
    await getTemplateOrThrow(tx, ctx.owner, id);
    const rows = await tx
      .select({
        version: templateVersions.version,
        name: templateVersions.name,
        createdAt: templateVersions.createdAt,
        createdByName: users.name,
      })
      .from(templateVersions)
      .leftJoin(users, eq(users.id, templateVersions.createdBy))
      .where(eq(templateVersions.templateId, id))
      .orderBy(desc(templateVersions.version));
    return { versions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  });
}

async function readVersion(
  tx: Tx,
  ctx: TemplatesContext,
  id: string,
  version: number,
): Promise<TemplateVersionDetail & TemplateFields> {
  await getTemplateOrThrow(tx, ctx.owner, id);
  const [row] = await tx
    .select({ entry: templateVersions, createdByName: users.name })
    .from(templateVersions)
    .leftJoin(users, eq(users.id, templateVersions.createdBy))
    .where(and(eq(templateVersions.templateId, id), eq(templateVersions.version, version)));
  if (!row) throw new AppError('NOT_FOUND', 'Template version not found.');
  const { entry } = row;
  return {
    version: entry.version,
    name: entry.name,
    description: entry.description,
    category: entry.category,
    tags: entry.tags,
    brandingOverride: (entry.brandingOverride as TemplateFields['brandingOverride']) ?? null,
    document: TemplateDocumentInput.parse(entry.document),
    createdAt: entry.createdAt.toISOString(),
    createdByName: row.createdByName,
  };
}

/** GET /api/templates/{id}/versions/{version}: one save as it was. */
export function getTemplateVersion(ctx: TemplatesContext, id: string, version: number): Promise<TemplateVersionDetail> {
  return withOwner(ctx, async (tx) => {
    const { brandingOverride: _omitted, ...detail } = await readVersion(tx, ctx, id, version);
    return detail;
  });
}

/** POST /api/templates/{id}/versions/{version}/restore: that save's content becomes the next version. */
export function restoreTemplateVersion(
  ctx: TemplatesContext,
  id: string,
  version: number,
  baseVersion: number,
): Promise<TemplateDetail> {
  return withOwner(ctx, async (tx) => {
    const old = await readVersion(tx, ctx, id, version);
    return saveTemplateVersion(tx, ctx, id, baseVersion, old, version);
  });
}
