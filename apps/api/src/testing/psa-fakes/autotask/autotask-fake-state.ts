import type { TableName } from './autotask-fake-entities';
import { seedPicklists, seedTables } from './autotask-fake-seed';

export type Row = Record<string, unknown> & { id: number };

export interface PicklistEntry {
  value: string;
  label: string;
  isDefaultValue: boolean;
  sortOrder: number;
  isActive: boolean;
}

export interface AutotaskFault {
  /** Requests to let through before this fault applies. */
  after?: number;
  /** How many requests it answers (default 1). */
  times?: number;
  answer: 'rate_limited' | 'unavailable' | 'html' | 'server_error';
  /** Retry-After header for 'rate_limited' (seconds or an HTTP date). */
  retryAfter?: string;
  /** Only requests whose path contains this. */
  path?: string;
}

export interface AutotaskFakeOptions {
  username?: string;
  secret?: string;
  integrationCode?: string;
  zoneName?: string;
  /** Rows per query page (Autotask: 500). */
  pageSize?: number;
}

export type AutotaskFakeState = Record<TableName, Row[]> & {
  credentials: { username: string; secret: string; integrationCode: string };
  zoneName: string;
  pageSize: number;
  /** entity → field → values, served by entityInformation/fields. */
  picklists: Record<string, Record<string, PicklistEntry[]>>;
  faults: { queue: AutotaskFault[]; delayMs: number };
  /** Every request that reached the fake, in order. */
  requests: { method: string; path: string }[];
  nextId: number;
  /** Deletes a record "in Autotask" (a project takes its phases, tasks, charges and notes with it). */
  deleteRecord(table: TableName, id: number | string): void;
  insert(table: TableName, row: Omit<Row, 'id'> & { id?: number }): Row;
};

export function createAutotaskFakeState(options: AutotaskFakeOptions = {}): AutotaskFakeState {
  const username = options.username ?? 'api-scopewright@northwind-it.com';
  const state = {
    credentials: {
      username,
      secret: options.secret ?? 'Sx7$kQ2!mP9w',
      integrationCode: options.integrationCode ?? 'SCOPEWRIGHT7QJ4WH5ZKXR2MNB3YT',
    },
    zoneName: options.zoneName ?? 'America East (fake)',
    pageSize: options.pageSize ?? 500,
    picklists: seedPicklists(),
    faults: { queue: [], delayMs: 0 },
    requests: [],
    nextId: 29690000,
    ...seedTables(username),
    opportunities: [],
    projects: [],
    phases: [],
    tasks: [],
    projectCharges: [],
    projectNotes: [],
    companyNotes: [],
    opportunityAttachments: [],
    projectAttachments: [],
  } as unknown as AutotaskFakeState;

  state.insert = (table, row) => {
    const stored = { ...row, id: row.id ?? state.nextId++ } as Row;
    state[table].push(stored);
    return stored;
  };
  state.deleteRecord = (table, id) => {
    const target = Number(id);
    state[table] = state[table].filter((row) => row.id !== target);
    if (table === 'projects') {
      for (const child of ['phases', 'tasks', 'projectCharges', 'projectNotes', 'projectAttachments'] as const) {
        state[child] = state[child].filter((row) => row.projectID !== target);
      }
    }
  };
  return state;
}
