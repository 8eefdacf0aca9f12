import type { PsaAdapter, PsaTransport } from '../psa-adapter';
import {
  createHaloCompany,
  findHaloCompanies,
  getHaloCompany,
  listHaloCompanies,
  listHaloContacts,
} from './halopsa-companies';
import { normalizeInstanceUrl, type HaloPsaCredentials, type HaloPsaOptions } from './halopsa-credentials';
import { createHaloHttp } from './halopsa-http';
import { getHaloLookups } from './halopsa-lookups';
import { addHaloNote, attachHaloDocument } from './halopsa-notes';
import { createHaloOpportunities } from './halopsa-opportunities';
import { isRecord, readText } from './halopsa-records';
import { pushHaloProject } from './halopsa-project';
import { createHaloSetup } from './halopsa-setup';
import { createHaloTokenSource } from './halopsa-token';

const DEFAULT_TASK_BATCH = 100;
const DEFAULT_COMPANY_PAGE = 100;

export function createHaloPsaAdapter(
  credentials: HaloPsaCredentials,
  transport: PsaTransport,
  options: HaloPsaOptions = {},
): PsaAdapter {
  const now = options.now ?? Date.now;
  const base = normalizeInstanceUrl(credentials.instanceUrl);
  const tokens = createHaloTokenSource(base, credentials, transport, now);
  const http = createHaloHttp(base, tokens, transport, now);
  const setup = createHaloSetup(http, options);
  const opportunities = createHaloOpportunities(http, setup, options);

  return {
    provider: 'halopsa',
    async testConnection() {
      const agent = await http.get('Agent/me', {}, { subject: 'the API agent' });
      const name = isRecord(agent) ? readText(agent, 'name', 'email') : null;
      return { accountLabel: `${new URL(base).host} (as ${name ?? 'the API agent'})` };
    },
    lookups: () => getHaloLookups(http, setup),
    getCompany: (id) => getHaloCompany(http, id),
    findCompanies: (query) => findHaloCompanies(http, query),
    createCompany: (input) => createHaloCompany(http, input),
    listCompanies: (cursor) => listHaloCompanies(http, cursor, options.companyPageSize ?? DEFAULT_COMPANY_PAGE),
    listContacts: (companyId) => listHaloContacts(http, companyId),
    upsertOpportunity: (existingId, input) => opportunities.upsert(existingId, input),
    markOpportunityWon: (id, wonAt) => opportunities.markWon(id, wonAt),
    pushProject: (plan, existing, record) =>
      pushHaloProject(http, setup, options.taskBatchSize ?? DEFAULT_TASK_BATCH, plan, existing, record),
    attachDocument: (target, file) => attachHaloDocument(http, target, file),
    addNote: (target, text) => addHaloNote(http, options, target, text),
  };
}
