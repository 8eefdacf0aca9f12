/**
 * The sample value of every variable the seeded templates use, for the editor's preview and test sends (one map:
 * a name means the same thing in every template). A test checks that every seeded template's variables are here;
 * a name missing here previews as `[name]`.
 */
export const EMAIL_TEMPLATE_SAMPLE_DATA: Readonly<Record<string, string>> = {
  // People and workspaces.
  recipient_name: 'Jordan Avery',
  admin_name: 'Dana Whitfield',
  owner_name: 'Sam Ortega',
  sender_name: 'Sam Ortega',
  inviter_name: 'Dana Whitfield',
  user_name: 'Priya Natarajan',
  user_email: 'priya@harbor-it.example',
  client_name: 'Northwind Dental Group',
  signer_name: 'Alex Moreno',
  signer_title: 'Practice Manager',
  company_name: 'Harbor IT Services',
  role: 'msp_user',
  // The contact form.
  name: 'Jordan Avery',
  email: 'jordan@northwind.example',
  company: 'Northwind Dental Group',
  message: 'Thanks for the call today. Here is the scope we discussed; it is valid for 30 days.',
  // Quotes.
  quote_number: 'Q-1042',
  quote_title: 'Microsoft 365 migration for 45 users',
  valid_until: 'August 14, 2026',
  viewed_at: 'July 15, 2026, 10:24 UTC',
  accepted_at: 'July 16, 2026, 14:05 UTC',
  declined_at: 'July 16, 2026, 14:05 UTC',
  decline_reason: 'We chose to postpone the project to next quarter.',
  totals_summary: 'One-time: USD 12,450.00\nMonthly: USD 1,890.00 /mo',
  // Trial and billing.
  days_left: '4',
  days_left_text: '4 days',
  urgency: 'medium',
  urgency_message:
    'Your trial is well past its halfway mark. Choose a plan now and nothing changes for your team: your quotes, templates and clients stay exactly where they are.',
  trial_end_date: 'July 28, 2026',
  tier_label: 'Premium',
  amount: '645.00',
  currency: 'USD',
  days_until_suspension: '3',
  suspension_date: 'August 1, 2026',
  support_email: 'support@scopewright.example',
  // Usage alerts.
  meter_label: 'quotes',
  used: '80',
  limit: '100',
  percent: '80',
  plan_label: 'Essentials',
  advice: 'When the limit is reached, new quotes cannot be created until you upgrade your plan or delete some.',
  // Links: example addresses only, never a working token.
  verify_url: 'https://app.scopewright.example/verify-email?token=sample',
  reset_url: 'https://app.scopewright.example/update-password?token=sample',
  invite_url: 'https://app.scopewright.example/invite/sample',
  invite_token: 'sample-invitation-token',
  dashboard_url: 'https://app.scopewright.example/dashboard',
  billing_url: 'https://app.scopewright.example/dashboard/billing',
  invoice_url: 'https://app.scopewright.example/dashboard/billing/history',
  users_url: 'https://app.scopewright.example/dashboard/users',
  quote_url: 'https://app.scopewright.example/q/sample',
  settings_url: 'https://app.scopewright.example/dashboard/settings/api',
  unsubscribe_url: 'https://app.scopewright.example/unsubscribe?token=sample',
  // Webhooks.
  endpoint_url: 'https://hooks.harbor-it.example/scopewright',
  reason: 'The endpoint failed every delivery for 24 hours (last answer: HTTP 503).',
};

/** Sample data for a template's variables: the sample value, or `[name]` for one this file does not know yet. */
export function sampleDataFor(variables: readonly string[]): Record<string, string> {
  return Object.fromEntries(variables.map((name) => [name, EMAIL_TEMPLATE_SAMPLE_DATA[name] ?? `[${name}]`]));
}
