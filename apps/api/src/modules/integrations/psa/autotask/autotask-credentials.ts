/** What the MSP enters for Autotask: the API-only user, its secret and the API tracking identifier. */
export interface AutotaskCredentials {
  username: string;
  secret: string;
  integrationCode: string;
}

export interface AutotaskOptions {
  /** Where the zone lookup goes (https://webservices.autotask.net by default); tests point it at the fake. */
  zoneLookupBase?: string;
  /**
   * The resource that owns new companies, opportunities and notes and is preferred for task roles it holds.
   * Without it the first active resource other than the API user is used.
   */
  ownerResourceId?: string;
}

export const DEFAULT_ZONE_LOOKUP_BASE = 'https://webservices.autotask.net';
