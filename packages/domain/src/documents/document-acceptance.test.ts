import { describe, expect, it } from 'vitest';
import { QuoteContentInput } from '../quotes/quote-content';
import { buildQuoteDocument, type QuoteDocumentSource } from './build-quote-document';
import { DEFAULT_DOCUMENT_BRANDING } from './document-branding';
import { formatDocumentDateTime } from './document-format';
import { sampleDocumentContent } from './quote-document.fixture';

const source: QuoteDocumentSource = {
  number: 1042,
  title: 'Clinic modernisation',
  client: { name: 'Contoso Dental' },
  owner: null,
  currency: 'USD',
  validUntil: null,
  version: { versionNo: 1, content: QuoteContentInput.parse(sampleDocumentContent()) },
};
const options = {
  variant: 'client' as const,
  branding: DEFAULT_DOCUMENT_BRANDING,
  workspace: { name: 'Northwind IT' },
  now: new Date('2026-11-22T10:00:00Z'),
};

describe('the signature block of an accepted quote', () => {
  it('stays empty until the quote is accepted', () => {
    expect(buildQuoteDocument(source, options).signature.acceptance).toBeNull();
  });

  it('holds the signer, their title, the UTC time and the signature mark', () => {
    const acceptedAt = new Date('2026-11-22T23:45:10.123Z');
    const doc = buildQuoteDocument(
      {
        ...source,
        acceptance: {
          signerName: 'Dana Client',
          signerTitle: 'Office Manager',
          acceptedAt,
          signature: { kind: 'typed', text: 'Dana C.' },
        },
      },
      options,
    );
    expect(doc.signature.acceptance).toEqual({
      signerName: 'Dana Client',
      signerTitle: 'Office Manager',
      acceptedAt: 'November 22, 2026 at 23:45 UTC',
      acceptedAtIso: '2026-11-22T23:45:10.123Z',
      signature: { kind: 'typed', text: 'Dana C.' },
    });
  });

  it('formats times in UTC whatever the server zone', () => {
    expect(formatDocumentDateTime(new Date('2026-01-05T00:05:00Z'))).toBe('January 5, 2026 at 00:05 UTC');
    expect(formatDocumentDateTime(new Date('nope'))).toBe('');
  });
});
