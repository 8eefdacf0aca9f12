import { createHash, createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BrowserContext } from '@playwright/test';
import pg from 'pg';

/** Which e2e server: the main one (`e2e`) or the one billing through the Stripe fake (`e2e-stripe`). */
export type E2eServer = 'e2e' | 'e2e-stripe';

/** An e2e server's embedded database and session secret, both in its DATA_DIR (playwright.config.ts). */
const dataFile = (name: string, server: E2eServer = 'e2e') =>
  readFileSync(fileURLToPath(new URL(`../.data/${server}/${name}`, import.meta.url)), 'utf8').trim();

/** Runs `fn` with a connection to the e2e database as its owner (for setting up what the UI cannot). */
export async function withE2eDatabase<T>(fn: (client: pg.Client) => Promise<T>, server: E2eServer = 'e2e'): Promise<T> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:${encodeURIComponent(dataFile('postgres.password', server))}@127.0.0.1:${dataFile('postgres.port', server)}/scopewright`,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Signs `email` in for `context` with a real session row and its signed cookie, as Better Auth issues at
 * sign-in, without spending the per-address sign-in limit the other specs share.
 */
export async function signInWithSession(
  context: BrowserContext,
  baseURL: string,
  email: string,
  server: E2eServer = 'e2e',
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const userId = await withE2eDatabase(async (client) => {
    const { rows } = await client.query<{ id: string }>('select id from users where email = $1', [email]);
    const id = rows[0]?.id;
    if (!id) throw new Error(`no user ${email}`);
    await client.query(
      `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
       values (gen_random_uuid(), $1, $2, now() + interval '1 day', now(), now())`,
      // Stored as its SHA-256, like every session row (apps/api/src/platform/auth/secret-free-auth-storage.ts).
      [createHash('sha256').update(token).digest('hex'), id],
    );
    return id;
  }, server);
  const signature = createHmac('sha256', dataFile('session-secret', server)).update(token).digest('base64');
  await context.addCookies([
    { name: 'scopewright.session_token', value: encodeURIComponent(`${token}.${signature}`), url: baseURL },
  ]);
  return userId;
}
