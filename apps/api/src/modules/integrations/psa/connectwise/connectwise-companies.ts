import { PsaError, type PsaCompany, type PsaContact, type PsaPage } from '../psa-adapter';
import type { ConnectWiseClient } from './connectwise-client';
import { toRecordUrl } from './connectwise-record-urls';
import { websiteDomain } from '../website-domain';
import { CW_LIMITS, quoteCondition, toCompanyIdentifier, truncateText } from './connectwise-text';
import type { ConnectWiseSite } from './discover-connectwise-site';

interface CwCompany {
  id: number;
  identifier: string;
  name: string;
  website?: string | null;
  deletedFlag?: boolean;
  status?: { id: number; name?: string };
}

interface CwContact {
  id: number;
  firstName?: string;
  lastName?: string;
  company?: { id: number };
  communicationItems?: { value?: string; communicationType?: string; defaultFlag?: boolean }[];
}

const COMPANY_FIELDS = 'id,identifier,name,website,deletedFlag,status';
const FIND_LIMIT = 25;
const IDENTIFIER_ATTEMPTS = 3;

function toCompany(site: ConnectWiseSite, row: CwCompany): PsaCompany {
  return {
    id: String(row.id),
    name: row.name,
    domain: websiteDomain(row.website),
    url: toRecordUrl(site, 'company', row.id),
  };
}

function isClosed(row: CwCompany): boolean {
  return Boolean(row.deletedFlag) || /inactive|not.?approved/i.test(row.status?.name ?? '');
}

export async function getConnectWiseCompany(cw: ConnectWiseClient, id: string): Promise<PsaCompany | null> {
  const row = await cw.find<CwCompany>(`/company/companies/${encodeURIComponent(id)}`, { what: 'the company' });
  return row && !isClosed(row) ? toCompany(await cw.site(), row) : null;
}

export async function findConnectWiseCompanies(
  cw: ConnectWiseClient,
  query: { name?: string; domain?: string },
): Promise<PsaCompany[]> {
  const terms: string[] = [];
  const name = query.name?.trim();
  const domain = websiteDomain(query.domain);
  if (name) {
    terms.push(`name like ${quoteCondition(`%${name}%`)}`, `identifier=${quoteCondition(toCompanyIdentifier(name))}`);
  }
  if (domain) terms.push(`website like ${quoteCondition(`%${domain}%`)}`);
  if (terms.length === 0) return [];
  const rows = await cw.get<CwCompany[]>(
    '/company/companies',
    { conditions: terms.join(' or '), fields: COMPANY_FIELDS, orderBy: 'name asc', pageSize: FIND_LIMIT },
    { what: 'the company search' },
  );
  const site = await cw.site();
  const identifier = name ? toCompanyIdentifier(name).toLowerCase() : null;
  const isMatch = (row: CwCompany) =>
    (name !== undefined && name !== '' && row.name.toLowerCase().includes(name.toLowerCase())) ||
    row.identifier.toLowerCase() === identifier ||
    (domain !== null && isSameDomain(websiteDomain(row.website), domain));
  return rows.filter((row) => !isClosed(row) && isMatch(row)).map((row) => toCompany(site, row));
}

/** `website like` also finds "notacme.com"; keep the domain itself and its subdomains. */
function isSameDomain(website: string | null, domain: string): boolean {
  return website === domain || website?.endsWith(`.${domain}`) === true;
}

export async function createConnectWiseCompany(
  cw: ConnectWiseClient,
  input: { name: string; domain: string | null; phone: string | null },
): Promise<PsaCompany> {
  const name = truncateText(input.name, CW_LIMITS.companyName);
  for (let attempt = 1; ; attempt += 1) {
    const body = {
      identifier: toCompanyIdentifier(name, attempt === 1 ? '' : String(attempt)),
      name,
      ...(input.domain ? { website: websiteDomain(input.domain) } : {}),
      ...(input.phone ? { phoneNumber: input.phone.slice(0, 30) } : {}),
    };
    try {
      const row = await cw.post<CwCompany>('/company/companies', body, { what: 'the company', record: 'company' });
      return toCompany(await cw.site(), row);
    } catch (error) {
      const taken = error instanceof PsaError && error.kind === 'invalid' && /identifier/i.test(error.message);
      if (!taken || attempt >= IDENTIFIER_ATTEMPTS) throw error;
    }
  }
}

export async function listConnectWiseCompanies(
  cw: ConnectWiseClient,
  cursor: string | null,
  pageSize: number,
): Promise<PsaPage<PsaCompany>> {
  const page = cursor ? Math.max(1, Number.parseInt(cursor, 10) || 1) : 1;
  const rows = await cw.get<CwCompany[]>(
    '/company/companies',
    { conditions: 'deletedFlag=false', fields: COMPANY_FIELDS, orderBy: 'id asc', page, pageSize },
    { what: 'the company list' },
  );
  const site = await cw.site();
  return {
    items: rows.filter((row) => !isClosed(row)).map((row) => toCompany(site, row)),
    next: rows.length < pageSize ? null : String(page + 1),
  };
}

export async function listConnectWiseContacts(cw: ConnectWiseClient, companyId: string): Promise<PsaContact[]> {
  const rows = await cw.get<CwContact[]>(
    '/company/contacts',
    { conditions: `company/id=${Number(companyId)} and inactiveFlag=false`, orderBy: 'lastName asc', pageSize: 1000 },
    { what: 'the contacts' },
  );
  return rows.map((row) => ({
    id: String(row.id),
    companyId: String(row.company?.id ?? companyId),
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: communication(row, /email/i),
    phone: communication(row, /phone|direct|mobile|cell/i),
  }));
}

function communication(row: CwContact, type: RegExp): string | null {
  const items = (row.communicationItems ?? []).filter((item) => type.test(item.communicationType ?? ''));
  return (items.find((item) => item.defaultFlag) ?? items[0])?.value ?? null;
}
