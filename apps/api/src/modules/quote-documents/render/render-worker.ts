import type { QuoteDocument } from '@scopewright/domain';
import { serveWorkerTasks } from '../../../platform/worker-pool/serve-worker-tasks';
import { renderQuoteDocx } from './render-quote-docx';
import { renderQuotePdf } from './render-quote-pdf';

export interface RenderTask {
  doc: QuoteDocument;
  format: 'pdf' | 'docx';
}

/** The document renderer's worker thread entry: a document model in, the file's bytes out. */
serveWorkerTasks(({ doc, format }: RenderTask) => (format === 'pdf' ? renderQuotePdf(doc) : renderQuoteDocx(doc)));
