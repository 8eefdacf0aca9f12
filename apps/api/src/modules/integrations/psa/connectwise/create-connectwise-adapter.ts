import type { PsaAdapter, PsaTransport } from '../psa-adapter';
import { addConnectWiseNote, attachConnectWiseDocument } from './connectwise-attachments';
import { createConnectWiseClient } from './connectwise-client';
import {
  createConnectWiseCompany,
  findConnectWiseCompanies,
  getConnectWiseCompany,
  listConnectWiseCompanies,
  listConnectWiseContacts,
} from './connectwise-companies';
import type { ConnectWiseCredentials, ConnectWiseOptions } from './connectwise-credentials';
import { createConnectWiseOpportunities } from './connectwise-opportunities';
import { listConnectWiseLookups } from './list-connectwise-lookups';
import { createConnectWiseProjectPush } from './push-connectwise-project';

export type { ConnectWiseCredentials, ConnectWiseOptions } from './connectwise-credentials';

const DEFAULT_PAGE_SIZE = 100;

export function createConnectWiseAdapter(
  credentials: ConnectWiseCredentials,
  transport: PsaTransport,
  options: ConnectWiseOptions = {},
): PsaAdapter {
  const cw = createConnectWiseClient(credentials, transport, options);
  const opportunities = createConnectWiseOpportunities(cw, options);
  const pageSize = Math.min(1000, Math.max(1, options.pageSize ?? DEFAULT_PAGE_SIZE));
  return {
    provider: 'connectwise',
    async testConnection() {
      const site = await cw.site();
      await cw.get('/system/info', {}, { what: 'the connection test' });
      return { accountLabel: `${site.companyName} (${site.host})` };
    },
    lookups: () => listConnectWiseLookups(cw),
    getCompany: (id) => getConnectWiseCompany(cw, id),
    findCompanies: (query) => findConnectWiseCompanies(cw, query),
    createCompany: (input) => createConnectWiseCompany(cw, input),
    listCompanies: (cursor) => listConnectWiseCompanies(cw, cursor, pageSize),
    listContacts: (companyId) => listConnectWiseContacts(cw, companyId),
    upsertOpportunity: (existingId, input) => opportunities.upsert(existingId, input),
    markOpportunityWon: (id, wonAt) => opportunities.markWon(id, wonAt),
    pushProject: createConnectWiseProjectPush(cw, options),
    attachDocument: (target, file) => attachConnectWiseDocument(cw, target, file),
    addNote: (target, text) => addConnectWiseNote(cw, target, text),
  };
}
