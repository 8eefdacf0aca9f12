import { websiteDomain } from '../website-domain';
import type { PsaCompany, PsaContact, PsaPage } from '../psa-adapter';
import type { HaloHttp } from './halopsa-http';
import {
  clientUrl,
  isRecord,
  readId,
  readList,
  readRecordCount,
  readText,
  truncate,
  type HaloRecord,
} from './halopsa-records';

const CLIENT_NAME_MAX = 100;
const SEARCH_PAGE_SIZE = 50;
const USER_PAGE_SIZE = 100;

export function toPsaCompany(base: string, client: HaloRecord): PsaCompany {
  return {
    id: readId(client),
    name: readText(client, 'name') ?? '',
    domain: websiteDomain(readText(client, 'website')),
    url: clientUrl(base, client.id),
  };
}

export async function getHaloCompany(http: HaloHttp, id: string): Promise<PsaCompany | null> {
  const client = await http.find(`Client/${encodeURIComponent(id)}`, {}, { subject: 'the company' });
  if (!isRecord(client) || client.inactive === true) return null;
  return toPsaCompany(http.base, client);
}

export async function findHaloCompanies(
  http: HaloHttp,
  query: { name?: string; domain?: string },
): Promise<PsaCompany[]> {
  const name = query.name?.trim();
  const domain = websiteDomain(query.domain ?? null);
  const searches = [name, domain?.split('.')[0]].filter((term): term is string => Boolean(term));
  const found = new Map<string, PsaCompany>();
  for (const search of new Set(searches)) {
    const body = await http.get(
      'Client',
      { search, pageinate: true, page_size: SEARCH_PAGE_SIZE, page_no: 1 },
      { subject: 'the companies' },
    );
    for (const client of readList(body, 'clients')) {
      if (client.inactive === true) continue;
      const company = toPsaCompany(http.base, client);
      const nameMatches = name !== undefined && company.name.toLowerCase().includes(name.toLowerCase());
      const domainMatches = domain !== null && company.domain === domain;
      if (nameMatches || domainMatches) found.set(company.id, company);
    }
  }
  return [...found.values()];
}

export async function createHaloCompany(
  http: HaloHttp,
  input: { name: string; domain: string | null; phone: string | null },
): Promise<PsaCompany> {
  const client: HaloRecord = { name: truncate(input.name, CLIENT_NAME_MAX) };
  if (input.domain) client.website = input.domain;
  if (input.phone) client.phonenumber = input.phone;
  const [created] = await http.post('Client', [client], { subject: `the company "${client.name as string}"` });
  return toPsaCompany(http.base, created ?? client);
}

export async function listHaloCompanies(
  http: HaloHttp,
  cursor: string | null,
  pageSize: number,
): Promise<PsaPage<PsaCompany>> {
  const pageNo = Math.max(1, Number(cursor ?? '1') || 1);
  const body = await http.get(
    'Client',
    { pageinate: true, page_size: pageSize, page_no: pageNo },
    { subject: 'the companies' },
  );
  const clients = readList(body, 'clients');
  const total = readRecordCount(body, (pageNo - 1) * pageSize + clients.length);
  const hasMore = clients.length > 0 && pageNo * pageSize < total;
  return {
    items: clients.filter((client) => client.inactive !== true).map((client) => toPsaCompany(http.base, client)),
    next: hasMore ? String(pageNo + 1) : null,
  };
}

export async function listHaloContacts(http: HaloHttp, companyId: string): Promise<PsaContact[]> {
  const contacts: PsaContact[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const body = await http.get(
      'Users',
      { client_id: companyId, pageinate: true, page_size: USER_PAGE_SIZE, page_no: pageNo },
      { subject: 'the company contacts' },
    );
    const users = readList(body, 'users');
    contacts.push(...users.filter(isRealContact).map((user) => toPsaContact(user, companyId)));
    if (users.length === 0 || pageNo * USER_PAGE_SIZE >= readRecordCount(body, 0)) return contacts;
  }
}

/** Halo keeps a "General User" placeholder on every site; it is not a person. */
function isRealContact(user: HaloRecord): boolean {
  return user.inactive !== true && readText(user, 'name') !== 'General User';
}

function toPsaContact(user: HaloRecord, companyId: string): PsaContact {
  const [first = '', ...rest] = (readText(user, 'name') ?? '').split(' ');
  return {
    id: readId(user),
    companyId: user.client_id === undefined ? companyId : String(user.client_id),
    firstName: readText(user, 'firstname') ?? first,
    lastName: readText(user, 'surname') ?? rest.join(' '),
    email: readText(user, 'emailaddress', 'email'),
    phone: readText(user, 'phonenumber', 'phonenumber_preferred', 'mobilenumber'),
  };
}
