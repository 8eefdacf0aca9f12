import { newId, withTenant } from '@scopewright/db';
import {
  QuoteContentInput,
  SCOPE_COPY,
  suggestionLineKeys,
  suggestionToSections,
  type QuoteDetail,
  type QuoteFromDescriptionInput,
  type ScopeSuggestionResponse,
} from '@scopewright/domain';
import type { z } from 'zod';
import type { ScopeEngine } from '../../platform/ai/scope-engine';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { createQuoteIn, invalidateQuoteCounts, type QuoteOrigin } from '../quotes';
import { recordAcceptedLines } from './record-accepted-lines';
import { suggestScopeForTenant } from './suggest-scope-for-tenant';

type Fields = z.output<typeof QuoteFromDescriptionInput>;

/** What the engine said beside the lines: what it assumed, what it did not understand, what to ask the client. */
export type ScopingNotes = Pick<
  ScopeSuggestionResponse,
  'runId' | 'source' | 'fallbackReason' | 'message' | 'notUnderstood' | 'questions' | 'totalHours'
>;

const TITLE_MAX = 80;

/** The description's first sentence as a title of at most 80 characters, cut between words. */
export function titleFromDescription(description: string): string {
  const sentence = description.trim().split(/(?<=[.!?])\s|\n/)[0] ?? description;
  const clean = sentence
    .replace(/[.!?]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (clean.length <= TITLE_MAX) return clean;
  const cut = clean.slice(0, TITLE_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:–-]+$/, '')}…`;
}

/**
 * POST /api/v1/quotes/from-description: the scoping engine's suggestion for a description (one AI generation of
 * the month, the plan's AI feature required) made into a new draft quote with every suggested line, priced with
 * the workspace's rate card and catalog, and the run recording them as accepted. A description in which nothing
 * was recognised creates nothing (422 with the engine's message).
 */
export async function createQuoteFromDescription(
  ctx: TenantContext,
  engine: ScopeEngine,
  input: Fields,
): Promise<{ quote: QuoteDetail; scoping: ScopingNotes }> {
  const suggestion = await suggestScopeForTenant(ctx, engine, {
    description: input.description,
    clientId: input.clientId,
  });
  const sections = suggestionToSections(suggestion, newId);
  if (sections.length === 0) {
    const message = suggestion.message ?? SCOPE_COPY.nothingRecognised;
    throw new AppError('VALIDATION', message, { details: [{ path: 'description', message }] });
  }
  const origin: QuoteOrigin = {
    createdFrom: 'ai',
    template: null,
    brandingSnapshot: null,
    content: (defaults) => QuoteContentInput.parse({ ...defaults, sections }),
  };
  const { description, ...quoteFields } = input;
  const quote = await withTenant({ db: ctx.database.db, tenantId: ctx.tenantId }, (tx) =>
    createQuoteIn(tx, ctx, { ...quoteFields, title: input.title ?? titleFromDescription(description) }, origin),
  );
  invalidateQuoteCounts(ctx.tenantId);
  await recordAcceptedLines(ctx, { id: suggestion.runId, lineKeys: suggestionLineKeys(suggestion), quoteId: quote.id });
  const { runId, source, fallbackReason, message, notUnderstood, questions, totalHours } = suggestion;
  return { quote, scoping: { runId, source, fallbackReason, message, notUnderstood, questions, totalHours } };
}
