export { buildClientDocument, readClientAcceptance } from './client-document';
export { completeSeededAcceptances } from './complete-seeded-acceptances';
export { readQuoteDocumentInputs } from './quote-document-inputs';
export { closeDocumentRenderPool, configureDocumentRendering, documentRenderPool } from './render/document-render-pool';
export { DocumentQuery } from './quote-documents.routes';
export { renderClientPdf } from './render-client-pdf';
export { renderQuoteAttachment } from './render-quote-attachment';
export { type RenderedFile, renderQuoteFile } from './render/render-quote-file';
export { ensureSignedPdf } from './signed-pdf';
export {
  enqueueSignedPdf,
  registerSignedPdfJob,
  SIGNED_PDF_QUEUE,
  SIGNED_PDF_QUEUE_DEFINITION,
} from './signed-pdf.jobs';
export { v1QuoteDocumentsRouter } from './quote-documents.v1';
