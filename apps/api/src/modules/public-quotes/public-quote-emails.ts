import type { Quote, Tx } from '@scopewright/db';
import {
  absoluteAppUrl,
  appLinks,
  clientSummaryFigures,
  figureLines,
  formatDocumentDateTime,
  formatQuoteNumber,
  type PricingInput,
  type QuoteTotals,
} from '@scopewright/domain';
import { sendTemplatedEmail, type EmailAttachmentSpec } from '../../platform/mail/send-templated-email';
import { findPeople } from '../quotes';
import type { PublicQuoteContext } from './public-quote-context';

type OwnerTemplate = 'quote_viewed' | 'quote_accepted' | 'quote_declined';

/** The PDF the mail worker attaches: renderClientPdf of this version (signed once accepted). */
export const signedPdfAttachments = (quote: Quote, versionId: string): EmailAttachmentSpec[] => [
  { kind: 'quote_pdf', quoteId: quote.id, versionId },
];

/**
 * The emails' amounts: the client summary's figures (ADR 0026), one "Label: amount" per line. Without the content
 * the contract value is labelled by no term ("Total contract value (excl. tax)").
 */
export function totalsVariables(totals: QuoteTotals, currency: string, content?: PricingInput) {
  const input = content ?? {
    contractTermMonths: 0,
    taxRateBps: 0,
    discountType: 'none',
    discountValue: 0,
    sections: [],
  };
  return { totals_summary: figureLines(clientSummaryFigures(input, totals), currency).join('\n') };
}

export const emailTime = formatDocumentDateTime;

/**
 * Tells the quote's owner what the client did, in the caller's transaction (it commits with the change).
 * A quote without an owner, or an owner without an email, gets no email.
 */
export async function emailQuoteOwner(
  tx: Tx,
  ctx: PublicQuoteContext,
  input: {
    quote: Quote;
    clientName: string;
    template: OwnerTemplate;
    variables: Record<string, string>;
    attachments?: EmailAttachmentSpec[];
  },
): Promise<void> {
  const { quote } = input;
  const owner = quote.ownerId ? (await findPeople(tx, [quote.ownerId])).get(quote.ownerId) : undefined;
  if (!owner?.email) return;
  await sendTemplatedEmail(
    { tx, ...ctx.mail },
    {
      to: owner.email,
      templateAlias: input.template,
      tenantId: quote.tenantId,
      userId: owner.id,
      templateData: {
        owner_name: owner.name,
        client_name: input.clientName,
        quote_number: formatQuoteNumber(quote.number),
        quote_title: quote.title,
        quote_url: absoluteAppUrl(ctx.appUrl, appLinks.quote(quote.id)),
        ...input.variables,
      },
      attachments: input.attachments,
      metadata: { quoteId: quote.id },
    },
  );
}
