import { ENTITIES, type EntitySpec } from './autotask-fake-entities';
import type { AutotaskFakeState, Row } from './autotask-fake-state';

/** Maps incoming keys onto the entity's field names, whatever their case. */
export function canonicalize(spec: EntitySpec, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const field = spec.fields.find((name) => name.toLowerCase() === key.toLowerCase()) ?? key;
    out[field] = value;
  }
  return out;
}

/** Autotask's refusals for a record about to be stored; [] when it is acceptable. */
export function validateRow(state: AutotaskFakeState, entity: string, row: Record<string, unknown>): string[] {
  const spec = ENTITIES[entity]!;
  const errors: string[] = [];
  for (const field of spec.required) {
    const value = row[field];
    if (value === undefined || value === null || value === '') errors.push(`The value for '${field}' is required.`);
  }
  for (const [field, max] of Object.entries(spec.lengths ?? {})) {
    const value = row[field];
    if (typeof value === 'string' && value.length > max) {
      errors.push(`The value for '${field}' exceeds the maximum length of ${max} characters.`);
    }
  }
  for (const [field, table] of Object.entries(spec.references ?? {})) {
    const value = row[field];
    if (value === undefined || value === null) continue;
    if (!state[table].some((candidate) => candidate.id === Number(value))) errors.push(notReferenced(field));
  }
  for (const field of spec.picklists ?? []) {
    const value = row[field];
    const values = state.picklists[entity]?.[field] ?? [];
    if (value !== undefined && value !== null && !values.some((entry) => entry.value === String(value))) {
      errors.push(notReferenced(field));
    }
  }
  if (entity === 'Tasks') errors.push(...validateTask(state, row));
  return errors;
}

function validateTask(state: AutotaskFakeState, row: Record<string, unknown>): string[] {
  const errors: string[] = [];
  const phase = row.phaseID == null ? null : state.phases.find((entry) => entry.id === Number(row.phaseID));
  if (phase && phase.projectID !== Number(row.projectID)) errors.push(notReferenced('phaseID'));
  const role = row.assignedResourceRoleID;
  const resource = row.assignedResourceID;
  if ((role == null) !== (resource == null)) {
    errors.push('assignedResourceID and assignedResourceRoleID must be given together.');
  } else if (role != null) {
    const holds = state.resourceRoles.some(
      (entry) => entry.resourceID === Number(resource) && entry.roleID === Number(role) && entry.isActive,
    );
    if (!holds) errors.push('The assigned resource does not hold the assigned role.');
  }
  return errors;
}

export function notReferenced(field: string): string {
  return `Value does not reference an existing entity for ${field} . `;
}

export function findRow(state: AutotaskFakeState, entity: string, id: unknown): Row | undefined {
  const spec = ENTITIES[entity];
  return spec ? state[spec.table].find((row) => row.id === Number(id)) : undefined;
}
