import type { Location } from 'react-router';

/** What the dashboard's "Describe a project" carries into the wizard, in the history entry's state. */
export interface DescribedProject {
  describe: string;
  /** Set on the new quote's Scope entry until the assistant has started generating from it. */
  generate?: boolean;
}

export function readDescribedProject(location: Location): DescribedProject | null {
  const state: unknown = location.state;
  if (typeof state !== 'object' || state === null || !('describe' in state)) return null;
  const { describe, generate } = state as { describe: unknown; generate?: unknown };
  if (typeof describe !== 'string' || describe.trim() === '') return null;
  return { describe, generate: generate === true };
}
