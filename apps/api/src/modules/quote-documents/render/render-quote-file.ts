import type { QuoteDocument } from '@scopewright/domain';
import { documentRenderPool } from './document-render-pool';

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

/**
 * One document, one format: the bytes with their type and a download name that is safe in any header. The one way
 * the API renders a file: in the render worker pool, so no request waits behind a render (docs/decisions/0041).
 */
export async function renderQuoteFile(doc: QuoteDocument, format: DocumentFormat): Promise<RenderedFile> {
  const bytes = await documentRenderPool().run({ doc, format });
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const suffix = doc.variant === 'internal' ? '-internal' : '';
  return { body, contentType: DOCUMENT_CONTENT_TYPES[format], fileName: `${doc.fileBaseName}${suffix}.${format}` };
}
