import type { PsaAdapter, PsaTransport } from '../psa-adapter';
import { createAutotaskApi } from './autotask-api';
import { createCompany, findCompanies, getCompany, listCompanies, listContacts } from './autotask-companies';
import type { AutotaskCredentials, AutotaskOptions } from './autotask-credentials';
import { readLookups } from './autotask-lookups';
import { addNote, attachDocument } from './autotask-notes';
import { markOpportunityWon, upsertOpportunity } from './autotask-opportunities';
import { pushProject } from './autotask-project-push';
import { getById } from './autotask-query';

/** The owner ("zero") company of every Autotask instance is the MSP itself. */
const OWNER_COMPANY_ID = '0';

export function createAutotaskAdapter(
  credentials: AutotaskCredentials,
  transport: PsaTransport,
  options: AutotaskOptions = {},
): PsaAdapter {
  const api = createAutotaskApi(credentials, transport, options);
  return {
    provider: 'autotask',
    async testConnection() {
      const zone = await api.zone();
      const owner = await getById<{ companyName?: string }>(api, 'Companies', OWNER_COMPANY_ID, 'your company');
      const account = owner?.companyName ?? credentials.username;
      return { accountLabel: `${account} (Autotask, ${zone.name})` };
    },
    lookups: () => readLookups(api),
    getCompany: (id) => getCompany(api, id),
    findCompanies: (query) => findCompanies(api, query),
    createCompany: (input) => createCompany(api, options, input),
    listCompanies: (cursor) => listCompanies(api, cursor),
    listContacts: (companyId) => listContacts(api, companyId),
    upsertOpportunity: (existingId, input) => upsertOpportunity(api, options, existingId, input),
    markOpportunityWon: (id, wonAt) => markOpportunityWon(api, id, wonAt),
    pushProject: (plan, existing, record) => pushProject(api, options, plan, existing, record),
    attachDocument: (target, file) => attachDocument(api, target, file),
    addNote: (target, text) => addNote(api, options, target, text),
  };
}

export type { AutotaskCredentials, AutotaskOptions } from './autotask-credentials';
