import { ENTITIES } from './autotask-fake-entities';
import { checkFilter, matchesFilter, type FilterNode } from './autotask-fake-filter';
import type { AutotaskFakeState, Row } from './autotask-fake-state';

interface QueryInput {
  filter?: unknown;
  MaxRecords?: number;
  maxRecords?: number;
  IncludeFields?: string[];
  includeFields?: string[];
}

export type QueryResult =
  | {
      status: 200;
      body: {
        items: Row[];
        pageDetails: { count: number; requestCount: number; prevPageUrl: string | null; nextPageUrl: string | null };
      };
    }
  | { status: 404 | 500; body: { errors: string[] } };

/** One page of rows (by ascending id), with a `nextPageUrl` that carries the query and the last id. */
export function runQuery(
  state: AutotaskFakeState,
  entity: string,
  input: QueryInput,
  origin: string,
  afterId: number | null = null,
): QueryResult {
  const spec = ENTITIES[entity];
  if (!spec) return { status: 404, body: { errors: [`No endpoint named ${entity}.`] } };
  const problem = checkFilter(input.filter);
  if (problem) return { status: 500, body: { errors: [problem] } };
  const filter = input.filter as FilterNode[];
  const size = Math.min(state.pageSize, Math.max(1, Number(input.MaxRecords ?? input.maxRecords ?? state.pageSize)));
  const matching = state[spec.table]
    .filter((row) => (afterId === null || row.id > afterId) && matchesFilter(row, filter))
    .sort((a, b) => a.id - b.id);
  const page = matching.slice(0, size);
  const fields = input.IncludeFields ?? input.includeFields;
  const items = fields?.length ? page.map((row) => pick(row, fields)) : page.map((row) => ({ ...row }));
  const last = page.at(-1);
  const nextPageUrl =
    matching.length > size && last
      ? `${origin}/atservicesrest/V1.0/${entity}/query/next?paging=${encodeURIComponent(
          JSON.stringify({ pageSize: size, afterId: last.id }),
        )}&search=${encodeURIComponent(JSON.stringify({ filter, IncludeFields: fields }))}`
      : null;
  return {
    status: 200,
    body: {
      items,
      pageDetails: { count: items.length, requestCount: size, prevPageUrl: null, nextPageUrl },
    },
  };
}

/** Follows a `nextPageUrl` the fake handed out. */
export function runNextPage(
  state: AutotaskFakeState,
  entity: string,
  paging: string | undefined,
  search: string | undefined,
  origin: string,
): QueryResult {
  try {
    const { pageSize, afterId } = JSON.parse(paging ?? '') as { pageSize: number; afterId: number };
    const query = JSON.parse(search ?? '') as QueryInput;
    return runQuery(state, entity, { ...query, MaxRecords: pageSize }, origin, afterId);
  } catch {
    return { status: 500, body: { errors: ['The paging information is not valid.'] } };
  }
}

function pick(row: Row, fields: string[]): Row {
  const wanted = new Set(['id', ...fields].map((field) => field.toLowerCase()));
  return Object.fromEntries(Object.entries(row).filter(([key]) => wanted.has(key.toLowerCase()))) as Row;
}
