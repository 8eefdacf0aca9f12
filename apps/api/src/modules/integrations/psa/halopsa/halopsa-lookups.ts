import type { PsaLookups, PsaOption } from '../psa-adapter';
import type { HaloHttp } from './halopsa-http';
import { readId, readList, readRecordCount, readText, type HaloRecord } from './halopsa-records';
import type { HaloSetup } from './halopsa-setup';

const ITEM_PAGE_SIZE = 100;
const ITEM_PAGE_LIMIT = 20;

export async function getHaloLookups(http: HaloHttp, setup: HaloSetup): Promise<PsaLookups> {
  const [budgetTypes, statuses, items] = await settleAll([
    http.get('BudgetType', {}, { subject: 'the budget types' }),
    setup.statuses(),
    listItems(http),
  ] as const);
  return {
    roles: toOptions(readList(budgetTypes, 'budgettypes')),
    workTypes: [],
    opportunityStages: toOptions(statuses),
    products: toOptions(items),
    agreementTypes: [],
  };
}

async function listItems(http: HaloHttp): Promise<HaloRecord[]> {
  const items: HaloRecord[] = [];
  for (let pageNo = 1; pageNo <= ITEM_PAGE_LIMIT; pageNo += 1) {
    const body = await http.get(
      'Item',
      { pageinate: true, page_size: ITEM_PAGE_SIZE, page_no: pageNo },
      { subject: 'the products' },
    );
    const page = readList(body, 'items');
    items.push(...page);
    if (page.length === 0 || pageNo * ITEM_PAGE_SIZE >= readRecordCount(body, 0)) break;
  }
  return items;
}

function toOptions(records: HaloRecord[]): PsaOption[] {
  return records
    .filter((record) => record.inactive !== true)
    .map((record) => ({ id: readId(record), name: readText(record, 'name', 'description') ?? readId(record) }));
}

/** Like Promise.all, but waits for every call so none is left running against Halo after a failure. */
async function settleAll<T extends readonly unknown[]>(calls: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results = await Promise.allSettled(calls);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
