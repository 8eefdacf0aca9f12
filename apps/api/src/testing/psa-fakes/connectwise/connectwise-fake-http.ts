import type { Context } from 'hono';
import { parseConditions, readField } from './connectwise-conditions';
import type { Ref, Row } from './connectwise-fake-state';

export interface CwFieldError {
  code: string;
  message: string;
  resource: string;
  field: string;
}

/** Thrown by route code; answered in CW's error body shape. */
export class CwFakeError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly code: string,
    message: string,
    readonly errors?: CwFieldError[],
  ) {
    super(message);
  }
}

export function invalidObject(resource: string, errors: CwFieldError[]): CwFakeError {
  return new CwFakeError(400, 'InvalidObject', `${resource} object is invalid`, errors);
}

export function notFound(resource: string, id: number | string | undefined): CwFakeError {
  return new CwFakeError(404, 'NotFound', `${resource} recordId ${id} not found.`);
}

export function answerError(c: Context, error: CwFakeError) {
  const body = { code: error.code, message: error.message, ...(error.errors ? { errors: error.errors } : {}) };
  return c.json(body, error.status);
}

export async function readJsonBody(c: Context, resource: string): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    if (body && typeof body === 'object') return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new CwFakeError(400, 'InvalidObject', `The ${resource} request body is not valid JSON.`);
}

export function requireFields(body: Record<string, unknown>, resource: string, fields: string[]): void {
  const errors = fields
    .filter((field) => body[field] === undefined || body[field] === null || body[field] === '')
    .map((field) => ({
      code: 'MissingRequiredField',
      message: `The ${field} field is required.`,
      resource,
      field,
    }));
  if (errors.length > 0) throw invalidObject(resource, errors);
}

export function limitLength(body: Record<string, unknown>, resource: string, limits: Record<string, number>): void {
  for (const [field, max] of Object.entries(limits)) {
    const value = body[field];
    if (typeof value === 'string' && value.length > max) {
      const message = `${field} cannot be longer than ${max} characters.`;
      throw invalidObject(resource, [{ code: 'InvalidField', message, resource, field }]);
    }
  }
}

export function requireOneOf(body: Record<string, unknown>, resource: string, field: string, allowed: string[]) {
  if (body[field] !== undefined && !allowed.includes(String(body[field]))) {
    const message = `${field} must be one of ${allowed.join(', ')}.`;
    throw invalidObject(resource, [{ code: 'InvalidField', message, resource, field }]);
  }
}

/** Checks a `{id}` reference against a lookup and expands it the way CW answers ({id, name}). */
export function resolveRef(
  value: unknown,
  rows: Iterable<{ id: number; name?: unknown; identifier?: unknown; description?: unknown }>,
  resource: string,
  field: string,
): Ref | undefined {
  if (value === undefined || value === null) return undefined;
  const id = typeof value === 'object' ? Number((value as { id?: unknown }).id) : NaN;
  const row = [...rows].find((candidate) => candidate.id === id);
  if (!row) {
    const message = `${field} id ${String((value as { id?: unknown })?.id)} was not found.`;
    throw invalidObject(resource, [{ code: 'InvalidField', message, resource, field }]);
  }
  const name = row.name ?? row.description;
  return { id, ...(typeof name === 'string' ? { name } : {}) };
}

/** Applies CW's JSON-Patch body (an array of operations on top-level or nested fields). */
export function applyPatch(row: Row, operations: unknown, resource: string): Row {
  if (!Array.isArray(operations)) {
    throw new CwFakeError(400, 'InvalidObject', 'The patch body must be an array of operations.');
  }
  const next: Row = structuredClone(row);
  for (const operation of operations as { op?: string; path?: string; value?: unknown }[]) {
    const path = String(operation.path ?? '').replace(/^\//, '');
    if (!['replace', 'add', 'remove'].includes(operation.op ?? '') || !path || path === 'id') {
      const message = `Invalid patch operation ${JSON.stringify(operation)}.`;
      throw invalidObject(resource, [{ code: 'InvalidField', message, resource, field: path }]);
    }
    const parts = path.split('/');
    let target = next as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    const last = parts[parts.length - 1] as string;
    if (operation.op === 'remove') delete target[last];
    else target[last] = operation.value;
  }
  return next;
}

/** Conditions, orderBy, fields and page/pageSize as CW applies them to a list; answers a bare JSON array. */
export function answerList(c: Context, rows: object[]) {
  let result = rows;
  const conditions = c.req.query('conditions');
  if (conditions) {
    try {
      result = result.filter(parseConditions(conditions));
    } catch (error) {
      throw new CwFakeError(400, 'InvalidObject', `conditions: ${(error as Error).message}`);
    }
  }
  const [orderField, direction] = (c.req.query('orderBy') ?? 'id asc').split(/\s+/);
  const sign = direction?.toLowerCase() === 'desc' ? -1 : 1;
  result = [...result].sort((a, b) => {
    const [x, y] = [readField(a, orderField ?? 'id'), readField(b, orderField ?? 'id')] as [string, string];
    return x === y ? 0 : x > y ? sign : -sign;
  });
  const page = Math.max(1, Number(c.req.query('page') ?? 1) || 1);
  const pageSize = Math.min(1000, Math.max(1, Number(c.req.query('pageSize') ?? 25) || 25));
  const slice = result.slice((page - 1) * pageSize, page * pageSize);
  if (page * pageSize < result.length) {
    const next = new URL(c.req.url);
    next.searchParams.set('page', String(page + 1));
    c.header('Link', `<${next.toString()}>; rel="next"`);
  }
  const fields = c.req
    .query('fields')
    ?.split(',')
    .map((field) => field.trim());
  return c.json(fields ? slice.map((row) => pick(row, fields)) : slice);
}

function pick(row: object, fields: string[]) {
  const source = row as Record<string, unknown>;
  return Object.fromEntries(fields.filter((field) => field in source).map((field) => [field, source[field]]));
}

export function idParam(c: Context, name = 'id'): number {
  return Number(c.req.param(name));
}
