import { tenantContext } from '../../platform/access/use-case-context';
import { createRouter } from '../../platform/openapi';
import type { AppServices } from '../../platform/services';
import { exportQuoteDocument } from './export-quote-document';
import { getQuoteBranding } from './get-quote-branding';
import { getQuoteBrandingRoute, setQuoteBrandingRoute } from './quote-branding.routes';
import { quoteDocxRoute, quotePdfRoute } from './quote-documents.routes';
import type { RenderedFile } from './render/render-quote-file';
import { setQuoteBranding } from './set-quote-branding';

/** Downloads are private to the member: never stored by a shared cache or the browser's. */
export const documentFileHeaders = (file: RenderedFile) => ({
  'Content-Type': file.contentType,
  'Content-Disposition': `attachment; filename="${file.fileName}"`,
  'Cache-Control': 'private, no-store',
});

/** A quote's documents: the PDF and Word downloads and the per-quote document options. */
export function quoteDocumentsRouter(services: Pick<AppServices, 'database'>) {
  const ctx = (c: Parameters<typeof tenantContext>[0]) => tenantContext(c, services.database);
  return createRouter()
    .openapi(quotePdfRoute, async (c) => {
      const file = await exportQuoteDocument(ctx(c), {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
        format: 'pdf',
      });
      return c.body(new Uint8Array(file.body), 200, documentFileHeaders(file));
    })
    .openapi(quoteDocxRoute, async (c) => {
      const file = await exportQuoteDocument(ctx(c), {
        ...c.req.valid('param'),
        ...c.req.valid('query'),
        format: 'docx',
      });
      return c.body(new Uint8Array(file.body), 200, documentFileHeaders(file));
    })
    .openapi(getQuoteBrandingRoute, async (c) => c.json(await getQuoteBranding(ctx(c), c.req.valid('param').id), 200))
    .openapi(setQuoteBrandingRoute, async (c) =>
      c.json(await setQuoteBranding(ctx(c), { id: c.req.valid('param').id, ...c.req.valid('json') }), 200),
    );
}
