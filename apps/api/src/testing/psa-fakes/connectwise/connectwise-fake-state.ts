export interface ConnectWiseFakeCredentials {
  companyId: string;
  publicKey: string;
  privateKey: string;
  clientId: string;
}

/** A fault answers (or delays) matching requests instead of the fake's normal behaviour. */
export interface ConnectWiseFault {
  kind: 'rate-limit' | 'unavailable' | 'html' | 'delay';
  /** How many matching requests it affects (default 1). */
  times?: number;
  /** Let this many matching requests through before it starts. */
  after?: number;
  /** For rate-limit: the Retry-After header value. */
  retryAfter?: string;
  /** For delay. */
  ms?: number;
  /** For html: the status of the web page (default 200). */
  status?: number;
  match?: { method?: string; path?: string };
}

export interface Ref {
  id: number;
  name?: string;
  identifier?: string;
}

export type Row = { id: number } & Record<string, unknown>;

export interface FakeNote {
  id: number;
  text: string;
  recordType: 'opportunity' | 'project';
  recordId: number;
}

export interface FakeDocument {
  id: number;
  title: string;
  fileName: string;
  size: number;
  contentType: string;
  recordType: string;
  recordId: number;
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  accept: string | null;
}

const named = (rows: [number, string][], extra: (id: number) => Record<string, unknown> = () => ({})) =>
  rows.map(([id, name]) => ({ id, name, inactiveFlag: false, ...extra(id) }));

export function createConnectWiseFakeState(options: { credentials?: Partial<ConnectWiseFakeCredentials> } = {}) {
  let nextId = 1000;
  return {
    credentials: {
      companyId: 'scopewright',
      publicKey: 'pubKeyAbc123',
      privateKey: 'privKeyXyz789',
      clientId: '8f7c1a2e-3b4d-4c5e-9f60-123456789abc',
      ...options.credentials,
    } satisfies ConnectWiseFakeCredentials,
    codebase: 'v2025_1/',
    companyName: 'Northwind MSP',
    newId: () => (nextId += 1),
    workRoles: named([
      [1, 'Project Manager'],
      [2, 'Senior Engineer'],
      [3, 'Engineer'],
      [4, 'Help Desk'],
    ]),
    workTypes: named([
      [1, 'Remote Support'],
      [2, 'Onsite'],
      [3, 'Project Work'],
    ]),
    stages: named([
      [1, '1. Prospect'],
      [2, '2. Qualified'],
      [3, '3. Proposal'],
      [4, '4. Negotiation'],
    ]),
    probabilities: [10, 25, 50, 75, 90, 100].map((probability, index) => ({ id: index + 1, probability })),
    opportunityStatuses: [
      {
        id: 1,
        name: 'Open',
        wonFlag: false,
        lostFlag: false,
        closedFlag: false,
        inactiveFlag: false,
        defaultFlag: true,
      },
      { id: 2, name: 'Won', wonFlag: true, lostFlag: false, closedFlag: true, inactiveFlag: false, defaultFlag: false },
      {
        id: 3,
        name: 'Lost',
        wonFlag: false,
        lostFlag: true,
        closedFlag: true,
        inactiveFlag: false,
        defaultFlag: false,
      },
    ],
    boards: named([[5, 'Professional Services']]),
    catalog: [
      { id: 31, identifier: 'M365-BP', description: 'Microsoft 365 Business Premium', inactiveFlag: false },
      { id: 32, identifier: 'FW-TZ370', description: 'SonicWall TZ370 firewall', inactiveFlag: false },
    ],
    agreementTypes: named([
      [7, 'Managed Services'],
      [8, 'Block Time'],
    ]),
    companies: new Map<number, Row>(),
    contacts: new Map<number, Row>(),
    opportunities: new Map<number, Row>(),
    forecastItems: new Map<number, Row & { opportunityId: number }>(),
    projects: new Map<number, Row>(),
    phases: new Map<number, Row & { projectId: number }>(),
    tickets: new Map<number, Row>(),
    notes: new Map<number, FakeNote>(),
    documents: new Map<number, FakeDocument>(),
    faults: [] as ConnectWiseFault[],
    requests: [] as LoggedRequest[],
  };
}

export type ConnectWiseFakeState = ReturnType<typeof createConnectWiseFakeState>;
