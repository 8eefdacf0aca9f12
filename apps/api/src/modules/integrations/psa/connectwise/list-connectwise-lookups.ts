import type { PsaLookups, PsaOption } from '../psa-adapter';
import type { ConnectWiseClient } from './connectwise-client';

interface Named {
  id: number;
  name?: string;
  description?: string;
  identifier?: string;
  inactiveFlag?: boolean;
}

const ALL = { pageSize: 1000 };

async function listOptions(cw: ConnectWiseClient, path: string, what: string, conditions?: string) {
  const rows = await cw.get<Named[]>(path, { ...ALL, conditions }, { what });
  return rows.filter((row) => !row.inactiveFlag).map(toOption);
}

function toOption(row: Named): PsaOption {
  const name = row.name ?? row.description ?? row.identifier ?? String(row.id);
  return { id: String(row.id), name };
}

export async function listConnectWiseLookups(cw: ConnectWiseClient): Promise<PsaLookups> {
  // Settle every list before failing, so no request is left running after an error.
  const settled = await Promise.allSettled([
    listOptions(cw, '/time/workRoles', 'the work roles'),
    listOptions(cw, '/time/workTypes', 'the work types'),
    listOptions(cw, '/sales/stages', 'the opportunity stages'),
    listOptions(cw, '/procurement/catalog', 'the product catalog', 'inactiveFlag=false'),
    listOptions(cw, '/finance/agreements/types', 'the agreement types'),
  ]);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const [roles, workTypes, opportunityStages, products, agreementTypes] = settled.map((result) =>
    result.status === 'fulfilled' ? result.value : [],
  ) as [PsaOption[], PsaOption[], PsaOption[], PsaOption[], PsaOption[]];
  return { roles, workTypes, opportunityStages, products, agreementTypes };
}
