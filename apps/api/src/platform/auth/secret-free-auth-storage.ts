import type { BetterAuthOptions } from 'better-auth';
import type { DBAdapter, DBTransactionAdapter, Where } from 'better-auth/adapters';
import { hashSecretToken } from '../secret-token';

/**
 * No live secret in Better Auth's tables (docs/security.md#secrets-at-rest). Session tokens are stored as their SHA-256 (docs/security.md#secrets-at-rest, docs/security.md#sessions): a copy of the sessions table (backup,
 * replica, leak) holds no usable credential. Better Auth has no such option, so this wraps its adapter: the token
 * is hashed on create and in every `where token = …` (or `in`); rows read back by the raw token carry the raw
 * token again, so the signed cookie Better Auth sets still holds what the browser must present. A value is never
 * passed through unhashed, so a stored hash presented as a token matches nothing. Our own per-request lookup
 * (session.ts) hashes the cookie's token the same way.
 */
export const hashSessionToken = hashSecretToken;

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';
const RATE_LIMIT_MODEL = 'rateLimit';
const RATE_LIMIT_KEY_FIELD = 'key';

/**
 * Better Auth's rate-limit key is `ip|path`, and GET /reset-password/{token} puts the live reset token in the path:
 * the stored key names the route instead, which also makes guesses from one address share one bucket.
 */
export const rateLimitKeyWithoutToken = (key: string) => key.replace(/(\/reset-password\/)[^/?#|]+/g, '$1:token');

type Row = Record<string, unknown>;

/** Raw token by its hash, for the tokens one call was given. */
type Known = Map<string, string>;

/** How a stored field is rewritten for one model, or undefined when it is stored as given. */
function rewriterFor(model: string, field: string, known: Known): ((value: string) => string) | undefined {
  if (model === SESSION_MODEL && field === TOKEN_FIELD)
    return (value) => {
      const hashed = hashSessionToken(value);
      known.set(hashed, value);
      return hashed;
    };
  if (model === RATE_LIMIT_MODEL && field === RATE_LIMIT_KEY_FIELD) return rateLimitKeyWithoutToken;
  return undefined;
}

function hashWhere(model: string, where: Where[] | undefined, known: Known): Where[] | undefined {
  if (!where) return where;
  return where.map((clause) => {
    const rewrite = rewriterFor(model, clause.field, known);
    if (!rewrite) return clause;
    const one = (value: unknown) => (typeof value === 'string' ? rewrite(value) : value);
    return { ...clause, value: Array.isArray(clause.value) ? clause.value.map(one) : one(clause.value) };
  }) as Where[];
}

function hashUpdate(model: string, update: Row, known: Known = new Map()): Row {
  const out = { ...update };
  for (const [field, value] of Object.entries(update)) {
    const rewrite = rewriterFor(model, field, known);
    if (rewrite && typeof value === 'string') out[field] = rewrite(value);
  }
  return out;
}

function restore<T>(model: string, row: T, known: Known): T {
  if (model !== SESSION_MODEL || row === null || typeof row !== 'object') return row;
  const token = (row as Row)[TOKEN_FIELD];
  const raw = typeof token === 'string' ? known.get(token) : undefined;
  return raw === undefined ? row : ({ ...(row as Row), [TOKEN_FIELD]: raw } as T);
}

function wrap<A extends DBTransactionAdapter>(inner: A): A {
  return {
    ...inner,
    async create(data) {
      const known: Known = new Map();
      const row = await inner.create({
        ...data,
        data: hashUpdate(data.model, data.data as Row, known) as typeof data.data,
      });
      return restore(data.model, row, known);
    },
    async findOne(data) {
      const known: Known = new Map();
      const row = await inner.findOne({ ...data, where: hashWhere(data.model, data.where, known) ?? [] });
      return restore(data.model, row, known);
    },
    async findMany(data) {
      const known: Known = new Map();
      const rows = await inner.findMany({ ...data, where: hashWhere(data.model, data.where, known) });
      return rows.map((row) => restore(data.model, row, known));
    },
    count: (data) => inner.count({ ...data, where: hashWhere(data.model, data.where, new Map()) }),
    async update(data) {
      const known: Known = new Map();
      const where = hashWhere(data.model, data.where, known) ?? [];
      const row = await inner.update({ ...data, where, update: hashUpdate(data.model, data.update) });
      return restore(data.model, row, known);
    },
    updateMany: (data) =>
      inner.updateMany({
        ...data,
        where: hashWhere(data.model, data.where, new Map()) ?? [],
        update: hashUpdate(data.model, data.update),
      }),
    delete: (data) => inner.delete({ ...data, where: hashWhere(data.model, data.where, new Map()) ?? [] }),
    deleteMany: (data) => inner.deleteMany({ ...data, where: hashWhere(data.model, data.where, new Map()) ?? [] }),
    async consumeOne(data) {
      const known: Known = new Map();
      const row = await inner.consumeOne({ ...data, where: hashWhere(data.model, data.where, known) ?? [] });
      return restore(data.model, row, known);
    },
    async incrementOne(data) {
      const known: Known = new Map();
      const where = hashWhere(data.model, data.where, known) ?? [];
      const set = data.set && hashUpdate(data.model, data.set, known);
      return restore(data.model, await inner.incrementOne({ ...data, where, ...(set ? { set } : {}) }), known);
    },
  };
}

/** Wraps an adapter factory (e.g. drizzleAdapter(…)): sessions hold token hashes, rate-limit keys no token. */
export function withSecretFreeAuthStorage(
  factory: (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions>,
): (options: BetterAuthOptions) => DBAdapter<BetterAuthOptions> {
  return (options) => {
    const inner = factory(options);
    return {
      ...wrap(inner),
      transaction: (callback) => inner.transaction((trx) => callback(wrap(trx))),
    };
  };
}

/**
 * Better Auth endpoints that hand session tokens to the client or act on tokens read back from a user's session
 * list (which now holds hashes): unused by the SPA, so turned off rather than half-working.
 */
export const SESSION_LIST_PATHS = ['/list-sessions', '/revoke-session', '/revoke-other-sessions'];
