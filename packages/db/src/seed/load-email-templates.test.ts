import { describe, expect, it } from 'vitest';
import { loadEmailTemplateFiles } from './load-email-templates';

const EXPECTED_VARIABLES: Record<string, string[]> = {
  email_verification: ['recipient_name', 'verify_url'],
  password_reset: ['recipient_name', 'reset_url'],
  user_invitation: ['recipient_name', 'company_name', 'inviter_name', 'invite_url', 'role', 'invite_token'],
  pending_user_joined: ['admin_name', 'user_name', 'user_email', 'company_name', 'users_url'],
  trial_welcome: ['recipient_name', 'company_name', 'trial_end_date', 'dashboard_url'],
  trial_reminder: ['recipient_name', 'days_left_text', 'urgency', 'urgency_message', 'billing_url', 'unsubscribe_url'],
  trial_expired: ['recipient_name', 'billing_url', 'unsubscribe_url'],
  usage_alert: [
    'recipient_name',
    'company_name',
    'meter_label',
    'used',
    'limit',
    'percent',
    'plan_label',
    'advice',
    'billing_url',
    'unsubscribe_url',
  ],
  trial_converted: ['recipient_name', 'tier_label'],
  invoice_ready: ['recipient_name', 'amount', 'currency', 'tier_label', 'invoice_url'],
  contact_message: ['name', 'email', 'company', 'message'],
  quote_sent: [
    'client_name',
    'quote_number',
    'quote_title',
    'sender_name',
    'company_name',
    'quote_url',
    'valid_until',
    'message',
  ],
  quote_viewed: ['owner_name', 'client_name', 'quote_number', 'quote_title', 'viewed_at', 'quote_url'],
  quote_accepted: [
    'owner_name',
    'client_name',
    'quote_number',
    'quote_title',
    'signer_name',
    'signer_title',
    'accepted_at',
    'totals_summary',
    'quote_url',
  ],
  quote_signed: [
    'signer_name',
    'signer_title',
    'company_name',
    'quote_number',
    'quote_title',
    'accepted_at',
    'totals_summary',
  ],
  quote_declined: [
    'owner_name',
    'client_name',
    'quote_number',
    'quote_title',
    'decline_reason',
    'declined_at',
    'quote_url',
  ],
  webhook_endpoint_disabled: ['recipient_name', 'endpoint_url', 'reason', 'settings_url'],
  quote_reminder: [
    'client_name',
    'quote_number',
    'quote_title',
    'sender_name',
    'company_name',
    'quote_url',
    'valid_until',
  ],
};

describe('email template files', async () => {
  const templates = await loadEmailTemplateFiles();
  const byAlias = new Map(templates.map((template) => [template.alias, template]));

  it('has every alias the product sends', () => {
    expect([...byAlias.keys()]).toEqual(
      expect.arrayContaining([
        ...Object.keys(EXPECTED_VARIABLES),
        'payment_failed',
        'payment_warning',
        'payment_final_notice',
        'account_suspended',
        'payment_recovered',
      ]),
    );
    expect(templates).toHaveLength(23);
  });

  it.each(Object.entries(EXPECTED_VARIABLES))('%s declares the variables its senders pass', (alias, variables) => {
    expect(byAlias.get(alias)?.variables.toSorted()).toEqual(variables.toSorted());
  });

  it.each(templates.map((template) => [template.alias, template] as const))(
    '%s is a complete branded email without external images or raw HTML variables',
    (_alias, template) => {
      expect(template.htmlBody).toMatch(/^<!doctype html>/i);
      expect(template.htmlBody).toContain('Scopewright');
      expect(template.htmlBody).not.toMatch(/<img|\{\{\{|%%/);
      expect(template.textBody).not.toMatch(/<[a-z]|%%/i);
      expect(template.subject).not.toContain('\n');
    },
  );
});
