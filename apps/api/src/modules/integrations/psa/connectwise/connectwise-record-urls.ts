import type { PsaRecordRef } from '../psa-adapter';
import type { ConnectWiseSite } from './discover-connectwise-site';

const SCREENS = {
  company: 'CompanyFV',
  opportunity: 'OpportunityFV',
  project: 'ProjectFV',
  ticket: 'ServiceFV',
} as const;

export type ConnectWiseScreen = keyof typeof SCREENS;

/** The link that opens a record in the ConnectWise web UI. */
export function toRecordUrl(site: ConnectWiseSite, screen: ConnectWiseScreen, id: number | string): string {
  return `${site.uiBase}ConnectWise.aspx?locale=en_US&routeTo=${SCREENS[screen]}&recid=${encodeURIComponent(String(id))}`;
}

export function toRecordRef(site: ConnectWiseSite, screen: ConnectWiseScreen, id: number | string): PsaRecordRef {
  return { id: String(id), url: toRecordUrl(site, screen, id) };
}
