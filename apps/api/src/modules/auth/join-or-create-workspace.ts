import { insertWorkspaceDefaults, profiles, tenants, userRoles, type RoleValue, type Tx } from '@scopewright/db';
import { absoluteAppUrl, appLinks, DEFAULT_TRIAL_TIER, trialEndFrom } from '@scopewright/domain';
import { and, eq } from 'drizzle-orm';
import { auditSourceInRequest, personAuditActor } from '../../platform/audit/audit-request-scope';
import { recordAudit } from '../../platform/audit/record-audit';
import type { MailContext } from '../../platform/mail/send-templated-email';
import { sendTemplatedEmail } from '../../platform/mail/send-templated-email';
import { queueTrialWelcome } from '../lifecycle-emails';

export interface NewMember {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The lowercase domain of the email, not a public email provider (the caller checks). */
  companyDomain: string;
}

export interface Membership {
  tenantId: string;
  role: RoleValue;
  /** True for the first user of the domain: a new workspace, and this user its owner. */
  created: boolean;
}

/**
 * The workspace part of every sign-up (docs/product-rules.md#sign-up-and-workspaces), in the caller's transaction:
 * the first user of a company domain creates its workspace on a 14-day Enterprise trial and becomes msp_admin
 * and owner; a later one joins it as pending_user and its admins are emailed. Profile and role record included;
 * a new workspace also gets the default rate card and catalog, and its trial welcome email. Joining an existing
 * workspace is in its audit log (`member.joined`, the request's address; `method` says how the person signed up), and
 * so is founding one (`workspace.created`).
 */
export async function joinOrCreateWorkspace(
  tx: Tx,
  mail: MailContext,
  appUrl: string,
  member: NewMember,
  now: Date,
  method: 'password' | 'oauth' = 'password',
): Promise<Membership> {
  const workspace = await createOrFindWorkspace(tx, member, now);
  const role: RoleValue = workspace.created ? 'msp_admin' : 'pending_user';
  await tx.insert(profiles).values({
    id: member.userId,
    email: member.email,
    firstName: member.firstName,
    lastName: member.lastName,
    role,
    tenantId: workspace.id,
    isOwner: workspace.created,
  });
  await tx.insert(userRoles).values({ userId: member.userId, role, tenantId: workspace.id });
  // A new workspace's trial welcome, exactly once, in this transaction (docs/decisions/0056-lifecycle-emails.md).
  if (workspace.created) {
    await queueTrialWelcome({ mail, appUrl }, workspace.id);
    await recordAudit(tx, auditSourceInRequest(personAuditActor(member)), {
      action: 'workspace.created',
      tenantId: workspace.id,
      target: { type: 'workspace', id: workspace.id, label: workspace.name },
      metadata: { via: 'sign_up', method, tier: DEFAULT_TRIAL_TIER, owner: member.email },
    });
  } else {
    await notifyAdmins(tx, mail, appUrl, workspace, member);
    await recordAudit(tx, auditSourceInRequest(personAuditActor(member)), {
      action: 'member.joined',
      tenantId: workspace.id,
      target: { type: 'user', id: member.userId, label: member.email },
      metadata: { via: 'sign_up', method, role },
    });
  }
  return { tenantId: workspace.id, role, created: workspace.created };
}

async function createOrFindWorkspace(
  tx: Tx,
  member: NewMember,
  now: Date,
): Promise<{ id: string; name: string; created: boolean }> {
  const [created] = await tx
    .insert(tenants)
    .values({
      name: member.companyDomain,
      domain: member.companyDomain,
      trialStartDate: now,
      trialEndDate: trialEndFrom(now),
      activeTier: 'trial',
      selectedTier: DEFAULT_TRIAL_TIER,
      contactEmail: member.email,
    })
    .onConflictDoNothing({ target: tenants.domain })
    .returning({ id: tenants.id, name: tenants.name });
  if (created) {
    await insertWorkspaceDefaults(tx, created.id);
    return { ...created, created: true };
  }
  const [existing] = await tx
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(eq(tenants.domain, member.companyDomain))
    .limit(1);
  if (!existing) throw new Error('joinOrCreateWorkspace: the workspace for this domain vanished during sign-up');
  return { ...existing, created: false };
}

async function notifyAdmins(
  tx: Tx,
  mail: MailContext,
  appUrl: string,
  workspace: { id: string; name: string },
  member: NewMember,
): Promise<void> {
  const admins = await tx
    .select({ email: profiles.email, firstName: profiles.firstName, id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, workspace.id), eq(profiles.role, 'msp_admin')));
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email;
  for (const admin of admins) {
    await sendTemplatedEmail(mail, {
      to: admin.email,
      templateAlias: 'pending_user_joined',
      templateData: {
        admin_name: admin.firstName ?? admin.email,
        user_name: name,
        user_email: member.email,
        company_name: workspace.name,
        users_url: absoluteAppUrl(appUrl, appLinks.team()),
      },
      tenantId: workspace.id,
      userId: admin.id,
    });
  }
}
