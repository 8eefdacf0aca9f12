import type { Hono } from 'hono';
import { answerList, invalidObject, requireOneOf } from './connectwise-fake-http';
import type { ConnectWiseFakeState } from './connectwise-fake-state';

const RECORD_TYPES = ['Opportunity', 'Project', 'Company', 'Ticket', 'ProjectTicket'];

export function mountConnectWiseSystemRoutes(api: Hono, state: ConnectWiseFakeState) {
  api.get('/system/info', (c) =>
    c.json({ version: 'v2025.1.12345', isCloud: true, serverTimeZone: 'Eastern Standard Time', cloudRegion: 'NA' }),
  );
  api.get('/time/workRoles', (c) => answerList(c, state.workRoles));
  api.get('/time/workTypes', (c) => answerList(c, state.workTypes));
  api.get('/procurement/catalog', (c) => answerList(c, state.catalog));
  api.get('/finance/agreements/types', (c) => answerList(c, state.agreementTypes));

  api.post('/system/documents', async (c) => {
    if (!c.req.header('content-type')?.startsWith('multipart/form-data')) {
      const message = 'Documents are uploaded as multipart/form-data.';
      throw invalidObject('document', [{ code: 'InvalidField', message, resource: 'document', field: 'file' }]);
    }
    const form = await c.req.parseBody();
    const missing = ['file', 'recordType', 'recordId'].filter((field) => !form[field]);
    if (missing.length > 0) {
      throw invalidObject(
        'document',
        missing.map((field) => ({
          code: 'MissingRequiredField',
          message: `The ${field} field is required.`,
          resource: 'document',
          field,
        })),
      );
    }
    requireOneOf(form as Record<string, unknown>, 'document', 'recordType', RECORD_TYPES);
    const file = form.file;
    const recordType = String(form.recordType);
    const recordId = Number(form.recordId);
    const owner = recordType === 'Opportunity' ? state.opportunities : recordType === 'Project' ? state.projects : null;
    if (!(file instanceof File) || (owner && !owner.has(recordId))) {
      const message = file instanceof File ? `recordId ${recordId} was not found.` : 'file must be a file part.';
      const field = file instanceof File ? 'recordId' : 'file';
      throw invalidObject('document', [{ code: 'InvalidField', message, resource: 'document', field }]);
    }
    const document = {
      id: state.newId(),
      title: String(form.title || file.name),
      fileName: file.name,
      size: file.size,
      contentType: file.type,
      recordType,
      recordId,
    };
    state.documents.set(document.id, document);
    return c.json({ id: document.id, title: document.title, fileName: document.fileName, size: document.size }, 201);
  });
}
