/**
 * Every event the audit log records (docs/product-rules.md#audit-log): its dotted name, what a reader sees, and the
 * category the log filters by. A use case writes only names listed here.
 */
export const AUDIT_CATEGORIES = {
  auth: 'Sign-in and sessions',
  members: 'Members and invitations',
  billing: 'Plan and billing',
  settings: 'Settings and branding',
  content: 'Rate card, catalog and templates',
  quotes: 'Quotes',
  integrations: 'API keys, webhooks and integrations',
  platform: 'Super admin',
  support: 'Support access',
} as const;

export type AuditCategory = keyof typeof AUDIT_CATEGORIES;

const a = (label: string, category: AuditCategory) => ({ label, category });

export const AUDIT_ACTIONS = {
  'auth.sign_in': a('Signed in', 'auth'),
  'auth.sign_in_failed': a('Failed sign-in', 'auth'),
  'auth.sign_out': a('Signed out', 'auth'),
  'auth.password_changed': a('Changed password', 'auth'),
  'auth.password_reset_requested': a('Asked for a password reset', 'auth'),
  'auth.password_reset': a('Reset password', 'auth'),
  'auth.sessions_revoked': a('Signed out other sessions', 'auth'),
  'workspace.created': a('Created the workspace', 'members'),
  'member.invited': a('Invited a member', 'members'),
  'member.invitation_resent': a('Resent an invitation', 'members'),
  'member.invitation_revoked': a('Revoked an invitation', 'members'),
  'member.joined': a('Joined the workspace', 'members'),
  'member.role_changed': a('Changed a member’s role', 'members'),
  'member.removed': a('Removed a member', 'members'),
  'member.sessions_ended': a('Ended a member’s sessions', 'members'),
  'member.tier_override_set': a('Set a member’s tier override', 'members'),
  'billing.plan_changed': a('Changed the plan', 'billing'),
  'billing.checkout_started': a('Started checkout', 'billing'),
  'billing.plan_cancelled': a('Cancelled the plan', 'billing'),
  'billing.plan_resumed': a('Resumed the plan', 'billing'),
  'billing.subscription_updated': a('Subscription updated by the payment provider', 'billing'),
  'billing.trial_expired': a('Trial expired', 'billing'),
  'settings.company_updated': a('Changed company settings', 'settings'),
  'settings.email_preferences_updated': a('Changed email preferences', 'settings'),
  'branding.updated': a('Changed branding', 'settings'),
  'branding.logo_updated': a('Changed the logo', 'settings'),
  'rate_card.role_created': a('Added a labour role', 'content'),
  'rate_card.role_updated': a('Changed a labour role', 'content'),
  'rate_card.role_deleted': a('Removed a labour role', 'content'),
  'rate_card.roles_reordered': a('Reordered the labour roles', 'content'),
  'catalog.item_created': a('Added a catalog item', 'content'),
  'catalog.item_updated': a('Changed a catalog item', 'content'),
  'catalog.item_deleted': a('Removed a catalog item', 'content'),
  'template.created': a('Created a template', 'content'),
  'template.updated': a('Changed a template', 'content'),
  'template.deleted': a('Deleted a template', 'content'),
  'template.restored': a('Restored a template version', 'content'),
  'quote.deleted': a('Deleted a quote', 'quotes'),
  'quote.version_restored': a('Restored a quote version', 'quotes'),
  'api_key.created': a('Created an API key', 'integrations'),
  'api_key.rotated': a('Rotated an API key', 'integrations'),
  'api_key.revoked': a('Revoked an API key', 'integrations'),
  'webhook.created': a('Added a webhook endpoint', 'integrations'),
  'webhook.updated': a('Changed a webhook endpoint', 'integrations'),
  'webhook.secret_rotated': a('Rotated a webhook secret', 'integrations'),
  'webhook.deleted': a('Removed a webhook endpoint', 'integrations'),
  'integration.connected': a('Connected an integration', 'integrations'),
  'integration.updated': a('Changed an integration', 'integrations'),
  'integration.disconnected': a('Disconnected an integration', 'integrations'),
  'workspace.suspended': a('Suspended the workspace', 'platform'),
  'workspace.unsuspended': a('Unsuspended the workspace', 'platform'),
  'workspace.trial_extended': a('Extended the trial', 'platform'),
  'platform.email_template_updated': a('Changed an email template', 'platform'),
  'platform.email_suppression_added': a('Suppressed an email address', 'platform'),
  'platform.email_suppression_lifted': a('Lifted an email suppression', 'platform'),
  'platform.job_retried': a('Retried a failed job', 'platform'),
  'platform.validation_started': a('Started a validation run', 'platform'),
  'support.opened': a('Opened the workspace as support', 'support'),
  'support.page_viewed': a('Viewed a page as support', 'support'),
  'support.act_started': a('Switched support to act mode', 'support'),
  'support.act_ended': a('Left act mode', 'support'),
  'support.closed': a('Closed support access', 'support'),
} as const satisfies Record<string, { label: string; category: AuditCategory }>;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_NAMES = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

/** The reader's words for an action; an unknown (retired) name reads as itself. */
export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action].label : action;
}

export function auditActionsIn(category: AuditCategory): AuditAction[] {
  return AUDIT_ACTION_NAMES.filter((name) => AUDIT_ACTIONS[name].category === category);
}
