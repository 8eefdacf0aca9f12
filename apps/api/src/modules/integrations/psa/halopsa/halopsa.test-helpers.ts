import { afterEach } from 'vitest';
import type { PsaProjectPlan, PsaRecordRef } from '../psa-adapter';
import { createHaloPsaFake } from '../../../../testing/psa-fakes/halopsa/create-halopsa-fake';
import type { HaloFakeState } from '../../../../testing/psa-fakes/halopsa/halopsa-fake-state';
import { loopbackTransport, serveFake, type ServedFake } from '../../../../testing/psa-fakes/serve-fake';
import { createHaloPsaAdapter } from './create-halopsa-adapter';
import type { HaloPsaCredentials, HaloPsaOptions } from './halopsa-credentials';
import { IGNORED_PRODUCTS } from '../plan-products.test-fixtures';

const servers: ServedFake[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

export async function startHalo(
  setup: {
    configure?: (state: HaloFakeState) => void;
    credentials?: Partial<HaloPsaCredentials>;
    options?: HaloPsaOptions;
  } = {},
) {
  const fake = createHaloPsaFake({ configure: setup.configure });
  const server = await serveFake(fake.app);
  servers.push(server);
  const transport = loopbackTransport();
  const credentials: HaloPsaCredentials = {
    instanceUrl: server.url,
    clientId: fake.state.application.clientId,
    clientSecret: fake.state.application.clientSecret,
    ...setup.credentials,
  };
  const adapter = createHaloPsaAdapter(credentials, transport, setup.options);
  return { state: fake.state, server, transport, adapter, credentials };
}

export const ROLE = { projectManager: '1', seniorEngineer: '2', engineer: '3', helpDesk: '4' } as const;
const ROLES = Object.values(ROLE);

/** A plan like an accepted quote: `phases` sections of `tasksPerPhase` labour lines with varied hours and roles. */
export function buildPlan(companyId: string, phases = 6, tasksPerPhase = 10): PsaProjectPlan {
  return {
    name: 'Acme – Microsoft 365 migration',
    companyId,
    opportunityId: null,
    start: '2027-01-04',
    end: '2027-02-26',
    notes: 'Overview: move Acme to M365.\nAssumptions: tenant exists.\nExclusions: printers.',
    phases: Array.from({ length: phases }, (_, p) => ({
      key: `section-${p + 1}`,
      name: `Phase ${p + 1}`,
      sequence: p + 1,
      tasks: Array.from({ length: tasksPerPhase }, (_, t) => ({
        key: `line-${p + 1}-${t + 1}`,
        summary: `Task ${p + 1}.${t + 1}`,
        notes: `Work for task ${p + 1}.${t + 1}`,
        hours: (t % 4) + 1.5,
        roleId: ROLES[(p + t) % ROLES.length] ?? null,
        workTypeId: null,
      })),
    })),
    // Products become Autotask project charges; this PSA's pushProject ignores them.
    products: IGNORED_PRODUCTS,
  };
}

export function refRecorder(initial: Iterable<[string, PsaRecordRef]> = []) {
  const refs = new Map<string, PsaRecordRef>(initial);
  const record = async (key: string, ref: PsaRecordRef) => {
    if (refs.has(key)) throw new Error(`${key} recorded twice`);
    refs.set(key, ref);
  };
  return { refs, record };
}
