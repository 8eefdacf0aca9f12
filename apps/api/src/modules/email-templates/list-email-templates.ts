import { emailTemplates, emailTemplateVersions, users, withPlatform } from '@scopewright/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { UseCaseContext } from '../../platform/access/use-case-context';

export interface EmailTemplateSummary {
  id: string;
  alias: string;
  name: string;
  category: string;
  isActive: boolean;
  variables: string[];
  editedAt: string | null;
  editedByName: string | null;
  updatedAt: string;
  versionCount: number;
}

/** GET /api/email-templates: every template (or, `activeOnly`, the active ones only), by category then name. */
export function listEmailTemplates(
  ctx: UseCaseContext,
  { activeOnly }: { activeOnly: boolean },
): Promise<{ items: EmailTemplateSummary[] }> {
  return withPlatform({ db: ctx.database.db }, async (tx) => {
    const rows = await tx
      .select({
        id: emailTemplates.id,
        alias: emailTemplates.alias,
        name: emailTemplates.name,
        category: emailTemplates.category,
        isActive: emailTemplates.isActive,
        variables: emailTemplates.variables,
        editedAt: emailTemplates.editedAt,
        editedByName: users.name,
        updatedAt: emailTemplates.updatedAt,
        versionCount: sql<number>`(select count(*)::int from ${emailTemplateVersions}
          where ${emailTemplateVersions.templateId} = ${emailTemplates.id})`,
      })
      .from(emailTemplates)
      .leftJoin(users, eq(users.id, emailTemplates.editedBy))
      .where(activeOnly ? eq(emailTemplates.isActive, true) : undefined)
      .orderBy(asc(emailTemplates.category), asc(emailTemplates.name));
    return {
      items: rows.map((row) => ({
        ...row,
        editedAt: row.editedAt?.toISOString() ?? null,
        editedByName: row.editedAt ? row.editedByName : null,
        updatedAt: row.updatedAt.toISOString(),
      })),
    };
  });
}
