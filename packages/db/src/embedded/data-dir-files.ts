import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

export async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = join(dataDir, 'postgres.password');
  const existing = (await readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Reuses the port stored in the data directory while it is free, so the database URL stays stable. */
export async function choosePort(dataDir: string): Promise<number> {
  const file = join(dataDir, 'postgres.port');
  const stored = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
  const port = Number.isInteger(stored) && (await isPortFree(stored)) ? stored : await findFreePort();
  if (port !== stored) await writeFile(file, `${port}\n`);
  return port;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No free port')),
      );
    });
  });
}
