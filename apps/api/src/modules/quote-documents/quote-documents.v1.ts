import type { Context } from 'hono';
import { publicRoute } from '../../platform/access/public-route';
import { tenantContext } from '../../platform/access/use-case-context';
import type { AppEnv } from '../../platform/context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { exportQuoteDocument } from './export-quote-document';
import { quoteDocxRoute, quotePdfRoute } from './quote-documents.routes';
import { documentFileHeaders } from './quote-documents.router';

export const v1QuoteDocumentRoutes = {
  pdf: publicRoute(quotePdfRoute, 'quotes:read'),
  docx: publicRoute(quoteDocxRoute, 'quotes:read'),
};

/** /api/v1/quotes/{id}/document.pdf and .docx, through the app's renderer. */
export function v1QuoteDocumentsRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Context<AppEnv>) => tenantContext(c, services.database);
  return createRouter()
    .openapi(v1QuoteDocumentRoutes.pdf, async (c) => {
      const file = await exportQuoteDocument(ctx(c), {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
        format: 'pdf',
      });
      return c.body(new Uint8Array(file.body), 200, documentFileHeaders(file));
    })
    .openapi(v1QuoteDocumentRoutes.docx, async (c) => {
      const file = await exportQuoteDocument(ctx(c), {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
        format: 'docx',
      });
      return c.body(new Uint8Array(file.body), 200, documentFileHeaders(file));
    });
}
