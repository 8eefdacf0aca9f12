import {
  QUOTE_OUTCOME_COPY as COPY,
  quoteSignaturePath,
  type AcceptedOption,
  type QuoteContent,
  type QuoteOutcome,
} from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readVersionContent } from '../quotes/quote-content.queries';
import { readAnsweredVersion, type AcceptanceRecord } from './read-answered-version';

/** The picked optional items by name, in the order the quote prints them. */
function acceptedOptions(content: QuoteContent, acceptance: AcceptanceRecord): AcceptedOption[] {
  const lineIds = new Set(acceptance.selectedLineIds);
  const sectionIds = new Set(acceptance.selectedSectionIds);
  return content.sections.flatMap((section) => [
    ...(sectionIds.has(section.id) ? [{ id: section.id, kind: 'section' as const, name: section.name }] : []),
    ...section.lines
      .filter((line) => lineIds.has(line.id))
      .map((line) => ({ id: line.id, kind: 'line' as const, name: line.name })),
  ]);
}

/**
 * GET /api/quotes/{id}/acceptance: the client's answer to a version — the acceptance record (signer, time, IP,
 * user agent, document hash, picked options, signature) or the decline (reason, time); 404 when neither.
 */
export function getQuoteOutcome(
  ctx: TenantContext,
  input: { id: string; version?: number | undefined },
): Promise<QuoteOutcome> {
  return readAnsweredVersion(ctx, input, async (tx, { quote, version, acceptance }) => {
    const { versionNo } = version;
    if (acceptance) {
      const content = await readVersionContent(tx, ctx.tenantId, version);
      return {
        outcome: 'accepted',
        versionNo,
        signerName: acceptance.signerName,
        signerTitle: acceptance.signerTitle,
        signerEmail: acceptance.signerEmail,
        acceptedAt: acceptance.acceptedAt.toISOString(),
        ip: acceptance.ip,
        userAgent: acceptance.userAgent,
        documentSha256: acceptance.documentSha256,
        selectedOptions: acceptedOptions(content, acceptance),
        signature:
          acceptance.signatureKind === 'drawn'
            ? { kind: 'drawn', signatureUrl: quoteSignaturePath(quote.id, versionNo) }
            : { kind: 'typed', text: acceptance.signatureText ?? acceptance.signerName },
      };
    }
    if (version.status === 'declined' && version.declinedAt) {
      return {
        outcome: 'declined',
        versionNo,
        declinedAt: version.declinedAt.toISOString(),
        reason: version.declineReason,
      };
    }
    throw new AppError('NOT_FOUND', COPY.noOutcome);
  });
}
