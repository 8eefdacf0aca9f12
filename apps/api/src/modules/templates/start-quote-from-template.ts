import { withTenant } from '@scopewright/db';
import { QuoteBrandingOverrides, type QuoteDetail, type StartQuoteFromTemplateInput } from '@scopewright/domain';
import type { z } from 'zod';
import type { TenantContext } from '../../platform/access/use-case-context';
import { overridesSnapshot } from '../branding';
import { createQuoteIn, invalidateQuoteCounts } from '../quotes';
import { applyTemplateForOwner } from './apply-template-for-owner';
import { documentOf, getTemplateOrThrow, recordTemplateUse } from './templates.queries';

/** The template's document options as the draft's, when it sets any. */
function brandingOf(override: unknown): Record<string, unknown> | null {
  const parsed = QuoteBrandingOverrides.safeParse(override);
  return parsed.success && Object.keys(parsed.data).length > 0 ? overridesSnapshot(parsed.data) : null;
}

/**
 * POST /api/templates/{id}/quotes: a new quote (v1 draft) whose content is a snapshot of the template at its
 * current version — variables applied, labour at the workspace's rates, the template's summary and terms (the
 * workspace's terms when it has none) — in one transaction with the use count. Later template edits never
 * change the quote.
 */
export async function startQuoteFromTemplate(
  ctx: TenantContext,
  id: string,
  input: z.output<typeof StartQuoteFromTemplateInput>,
): Promise<QuoteDetail> {
  const owner = { kind: 'workspace', tenantId: ctx.tenantId } as const;
  const result = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, async (tx) => {
    const row = await getTemplateOrThrow(tx, owner, id);
    const applied = await applyTemplateForOwner(tx, owner, row, {
      values: input.values,
      sectionIds: null,
      quoteId: null,
    });
    const { content } = documentOf(row);
    const quote = await createQuoteIn(
      tx,
      ctx,
      { clientId: input.clientId, contactId: input.contactId ?? null, title: input.title ?? row.name },
      {
        createdFrom: 'template',
        template: { id: row.id, version: row.version },
        brandingSnapshot: brandingOf(row.brandingOverride),
        // Already parsed: the document on read, the sections by applyTemplate.
        content: (defaults) => ({
          ...content,
          clientNotes: '',
          internalNotes: '',
          terms: content.terms || defaults.terms,
          taxRateBps: defaults.taxRateBps,
          sections: applied.sections,
        }),
      },
    );
    await recordTemplateUse(tx, ctx.tenantId, row.id);
    return quote;
  });
  invalidateQuoteCounts(ctx.tenantId);
  return result;
}
