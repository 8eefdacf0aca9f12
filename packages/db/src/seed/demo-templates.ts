import { TemplateDocumentInput, templateFigures, type TemplateDocument } from '@scopewright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { laborRoles } from '../schema/rate-card';
import { newId } from '../ids';
import { templates, templateUsage, templateVersions } from '../schema/templates';
import type { Tx } from '../tenancy/with-tenant';
import { DEMO_TEMPLATES } from './demo-data/demo-templates';
import { daysBefore } from './demo-quotes-build';
import { globalTemplateId } from './templates/global-templates';

/** A global template the demo workspace has used, and how: so its list shows usage next to its own templates. */
const USED_GLOBAL_TEMPLATE = { key: 'firewall-replacement', uses: 1, lastUsedDaysAgo: 12 };

type Role = { id: string; name: string; billRateCents: number; costRateCents: number };

/** A workspace's own template carries its rate card's roles and rates, as one saved from its quotes does. */
function atWorkspaceRates(document: TemplateDocument, roles: readonly Role[]): TemplateDocument {
  const byName = new Map(roles.map((role) => [role.name.toLowerCase(), role]));
  const sections = document.content.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => {
      const role = line.kind === 'labor' ? byName.get((line.roleName ?? '').toLowerCase()) : undefined;
      return role
        ? { ...line, roleId: role.id, unitPriceCents: role.billRateCents, unitCostCents: role.costRateCents }
        : line;
    }),
  }));
  return { ...document, content: { ...document.content, sections } };
}

/**
 * The demo workspace's own templates, each with two saved versions, in the caller's transaction. Called with the
 * demo quotes (only on a workspace without any), before them: the quotes that start from a template name its id.
 */
export async function seedDemoTemplates(
  tx: Tx,
  { tenantId, createdBy, now }: { tenantId: string; createdBy: string | null; now: Date },
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const roles = await tx
    .select({
      id: laborRoles.id,
      name: laborRoles.name,
      billRateCents: laborRoles.billRateCents,
      costRateCents: laborRoles.costRateCents,
    })
    .from(laborRoles)
    .where(eq(laborRoles.tenantId, tenantId));
  for (const entry of DEMO_TEMPLATES) {
    const id = newId();
    const saved = entry.savedDaysAgo.map((days, index) => daysBefore(now, days, index));
    const versions = ([1, 2] as const).map((version, index) => {
      const seed = entry.version(version);
      const document = atWorkspaceRates(TemplateDocumentInput.parse(seed.document), roles);
      return { version, seed, document, createdAt: saved[index]! };
    });
    const current = versions.at(-1)!;
    const details = {
      name: current.seed.name,
      description: current.seed.description,
      category: current.seed.category,
      tags: current.seed.tags,
    };
    await tx.insert(templates).values({
      id,
      tenantId,
      scope: 'workspace',
      ...details,
      document: current.document,
      variables: current.document.variables,
      version: current.version,
      ...templateFigures(current.document),
      createdBy,
      updatedBy: createdBy,
      createdAt: versions[0]!.createdAt,
      updatedAt: current.createdAt,
    });
    await tx.insert(templateVersions).values(
      versions.map((saved) => ({
        templateId: id,
        tenantId,
        version: saved.version,
        name: saved.seed.name,
        description: saved.seed.description,
        category: saved.seed.category,
        tags: saved.seed.tags,
        document: saved.document,
        createdBy,
        createdAt: saved.createdAt,
      })),
    );
    ids.set(entry.key, id);
  }
  return ids;
}

/** How often and how lately the demo workspace started quotes from each template (and one global template). */
export async function insertDemoTemplateUsage(
  tx: Tx,
  { tenantId, starts, now }: { tenantId: string; starts: { templateId: string; at: Date }[]; now: Date },
): Promise<void> {
  const usage = new Map<string, { uses: number; lastUsedAt: Date }>();
  for (const start of starts) {
    const seen = usage.get(start.templateId);
    usage.set(start.templateId, {
      uses: (seen?.uses ?? 0) + 1,
      lastUsedAt: seen && seen.lastUsedAt > start.at ? seen.lastUsedAt : start.at,
    });
  }
  const [global] = await tx
    .select({ id: templates.id })
    .from(templates)
    .where(and(eq(templates.id, globalTemplateId(USED_GLOBAL_TEMPLATE)), isNull(templates.tenantId)));
  if (global) {
    usage.set(global.id, {
      uses: USED_GLOBAL_TEMPLATE.uses,
      lastUsedAt: daysBefore(now, USED_GLOBAL_TEMPLATE.lastUsedDaysAgo, 4),
    });
  }
  if (usage.size === 0) return;
  await tx
    .insert(templateUsage)
    .values([...usage].map(([templateId, { uses, lastUsedAt }]) => ({ tenantId, templateId, uses, lastUsedAt })))
    .onConflictDoNothing();
}
