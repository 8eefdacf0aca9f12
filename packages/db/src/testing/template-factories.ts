import { randomBytes } from 'node:crypto';
import {
  TemplateDocumentInput,
  templateFigures,
  type TemplateDocumentInput as DocumentInput,
} from '@scopewright/domain';
import type { DbClient } from '../connection/connect-database';
import { newId } from '../ids';
import { templates, templateVersions, type TemplateRow } from '../schema/templates';
import { withPlatform } from '../tenancy/with-tenant';

/** A one-section template: a labour line whose hours scale with users (30 min each), and a licence per user. */
export function sampleTemplateDocument(): DocumentInput {
  const labour = newId();
  const licence = newId();
  return {
    content: {
      terms: 'Payment due within 30 days.',
      sections: [
        {
          id: newId(),
          name: 'Migration',
          lines: [
            { id: labour, kind: 'labor', name: 'Migrate mailboxes', minutes: 240, roleName: 'Cloud Engineer' },
            {
              id: licence,
              kind: 'recurring',
              name: 'Microsoft 365 Business Premium',
              unitPriceCents: 2_200,
              frequency: 'monthly',
            },
          ],
        },
      ],
    },
    variables: [{ unit: 'users', label: 'How many users?', defaultValue: 25 }],
    rules: [
      { lineId: labour, unit: 'users', mode: 'hours', perUnitMinutes: 30 },
      { lineId: licence, unit: 'users', mode: 'quantity' },
    ],
  };
}

/** A template of a workspace, or a global one with `tenantId: null` (published unless said otherwise). */
export async function createTemplate(
  db: DbClient,
  tenantId: string | null,
  overrides: { name?: string; isPublished?: boolean; archived?: boolean; document?: DocumentInput } = {},
): Promise<TemplateRow> {
  const document = TemplateDocumentInput.parse(overrides.document ?? sampleTemplateDocument());
  const name = overrides.name ?? `Template ${randomBytes(3).toString('hex')}`;
  return withPlatform({ db }, async (tx) => {
    const [row] = await tx
      .insert(templates)
      .values({
        tenantId,
        scope: tenantId ? 'workspace' : 'global',
        name,
        isPublished: overrides.isPublished ?? true,
        archivedAt: overrides.archived ? new Date() : null,
        document: document as unknown as Record<string, unknown>,
        variables: document.variables,
        ...templateFigures(document),
      })
      .returning();
    if (!row) throw new Error('createTemplate: insert returned no row');
    await tx.insert(templateVersions).values({
      templateId: row.id,
      tenantId,
      version: 1,
      name,
      document: document as unknown as Record<string, unknown>,
    });
    return row;
  });
}
