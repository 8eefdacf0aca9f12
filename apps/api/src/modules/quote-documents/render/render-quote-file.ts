import type { QuoteDocument } from '@scopewright/domain';
import { renderQuoteDocx } from './render-quote-docx';
import { renderQuotePdf } from './render-quote-pdf';

export const DOCUMENT_FORMATS = ['pdf', 'docx'] as const;
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number];

export const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export interface RenderedFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/** One document, one format: the bytes with their type and a download name that is safe in any header. */
export async function renderQuoteFile(doc: QuoteDocument, format: DocumentFormat): Promise<RenderedFile> {
  const body = format === 'pdf' ? await renderQuotePdf(doc) : await renderQuoteDocx(doc);
  const suffix = doc.variant === 'internal' ? '-internal' : '';
  return { body, contentType: DOCUMENT_CONTENT_TYPES[format], fileName: `${doc.fileBaseName}${suffix}.${format}` };
}
