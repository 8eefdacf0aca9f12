import type { Row } from './autotask-fake-state';

export interface FilterNode {
  op: string;
  field?: string;
  value?: unknown;
  items?: FilterNode[];
  udf?: boolean;
}

const OPERATORS = new Set([
  'eq',
  'noteq',
  'gt',
  'gte',
  'lt',
  'lte',
  'beginsWith',
  'endsWith',
  'contains',
  'exist',
  'notExist',
  'in',
  'notIn',
  'and',
  'or',
]);

/** Why Autotask would refuse this filter, or null. */
export function checkFilter(filter: unknown): string | null {
  if (!Array.isArray(filter) || filter.length === 0)
    return 'The filter is required and must contain at least one condition.';
  for (const node of filter as FilterNode[]) {
    if (!node || typeof node !== 'object' || !OPERATORS.has(node.op)) return `Unknown filter operator '${node?.op}'.`;
    if (node.op === 'and' || node.op === 'or') {
      const inner = checkFilter(node.items);
      if (inner) return inner;
    } else if (!node.field) {
      return `The filter condition '${node.op}' has no field.`;
    }
  }
  return null;
}

/** Top-level conditions are AND-ed, as Autotask does. */
export function matchesFilter(row: Row, filter: FilterNode[]): boolean {
  return filter.every((node) => matchesNode(row, node));
}

function matchesNode(row: Row, node: FilterNode): boolean {
  if (node.op === 'and') return (node.items ?? []).every((item) => matchesNode(row, item));
  if (node.op === 'or') return (node.items ?? []).some((item) => matchesNode(row, item));
  const actual = readField(row, node.field ?? '');
  const wanted = node.value;
  const text = (value: unknown) => String(value ?? '').toLowerCase();
  switch (node.op) {
    case 'eq':
      return equals(actual, wanted);
    case 'noteq':
      return !equals(actual, wanted);
    case 'gt':
      return Number(actual) > Number(wanted);
    case 'gte':
      return Number(actual) >= Number(wanted);
    case 'lt':
      return Number(actual) < Number(wanted);
    case 'lte':
      return Number(actual) <= Number(wanted);
    case 'beginsWith':
      return text(actual).startsWith(text(wanted));
    case 'endsWith':
      return text(actual).endsWith(text(wanted));
    case 'contains':
      return text(actual).includes(text(wanted));
    case 'exist':
      return actual !== null && actual !== undefined && actual !== '';
    case 'notExist':
      return actual === null || actual === undefined || actual === '';
    case 'in':
      return Array.isArray(wanted) && wanted.some((value) => equals(actual, value));
    case 'notIn':
      return Array.isArray(wanted) && !wanted.some((value) => equals(actual, value));
    default:
      return false;
  }
}

/** Field names are matched case-insensitively. */
export function readField(row: Row, field: string): unknown {
  const key = Object.keys(row).find((name) => name.toLowerCase() === field.toLowerCase());
  return key === undefined ? undefined : row[key];
}

function equals(actual: unknown, wanted: unknown): boolean {
  if (typeof actual === 'boolean' || typeof wanted === 'boolean') return toBool(actual) === toBool(wanted);
  if (typeof actual === 'number' || typeof wanted === 'number') return Number(actual) === Number(wanted);
  return String(actual ?? '').toLowerCase() === String(wanted ?? '').toLowerCase();
}

function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
