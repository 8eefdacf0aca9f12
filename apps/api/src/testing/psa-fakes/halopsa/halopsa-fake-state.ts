export interface FakeMilestone {
  id: number;
  name: string;
  sequence: number;
  start_date?: string;
  target_date?: string;
}

export interface FakeBudget {
  id: number;
  budgettype_id: number;
  hours: number;
}

/** Every Halo ticket: opportunities, projects and tasks alike, told apart by tickettype_id. */
export interface FakeTicket {
  id: number;
  tickettype_id: number;
  summary: string;
  client_id: number;
  status_id: number;
  milestones: FakeMilestone[];
  budgets: FakeBudget[];
  [field: string]: unknown;
}

export interface FakeClient {
  id: number;
  name: string;
  website?: string;
  phonenumber?: string;
  inactive: boolean;
}

export interface FakeUser {
  id: number;
  client_id: number;
  name: string;
  firstname: string;
  surname: string;
  emailaddress: string;
  phonenumber: string;
}

export interface FakeOption {
  id: number;
  name: string;
  use?: string;
}

export type FakeFault = { times?: number; skip?: number; path?: string; method?: string } & (
  | { kind: 'rate_limit'; retryAfter?: string }
  | { kind: 'unavailable' }
  | { kind: 'unauthorized' }
  /** Halo does the work but the answer is lost on the way back (a gateway timeout). */
  | { kind: 'lost_answer' }
  | { kind: 'html' }
  | { kind: 'delay'; ms: number }
);

export const TICKET_TYPE = { incident: 1, opportunity: 21, project: 22, task: 23 } as const;
export const CLOSED_STATUS_ID = 9;
export const CLOSURE_CATEGORY_LOOKUP = 57;

export function createHaloFakeState() {
  const state = {
    application: { clientId: 'scopewright-app', clientSecret: 'halo-secret', tenant: null as string | null },
    /** The agent the API application logs in as; null reproduces Halo's HTML 500 from /auth/token. */
    loginAgentId: 7 as number | null,
    /** Where the authorisation server lives; anything but "/auth" makes /api/authinfo necessary. */
    authPath: '/auth',
    tokenLifetimeSeconds: 3600,
    tokens: new Map<string, number>(),
    requireOpportunityCategory: false,
    agents: [
      { id: 7, name: 'Scopewright Integration', email: 'api@msp.example' },
      { id: 8, name: 'Priya Shah', email: 'priya@msp.example' },
    ],
    ticketTypes: [
      { id: TICKET_TYPE.incident, name: 'Incident', use: 'Tickets' },
      { id: TICKET_TYPE.opportunity, name: 'Opportunity', use: 'Opportunities' },
      { id: TICKET_TYPE.project, name: 'Project', use: 'Projects' },
      { id: TICKET_TYPE.task, name: 'Project Task', use: 'Projects' },
    ] as FakeOption[],
    statuses: [
      { id: 1, name: 'New' },
      { id: 2, name: 'In Progress' },
      { id: 30, name: 'Qualified' },
      { id: 31, name: 'Proposal Sent' },
      { id: 32, name: 'Negotiation' },
      { id: CLOSED_STATUS_ID, name: 'Closed' },
    ] as FakeOption[],
    budgetTypes: [
      { id: 1, name: 'Project Manager' },
      { id: 2, name: 'Senior Engineer' },
      { id: 3, name: 'Engineer' },
      { id: 4, name: 'Help Desk' },
    ] as FakeOption[],
    closureCategories: [
      { id: 1, name: 'Won' },
      { id: 2, name: 'Lost' },
      { id: 3, name: 'No Decision' },
    ] as FakeOption[],
    items: [
      { id: 501, name: 'Microsoft 365 Business Premium' },
      { id: 502, name: 'Managed Firewall' },
    ] as FakeOption[],
    clients: new Map<number, FakeClient>(),
    users: new Map<number, FakeUser>(),
    tickets: new Map<number, FakeTicket>(),
    actions: [] as { id: number; ticket_id: number; outcome: string; note: string; hiddenfromuser: boolean }[],
    attachments: [] as { id: number; ticket_id: number; filename: string; note?: string; bytes: Uint8Array }[],
    faults: [] as FakeFault[],
    requests: [] as { method: string; path: string }[],
    sequence: { client: 100, user: 300, ticket: 1000, milestone: 10, budget: 50, action: 5000, attachment: 800 },

    get companies() {
      return [...state.clients.values()];
    },
    get opportunities() {
      return ticketsOfType(TICKET_TYPE.opportunity);
    },
    get projects() {
      return ticketsOfType(TICKET_TYPE.project);
    },
    get tasks() {
      return ticketsOfType(TICKET_TYPE.task);
    },
    get phases() {
      return state.projects.flatMap((project) => project.milestones.map((m) => ({ ...m, ticket_id: project.id })));
    },
    get notes() {
      return state.actions;
    },
    get documents() {
      return state.attachments;
    },
  };
  const ticketsOfType = (typeId: number) =>
    [...state.tickets.values()].filter((ticket) => ticket.tickettype_id === typeId && ticket.deleted !== true);
  return state;
}

export type HaloFakeState = ReturnType<typeof createHaloFakeState>;

export function nextFakeId(state: HaloFakeState, kind: keyof HaloFakeState['sequence']): number {
  state.sequence[kind] += 1;
  return state.sequence[kind];
}
