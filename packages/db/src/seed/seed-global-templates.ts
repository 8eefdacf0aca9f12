import { TemplateDetailsInput, TemplateDocumentInput, templateFigures } from '@scopewright/domain';
import { isNull } from 'drizzle-orm';
import { newId } from '../ids';
import { templates, templateVersions } from '../schema/templates';
import type { Tx } from '../tenancy/with-tenant';
import { GLOBAL_TEMPLATES, globalTemplateId } from './templates/global-templates';
import type { SeedTemplate } from './templates/template-builders';

export interface GlobalTemplatesSeedResult {
  /** Names of the templates inserted by this run. */
  created: string[];
}

/**
 * The global templates every workspace is offered, in the caller's platform
 * transaction. Insert-only: a seeded template is the super admins' from then on, so one is skipped when a global
 * template has its id (it may have been renamed) or its name (case-insensitive); none is ever updated. Each is
 * version 1 with its version row, published, its figures and variables copied from the parsed document.
 */
export async function seedGlobalTemplates(
  tx: Tx,
  seeds: readonly SeedTemplate[] = GLOBAL_TEMPLATES,
): Promise<GlobalTemplatesSeedResult> {
  const existing = await tx
    .select({ id: templates.id, name: templates.name })
    .from(templates)
    .where(isNull(templates.tenantId));
  const ids = new Set(existing.map((row) => row.id));
  const names = new Set(existing.map((row) => row.name.toLowerCase()));
  const missing = seeds.filter((seed) => !ids.has(globalTemplateId(seed)) && !names.has(seed.name.toLowerCase()));
  if (missing.length === 0) return { created: [] };

  const rows = missing.map((seed) => {
    const details = TemplateDetailsInput.parse({
      name: seed.name,
      description: seed.description,
      category: seed.category,
      tags: seed.tags,
    });
    const document = TemplateDocumentInput.parse(seed.document);
    return {
      id: globalTemplateId(seed),
      tenantId: null,
      scope: 'global' as const,
      name: details.name,
      description: details.description,
      category: details.category,
      tags: details.tags,
      document,
      variables: document.variables,
      version: 1,
      isPublished: true,
      ...templateFigures(document),
    };
  });
  // Another process seeding at the same moment may win a name: its row stands, and this one adds no version for it.
  const inserted = await tx.insert(templates).values(rows).onConflictDoNothing().returning({ id: templates.id });
  const created = new Set(inserted.map((row) => row.id));
  const versions = rows
    .filter((row) => created.has(row.id))
    .map((row) => ({
      id: newId(),
      templateId: row.id,
      tenantId: null,
      version: 1,
      name: row.name,
      description: row.description,
      category: row.category,
      tags: row.tags,
      document: row.document,
    }));
  if (versions.length > 0) await tx.insert(templateVersions).values(versions);
  return { created: versions.map((version) => version.name) };
}
