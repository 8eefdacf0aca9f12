import { websiteDomain } from '../website-domain';
import { PsaError, type PsaCompany, type PsaContact, type PsaPage } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import type { AutotaskOptions } from './autotask-credentials';
import { getById, queryPage, queryAll, type AutotaskFilter } from './autotask-query';
import { resolveOwnerResource } from './autotask-resources';
import { AUTOTASK_LIMITS, clipText } from './autotask-text';
import { buildRecordUrl } from './autotask-urls';

interface CompanyRow {
  id: number;
  companyName: string;
  webAddress?: string | null;
  isActive?: boolean;
}

interface ContactRow {
  id: number;
  companyID: number;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phone?: string | null;
  mobilePhone?: string | null;
  isActive?: boolean | number;
}

/** Autotask's system company type "Customer". */
const CUSTOMER_COMPANY_TYPE = 1;

const LIST_CONTEXT = { what: 'the company list' };

export async function toPsaCompany(api: AutotaskApi, row: CompanyRow): Promise<PsaCompany> {
  const { webUrl } = await api.zone();
  return {
    id: String(row.id),
    name: row.companyName,
    domain: websiteDomain(row.webAddress),
    url: buildRecordUrl(webUrl, 'company', row.id),
  };
}

export async function getCompany(api: AutotaskApi, id: string): Promise<PsaCompany | null> {
  const row = await getById<CompanyRow>(api, 'Companies', id, 'the company');
  return row && row.isActive !== false ? toPsaCompany(api, row) : null;
}

export async function findCompanies(
  api: AutotaskApi,
  query: { name?: string; domain?: string },
): Promise<PsaCompany[]> {
  const name = query.name?.trim();
  const domain = websiteDomain(query.domain);
  const conditions: AutotaskFilter[] = [];
  if (name) conditions.push({ op: 'contains', field: 'companyName', value: name });
  if (domain) conditions.push({ op: 'contains', field: 'webAddress', value: domain });
  if (conditions.length === 0) return [];
  const matching = conditions.length === 1 ? conditions[0]! : { op: 'or', items: conditions };
  const page = await queryPage<CompanyRow>(
    api,
    'Companies',
    [{ op: 'eq', field: 'isActive', value: true }, matching],
    LIST_CONTEXT,
  );
  const rows = page.items.filter(
    (row) => !domain || websiteDomain(row.webAddress) === domain || (name && contains(row.companyName, name)),
  );
  return Promise.all(rows.map((row) => toPsaCompany(api, row)));
}

export async function createCompany(
  api: AutotaskApi,
  options: AutotaskOptions,
  input: { name: string; domain: string | null; phone: string | null },
): Promise<PsaCompany> {
  const phone = input.phone?.trim();
  if (!phone) {
    throw new PsaError(
      'invalid',
      `Autotask needs a phone number to create the company "${input.name}": add one to the client and push again.`,
      { record: 'company' },
    );
  }
  const body = {
    companyName: clipText(input.name, AUTOTASK_LIMITS.companyName),
    companyType: CUSTOMER_COMPANY_TYPE,
    ownerResourceID: await resolveOwnerResource(api, options.ownerResourceId),
    phone,
    ...(input.domain ? { webAddress: websiteDomain(input.domain) } : {}),
  };
  const { itemId } = await api.call<{ itemId: number }>('POST', 'Companies', { what: 'the company' }, body);
  return toPsaCompany(api, { id: itemId, companyName: body.companyName, webAddress: body.webAddress ?? null });
}

export async function listCompanies(api: AutotaskApi, cursor: string | null): Promise<PsaPage<PsaCompany>> {
  const page = await queryPage<CompanyRow>(
    api,
    'Companies',
    [{ op: 'eq', field: 'isActive', value: true }],
    LIST_CONTEXT,
    cursor,
  );
  return { items: await Promise.all(page.items.map((row) => toPsaCompany(api, row))), next: page.next };
}

export async function listContacts(api: AutotaskApi, companyId: string): Promise<PsaContact[]> {
  if (!/^\d+$/.test(companyId)) return [];
  const rows = await queryAll<ContactRow>(
    api,
    'Contacts',
    [{ op: 'eq', field: 'companyID', value: Number(companyId) }],
    { what: 'the contact list' },
  );
  return rows
    .filter((row) => row.isActive !== false && row.isActive !== 0)
    .map((row) => ({
      id: String(row.id),
      companyId: String(row.companyID),
      firstName: row.firstName ?? '',
      lastName: row.lastName ?? '',
      email: row.emailAddress || null,
      phone: row.phone || row.mobilePhone || null,
    }));
}

function contains(text: string, part: string): boolean {
  return text.toLowerCase().includes(part.toLowerCase());
}
