import type { PsaProjectPlan, PsaRefs } from '../psa/psa-adapter';

export interface PushChanges {
  project: 'create' | 'update';
  phases: { created: string[]; updated: string[] };
  tasks: { created: string[]; updated: string[] };
  /** Records an earlier push made that the accepted version no longer holds: left as they are in the PSA. */
  removedKeys: string[];
}

/** What a push will do to the project, from the plan and the refs earlier pushes stored. */
export function describePushChanges(plan: PsaProjectPlan, existing: PsaRefs): PushChanges {
  const changes: PushChanges = {
    project: existing.has('project') ? 'update' : 'create',
    phases: { created: [], updated: [] },
    tasks: { created: [], updated: [] },
    removedKeys: [],
  };
  const planned = new Set(['project']);
  for (const phase of plan.phases) {
    planned.add(`phase:${phase.key}`);
    changes.phases[existing.has(`phase:${phase.key}`) ? 'updated' : 'created'].push(phase.name);
    for (const task of phase.tasks) {
      planned.add(`task:${task.key}`);
      changes.tasks[existing.has(`task:${task.key}`) ? 'updated' : 'created'].push(task.summary);
    }
  }
  changes.removedKeys = [...existing.keys()].filter(
    (key) => (key.startsWith('phase:') || key.startsWith('task:')) && !planned.has(key),
  );
  return changes;
}

/** One line for the sync log: "Will create 2 phases and 14 tasks, update 6 phases and 60 tasks." */
export function summarisePushChanges(changes: PushChanges): string {
  const part = (verb: string, phases: number, tasks: number) =>
    phases + tasks === 0
      ? null
      : `${verb} ${phases} phase${phases === 1 ? '' : 's'} and ${tasks} task${tasks === 1 ? '' : 's'}`;
  const parts = [
    part('create', changes.phases.created.length, changes.tasks.created.length),
    part('update', changes.phases.updated.length, changes.tasks.updated.length),
  ].filter(Boolean);
  const head = `${changes.project === 'create' ? 'New project' : 'Project update'}: will ${parts.join(', ') || 'change nothing'}.`;
  const removed = changes.removedKeys.length;
  return removed
    ? `${head} ${removed} earlier record${removed === 1 ? ' is' : 's are'} no longer in the quote and stay in the PSA as they are.`
    : head;
}
