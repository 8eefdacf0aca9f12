import {
  QUOTE_OUTCOME_COPY as COPY,
  quoteSignaturePath,
  type AcceptedOption,
  type QuoteContent,
  type QuoteOutcome,
} from '@scopewright/domain';
import type { TenantContext } from '../../platform/access/use-case-context';
import { AppError } from '../../platform/errors';
import { readVersionContent } from '../quotes';
import { ensureSignedPdf } from '../quote-documents';
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
 * user agent, document hash, picked options, signature) or the decline (reason, time); 404 when neither. A hash
 * the signing job has not stored yet is rendered and stored first (after the read), never left out.
 */
export async function getQuoteOutcome(
  ctx: TenantContext,
  input: { id: string; version?: number | undefined },
): Promise<QuoteOutcome> {
  const outcome = await readOutcome(ctx, input);
  if (outcome.outcome === 'declined') return outcome;
  const { versionId, documentSha256, ...accepted } = outcome;
  const sha256 = documentSha256 ?? (await ensureSignedPdf(ctx.database.db, ctx.tenantId, versionId)).sha256;
  return { ...accepted, documentSha256: sha256 };
}

function readOutcome(ctx: TenantContext, input: { id: string; version?: number | undefined }) {
  return readAnsweredVersion(ctx, input, async (tx, { quote, version, acceptance }) => {
    const { versionNo } = version;
    if (acceptance) {
      const content = await readVersionContent(tx, ctx.tenantId, version);
      return {
        outcome: 'accepted' as const,
        versionNo,
        signerName: acceptance.signerName,
        signerTitle: acceptance.signerTitle,
        signerEmail: acceptance.signerEmail,
        acceptedAt: acceptance.acceptedAt.toISOString(),
        ip: acceptance.ip,
        userAgent: acceptance.userAgent,
        documentSha256: acceptance.documentSha256,
        versionId: version.id,
        selectedOptions: acceptedOptions(content, acceptance),
        signature:
          acceptance.signatureKind === 'drawn'
            ? { kind: 'drawn' as const, signatureUrl: quoteSignaturePath(quote.id, versionNo) }
            : { kind: 'typed' as const, text: acceptance.signatureText ?? acceptance.signerName },
      };
    }
    if (version.status === 'declined' && version.declinedAt) {
      return {
        outcome: 'declined' as const,
        versionNo,
        declinedAt: version.declinedAt.toISOString(),
        reason: version.declineReason,
      };
    }
    throw new AppError('NOT_FOUND', COPY.noOutcome);
  });
}
