import { PsaError } from '../psa-adapter';
import type { AutotaskApi } from './autotask-api';
import { getById } from './autotask-query';

/**
 * Autotask answers a write to a deleted record with a 500 validation error rather than a 404. When a write on a
 * linked record is refused, one read tells "deleted there" ('gone') from a real refusal.
 */
export async function rethrowIfGone(
  api: AutotaskApi,
  error: unknown,
  target: { entity: string; id: string; what: string; record: string },
): Promise<never> {
  if (error instanceof PsaError && error.kind === 'invalid') {
    const row = await getById(api, target.entity, target.id, target.what);
    if (!row) throw goneError(target.what, target.record, error);
  }
  throw error;
}

export function goneError(what: string, record: string, cause?: PsaError): PsaError {
  return new PsaError(
    'gone',
    `${what.charAt(0).toUpperCase()}${what.slice(1)} was deleted in Autotask: unlink it to push it again.`,
    { record, psaMessage: cause?.extra.psaMessage, status: cause?.extra.status, cause },
  );
}

/** A write under a project (`Projects/{id}/…`): a refusal may mean the project itself was deleted there. */
export async function createChild(api: AutotaskApi, projectId: number, path: string, what: string, body: object) {
  try {
    return await api.call<{ itemId: number }>('POST', path, { what }, body);
  } catch (error) {
    return rethrowIfGone(api, error, {
      entity: 'Projects',
      id: String(projectId),
      what: 'the project',
      record: 'project',
    });
  }
}
