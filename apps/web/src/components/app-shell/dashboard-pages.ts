import {
  BILLING_REQUIREMENT,
  COMPANY_SETTINGS_REQUIREMENT,
  EMAIL_ANALYTICS_REQUIREMENT,
  RATE_CARD_READ_REQUIREMENT,
  TEMPLATES_READ_REQUIREMENT,
  type GuardRequirement,
} from '@scopewright/domain';
import {
  Building,
  ChartLine,
  ChartNoAxesCombined,
  CreditCard,
  FileText,
  GitBranch,
  LayoutDashboard,
  LayoutTemplate,
  type LucideIcon,
  Mail,
  Settings,
  ShieldCheck,
  UserRound,
  Users,
  WandSparkles,
} from 'lucide-react';

export interface DashboardPage {
  /** Route pattern below /dashboard ('' is the index). */
  path: string;
  label: string;
  /** What the screen does, in one line (shown while the screen is still being built). */
  summary: string;
  icon?: LucideIcon;
  /** Guard requirement (docs/product-rules.md#dashboard-screens); pages without one inherit their nearest ancestor's (see requirementFor). */
  requires?: GuardRequirement;
  /** Still a coming-soon placeholder: reachable by its address, never offered in navigation. */
  isComingSoon: boolean;
}

/** The screens not built yet (they render DashboardPlaceholder). */
const COMING_SOON = new Set<string>([]);

const p = (
  path: string,
  label: string,
  summary: string,
  icon?: LucideIcon,
  requires?: GuardRequirement,
): DashboardPage => ({ path, label, summary, icon, requires, isComingSoon: COMING_SOON.has(path) });

const TENANT: GuardRequirement = { tenant: true };
const MSP_USER: GuardRequirement = { tenant: true, role: 'msp_user' };
const SUPER_ADMIN: GuardRequirement = { role: 'super_admin' };
const WORKSPACE_ADMIN: GuardRequirement = { tenant: true, role: 'msp_admin' };
const SIGNED_IN: GuardRequirement = {};
/**
 * Templates → Management: the workspace's admins on a plan with templates. A read-only workspace's admin still
 * opens it (read-only screens); writing is the API's TEMPLATES_CREATE/EDIT requirement, checked per button.
 */
const TEMPLATES_ADMIN: GuardRequirement = { tenant: true, role: 'msp_admin', tier: 'essentials' };

