// Where each outside reference points now. A rule list is tried against the sentence holding the reference, then
// against the whole comment; null means the comment stands without a pointer and the reference is dropped.

const S = (anchor) => `docs/security.md#${anchor}`;
const P = (anchor) => `docs/product-rules.md#${anchor}`;
const D = (name) => `docs/decisions/${name}.md`;

/** The outside promise numbers, in their order. */
const SECURITY = [
  'tenant-isolation',
  'permission-matrix',
  'no-mass-assignment',
  'row-level-security',
  'public-quote-links',
  'acceptance-once',
  'sessions',
  'cookies-and-headers',
  'csrf',
  'passwords',
  'rate-limits',
  'no-account-enumeration',
  'oauth',
  'invitations',
  'no-open-redirects',
  'input-limits',
  'no-injection',
  'no-xss',
  'image-uploads',
  'outbound-urls',
  'inbound-webhooks',
  'errors-fail-closed',
  'log-redaction',
  'no-lost-writes',
  'optimistic-concurrency',
  'database-outage',
];

const SPEC = {
  1: [[/./, P('marketing-copy')]],
  2.1: [
    [/onboarding/, P('onboarding')],
    [/./, P('public-pages')],
  ],
  2.3: [
    [/return|from\b/, P('return-target')],
    [/./, P('sign-in')],
  ],
  2.4: [[/./, P('password-reset')]],
  2.5: [[/./, P('password-reset')]],
  2.7: [
    [/password|checklist/, P('password-rules')],
    [/robots|index|title/, P('public-pages')],
    [/./, P('sign-up-and-workspaces')],
  ],
  2.8: [[/./, P('invitations')]],
  2.9: [[/./, P('oauth-callback')]],
  '2.10': [
    [/contact/, P('contact-form')],
    [/cta|trial button|comparison/, P('public-pages')],
  ],
  2.11: [[/robots|index/, P('public-pages')]],
  2.12: [[/robots|index/, P('public-pages')]],
  2.14: [[/robots|index/, P('public-pages')]],
  2.15: [[/./, P('dashboard-screens')]],
  2.16: [[/./, P('app-shell')]],
  3: [
    [/feature set|tier/, P('tiers-and-limits')],
    [/email.preferences/, P('company-settings')],
    [/invitation/, P('invitations')],
    [/sign-?up|atomic/, P('sign-up-and-workspaces')],
    [/analytics/, P('public-pages')],
    [/contact/, P('contact-form')],
  ],
  4: [
    [/guard chain|redirect loop|redirect to the current/, P('guard-chain')],
    [/onboarding|names and email|completed flag/, P('onboarding')],
    [/trial|summary|access level|suspended|read-only|failed (tier )?lookup|tier states/, P('access-summary')],
    [/invit|lookup results/, P('invitations')],
    [/reset/, P('password-reset')],
    [/reload|live update|profile row/, P('live-profile')],
    [/employees|provider/, P('super-admins')],
    [/oauth/, P('oauth-callback')],
    [/login|sign-in/, P('sign-in')],
    [/./, P('guard-chain')],
  ],
  5: [
    [/return target|redirect/, P('return-target')],
    [/invitation|oauth email|accept form/, P('invitations')],
    [/tier rank|tier|rank/, P('tiers-and-limits')],
    [/onboarding|names and email/, P('onboarding')],
    [/password|checklist|strength/, P('password-rules')],
    [/public (email|provider)|free-mail|sign-?up/, P('sign-up-and-workspaces')],
    [/contact/, P('contact-form')],
    [/login/, P('sign-in')],
    [/./, P('validation-texts')],
  ],
  6: [
    [/invoice/, P('billing')],
    [/super admin|cross-tenant/, P('roles')],
    [/limit|matrix|seat|maxusers|users column|generations|usage|upgrade/, P('tiers-and-limits')],
    [
      /delet|billing|manag|live access|permission|can_|suspended|read-only|settings|requirement/,
      P('live-access-rules'),
    ],
    [/tier/, P('tiers-and-limits')],
    [/phone/, P('marketing-copy')],
    [/invitation/, P('invitations')],
    [/./, P('roles')],
  ],
  7: [
    [/invitation/, P('invitations')],
    [/atomic|sign-?up/, P('sign-up-and-workspaces')],
    [/slack|contact/, P('contact-form')],
    [/oauth|callback/, P('oauth-callback')],
    [/profile read|get_user_roles/, P('roles')],
  ],
  8: [
    [/invitation|invite/, P('invitations')],
    [/login|sign-in/, P('sign-in')],
    [/contact/, P('contact-form')],
    [/module|error boundary|re-renders/, P('app-shell')],
    [/oauth|callback|provider/, P('oauth-callback')],
    [/reset|update-password|the link/, P('password-reset')],
    [/guard|access denied|permission|administrator|tenant|role/, P('guard-chain')],
    [/./, P('fixed-texts')],
  ],
  9: [
    [/retr|query|stale/, P('app-shell')],
    [/redact|log/, S('log-redaction')],
    [/invitation/, P('invitations')],
    [/delay|redirect/, P('oauth-callback')],
    [/price|per user|cents|plan/, P('billing')],
    [/preference|marketing off|reminders/, P('company-settings')],
    [/polic|updated|legal/, P('marketing-copy')],
  ],
};

