import type { PsaProductPlan, PsaProjectPlan, PsaRecordRef, PsaRequest } from '../psa-adapter';
import type { AutotaskFakeOptions } from '../../../../testing/psa-fakes/autotask/autotask-fake-state';
import { startAutotaskFake } from '../../../../testing/psa-fakes/autotask/start-autotask-fake';
import { loopbackTransport } from '../../../../testing/psa-fakes/serve-fake';
import { createAutotaskAdapter } from './autotask-adapter';
import type { AutotaskCredentials, AutotaskOptions } from './autotask-credentials';

export const ROLES = {
  projectManager: '29683400',
  seniorEngineer: '29683401',
  engineer: '29683402',
  helpDesk: '29683403',
  networkArchitect: '29683404',
};

/** The fake on a loopback port and an adapter pointed at it; `sent` keeps every request the client made. */
export async function startAutotaskHarness(
  setup: { fake?: AutotaskFakeOptions; adapter?: AutotaskOptions; credentials?: Partial<AutotaskCredentials> } = {},
) {
  const served = await startAutotaskFake(0, setup.fake);
  const loopback = loopbackTransport();
  const sent: PsaRequest[] = [];
  const transport = (request: PsaRequest) => {
    sent.push(request);
    return loopback(request);
  };
  Object.defineProperty(transport, 'calls', { get: () => loopback.calls });
  const credentials = { ...served.state.credentials, ...setup.credentials };
  const adapter = createAutotaskAdapter(credentials, transport, { zoneLookupBase: served.url, ...setup.adapter });
  return {
    adapter,
    state: served.state,
    transport: transport as typeof transport & { calls: number },
    sent,
    url: served.url,
    close: served.close,
  };
}

const ROLE_CYCLE = [ROLES.projectManager, ROLES.seniorEngineer, ROLES.engineer, ROLES.helpDesk, null];

/** A quote of `phaseCount` sections with `tasksPerPhase` labour lines each; hours differ per line; no products. */
export function buildPlan(
  companyId: string,
  phaseCount = 6,
  tasksPerPhase = 10,
  products: PsaProductPlan[] = [],
): PsaProjectPlan {
  return {
    name: 'Contoso Dental – M365 migration and network refresh',
    companyId,
    opportunityId: null,
    start: '2027-01-04',
    end: '2027-02-26',
    notes: 'Overview: migrate 40 mailboxes.\nAssumptions: licences in place.\nExclusions: printers.',
    phases: Array.from({ length: phaseCount }, (_, phase) => ({
      key: `section-${phase + 1}`,
      name: `Phase ${phase + 1}`,
      sequence: phase + 1,
      tasks: Array.from({ length: tasksPerPhase }, (_, task) => ({
        key: `line-${phase + 1}-${task + 1}`,
        summary: `Task ${phase + 1}.${task + 1}`,
        notes: `Work for line ${phase + 1}.${task + 1}`,
        hours: 1 + ((phase * tasksPerPhase + task) % 7) * 0.5,
        roleId: ROLE_CYCLE[(phase + task) % ROLE_CYCLE.length] ?? null,
        workTypeId: task % 2 === 0 ? '29682801' : null,
      })),
    })),
    products,
  };
}

/** Two product lines: a firewall mapped to the fake's product 501 and a rack shelf with no mapped product. */
export function buildProducts(): PsaProductPlan[] {
  return [
    {
      key: 'line-hw-1',
      name: 'Meraki MX68 firewall',
      description: 'Next-generation firewall with three years of advanced security.',
      quantity: 2,
      unitPriceCents: 85_050,
      unitCostCents: 60_000,
      productId: '501',
    },
    {
      key: 'line-hw-2',
      name: 'Rack shelf',
      description: '',
      quantity: 1,
      unitPriceCents: 4_999,
      unitCostCents: 2_500,
      productId: null,
    },
  ];
}

export function recordInto(refs: Map<string, PsaRecordRef>) {
  return async (key: string, ref: PsaRecordRef) => {
    refs.set(key, ref);
  };
}
