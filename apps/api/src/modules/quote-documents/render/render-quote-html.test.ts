import {
  buildQuoteDocument,
  DEFAULT_DOCUMENT_BRANDING,
  QuoteContentInput,
  type DocumentVariant,
} from '@scopewright/domain';
import { describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  sampleDocumentContent,
} from '../../../../../../packages/domain/src/documents/quote-document.fixture';
import { renderQuoteHtml } from './render-quote-html';

const raw = sampleDocumentContent();
raw.executiveSummary = HOSTILE_TEXTS.join('\n\n');
const content = QuoteContentInput.parse(raw);
const html = (variant: DocumentVariant, primaryColor = '#1e3a5f') =>
  renderQuoteHtml(
    buildQuoteDocument(
      {
        number: 1001,
        title: HOSTILE_TEXTS[0],
        client: { name: 'Contoso Dental' },
        owner: null,
        currency: 'USD',
        validUntil: null,
        version: { versionNo: 1, content },
      },
      {
        variant,
        branding: { ...DEFAULT_DOCUMENT_BRANDING, primaryColor },
        workspace: { name: 'Northwind IT' },
        now: new Date(),
      },
    ),
  );

describe('renderQuoteHtml', () => {
  it('escapes hostile text: no tag from user input survives, no script, no external resource', () => {
    const page = html('client');
    expect(page).not.toContain('<script');
    expect(page).not.toContain('<img');
    expect(page).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page).toContain(HOSTILE_TEXTS[3]);
    expect(page).not.toMatch(/<[^>]*\s(src|href)=|url\(/);
  });

  it('the client page has no cost, margin or internal note; the internal one has them', () => {
    const client = html('client');
    for (const leak of ['INTERNAL-NOTE', 'Margin', 'class="internal"']) expect(client).not.toContain(leak);
    const internal = html('internal');
    expect(internal).toContain('INTERNAL-NOTE Run stakeholder interviews');
    expect(internal).toContain('Margin');
  });

  it('a colour that is not #rrggbb never reaches the CSS', () => {
    expect(html('client', 'red;}</style><script>x</script>')).not.toContain('</style><script>');
  });
});
