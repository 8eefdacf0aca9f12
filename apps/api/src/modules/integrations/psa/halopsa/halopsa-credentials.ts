import { PsaError } from '../psa-adapter';

export interface HaloPsaCredentials {
  /** The instance the user signs in to, e.g. "https://acme.halopsa.com" (an /api or /auth suffix is tolerated). */
  instanceUrl: string;
  clientId: string;
  clientSecret: string;
  /** Only for Halo-hosted multi-tenant instances (shown under API Details). */
  tenant?: string | null;
}

export interface HaloPsaOptions {
  /** Ticket types to use instead of the ones found by name in /api/TicketType. */
  ticketTypeIds?: { opportunity?: string; project?: string; task?: string };
  /** The agent that owns what we create; defaults to the application's own agent (/api/Agent/me). */
  agentId?: string;
  /** Category 1 for opportunities, for tenants whose opportunity type requires one. */
  opportunityCategoryId?: string;
  /** The status a won opportunity is moved to; defaults to the status named "Closed". */
  wonStatusId?: string;
  /** The closure category recorded on a won opportunity; defaults to the one named "Won". */
  wonClosureCategoryId?: string;
  /** The action outcome used for notes (outcomes are tenant-configured). */
  noteOutcome?: string;
  /** Tickets per POST when pushing tasks. */
  taskBatchSize?: number;
  /** Clients per page in listCompanies. */
  companyPageSize?: number;
  now?: () => number;
}

/** "acme.halopsa.com/api/" → "https://acme.halopsa.com"; refuses what cannot be a URL. */
export function normalizeInstanceUrl(input: string): string {
  const trimmed = input.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw new PsaError('unreachable', `"${input}" is not a HaloPSA address: enter it like https://acme.halopsa.com`, {
      cause,
    });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new PsaError('unreachable', `HaloPSA addresses start with https:// ("${input}" does not)`);
  }
  const path = url.pathname.replace(/\/+$/, '').replace(/\/(api|auth)(\/.*)?$/i, '');
  return `${url.origin}${path}`;
}
