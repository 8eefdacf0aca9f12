import {
  QuoteContentInput,
  TEMPLATE_COPY,
  TemplateDocumentInput,
  type SaveQuoteAsTemplateInput,
  type TemplateDetail,
} from '@scopewright/domain';
import type { z } from 'zod';
import { AppError, validationError } from '../../platform/errors';
import { getCurrentVersion, getQuoteOrThrow, readVersionContent } from '../quotes';
import { insertTemplate } from './insert-template';
import { withOwner, type TemplatesContext } from './template-owner';

const refuse = (message: string, path: string): never => {
  throw new AppError('VALIDATION', message, { details: [{ path, message }] });
};

/**
 * POST /api/templates/from-quote: the quote's current version — or one of its sections — as a new template.
 * Lines keep their ids, so the variables' rules can name them; client notes and internal notes stay behind.
 */
export function saveQuoteAsTemplate(
  ctx: TemplatesContext,
  input: z.output<typeof SaveQuoteAsTemplateInput>,
): Promise<TemplateDetail> {
  const { owner } = ctx;
  if (owner.kind !== 'workspace') throw new AppError('FORBIDDEN', TEMPLATE_COPY.globalReadOnly);
  return withOwner(ctx, async (tx) => {
    const quote = await getQuoteOrThrow(tx, owner.tenantId, input.quoteId);
    const version = await getCurrentVersion(tx, quote);
    const content = await readVersionContent(tx, owner.tenantId, version);
    const sections = input.sectionId
      ? content.sections.filter((section) => section.id === input.sectionId)
      : content.sections;
    if (input.sectionId && sections.length === 0) refuse(TEMPLATE_COPY.sectionNotFound, 'sectionId');
    if (!sections.some((section) => section.lines.length > 0)) refuse(TEMPLATE_COPY.emptyQuote, 'quoteId');
    const parsed = TemplateDocumentInput.safeParse({
      content: QuoteContentInput.parse({ ...content, clientNotes: '', internalNotes: '', sections }),
      variables: input.variables,
      rules: input.rules,
    });
    if (!parsed.success) throw validationError(parsed.error.issues, undefined, parsed.error.issues[0]?.message);
    const { quoteId: _quote, sectionId: _section, variables: _variables, rules: _rules, ...fields } = input;
    return insertTemplate(tx, ctx, { ...fields, document: parsed.data }, 'quote');
  });
}
