import { PsaError, type PsaTransport } from '../psa-adapter';
import type { ConnectWiseCredentials } from './connectwise-credentials';
import { badResponse, isHtml, mapConnectWiseError } from './map-connectwise-error';

export interface ConnectWiseSite {
  /** https://api-na.myconnectwise.net/v2025_1/apis/3.0 */
  apiBase: string;
  /** Where the web UI lives: https://na.myconnectwise.net/v2025_1/ */
  uiBase: string;
  companyName: string;
  host: string;
}

interface CompanyInfo {
  Codebase?: string;
  CompanyName?: string;
  SiteUrl?: string;
}

/** The API origin for what the user typed; cloud UI hosts ("na.myconnectwise.net") become their API hosts. */
export function toSiteOrigin(site: string): URL {
  const trimmed = site.trim().replace(/\/+$/, '');
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
    if (/^(?!api-)[a-z]+\.myconnectwise\.net$/i.test(url.hostname)) url.hostname = `api-${url.hostname}`;
    return new URL(url.origin);
  } catch (cause) {
    throw new PsaError('unreachable', `The ConnectWise site "${site}" is not a valid address`, { cause });
  }
}

function toUiOrigin(origin: URL): string {
  const ui = new URL(origin.href);
  if (/^api-[a-z]+\.myconnectwise\.net$/i.test(ui.hostname)) ui.hostname = ui.hostname.slice(4);
  return ui.origin;
}

export async function discoverConnectWiseSite(
  credentials: ConnectWiseCredentials,
  transport: PsaTransport,
): Promise<ConnectWiseSite> {
  const origin = toSiteOrigin(credentials.site);
  const context = { what: 'the company ID lookup' };
  const response = await transport({
    method: 'GET',
    url: `${origin.origin}/login/companyinfo/${encodeURIComponent(credentials.companyId.trim())}`,
    headers: { Accept: 'application/json' },
  });
  if (response.status === 404 && !isHtml(response.text)) throw unknownCompany(credentials);
  if (response.status < 200 || response.status >= 300) throw mapConnectWiseError(response, context);
  if (isHtml(response.text)) throw badResponse(context, response.status);
  let info: CompanyInfo | null;
  try {
    info = JSON.parse(response.text) as CompanyInfo | null;
  } catch {
    throw badResponse(context, response.status);
  }
  if (!info?.Codebase) throw unknownCompany(credentials);
  const codebase = `${info.Codebase.replace(/^\/+|\/+$/g, '')}/`;
  return {
    apiBase: `${origin.origin}/${codebase}apis/3.0`,
    uiBase: `${toUiOrigin(origin)}/${codebase}`,
    companyName: info.CompanyName?.trim() || credentials.companyId,
    host: origin.host,
  };
}

function unknownCompany(credentials: ConnectWiseCredentials): PsaError {
  return new PsaError(
    'auth',
    `ConnectWise does not know the company ID "${credentials.companyId}" on ${credentials.site}: check the company ID you use to log in`,
  );
}
