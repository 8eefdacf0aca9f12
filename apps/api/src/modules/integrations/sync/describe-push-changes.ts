import { PSAS_WITH_PROJECT_PRODUCTS, type PsaProjectPlan, type PsaProvider, type PsaRefs } from '../psa/psa-adapter';

export interface PushChanges {
  project: 'create' | 'update';
  phases: { created: string[]; updated: string[] };
  tasks: { created: string[]; updated: string[] };
  /** Product lines the project carries (Autotask project charges); empty for a PSA that keeps none there. */
  products: { created: string[]; updated: string[] };
  /** Records an earlier push made that the accepted version no longer holds: left as they are in the PSA. */
  removedKeys: string[];
}

const CHILD_PREFIXES = ['phase:', 'task:', 'charge:'];

/** What a push to `provider` will do to the project, from the plan and the refs earlier pushes stored. */
export function describePushChanges(plan: PsaProjectPlan, existing: PsaRefs, provider: PsaProvider): PushChanges {
  const changes: PushChanges = {
    project: existing.has('project') ? 'update' : 'create',
    phases: { created: [], updated: [] },
    tasks: { created: [], updated: [] },
    products: { created: [], updated: [] },
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
  if (PSAS_WITH_PROJECT_PRODUCTS.has(provider)) {
    for (const product of plan.products) {
      planned.add(`charge:${product.key}`);
      changes.products[existing.has(`charge:${product.key}`) ? 'updated' : 'created'].push(product.name);
    }
  }
  changes.removedKeys = [...existing.keys()].filter(
    (key) => CHILD_PREFIXES.some((prefix) => key.startsWith(prefix)) && !planned.has(key),
  );
  return changes;
}

const counted = (n: number, noun: string) => `${String(n)} ${noun}${n === 1 ? '' : 's'}`;

/** "a", "a and b", "a, b and c". */
export function joinWithAnd(items: string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

/**
 * One line for the sync log: "New project: will create 6 phases, 60 tasks and 3 products." or "Project update: will
 * create 1 product, and update 6 phases and 60 tasks." Phases and tasks are named together whenever either changes;
 * products only when there are some.
 */
export function summarisePushChanges(changes: PushChanges): string {
  const part = (verb: 'created' | 'updated', word: string) => {
    const phases = changes.phases[verb].length;
    const tasks = changes.tasks[verb].length;
    const products = changes.products[verb].length;
    const nouns = [
      ...(phases + tasks > 0 ? [counted(phases, 'phase'), counted(tasks, 'task')] : []),
      ...(products > 0 ? [counted(products, 'product')] : []),
    ];
    return nouns.length ? `${word} ${joinWithAnd(nouns)}` : null;
  };
  const parts = [part('created', 'create'), part('updated', 'update')].filter(Boolean);
  const head = `${changes.project === 'create' ? 'New project' : 'Project update'}: will ${parts.join(', and ') || 'change nothing'}.`;
  const removed = changes.removedKeys.length;
  if (!removed) return head;
  return removed === 1
    ? `${head} 1 earlier record is no longer in the quote and stays in the PSA as it is.`
    : `${head} ${String(removed)} earlier records are no longer in the quote and stay in the PSA as they are.`;
}
