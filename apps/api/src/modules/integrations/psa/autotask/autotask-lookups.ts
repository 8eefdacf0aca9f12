import type { PsaLookups, PsaOption } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import { ACTIVE, queryAll, readPicklist, type PicklistValue } from './autotask-query';

interface NamedRow {
  id: number;
  name?: string | null;
}

/** Billing codes whose use type is "work type" (labour); others are expense and material codes. */
const WORK_TYPE_USE = 1;

export async function readLookups(api: AutotaskApi): Promise<PsaLookups> {
  const [roles, workTypes, opportunityStages, products, agreementTypes] = await Promise.all([
    queryAll<NamedRow>(api, 'Roles', [ACTIVE], { what: 'the role list' }),
    queryAll<NamedRow>(api, 'BillingCodes', [ACTIVE, { op: 'eq', field: 'useType', value: WORK_TYPE_USE }], {
      what: 'the billing code list',
    }),
    readPicklist(api, 'Opportunities', 'stage'),
    queryAll<NamedRow>(api, 'Products', [ACTIVE], { what: 'the product list' }),
    readPicklist(api, 'Contracts', 'contractCategory'),
  ]);
  return {
    roles: toOptions(roles),
    workTypes: toOptions(workTypes),
    opportunityStages: fromPicklist(opportunityStages),
    products: toOptions(products),
    agreementTypes: fromPicklist(agreementTypes),
  };
}

function toOptions(rows: NamedRow[]): PsaOption[] {
  return rows
    .map((row) => ({ id: String(row.id), name: row.name ?? `#${row.id}` }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function fromPicklist(values: PicklistValue[]): PsaOption[] {
  return values.map((entry) => ({ id: entry.value, name: entry.label }));
}
