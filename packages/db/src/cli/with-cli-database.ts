import { startEmbeddedPostgres } from '../embedded/start-embedded-postgres';
import { readDatabaseEnv } from '../env';

export type CliContext = { url: string; embedded: boolean; log: (message: string) => void; args: string[] };

const log = (message: string) => console.log(`[db] ${message}`);

/** DATABASE_URL when set, otherwise the embedded server in DATA_DIR (started for the command, then stopped). */
export async function withCliDatabase(run: (context: CliContext) => Promise<void>): Promise<void> {
  const { databaseUrl, dataDir } = readDatabaseEnv();
  const args = process.argv.slice(2);
  const embedded = databaseUrl ? null : await startEmbeddedPostgres({ dataDir, log });
  try {
    await run({ url: databaseUrl ?? embedded!.url, embedded: embedded !== null, log, args });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    await embedded?.stop();
  }
}

/** `--demo` / `--no-demo`; by default only the embedded development database gets the demo workspace. */
export function wantsDemo({ args, embedded }: CliContext): boolean {
  if (args.includes('--no-demo')) return false;
  return args.includes('--demo') || embedded;
}