/** Every dashboard screen, with its breadcrumb label (docs/product-rules.md#dashboard-screens). */
export const DASHBOARD_PAGES: readonly DashboardPage[] = [
  p(
    '',
    'Dashboard',
    'Your pipeline at a glance: open quotes, win rate, margin and what needs your attention today.',
    LayoutDashboard,
    TENANT,
  ),
  p(
    'quotes',
    'Quotes',
    'Every quote with its status, value and margin, searchable and filterable in one dense list.',
    FileText,
    TENANT,
  ),
  p(
    'quotes/wizard',
    'Quote Wizard',
    'Describe a project in plain English and get a priced, editable scope in seconds.',
    WandSparkles,
    MSP_USER,
  ),
  p(
    'quotes/wizard/:id',
    'Edit Quote',
    'Refine the scope, pricing and client-facing language of this quote, then send it.',
    WandSparkles,
  ),
  p(
    'opportunities',
    'Opportunities',
    'Track every deal from first conversation to signed quote.',
    ChartNoAxesCombined,
    MSP_USER,
  ),
  p('opportunities/pipeline', 'Pipeline', 'A kanban board of deals by stage, with weighted value per column.'),
  p('opportunities/analytics', 'Analytics', 'Win rate, cycle time and margin trends across your pipeline.'),
  p('opportunities/forecasting', 'Forecasting', 'Expected bookings and recurring revenue by month and quarter.'),
  p('clients', 'Clients', 'Your clients, their contacts, sites and the quotes you have sent them.', Building, TENANT),
  p('clients/:id', 'Client', 'One client with its contacts, sites, notes, quotes and opportunities.'),
  p(
    'users',
    'Users',
    'Invite teammates, assign roles and approve people waiting to join your workspace.',
    Users,
    TENANT,
  ),
  p(
    'templates',
    'Templates',
    'Reusable scopes and price books that make every quote start 80% done.',
    LayoutTemplate,
    TENANT,
  ),
  // The section (and the service library in its Library) is open to every member; the templates need Essentials.
  p('templates/library', 'Library', 'Ready-made templates and the MSP service library, previewed at your own rates.'),
  p(
    'templates/library/services',
    'Service library',
    'The MSP services you sell, with tasks, roles and hours, ready to add to a quote.',
  ),
  p(
    'templates/my-templates',
    'My Templates',
    'Templates you and your team have built and saved.',
    undefined,
    TEMPLATES_READ_REQUIREMENT,
  ),
  p(
    'templates/management',
    'Management',
    'Create, edit, version and retire your workspace templates.',
    undefined,
    TEMPLATES_ADMIN,
  ),
  p(
    'settings',
    'Settings',
    'Company details, branding, rates and defaults for every quote you send.',
    Settings,
    COMPANY_SETTINGS_REQUIREMENT,
  ),
  p('settings/company', 'Tenant', 'Company name, logo, brand colours, address and quote defaults.'),
  p('settings/branding', 'Branding', 'Logo, colours, font and the sections of every quote document.'),
  p(
    'settings/rates',
    'Rates',
    'The roles you bill for, with bill and cost rates.',
    undefined,
    RATE_CARD_READ_REQUIREMENT,
  ),
  p(
    'settings/catalog',
    'Catalog',
    'Products, recurring services and labour packages.',
    undefined,
    RATE_CARD_READ_REQUIREMENT,
  ),
  // Like integrations: members open it to read who manages keys; the screen and the API keep it to admins on a
  // plan with API access.
  p('settings/api', 'API', 'API keys and webhooks for connecting your own tools.', undefined, MSP_USER),
  // Members open it to read who manages integrations; the screen and the API keep it to admins on Premium+.
  p(
    'settings/integrations',
    'PSA Integrations',
    'Connect your PSA, CRM, accounting and documentation tools.',
    undefined,
    MSP_USER,
  ),
  p(
    'settings/audit',
    'Audit log',
    'Sign-ins, role changes, plan and settings changes in your workspace: who, what and when.',
    undefined,
    WORKSPACE_ADMIN,
  ),
  p('billing', 'Billing', 'Your plan, seats, usage and invoices.', CreditCard, BILLING_REQUIREMENT),
  p('billing/overview', 'Overview', 'Your current plan, renewal date and seats in use.'),
  p('billing/usage', 'Usage', 'Quotes, templates and AI generations used this month against your plan.'),
  p('billing/plans', 'Plans', 'Compare Essentials, Premium and Enterprise and change plan.'),
  p('billing/payment', 'Payment', 'Payment method and billing contact.'),
  p('billing/history', 'History', 'Past invoices and receipts, ready to download.'),
  // The API's profile routes need no workspace (a super admin without one has a profile too).
  p('profile', 'My Profile', 'Your name, email, password and notification preferences.', UserRound, SIGNED_IN),
  p('superadmin', 'Platform', 'Operate the platform across every MSP workspace.', ShieldCheck, SUPER_ADMIN),
  p('superadmin/overview', 'Overview', 'Workspaces, sign-ups, revenue, usage and email health over time.'),
  p('superadmin/msps', 'MSPs', 'Every MSP workspace with its plan, state and owner.'),
  p('superadmin/email', 'Email', 'Delivery logs and metrics for platform email.', Mail),
  p('superadmin/templates', 'Templates', 'The global template library shared with every workspace.'),
  p('superadmin/validation', 'Validation', 'Data checks across workspaces, with the records that fail them.'),
  p('superadmin/audit', 'Audit', 'Who did what, when, for which workspace, across the platform.'),
  p('superadmin/debug', 'Debug', 'Diagnostics for support: jobs, queues and configuration.'),
  p('company/:id', 'Tenant', 'One MSP workspace: its users, plan, usage and history.', undefined, SUPER_ADMIN),
  p(
    'email-templates',
    'Email Templates',
    'The transactional emails the platform sends, with previews.',
    Mail,
    SUPER_ADMIN,
  ),
  p('email-templates/:id', 'Email template', 'One email: its subject, HTML and text, a live preview and versions.'),
  p(
    'admin/email',
    'Email Analytics',
    'Sent, delivered, opened, bounced: email performance over time.',
    ChartLine,
    EMAIL_ANALYTICS_REQUIREMENT,
  ),
  p(
    'admin/versions',
    'Version Control',
    'Recent changes to quotes, templates, rates, catalog and branding: who, what, and restore.',
    GitBranch,
    WORKSPACE_ADMIN,
  ),
];

/** Section crumbs that have no screen of their own. */
export const SECTION_LABELS: Readonly<Record<string, string>> = {
  admin: 'Admin',
  company: 'Tenants',
};

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/');
  const b = path.split('/');
  return a.length === b.length && a.every((seg, i) => seg.startsWith(':') || seg === b[i]);
}

/** The page for a path below /dashboard (without the prefix), or undefined. */
export function findDashboardPage(subPath: string): DashboardPage | undefined {
  return DASHBOARD_PAGES.find((page) => matches(page.path, subPath));
}

/**
 * The guard requirement of a route pattern: its own, else its nearest ancestor's ('quotes/wizard/:id' takes
 * 'quotes/wizard'), else the index's (a tenant). The platform screens are not tenant-bound (docs/product-rules.md#dashboard-screens) and belong to
 * super admins (docs/product-rules.md#roles).
 */
export function requirementFor(pattern: string): GuardRequirement {
  for (let path = pattern; ; path = path.slice(0, Math.max(0, path.lastIndexOf('/')))) {
    const requires = DASHBOARD_PAGES.find((page) => page.path === path)?.requires;
    if (requires) return requires;
    if (path === '') return TENANT;
  }
}

export function dashboardSubPath(pathname: string): string {
  return pathname.replace(/^\/dashboard\/?/, '').replace(/\/+$/, '');
}

/** The address of a route pattern without parameters ('' is /dashboard). */
export const dashboardPath = (pattern: string): string => (pattern ? `/dashboard/${pattern}` : '/dashboard');
