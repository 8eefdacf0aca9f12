import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER } from '@scopewright/db';
import type { Config } from '../../env';
import { API_VERSION } from '../../platform/openapi';

/** Set by scripts/build-api.mjs (esbuild `define`) when the build ran in a git checkout; absent under tsx. */
declare const SCOPEWRIGHT_BUILD_COMMIT: string | undefined;

/** The API's package version, with the commit it was built from when the build knew it (`0.1.0+1a2b3c4d5e6f`). */
export function buildVersion(): string {
  const commit = typeof SCOPEWRIGHT_BUILD_COMMIT === 'string' ? SCOPEWRIGHT_BUILD_COMMIT.trim() : '';
  return commit ? `${API_VERSION}+${commit}` : API_VERSION;
}

let journal: { tag: string; when: number }[] | undefined;

/** drizzle's journal of the migrations this build carries, oldest first; empty when it cannot be read. */
function migrationJournal(): { tag: string; when: number }[] {
  if (journal) return journal;
  try {
    const parsed = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries?: { tag?: unknown; when?: unknown }[];
    };
    journal = (parsed.entries ?? []).flatMap((e) =>
      typeof e.tag === 'string' && typeof e.when === 'number' ? [{ tag: e.tag, when: e.when }] : [],
    );
  } catch {
    journal = [];
  }
  return journal;
}

/**
 * The tag of the last migration this build carries: every start migrates up to it before serving, so it is the
 * schema this process runs against.
 */
export function schemaVersion(): string | null {
  return migrationJournal().at(-1)?.tag ?? null;
}

/** A migration's tag from drizzle's record of it (`created_at` is the journal's `when`); null for one unknown here. */
export function migrationTagAt(when: number): string | null {
  return migrationJournal().find((entry) => entry.when === when)?.tag ?? null;
}

export type ProcessRole = 'web' | 'worker' | 'web+worker' | 'idle';

/** What this process does, from WEB and WORKER. */
export function processRole(config: Pick<Config, 'web' | 'worker'>): ProcessRole {
  if (config.web && config.worker) return 'web+worker';
  if (config.web) return 'web';
  return config.worker ? 'worker' : 'idle';
}
