import {
  buildQuoteDocument,
  DEFAULT_DOCUMENT_BRANDING,
  type PublicQuoteView,
  QuoteContentInput,
  toPublicPricingContent,
} from '@scopewright/domain';
import { sampleDocumentContent } from '../../../../../packages/domain/src/documents/quote-document.fixture';

export const FIXTURE_TOKEN = 'T'.repeat(43);

/** A realistic open PublicQuoteView (the domain's 50-line sample) for component tests and local work. */
export function publicQuoteFixture(overrides: Partial<PublicQuoteView> = {}): PublicQuoteView {
  const content = QuoteContentInput.parse(sampleDocumentContent({ compact: true }));
  const quote = {
    reference: 'Q-1042 · Version 2',
    title: 'Clinic modernisation',
    clientName: 'Contoso Dental',
    currency: 'USD',
    validUntil: '2099-12-31',
    preparedBy: 'Avery Chen',
  };
  const document = buildQuoteDocument(
    {
      number: 1042,
      title: quote.title,
      client: { name: quote.clientName },
      owner: { name: 'Avery Chen' },
      currency: 'USD',
      validUntil: quote.validUntil,
      version: { versionNo: 2, content },
    },
    {
      variant: 'client',
      branding: DEFAULT_DOCUMENT_BRANDING,
      workspace: { name: 'Northwind IT' },
      now: new Date('2026-11-22T10:00:00Z'),
    },
  );
  return {
    state: 'open',
    workspaceName: 'Northwind IT',
    logoUrl: null,
    quote,
    document,
    pricingContent: toPublicPricingContent(content),
    acceptance: null,
    decline: null,
    contactEmail: 'dana@contoso.example',
    ...overrides,
  };
}
