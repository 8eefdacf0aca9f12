import { spawnSync } from 'node:child_process';

/**
 * As root, PostgreSQL runs as the `postgres` OS user; a path under a `chmod 700` home makes initdb fail with
 * EACCES deep inside. Check up front, as that user, and name the fix.
 */
export function assertPostgresUserCanReach(paths: { dataDir: string; binary: string }): void {
  if (process.getuid?.() !== 0) return;
  const ids = lookupPostgresUser();
  if (!ids) return;
  const canReach = (args: string[]) => spawnSync('test', args, { ...ids, stdio: 'ignore' }).status === 0;
  if (!canReach(['-x', paths.dataDir])) {
    throw new Error(
      `The embedded PostgreSQL runs as the OS user "postgres", which cannot reach ${paths.dataDir}: set DATA_DIR to a directory every user can traverse (for example /var/tmp/scopewright) or run as a non-root user.`,
    );
  }
  if (!canReach(['-x', paths.binary])) {
    throw new Error(
      `The embedded PostgreSQL runs as the OS user "postgres", which cannot execute ${paths.binary}: move the checkout to a path every user can traverse (not under a chmod 700 home) or run as a non-root user.`,
    );
  }
}

function lookupPostgresUser(): { uid: number; gid: number } | null {
  const uid = Number.parseInt(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout, 10);
  const gid = Number.parseInt(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout, 10);
  return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : null;
}
