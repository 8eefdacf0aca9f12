// The floor (docs/decisions/0037): the least a server can do to answer a signed-in tenant read. A bare node:http server and a
// pg pool, the API's session query (cookie signature included), its role switch and tenant setting, and the
// endpoint's SQL; no framework, no ORM, no middleware. bench/floor-compare.ts divides the API's throughput by this.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import pg from 'pg';

/** What bench/floor-compare.ts prepared in the database: the ids the endpoints' requests name. */
export type FloorFixture = Record<string, string>;

/** One endpoint of the floor: what it answers and how (bench/floor/quote-list.ts is one). */
export interface FloorHandler {
  /** The comparison's name for it: `${name} API ÷ floor throughput`. */
  name: string;
  /** The least API ÷ floor throughput allowed (bench/floor-compare.ts FLOOR_BUDGET when not given). */
  budget?: number;
  /** The request autocannon sends, to the API and to the floor alike. */
  request(fixture: FloorFixture): { path: string; method?: 'GET' | 'POST'; body?: string };
  method: 'GET' | 'POST';
  /** Matched against the path; its groups are the handler's params. */
  route: RegExp;
  /** Runs inside the tenant's transaction and returns the response body (serialised with JSON.stringify). */
  handle?(client: pg.PoolClient, request: FloorRequest): Promise<unknown>;
  /** Instead of `handle`, for an endpoint whose API runs several transactions: it opens its own (`withTenant`). */
  run?(pool: pg.Pool, request: FloorRequest): Promise<unknown>;
  /** The part of the answer both servers must agree on (drops what differs per call, such as new ids). */
  comparable?(body: unknown): unknown;
}

export interface FloorRequest {
  tenantId: string;
  userId: string;
  params: string[];
  url: URL;
  body: unknown;
}

// apps/api/src/platform/auth/session.ts: the cookie, its signature and FIND_SESSION_SQL, written out again.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?scopewright\.session_token=([^;]+)/;
const SESSION_ABSOLUTE_LIFETIME_S = 30 * 24 * 60 * 60;
const FIND_SESSION_SQL = `
  select s.id as session_id, s.user_id, u.email, u.email_verified, s.expires_at, app_load_actor(s.user_id) as actor
  from sessions s join users u on u.id = s.user_id
  where s.token = $1 and s.expires_at > now() and s.created_at > now() - make_interval(secs => $2)`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function verifiedToken(cookieHeader: string | undefined, secret: string): string | null {
  const raw = SESSION_COOKIE.exec(cookieHeader ?? '')?.[1];
  if (!raw) return null;
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

interface SessionRow {
  user_id: string;
  actor: { profile: { tenant_id: string | null } | null; tenant: { suspended: boolean } | null } | null;
}

async function findSession(pool: pg.Pool, token: string): Promise<SessionRow | null> {
  const { rows } = await pool.query<SessionRow>({
    name: 'find-session-with-actor',
    text: FIND_SESSION_SQL,
    values: [createHash('sha256').update(token).digest('hex'), SESSION_ABSOLUTE_LIFETIME_S],
  });
  return rows[0] ?? null;
}

/** packages/db/src/tenancy/with-tenant.ts: begin and the tenant setting in one round trip, then fn, then commit. */
export async function withTenant<T>(pool: pg.Pool, tenantId: string, fn: (client: pg.PoolClient) => Promise<T>) {
  if (!UUID.test(tenantId)) throw new Error('tenant id is not a UUID');
  const client = await pool.connect();
  try {
    await client.query(`begin; select set_config('app.tenant_id', '${tenantId}', true)`);
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

const readBody = async (request: IncomingMessage): Promise<unknown> => {
  if (request.method === 'GET') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown) : undefined;
};

export interface FloorOptions {
  databaseUrl: string;
  sessionSecret: string;
  handlers: readonly FloorHandler[];
  /** The API's pool size (apps/api/src/server.ts). */
  poolMax?: number;
}

export function createFloorServer({ databaseUrl, sessionSecret, handlers, poolMax = 10 }: FloorOptions): Server {
  // The API's role switch: every pooled connection runs as the runtime role (connect-database.ts).
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolMax,
    onConnect: async (client: pg.ClientBase) => void (await client.query('SET ROLE scopewright_app')),
  } as pg.PoolConfig);
  const send = (response: ServerResponse, status: number, body: unknown) => {
    const json = JSON.stringify(body);
    response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://floor');
    const handler = handlers.find((h) => h.method === request.method && h.route.test(url.pathname));
    if (!handler) return send(response, 404, { error: 'not found' });
    void (async () => {
      const token = verifiedToken(request.headers.cookie, sessionSecret);
      const session = token ? await findSession(pool, token) : null;
      const tenantId = session?.actor?.profile?.tenant_id;
      if (!session || !tenantId) return send(response, 401, { error: 'not signed in' });
      if (session.actor?.tenant?.suspended) return send(response, 403, { error: 'suspended' });
      const params = handler.route.exec(url.pathname)!.slice(1);
      const body = await readBody(request);
      const floorRequest = { tenantId, userId: session.user_id, params, url, body };
      const result = handler.run
        ? await handler.run(pool, floorRequest)
        : await withTenant(pool, tenantId, (client) => handler.handle!(client, floorRequest));
      send(response, result === null ? 404 : 200, result ?? { error: 'not found' });
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });
  server.on('close', () => void pool.end());
  return server;
}
