import type { Database } from '@scopewright/db';
import type { AttachmentRenderer } from '../../platform/mail/send-email-worker';
import { renderClientPdf } from './render-client-pdf';

/** The mailer's attachment renderer: `quote_pdf` is the version's client PDF (Q-1001-v1-Client.pdf). */
export function renderQuoteAttachment(database: Pick<Database, 'db'>): AttachmentRenderer {
  return async (tenantId, spec) => {
    const file = await renderClientPdf(database.db, tenantId, { quoteId: spec.quoteId, versionId: spec.versionId });
    return { filename: file.fileName, content: file.body, contentType: file.contentType };
  };
}
