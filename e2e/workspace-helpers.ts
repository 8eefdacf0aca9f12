import type { BrowserContext } from '@playwright/test';
import { signInWithSession, withE2eDatabase, type E2eServer } from './e2e-database';

export interface FreshWorkspace {
  /** Prefix of the unique company domain, e.g. "e2e-clients" (one spec's workspaces are easy to find). */
  domainPrefix: string;
  company: string;
  firstName: string;
  lastName: string;
}

/**
 * A workspace of its own on a fresh 14-day Enterprise trial, with its owner (msp_admin) signed in for `context`:
 * the spec never sees demo data, never touches the shared Demo MSP workspace, and spends no sign-up or sign-in
 * limit. The admin's address is `<first name>@<unique domain>`.
 */
export async function signInFreshWorkspaceAdmin(
  context: BrowserContext,
  baseURL: string,
  workspace: FreshWorkspace,
  server: E2eServer = 'e2e',
): Promise<{ email: string }> {
  const { domainPrefix, company, firstName, lastName } = workspace;
  const domain = `${domainPrefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.test`;
  const email = `${firstName.toLowerCase()}@${domain}`;
  await withE2eDatabase(async (client) => {
    await client.query('begin');
    const tenant = await client.query<{ id: string }>(
      `insert into tenants (id, name, domain, trial_start_date, trial_end_date, contact_email)
       values (gen_random_uuid(), $1, $2, now(), now() + interval '14 days', $3) returning id`,
      [company, domain, email],
    );
    const user = await client.query<{ id: string }>(
      `insert into users (id, name, email, email_verified) values (gen_random_uuid(), $1, $2, true) returning id`,
      [`${firstName} ${lastName}`, email],
    );
    const [tenantId, userId] = [tenant.rows[0]?.id, user.rows[0]?.id];
    await client.query(
      `insert into profiles (id, email, first_name, last_name, role, tenant_id, is_owner, onboarding_completed)
       values ($1, $2, $3, $4, 'msp_admin', $5, true, true)`,
      [userId, email, firstName, lastName, tenantId],
    );
    await client.query(
      `insert into user_roles (id, user_id, role, tenant_id) values (gen_random_uuid(), $1, 'msp_admin', $2)`,
      [userId, tenantId],
    );
    await client.query('commit');
  }, server);
  await signInWithSession(context, baseURL, email, server);
  return { email };
}
