import { profiles, users, withPlatform, type Database, type Tx } from '@scopewright/db';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { auditSourceInRequest, personAuditActor } from '../audit/audit-request-scope';
import { recordAudit, recordAudits, type AuditEntry, type AuditSource, type ClientMeta } from '../audit/record-audit';

/**
 * Sign-in and session events in the audit log (docs/product-rules.md#audit-log), recorded from Better Auth's hooks
 * and callbacks and from the sign-in limits. Never a password, token or cookie: who, which workspace, how.
 */

/** An account as the log names it: its user, email and workspace (null for a super admin or before onboarding). */
export interface AuditAccount {
  userId: string;
  email: string;
  tenantId: string | null;
  isSuperAdmin: boolean;
}

export async function findAuditAccount(
  tx: Tx,
  by: { userId: string } | { email: string },
): Promise<AuditAccount | null> {
  const [row] = await tx
    .select({ userId: users.id, email: users.email, tenantId: profiles.tenantId, role: profiles.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where('userId' in by ? eq(users.id, by.userId) : eq(users.email, by.email.trim().toLowerCase()))
    .limit(1);
  if (!row) return null;
  return { userId: row.userId, email: row.email, tenantId: row.tenantId, isSuperAdmin: row.role === 'super_admin' };
}

/** The account as the actor of its own event, in the request being served. */
export function accountSource(account: AuditAccount, client?: ClientMeta | null): AuditSource {
  return auditSourceInRequest(personAuditActor(account), client);
}

const accountTarget = (account: AuditAccount) => ({ type: 'user', id: account.userId, label: account.email });

/** An address nobody has an account for, as the log keeps it: its domain only (`***@example.com`). */
export function maskUnknownEmail(email: string | null): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  return at >= 0 ? `***${email.slice(at).toLowerCase()}` : '***';
}

/** The Better Auth endpoint a database hook runs under (null outside one). */
export interface AuthEndpointContext {
  path?: string;
  params?: Record<string, unknown> | null;
  body?: unknown;
}

/** How a new session was opened, or null when it is not a sign-in (a password change opens a fresh session). */
export function signInMethod(endpoint: AuthEndpointContext | null | undefined): string | null {
  const path = endpoint?.path;
  if (!path || path === '/change-password') return null;
  if (path === '/sign-in/email') return 'password';
  if (path.startsWith('/callback/')) {
    const provider = endpoint.params?.id;
    return typeof provider === 'string' ? provider : 'oauth';
  }
  if (path === '/sign-in/social') {
    const provider = (endpoint.body as { provider?: unknown } | undefined)?.provider;
    return typeof provider === 'string' ? provider : 'oauth';
  }
  if (path === '/verify-email') return 'email_link';
  return 'other';
}

const sessionClient = (session: { ipAddress?: string | null; userAgent?: string | null }): ClientMeta | null =>
  session.ipAddress || session.userAgent
    ? { ip: session.ipAddress || null, userAgent: session.userAgent || null }
    : null;

/** `auth.sign_in` for a new session, in the caller's transaction (the session hook's). */
export async function recordSignIn(
  tx: Tx,
  session: { userId: string; ipAddress?: string | null; userAgent?: string | null },
  endpoint: AuthEndpointContext | null | undefined,
): Promise<void> {
  const method = signInMethod(endpoint);
  if (!method) return;
  const account = await findAuditAccount(tx, { userId: session.userId });
  if (!account) return;
  const source = accountSource(account);
  // The request's address (ours, computed once) first; the session's copy when the request left none.
  await recordAudit(tx, source.client ? source : { ...source, client: sessionClient(session) }, {
    action: 'auth.sign_in',
    tenantId: account.tenantId,
    target: accountTarget(account),
    metadata: { method },
  });
}

/** `auth.sign_out` when a session ends by the person's own sign-out. */
export async function recordSignOut(
  database: Pick<Database, 'db'>,
  session: { userId: string; ipAddress?: string | null; userAgent?: string | null },
): Promise<void> {
  await withPlatform(database, async (tx) => {
    const account = await findAuditAccount(tx, { userId: session.userId });
    if (!account) return;
    const source = accountSource(account);
    await recordAudit(tx, source.client ? source : { ...source, client: sessionClient(session) }, {
      action: 'auth.sign_out',
      tenantId: account.tenantId,
      target: accountTarget(account),
    });
  });
}

/** Why a password sign-in failed, from Better Auth's status. */
const FAILURE_REASONS: Record<number, string> = {
  400: 'invalid_request',
  401: 'invalid_credentials',
  403: 'email_not_verified',
};

export const AUDITED_SIGN_IN_FAILURES = new Set(Object.keys(FAILURE_REASONS).map(Number));

/**
 * `auth.sign_in_failed`: for a known account, its workspace and its email; for an unknown address, no workspace
 * and the address masked to its domain, so the log never becomes a list of what strangers typed.
 */
export async function recordFailedSignIn(
  database: Pick<Database, 'db'>,
  input: { email: string | null; status: number; requestId: string | null; client: ClientMeta | null },
): Promise<void> {
  await withPlatform(database, async (tx) => {
    const account = input.email ? await findAuditAccount(tx, { email: input.email }) : null;
    await recordAudit(
      tx,
      { actor: null, requestId: input.requestId, client: input.client },
      {
        action: 'auth.sign_in_failed',
        tenantId: account?.tenantId ?? null,
        actorLabel: account ? account.email : maskUnknownEmail(input.email),
        ...(account ? { target: accountTarget(account) } : {}),
        metadata: { reason: FAILURE_REASONS[input.status] ?? 'failed' },
      },
    );
  });
}

/** `auth.password_reset_requested`, in the transaction that queues the reset email (known accounts only). */
export async function recordPasswordResetRequested(tx: Tx, userId: string): Promise<void> {
  const account = await findAuditAccount(tx, { userId });
  if (!account) return;
  await recordAudit(tx, accountSource(account), {
    action: 'auth.password_reset_requested',
    tenantId: account.tenantId,
    target: accountTarget(account),
  });
}

/** `auth.password_reset`: the reset link was used; every session of the account ended with it. */
export async function recordPasswordReset(database: Pick<Database, 'db'>, userId: string): Promise<void> {
  await withPlatform(database, async (tx) => {
    const account = await findAuditAccount(tx, { userId });
    if (!account) return;
    await recordAudit(tx, accountSource(account), {
      action: 'auth.password_reset',
      tenantId: account.tenantId,
      target: accountTarget(account),
      metadata: { sessionsRevoked: true },
    });
  });
}

/** Better Auth endpoints recorded once they succeed (their own change is Better Auth's, committed by then). */
const AFTER_PATHS = new Set(['/change-password', '/revoke-sessions']);

/**
 * Better Auth's `hooks.after`: a changed password (and the other sessions it signed out) and "sign out everywhere".
 * A refused call (wrong current password, weak new one) records nothing.
 */
export const recordAuthEvents = (database: Pick<Database, 'db'>) =>
  createAuthMiddleware(async (ctx) => {
    if (!AFTER_PATHS.has(ctx.path)) return;
    if (ctx.context.returned instanceof APIError || ctx.context.returned instanceof Error) return;
    const userId = ctx.context.session?.user.id;
    if (!userId) return;
    await withPlatform(database, async (tx) => {
      const account = await findAuditAccount(tx, { userId });
      if (!account) return;
      const base = { tenantId: account.tenantId, target: accountTarget(account) };
      const entries: AuditEntry[] = [];
      if (ctx.path === '/change-password') {
        const revoked = (ctx.body as { revokeOtherSessions?: unknown } | undefined)?.revokeOtherSessions === true;
        entries.push({ action: 'auth.password_changed', ...base, metadata: { otherSessionsRevoked: revoked } });
        if (revoked) entries.push({ action: 'auth.sessions_revoked', ...base, metadata: { scope: 'others' } });
      } else {
        entries.push({ action: 'auth.sessions_revoked', ...base, metadata: { scope: 'all' } });
      }
      await recordAudits(tx, accountSource(account), entries);
    });
  });