const ISSUES = {
  5: [[/./, D('0018-ai-scoping')]],
  6: [
    [/accept|answer|outcome|client's quote page/, D('0019-public-quote-acceptance')],
    [/send|share|reminder/, D('0020-quote-sending-and-reminders')],
  ],
  4: [[/bad input|bounds/, S('input-limits')]],
  7: [[/./, D('0014-public-website')]],
  15: [
    [/first-run/, D('0025-first-run-checklist')],
    [/catalog|\bai\b/, D('0018-ai-scoping')],
    [/sign-in|limit/, D('0028-limits-that-help')],
  ],
  16: [
    [/processes/, 'docs/architecture.md#processes-and-lifecycle'],
    [/secret|token|link|redact|session|log|quer/, S('secrets-at-rest')],
    [/429|retry/, D('0028-limits-that-help')],
    [/bad text|dates|input/, S('input-limits')],
  ],
};

const DECISIONS_NAMED = {
  billing: P('billing'),
  'sign-up and workspaces': P('sign-up-and-workspaces'),
  quotes: P('quote-statuses'),
  'tier slugs': P('tiers-and-limits'),
  'role literal values': P('roles'),
  '{host}': P('return-target'),
};

const DECISIONS = [
  [/palette|legacy/, P('dashboard-screens')],
  [/super admin|provider email/, P('super-admins')],
  [/pending|later sign-up|sign-up|joins|approv|workspace/, P('sign-up-and-workspaces')],
  [/free-mail|public email|list/, P('sign-up-and-workspaces')],
  [/annual|billing/, P('billing')],
  [/about page|100\+/, P('marketing-copy')],
  [/role literal/, P('roles')],
];

const DESIGN_DOCS = {
  ui: () => P('ui-rules'),
  'ai-scoping': () => D('0018-ai-scoping'),
  'data-model': (name) => (/client/.test(name) ? P('clients') : D('0022-document-branding')),
  architecture: (name) => (/request life/.test(name) ? 'docs/architecture.md#request-life' : D('0002-tenancy')),
  security: () => 'docs/security.md',
  'stack-notes': () => null,
  conventions: () => null,
};

/** The first specific rule matching the sentence, else the comment, else the catch-all (`/./`) if any. */
function pick(rules = [], sentence, comment) {
  for (const context of [sentence, comment]) {
    const hit = rules.find(([pattern]) => pattern.source !== '.' && pattern.test(context));
    if (hit) return hit[1];
  }
  return rules.find(([pattern]) => pattern.source === '.')?.[1] ?? null;
}

/** The target of one reference (see find-refs.mjs) given its sentence and whole comment, lowercased. */
export function targetOf(ref, sentence, comment) {
  switch (ref.kind) {
    case 'security':
      return SECURITY[ref.number - 1] ? S(SECURITY[ref.number - 1]) : null;
    case 'spec':
      return pick(SPEC[ref.section] ?? SPEC[ref.section.split('.')[0]], sentence, comment);
    case 'issue':
      return pick(ISSUES[ref.number], sentence, comment);
    case 'decisions':
      return DECISIONS_NAMED[ref.name] ?? pick(DECISIONS, sentence, comment);
    case 'design-doc':
      return DESIGN_DOCS[ref.doc]?.(ref.name) ?? null;
    default:
      return null;
  }
}
