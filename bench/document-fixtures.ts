import { buildQuoteDocument, DEFAULT_DOCUMENT_BRANDING, QuoteContentInput } from '@scopewright/domain';
import { sampleDocumentContent } from '../packages/domain/src/documents/quote-document.fixture';

/** Every `id` in the tree replaced by a fresh one, so copies of the sample can sit in one quote. */
const freshIds = <T>(value: T): T =>
  JSON.parse(JSON.stringify(value), (key, v: unknown) => (key === 'id' ? crypto.randomUUID() : v)) as T;

/** The 50-line sample quote (full scope language) repeated to `lines` lines (a multiple of 50): 200 → 21 pages. */
export function sampleContentWithLines(lines: number) {
  const copies = Array.from({ length: lines / 50 }, () => freshIds(sampleDocumentContent()));
  return { ...copies[0]!, sections: copies.flatMap((copy) => copy.sections ?? []) };
}

export const sampleDocumentWithLines = (lines: number) =>
  buildQuoteDocument(
    {
      number: 1042,
      title: 'Clinic modernisation',
      client: { name: 'Contoso Dental' },
      owner: { name: 'Avery Chen' },
      currency: 'USD',
      validUntil: '2026-12-31',
      version: { versionNo: 1, content: QuoteContentInput.parse(sampleContentWithLines(lines)) },
    },
    { variant: 'client', branding: DEFAULT_DOCUMENT_BRANDING, workspace: { name: 'Northwind IT' }, now: new Date() },
  );
