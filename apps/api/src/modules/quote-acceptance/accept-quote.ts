import {
  type AcceptQuoteInput,
  applyOptionalSelection,
  calculateQuoteTotals,
  formatQuoteNumber,
  invalidSelectionIds,
  PUBLIC_QUOTE_COPY as COPY,
  type DocumentSignatureMark,
  type PublicQuoteView,
} from '@scopewright/domain';
import type { z } from 'zod';
import { AppError } from '../../platform/errors';
import { sendTemplatedEmail } from '../../platform/mail/send-templated-email';
import { enqueuePushesOnAcceptance } from '../integrations';
import { markOpportunityWonByQuote } from '../opportunities';
import {
  buildPublicQuoteView,
  emailQuoteOwner,
  emailTime,
  signedPdfAttachments,
  totalsVariables,
} from '../public-quotes';
import { enqueueSignedPdf, readQuoteDocumentInputs } from '../quote-documents';
import { freezeAcceptedVersion } from './freeze-accepted-version';
import { findOpenQuoteLink } from './open-quote-link';
import type { PublicQuoteContext } from '../public-quotes';
import { reencodeSignaturePng } from './signature-image';

export type AcceptQuoteFields = z.output<typeof AcceptQuoteInput>;

/**
 * POST /api/public/quotes/{token}/accept (docs/security.md#acceptance-once): exactly once, only while open. The transaction locks the
 * quote and version, checks the state again and commits the acceptance, the frozen version, the activity, the
 * signing job and both emails together — or nothing. The signed PDF is rendered and hashed after the commit
 * (`ensureSignedPdf`): every download and email attachment waits for those stored bytes (ADR 0019).
 */
export async function acceptQuote(
  ctx: PublicQuoteContext,
  input: { token: string } & AcceptQuoteFields,
): Promise<PublicQuoteView> {
  const link = await findOpenQuoteLink(ctx, input.token);
  const selection = { lineIds: input.selectedLineIds, sectionIds: input.selectedSectionIds };
  const image = input.signature.kind === 'drawn' ? await reencodeSignaturePng(input.signature.imagePng) : null;

  const mark: DocumentSignatureMark = image
    ? { kind: 'drawn', pngBase64: image.toString('base64') }
    : { kind: 'typed', text: input.signature.kind === 'typed' ? input.signature.text : input.signerName };
  const acceptedAt = new Date();

  return link.answer(acceptedAt, async (tx, linked) => {
    const inputs = await readQuoteDocumentInputs(tx, linked.quote, linked.version);
    const { content } = inputs.source.version;
    if (invalidSelectionIds(content, selection).length) {
      throw new AppError('VALIDATION', COPY.invalidSelection, {
        details: [{ path: 'selectedLineIds', message: COPY.invalidSelection }],
      });
    }
    const totals = calculateQuoteTotals(applyOptionalSelection(content, selection));
    await freezeAcceptedVersion(
      tx,
      linked,
      {
        signerName: input.signerName,
        signerTitle: input.signerTitle,
        signerEmail: input.signerEmail,
        signatureKind: mark.kind,
        signatureText: mark.kind === 'typed' ? mark.text : null,
        signatureImage: image,
        selectedLineIds: selection.lineIds,
        selectedSectionIds: selection.sectionIds,
        acceptedAt,
        ip: ctx.client.ip,
        userAgent: ctx.client.userAgent,
        documentSha256: null,
        documentPdf: null,
      },
      totals,
    );
    const { quote, version } = linked;
    await markOpportunityWonByQuote(tx, quote.tenantId, quote.id);
    await enqueueSignedPdf(ctx.mail.jobs, tx, { tenantId: quote.tenantId, versionId: version.id });
    await enqueuePushesOnAcceptance(ctx.mail.jobs, tx, { tenantId: quote.tenantId, quoteId: quote.id }, ctx.logger);
    const variables = {
      signer_name: input.signerName,
      signer_title: input.signerTitle,
      accepted_at: emailTime(acceptedAt),
      ...totalsVariables(totals, quote.currency, content),
    };
    const attachments = signedPdfAttachments(quote, version.id);
    await sendTemplatedEmail(
      { tx, ...ctx.mail },
      {
        to: input.signerEmail,
        templateAlias: 'quote_signed',
        tenantId: quote.tenantId,
        templateData: {
          ...variables,
          company_name: inputs.options.workspace.name,
          quote_number: formatQuoteNumber(quote.number),
          quote_title: quote.title,
        },
        attachments,
        metadata: { quoteId: quote.id },
      },
    );
    const clientName = inputs.source.client.name;
    await emailQuoteOwner(tx, ctx, { quote, clientName, template: 'quote_accepted', variables, attachments });
    return buildPublicQuoteView(tx, { ...linked, state: 'accepted' }, input.token, acceptedAt);
  });
}
