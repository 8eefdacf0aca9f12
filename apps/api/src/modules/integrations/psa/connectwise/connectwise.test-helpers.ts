import { afterEach, beforeEach } from 'vitest';
import {
  createConnectWiseFake,
  type ConnectWiseFake,
} from '../../../../testing/psa-fakes/connectwise/create-connectwise-fake';
import { loopbackTransport, serveFake, type ServedFake } from '../../../../testing/psa-fakes/serve-fake';
import type { PsaAdapter, PsaProjectPlan, PsaRecordRef } from '../psa-adapter';
import { createConnectWiseAdapter, type ConnectWiseCredentials } from './create-connectwise-adapter';
import { IGNORED_PRODUCTS } from '../plan-products.test-fixtures';

export interface ConnectWiseHarness {
  fake: ConnectWiseFake;
  served: ServedFake;
  transport: ReturnType<typeof loopbackTransport>;
  adapter: PsaAdapter;
  credentials: ConnectWiseCredentials;
  adapterWith(overrides: Partial<ConnectWiseCredentials>): PsaAdapter;
  /** Requests the fake saw since the last call. */
  takeRequests(): { method: string; path: string }[];
}

/** A fresh fake on loopback and an adapter pointed at it, per test. */
export function useConnectWiseHarness(options: { pageSize?: number } = {}): ConnectWiseHarness {
  const harness = {} as ConnectWiseHarness;
  beforeEach(async () => {
    harness.fake = createConnectWiseFake();
    harness.served = await serveFake(harness.fake.app);
    harness.transport = loopbackTransport();
    harness.credentials = { site: harness.served.url, ...harness.fake.state.credentials };
    harness.adapterWith = (overrides) =>
      createConnectWiseAdapter({ ...harness.credentials, ...overrides }, harness.transport, options);
    harness.adapter = harness.adapterWith({});
    harness.takeRequests = () => harness.fake.state.requests.splice(0).map(({ method, path }) => ({ method, path }));
  });
  afterEach(async () => {
    await harness.served.close();
  });
  return harness;
}

export function seedCompany(fake: ConnectWiseFake, name: string, website: string | null = null): number {
  const id = fake.state.newId();
  const identifier = name.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
  fake.state.companies.set(id, {
    id,
    identifier,
    name,
    website,
    status: { id: 1, name: 'Active' },
    deletedFlag: false,
  });
  return id;
}

/** A plan of `phases` sections with `tasksPerPhase` labour lines each; hours and roles vary by position. */
export function buildPlan(companyId: number, phases = 6, tasksPerPhase = 10): PsaProjectPlan {
  return {
    name: 'Acme Corp – Microsoft 365 migration, security hardening and staff training for all four offices',
    companyId: String(companyId),
    opportunityId: null,
    start: '2027-01-04',
    end: '2027-02-26',
    notes: 'Overview: migrate 120 mailboxes.\nAssumptions: global admin access.\nExclusions: printers.',
    phases: Array.from({ length: phases }, (_, p) => ({
      key: `section-${p + 1}`,
      name: `Phase ${p + 1}: ${['Discovery', 'Design', 'Build', 'Migrate', 'Train', 'Close'][p % 6]}`,
      sequence: p + 1,
      tasks: Array.from({ length: tasksPerPhase }, (_, t) => ({
        key: `line-${p + 1}-${t + 1}`,
        summary: `Task ${p + 1}.${t + 1}`,
        notes: t === 0 ? 'Includes the kickoff call.' : '',
        hours: 1 + ((p + t) % 4) * 1.5,
        roleId: String((t % 4) + 1),
        workTypeId: '3',
      })),
    })),
    // Products become Autotask project charges; this PSA's pushProject ignores them.
    products: IGNORED_PRODUCTS,
  };
}

/** A `record` callback that keeps what was recorded, like the sync code's external-refs table. */
export function refRecorder() {
  const recorded = new Map<string, PsaRecordRef>();
  return { recorded, record: async (key: string, ref: PsaRecordRef) => void recorded.set(key, ref) };
}
