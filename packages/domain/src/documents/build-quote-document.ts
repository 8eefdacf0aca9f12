import { formatHours, formatMoney } from '../quotes/format-money';
import type { QuoteTotals } from '../quotes/pricing-types';
import type { QuoteContent } from '../quotes/quote-content';
import { formatQuoteNumber } from '../quotes/quote-enums';
import { calculateQuoteTotals } from '../quotes/quote-totals';
import type { DocumentBranding, DocumentSectionKey } from './document-branding';
import { DOCUMENT_COPY as COPY } from './document-copy';
import {
  documentFileBaseName,
  formatDocumentDate,
  formatDocumentDateTime,
  formatMargin,
  toParagraphs,
} from './document-format';
import { buildDocumentPricing } from './document-pricing';
import { buildDocumentScope } from './document-scope';
import type {
  DocumentAcceptance,
  DocumentInternalSummary,
  DocumentSignatureMark,
  DocumentVariant,
  QuoteDocument,
} from './quote-document-types';

/** What the document is built from: a QuoteDetail (or one version of it) satisfies this. */
export interface QuoteDocumentSource {
  number: number;
  title: string;
  client: { name: string };
  owner: { name: string } | null;
  currency: string;
  validUntil: string | null;
  version: {
    versionNo: number;
    content: QuoteContent;
    /** A sent version's snapshot; recomputed with calculateQuoteTotals when absent. */
    totals?: QuoteTotals;
  };
  /** An accepted version's signer: fills the signature block. */
  acceptance?: { signerName: string; signerTitle: string; acceptedAt: Date; signature: DocumentSignatureMark } | null;
}

export interface QuoteDocumentOptions {
  variant: DocumentVariant;
  branding: DocumentBranding;
  workspace: { name: string };
  now: Date;
}

function internalSummary(content: QuoteContent, totals: QuoteTotals, currency: string): DocumentInternalSummary {
  const names = new Map(content.sections.flatMap((s) => s.lines.map((l) => [l.id, l.name] as const)));
  const row = (key: string, label: string, value: string) => ({ key, label, value, emphasis: false });
  return {
    rows: [
      row('one_time_margin', COPY.internalOneTimeMargin, formatMargin(totals.oneTime.marginBps)),
      row(
        'one_time_cost',
        `${COPY.oneTimeTable} ${COPY.internalCost.toLowerCase()}`,
        formatMoney(totals.oneTime.costCents, currency),
      ),
      row('recurring_margin', COPY.internalRecurringMargin, formatMargin(totals.recurringMonthly.marginBps)),
      row(
        'recurring_cost',
        `${COPY.recurringTable.monthly} ${COPY.internalCost.toLowerCase()}`,
        formatMoney(totals.recurringMonthly.costCents, currency, { frequency: 'monthly' }),
      ),
      row('overall_margin', COPY.internalOverallMargin, formatMargin(totals.overall.marginBps)),
      row('hours', COPY.internalHours, formatHours(totals.laborMinutes)),
    ],
    notes: toParagraphs(content.internalNotes),
    belowCost: totals.belowCostLineIds.map((id) => names.get(id) ?? id),
  };
}

function documentAcceptance(source: QuoteDocumentSource['acceptance']): DocumentAcceptance | null {
  if (!source) return null;
  return {
    signerName: source.signerName,
    signerTitle: source.signerTitle,
    acceptedAt: formatDocumentDateTime(source.acceptedAt),
    acceptedAtIso: source.acceptedAt.toISOString(),
    signature: source.signature,
  };
}

/** The one document model of a quote version: PDF, Word and HTML all print this and nothing else. */
export function buildQuoteDocument(source: QuoteDocumentSource, options: QuoteDocumentOptions): QuoteDocument {
  const { variant, branding, workspace, now } = options;
  const { content } = source.version;
  const totals = source.version.totals ?? calculateQuoteTotals(content);
  const quoteNumber = formatQuoteNumber(source.number);
  const versionLabel = COPY.version(source.version.versionNo);
  const order: QuoteDocument['order'] = branding.sections
    .filter((section) => section.visible)
    .map((section) => section.key);
  if (variant === 'internal') {
    const afterPricing = order.indexOf('pricing');
    order.splice(afterPricing === -1 ? order.length : afterPricing + 1, 0, 'internal');
  }
  const headings: Record<DocumentSectionKey | 'internal', string> = {
    summary: COPY.summary,
    scope: COPY.scope,
    pricing: COPY.pricing,
    terms: COPY.terms,
    signature: COPY.signature,
    internal: COPY.internal,
  };
  return {
    variant,
    branding,
    fileBaseName: documentFileBaseName(quoteNumber, source.version.versionNo, source.client.name),
    headerText: `${workspace.name} · ${quoteNumber} · ${versionLabel}`,
    footerText: variant === 'internal' ? COPY.internalBadge : branding.footerText,
    cover: branding.coverPage
      ? {
          workspaceName: workspace.name,
          title: source.title,
          clientName: source.client.name,
          reference: `${quoteNumber} · ${versionLabel}`,
          quoteNumber,
          versionLabel,
          issuedOn: formatDocumentDate(now),
          validUntil: source.validUntil ? formatDocumentDate(source.validUntil) : COPY.noExpiry,
          preparedBy: source.owner ? `${source.owner.name}, ${workspace.name}` : workspace.name,
        }
      : null,
    order,
    headings,
    summary: [...toParagraphs(content.executiveSummary), ...toParagraphs(content.clientNotes)],
    scope: buildDocumentScope(content, totals, variant, source.currency),
    pricing: buildDocumentPricing(content, {
      totals,
      variant,
      currency: source.currency,
      contractTermMonths: content.contractTermMonths,
    }),
    terms: toParagraphs(content.terms),
    signature: {
      intro: COPY.signatureIntro,
      fields: COPY.signatureFields,
      acceptance: documentAcceptance(source.acceptance),
    },
    internal: variant === 'internal' ? internalSummary(content, totals, source.currency) : null,
  };
}
