import {
  buildQuoteDocument,
  DEFAULT_DOCUMENT_BRANDING,
  DOCUMENT_COPY,
  type QuoteContentInput as ContentInput,
  QuoteContentInput,
  type QuoteDocument,
} from '@scopewright/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  HOSTILE_TEXTS,
  sampleDocumentContent,
} from '../../../../../packages/domain/src/documents/quote-document.fixture';
import type { DocumentOptionTarget } from './document-option';
import { QuoteDocumentView } from './quote-document-view';

function buildDocument(content: ContentInput = sampleDocumentContent(), title = 'Clinic modernisation') {
  return buildQuoteDocument(
    {
      number: 1042,
      title,
      client: { name: 'Contoso Dental' },
      owner: { name: 'Avery Chen' },
      currency: 'USD',
      validUntil: '2026-12-31',
      version: { versionNo: 2, content: QuoteContentInput.parse(content) },
    },
    {
      variant: 'client',
      branding: DEFAULT_DOCUMENT_BRANDING,
      workspace: { name: 'Northwind IT' },
      now: new Date('2026-11-22T10:00:00Z'),
    },
  );
}

describe('QuoteDocumentView', () => {
  it('prints the cover, then the sections in the document order with semantic headings', () => {
    const document = buildDocument();
    const { container } = render(
      <QuoteDocumentView document={{ ...document, order: ['terms', 'pricing', 'scope', 'summary', 'signature'] }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Clinic modernisation' })).toBeTruthy();
    const sections = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(sections).toEqual([
      DOCUMENT_COPY.terms,
      DOCUMENT_COPY.pricing,
      DOCUMENT_COPY.scope,
      DOCUMENT_COPY.summary,
      DOCUMENT_COPY.signature,
    ]);
    expect(screen.getByRole('heading', { level: 3, name: 'Discovery' })).toBeTruthy();
    expect(screen.getByText('Network diagram')).toBeTruthy();
    expect(screen.getByText('Northwind IT')).toBeTruthy();
  });

  it('leaves out hidden sections and prints the header line when the cover is off', () => {
    const document = buildDocument();
    render(<QuoteDocumentView document={{ ...document, cover: null, order: ['pricing'] }} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: document.headerText })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: DOCUMENT_COPY.pricing })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: DOCUMENT_COPY.scope })).toBeNull();
  });

  it('prints pricing tables with captions, column headers and the totals', () => {
    const document = buildDocument();
    render(<QuoteDocumentView document={document} />);
    const oneTime = screen.getByRole('table', { name: DOCUMENT_COPY.oneTimeTable });
    const headers = within(oneTime)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      DOCUMENT_COPY.item,
      DOCUMENT_COPY.quantity,
      DOCUMENT_COPY.unitPrice,
      DOCUMENT_COPY.amount,
    ]);
    expect(screen.getByRole('table', { name: DOCUMENT_COPY.recurringTable.monthly })).toBeTruthy();
    for (const row of document.pricing.totals) {
      expect(screen.getByText(row.label).nextElementSibling?.textContent).toContain(row.value);
    }
  });

  it('marks optional items and asks the host for their controls', () => {
    const document = buildDocument();
    const renderOptionToggle = vi.fn(({ id }: DocumentOptionTarget) => (
      <input type="checkbox" aria-label={`toggle ${id}`} />
    ));
    render(<QuoteDocumentView document={document} renderOptionToggle={renderOptionToggle} />);
    const spare = screen.getByRole('rowheader', { name: /Spare access point/ });
    expect(spare?.textContent).toContain(DOCUMENT_COPY.optionalNotSelected);
    const targets = renderOptionToggle.mock.calls.map(([target]) => target.name);
    expect(targets).toEqual(expect.arrayContaining(['Spare access point', 'After-hours support']));
    expect(targets).not.toContain('Help desk support');
  });

  it('renders hostile text as text: no element, script or remote image comes from it', () => {
    const content = sampleDocumentContent();
    const [script, img] = HOSTILE_TEXTS;
    content.executiveSummary = `${script}\n\n${img}`;
    content.terms = img;
    content.sections![0]!.name = script;
    content.sections![0]!.lines[0]!.deliverables = [img];
    const { container } = render(<QuoteDocumentView document={buildDocument(content, script)} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(screen.getByRole('heading', { level: 1, name: script })).toBeTruthy();
    expect(screen.getAllByText(img).length).toBeGreaterThanOrEqual(3);
  });

  it('never prints internal notes or costs of the client variant', () => {
    const { container } = render(<QuoteDocumentView document={buildDocument()} />);
    expect(container.textContent).not.toContain('INTERNAL-NOTE');
    expect(screen.queryByRole('columnheader', { name: DOCUMENT_COPY.internalCost })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: DOCUMENT_COPY.internalMargin })).toBeNull();
  });

  it('fills the signature block once accepted, typed or drawn', () => {
    const document = buildDocument();
    const accepted = (signature: NonNullable<QuoteDocument['signature']['acceptance']>['signature']) => ({
      ...document,
      signature: {
        ...document.signature,
        acceptance: {
          signerName: 'Dana Scully',
          signerTitle: 'Practice owner',
          acceptedAt: 'November 22, 2026 at 15:04 UTC',
          acceptedAtIso: '2026-11-22T15:04:00.000Z',
          signature,
        },
      },
    });
    const { unmount } = render(<QuoteDocumentView document={accepted({ kind: 'typed', text: 'Dana Scully' })} />);
    expect(screen.getAllByText('Dana Scully')).toHaveLength(2);
    expect(screen.getByText('Practice owner')).toBeTruthy();
    unmount();
    render(<QuoteDocumentView document={accepted({ kind: 'drawn', pngBase64: 'iVBORw0KGgo=' })} />);
    const image = screen.getByRole('img', { name: /Dana Scully/ });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('uses only #rrggbb brand colours', () => {
    const document = buildDocument();
    const { container } = render(
      <QuoteDocumentView
        document={{ ...document, branding: { ...document.branding, primaryColor: 'red;background:url(//x)' } }}
      />,
    );
    const style = (container.firstElementChild as HTMLElement).style;
    expect(style.getPropertyValue('--doc-primary')).toBe(DEFAULT_DOCUMENT_BRANDING.primaryColor);
  });
});
