import { CHILD_ROUTES, ENTITIES } from './autotask-fake-entities';
import type { AutotaskFakeState, Row } from './autotask-fake-state';
import { canonicalize, findRow, notReferenced, validateRow } from './autotask-fake-validate';

export type WriteResult =
  { status: 200; body: { itemId: number } } | { status: 404 | 405 | 500; body: { errors: string[] } };

const MAX_ATTACHMENT_BASE64 = Math.ceil((6 * 1024 * 1024 * 4) / 3);

/** `POST /{Entity}` or `POST /{Parent}/{id}/{Child}`. */
export function createRecord(
  state: AutotaskFakeState,
  path: { entity: string } | { parent: string; parentId: string; child: string },
  body: unknown,
): WriteResult {
  const target = resolveTarget(path);
  if ('status' in target) return target;
  const { entity, parentId } = target;
  const spec = ENTITIES[entity]!;
  const row = canonicalize(spec, asObject(body));
  delete row.id;
  if (spec.parent) {
    if (!findRow(state, spec.parent.entity, parentId)) return refuse([notReferenced(spec.parent.field)]);
    row[spec.parent.field] = Number(parentId);
  }
  const errors = [...validateRow(state, entity, row), ...validateAttachment(row)];
  if (errors.length > 0) return refuse(errors);
  if (entity === 'Companies') row.isActive ??= true;
  const stored = state.insert(spec.table, row);
  return { status: 200, body: { itemId: stored.id } };
}

/** `PATCH /{Entity}` or `PATCH /{Parent}/{id}/{Child}` with `{id, …changed fields}`. */
export function updateRecord(
  state: AutotaskFakeState,
  path: { entity: string } | { parent: string; parentId: string; child: string },
  body: unknown,
): WriteResult {
  const target = resolveTarget(path);
  if ('status' in target) return target;
  const { entity, parentId } = target;
  const spec = ENTITIES[entity]!;
  const changes = canonicalize(spec, asObject(body));
  if (changes.id === undefined || changes.id === null) return refuse([`The 'id' is required to update ${entity}.`]);
  const current = findRow(state, entity, changes.id);
  if (!current || (spec.parent && current[spec.parent.field] !== Number(parentId))) {
    return refuse([`No ${entity} record was found with id ${String(changes.id)}.`]);
  }
  const merged = { ...current, ...changes, id: current.id } as Row;
  if (spec.parent) merged[spec.parent.field] = current[spec.parent.field];
  const errors = validateRow(state, entity, merged);
  if (errors.length > 0) return refuse(errors);
  Object.assign(current, merged);
  return { status: 200, body: { itemId: current.id } };
}

function resolveTarget(
  path: { entity: string } | { parent: string; parentId: string; child: string },
): { entity: string; parentId?: string } | WriteResult {
  if ('entity' in path) {
    const spec = ENTITIES[path.entity];
    if (!spec) return { status: 404, body: { errors: [`No endpoint named ${path.entity}.`] } };
    if (!spec.writable) {
      return { status: 405, body: { errors: ["The requested resource does not support http method 'POST'."] } };
    }
    return { entity: path.entity };
  }
  const entity = CHILD_ROUTES[`${path.parent}/${path.child}`];
  if (!entity) return { status: 404, body: { errors: [`No endpoint named ${path.parent}/${path.child}.`] } };
  return { entity, parentId: path.parentId };
}

function validateAttachment(row: Record<string, unknown>): string[] {
  if (!('attachmentType' in row)) return [];
  const errors: string[] = [];
  if (!['FILE_ATTACHMENT', 'URL', 'FILE_LINK', 'FOLDER_LINK'].includes(String(row.attachmentType))) {
    errors.push(notReferenced('attachmentType'));
  }
  if (row.attachmentType === 'FILE_ATTACHMENT') {
    if (typeof row.data !== 'string' || row.data.length === 0) errors.push("The value for 'data' is required.");
    else if (row.data.length > MAX_ATTACHMENT_BASE64) errors.push('The attachment exceeds the maximum size of 6 MB.');
  }
  return errors;
}

function refuse(errors: string[]): WriteResult {
  return { status: 500, body: { errors } };
}

function asObject(body: unknown): Record<string, unknown> {
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
