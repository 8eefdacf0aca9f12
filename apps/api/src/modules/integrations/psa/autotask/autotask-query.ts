import type { PsaPage } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import type { AutotaskCallContext } from './autotask-errors';

export interface AutotaskFilter {
  op: string;
  field?: string;
  value?: unknown;
  items?: AutotaskFilter[];
}

interface QueryAnswer<T> {
  items?: T[];
  pageDetails?: { nextPageUrl?: string | null };
}

export interface PicklistValue {
  value: string;
  label: string;
  isDefaultValue?: boolean;
  isActive?: boolean;
  sortOrder?: number;
}

/** One entry of `GET /{Entity}/entityInformation/fields`. */
export interface FieldInfo {
  name: string;
  isRequired?: boolean;
  isPickList?: boolean;
  picklistValues?: PicklistValue[] | null;
}

interface FieldsAnswer {
  fields?: FieldInfo[];
}

export type AutotaskRow = Record<string, unknown> & { id: number };

/** One page of `POST /{Entity}/query`, or the page behind a `nextPageUrl` cursor. */
export async function queryPage<T>(
  api: AutotaskApi,
  entity: string,
  filter: AutotaskFilter[],
  context: AutotaskCallContext,
  cursor: string | null = null,
): Promise<PsaPage<T>> {
  const answer = cursor
    ? await api.call<QueryAnswer<T>>('GET', cursor, context)
    : await api.call<QueryAnswer<T>>('POST', `${entity}/query`, context, { filter });
  return { items: answer.items ?? [], next: answer.pageDetails?.nextPageUrl || null };
}

export async function queryAll<T>(
  api: AutotaskApi,
  entity: string,
  filter: AutotaskFilter[],
  context: AutotaskCallContext,
): Promise<T[]> {
  const items: T[] = [];
  let page = await queryPage<T>(api, entity, filter, context);
  items.push(...page.items);
  while (page.next) {
    page = await queryPage<T>(api, entity, filter, context, page.next);
    items.push(...page.items);
  }
  return items;
}

/** `GET /{Entity}/{id}`: null when Autotask answers `{"item":null}` or 404. */
export async function getById<T>(api: AutotaskApi, entity: string, id: string, what: string): Promise<T | null> {
  if (!/^\d+$/.test(id)) return null;
  try {
    const answer = await api.call<{ item?: T | null }>('GET', `${entity}/${id}`, { what, record: what });
    return answer.item ?? null;
  } catch (error) {
    if ((error as { kind?: string }).kind === 'gone') return null;
    throw error;
  }
}

/** Active values of an instance-specific picklist, read once per adapter. */
export function readPicklist(api: AutotaskApi, entity: string, field: string): Promise<PicklistValue[]> {
  return api.remember(`picklist:${entity}:${field}`, async () => {
    const answer = await api.call<FieldsAnswer>('GET', `${entity}/entityInformation/fields`, {
      what: `the ${entity} field list`,
    });
    const match = answer.fields?.find((entry) => entry.name.toLowerCase() === field.toLowerCase());
    return activeValues(match);
  });
}

/** Every field of an entity, with whether this instance requires it and its picklist values; read once per adapter. */
export function readFields(api: AutotaskApi, entity: string): Promise<FieldInfo[]> {
  return api.remember(`fields:${entity}`, async () => {
    const answer = await api.call<FieldsAnswer>('GET', `${entity}/entityInformation/fields`, {
      what: `the ${entity} field list`,
    });
    return answer.fields ?? [];
  });
}

/** A picklist field's active values in Autotask's order. */
export function activeValues(field: FieldInfo | undefined): PicklistValue[] {
  return (field?.picklistValues ?? [])
    .filter((entry) => entry.isActive !== false)
    .sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
}

export function pickDefault(values: PicklistValue[]): PicklistValue | undefined {
  return values.find((entry) => entry.isDefaultValue) ?? values[0];
}

export const ACTIVE: AutotaskFilter = { op: 'eq', field: 'isActive', value: true };
