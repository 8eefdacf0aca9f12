import type { IntegrationProviderId, PullSchedule } from './integration-enums';
import type { Mapping } from './integration-mapping';

/** The response shapes of /api/integrations (the API's docs schemas are checked against these). */
export interface IntegrationConnectionSettings {
  pushOnAcceptance: boolean;
  pullSchedule: PullSchedule;
  options: Record<string, string>;
}

export interface IntegrationConnection {
  id: string;
  provider: IntegrationProviderId;
  /** Non-secret fields only: CW site, company id, public key, client id; Autotask username; Halo URL, client id, tenant. */
  account: Record<string, string>;
  accountLabel: string | null;
  lastTestedAt: string | null;
  lastTestError: string | null;
  lastPulledAt: string | null;
  settings: IntegrationConnectionSettings;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
}

export interface IntegrationProviderEntry {
  provider: IntegrationProviderId;
  name: string;
  connection: IntegrationConnection | null;
}

export interface IntegrationList {
  providers: IntegrationProviderEntry[];
}

export interface NamedOption {
  id: string;
  name: string;
}

export interface IntegrationLookups {
  roles: NamedOption[];
  workTypes: NamedOption[];
  opportunityStages: NamedOption[];
  products: NamedOption[];
  agreementTypes: NamedOption[];
}

/** What the workspace has to map: rate card roles, section names most used first, catalog items and stages. */
export interface MappingSubjects {
  roles: NamedOption[];
  phases: string[];
  products: NamedOption[];
  recurring: NamedOption[];
  stages: NamedOption[];
}

export interface IntegrationMappingView {
  lookups: IntegrationLookups;
  ours: MappingSubjects;
  mapping: Mapping;
  suggested: Mapping;
}

export interface SavedMapping {
  mapping: Mapping;
  lockVersion: number;
}

/** `details` of the 422 a failed connection test answers: the PsaError kind and the PSA's own words. */
export interface PsaTestFailedDetails {
  reason: 'psa-test-failed';
  kind: string;
  psaMessage?: string;
}
