import { PsaError, type PsaProjectPlan, type PsaRecordRef } from '../psa/psa-adapter';
import { deleteRefs, saveRef, type RefOwner } from './external-refs.queries';
import type { RunContext } from './push-context';

const TREE_PREFIXES = ['phase:', 'task:', 'charge:'];
const isTreeKey = (key: string) => key === 'project' || TREE_PREFIXES.some((prefix) => key.startsWith(prefix));

/**
 * Pushes the project tree, storing each record's ref as soon as the PSA made it. A linked record deleted in the
 * PSA is unlinked (with what hangs under it, for the project) and made again, once.
 */
export async function pushProjectTree(
  ctx: RunContext,
  owner: RefOwner,
  plan: PsaProjectPlan,
  refs: Map<string, PsaRecordRef>,
): Promise<PsaRecordRef> {
  const existing = new Map([...refs].filter(([key]) => isTreeKey(key)));
  const before = new Set(existing.keys());
  const record = async (key: string, ref: PsaRecordRef) => {
    await saveRef(ctx.db, owner, key, ref);
    existing.set(key, ref);
    if (!before.has(key) && isTreeKey(key)) ctx.counts.created += 1;
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const made = await ctx.adapter.pushProject(plan, existing, record);
      const project = made.get('project') ?? existing.get('project');
      if (!project) throw new PsaError('bad_response', 'The PSA did not answer with the project it made.');
      ctx.counts.updated += [...made.keys()].filter((key) => before.has(key) && isTreeKey(key)).length;
      return project;
    } catch (error) {
      const gone = error instanceof PsaError && error.kind === 'gone' ? error.extra.record : undefined;
      if (attempt > 0 || !gone || !existing.has(gone)) throw error;
      const dropped = gone === 'project' ? [...existing.keys()] : [gone];
      for (const key of dropped) {
        existing.delete(key);
        before.delete(key);
      }
      await deleteRefs(ctx.db, owner, dropped);
      await ctx.log({
        level: 'warning',
        message: `${gone === 'project' ? 'The project' : 'A linked record'} was deleted in the PSA; making it again.`,
        recordKey: gone,
      });
    }
  }
}
