import { access, chmod, mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { assertPostgresUserCanReach } from './check-traversable';
import { choosePort, readOrCreatePassword } from './data-dir-files';
import { loadEmbeddedPostgres } from './load-embedded-postgres';
import { stopStalePostmaster } from './stale-postmaster';
import { supervisePostmaster } from './supervise-postmaster';

export type EmbeddedPostgresOptions = {
  dataDir: string;
  log?: (message: string) => void;
  /** Warnings: the postmaster died and is being restarted. Defaults to `log`. */
  logProblem?: (message: string) => void;
  /** Restart the postmaster when it dies (default true). */
  supervise?: boolean;
  /** Database created on first start and used in `url`. */
  database?: string;
  /** Throw-away clusters (tests): skip fsync for speed. Never for data you keep. */
  ephemeral?: boolean;
};

export type EmbeddedPostgres = { url: string; port: number; stop(): Promise<void> };

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const { log = () => {}, database = 'scopewright', ephemeral = false, supervise = true } = options;
  const started = Date.now();
  const dataDir = resolve(options.dataDir);
  const pgDir = join(dataDir, 'postgres');
  await mkdir(dataDir, { recursive: true });
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const EmbeddedPostgresClass = await loadEmbeddedPostgres();
  const binary = await findPostgresBinary();
  if (binary) assertPostgresUserCanReach({ dataDir, binary });

  const [password, port] = await Promise.all([readOrCreatePassword(dataDir), choosePort(dataDir)]);
  await stopStalePostmaster(pgDir, log);
  const output: string[] = [];
  const server = new EmbeddedPostgresClass({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', ...(ephemeral ? ['--no-sync'] : [])],
    postgresFlags: serverFlags(ephemeral),
    onLog: (message) => keepTail(output, message),
    onError: (error) => keepTail(output, String(error)),
  });

  const isNew = !(await exists(join(pgDir, 'PG_VERSION')));
  try {
    if (isNew) {
      await rm(pgDir, { recursive: true, force: true });
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    throw explainStartFailure(error, dataDir, output);
  }
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  await ensureDatabase(url, database);
  const stopOnExit = () => void server.stop();
  process.once('exit', stopOnExit);
  log(`embedded PostgreSQL ready on 127.0.0.1:${port} in ${Date.now() - started} ms${isNew ? ' (new cluster)' : ''}`);
  const supervisor = supervise
    ? await supervisePostmaster({
        pgDataDir: pgDir,
        start: () =>
          server.start().catch((error: unknown) => Promise.reject(explainStartFailure(error, dataDir, output))),
        log,
        logProblem: options.logProblem ?? log,
      })
    : null;

  const stopServer = async () => {
    process.removeListener('exit', stopOnExit);
    // embedded-postgres waits for an 'exit' that a dead postmaster will never emit again.
    const running = supervisor ? await supervisor.stop() : true;
    if (running) await server.stop();
  };
  let stopped: Promise<void> | undefined;
  return { url, port, stop: () => (stopped ??= stopServer()) };
}

async function findPostgresBinary(): Promise<string | undefined> {
  const specifier = `@embedded-postgres/${process.platform}-${process.arch}`;
  const binaries = (await import(specifier).catch(() => null)) as { postgres?: string } | null;
  return binaries?.postgres;
}

function serverFlags(ephemeral: boolean): string[] {
  const settings = ['listen_addresses=127.0.0.1', 'unix_socket_directories=', 'max_connections=200'];
  if (ephemeral) settings.push('fsync=off', 'synchronous_commit=off', 'full_page_writes=off');
  return settings.flatMap((setting) => ['-c', setting]);
}

async function ensureDatabase(url: string, database: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

function explainStartFailure(error: unknown, dataDir: string, output: string[]): Error {
  const detail = [error instanceof Error ? error.message : '', ...output].join('\n');
  if (/permission denied|EACCES/i.test(detail)) {
    return new Error(
      `The embedded PostgreSQL could not use ${dataDir} (permission denied): set DATA_DIR to a directory every user can traverse (for example /var/tmp/scopewright) or run as a non-root user.`,
      { cause: error },
    );
  }
  return new Error(`The embedded PostgreSQL did not start. Its last output:\n${output.slice(-15).join('')}`, {
    cause: error,
  });
}

function keepTail(lines: string[], message: string): void {
  lines.push(message);
  if (lines.length > 50) lines.shift();
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
