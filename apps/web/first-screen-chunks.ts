import type { Rolldown } from 'vite';

/** The chunks the plan fills (the entry's is Vite's own `index`, named here for the group that adds to it). */
export const FIRST_SCREEN_CHUNK = {
  entry: 'app',
  dashboard: 'dashboard-shell',
  sharedWithPublicPages: 'dashboard-common',
} as const;

export interface FirstScreenRoots {
  /** The app's entry module. */
  entry: string;
  /** The dashboard's route module: its first screen. */
  dashboard: string;
  /** The public website's screens (home, public pages, not found): they must not load the dashboard's code. */
  publicPages: readonly string[];
}

type Chunk = Rolldown.OutputChunk;

/** The chunks reachable from `starts` through static imports (and dynamic ones with `lazy`), never entering `stop`. */
function reachable(chunks: Map<string, Chunk>, starts: Chunk[], lazy: boolean, stop?: Chunk): Set<Chunk> {
  const found = new Set<Chunk>();
  const stack = [...starts];
  while (stack.length > 0) {
    const chunk = stack.pop()!;
    if (chunk === stop || found.has(chunk)) continue;
    found.add(chunk);
    for (const file of lazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) {
      const next = chunks.get(file);
      if (next) stack.push(next);
    }
  }
  return found;
}

/** What Vite's `build()` returns when it does not write: one output per build environment. */
export type PlanningOutput = Rolldown.RolldownOutput | Rolldown.RolldownOutput[];

function chunksOf(output: PlanningOutput): Map<string, Chunk> {
  const chunks = new Map<string, Chunk>();
  for (const bundle of Array.isArray(output) ? output : [output]) {
    for (const item of bundle.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  return chunks;
}

/**
 * Which module goes into which first-screen chunk (ADR 0040), read from a planning build (the same config, not
 * written) that leaves chunking to the bundler. Left to itself the bundler splits the dashboard's first screen into ~50 chunks of a few hundred
 * bytes (an icon, a small helper shared with a lazy screen); over HTTP/1.1's six connections per host they queue
 * behind one another and hold back the page's data requests. The plan regroups the modules of the chunks each
 * screen needs before it runs:
 * - the entry's → `app` (with the entry);
 * - the dashboard's that a public page also needs at once (a few icons) → `app` too, so the public website never
 *   loads the dashboard's chunk;
 * - the dashboard's that a public page needs only later (a form's validation, the query client) →
 *   `dashboard-common`;
 * - the rest of the dashboard's → `dashboard-shell`.
 * The planning build sees through re-export barrels (the domain package, the icon set) as the real one does, so
 * a screen's chunk gets only the code it runs, and lazy screens keep theirs.
 */
export async function planFirstScreenChunks(
  planningBuild: () => Promise<PlanningOutput>,
  roots: FirstScreenRoots,
): Promise<Map<string, string>> {
  const chunks = chunksOf(await planningBuild());
  const holding = (root: string) => {
    const chunk = [...chunks.values()].find((candidate) => candidate.moduleIds.includes(root));
    if (!chunk) throw new Error(`chunk plan: no chunk holds ${root}`);
    return chunk;
  };
  const dashboard = holding(roots.dashboard);
  const publicPages = roots.publicPages.map(holding);
  const publicAtOnce = reachable(chunks, publicPages, false);
  const publicLater = reachable(chunks, publicPages, true, dashboard);

  const owner = new Map<string, string>();
  const assign = (chunk: Chunk, name: string) => {
    for (const id of chunk.moduleIds) if (!owner.has(id)) owner.set(id, name);
  };
  for (const chunk of reachable(chunks, [holding(roots.entry)], false)) assign(chunk, FIRST_SCREEN_CHUNK.entry);
  for (const chunk of reachable(chunks, [dashboard], false)) {
    if (publicAtOnce.has(chunk)) assign(chunk, FIRST_SCREEN_CHUNK.entry);
    else if (publicLater.has(chunk)) assign(chunk, FIRST_SCREEN_CHUNK.sharedWithPublicPages);
    else assign(chunk, FIRST_SCREEN_CHUNK.dashboard);
  }
  return owner;
}
