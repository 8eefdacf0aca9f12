import type { PlatformOverviewRange } from './platform-overview';

/** Super admin → Overview's words (the screen at /dashboard/superadmin). */
export const PLATFORM_OVERVIEW_COPY = {
  title: 'Platform overview',
  intro: 'Workspaces, growth, revenue, usage and email health across every MSP.',
  noWorkspace: 'You are not a member of a workspace, so quotes, clients and settings are not shown to you.',
  rangeLabel: 'Time range',
  ranges: { today: 'Today', week: 'Week', month: 'Month', quarter: 'Quarter', year: 'Year' } satisfies Record<
    PlatformOverviewRange,
    string
  >,
  periodNote: (from: string, to: string) => `${from} – ${to}, UTC`,
  loading: 'Loading the overview',
  loadFailed: 'Could not load the overview',

  workspaces: 'Workspaces',
  workspacesDetail: (trial: number, paying: number) => `${trial} on trial · ${paying} paying`,
  mrr: 'Monthly recurring revenue',
  mrrDetail: 'List prices; annual plans ÷ 12',
  seats: 'Billed seats',
  seatsDetail: (workspaces: number) => `${workspaces} paying ${workspaces === 1 ? 'workspace' : 'workspaces'}`,
  conversions: 'Conversions',
  conversionsDetail: (signups: number) => `${signups} new ${signups === 1 ? 'workspace' : 'workspaces'} signed up`,
  conversionDefinition:
    'A conversion is a workspace’s first paid plan (its first plan change, manual or through Stripe), counted when it started.',

  byState: 'Workspaces by state',
  byStateDescription: 'Now. Open a row to list those workspaces.',
  states: {
    trial: 'On trial',
    essentials: 'Paying · Essentials',
    premium: 'Paying · Premium',
    enterprise: 'Paying · Enterprise',
    trialExpired: 'Trial expired',
    readOnly: 'Read-only',
    suspended: 'Suspended',
  },
  revenue: 'Seats and revenue by plan',
  revenueDescription: 'Now. Stripe: the subscription’s seats; without Stripe: the members at list price.',
  revenueColumns: { plan: 'Plan', workspaces: 'Workspaces', seats: 'Seats', mrr: 'MRR' },
  revenueSplit: (stripe: number, manual: number) => `${stripe} Stripe · ${manual} manual`,
  total: 'Total',

  growth: 'Sign-ups and conversions',
  growthDescription: (granularity: 'day' | 'week') =>
    granularity === 'day' ? 'Per day, UTC.' : 'Per week from Monday, UTC.',
  growthSeries: { signups: 'Sign-ups', conversions: 'Conversions' },
  usage: 'AI generations and quotes sent',
  usageDescription: 'Per day, UTC. Succeeded AI generations; quotes sent to clients.',
  usageSeries: { aiGenerations: 'AI generations', quotesSent: 'Quotes sent' },
  periodColumn: (granularity: 'day' | 'week') => (granularity === 'day' ? 'Day' : 'Week of'),

  email: 'Email health',
  emailDescription: 'Emails of the period, by the email log’s definitions.',
  emailFigures: { sent: 'Sent', delivered: 'Delivered', deliveryRate: 'Delivery rate', bounceRate: 'Bounce rate' },
  emailLink: 'Open the email log',

  failedJobs: 'Failed jobs',
  failedJobsDescription: 'Background jobs that failed after their last retry in the period.',
  noFailedJobs: 'No background job failed in this period.',
  failedJobsByQueue: 'By queue',
  failedJobsLatest: 'Latest',
  failedAt: (at: string) => `${at} UTC`,
  debugLink: 'Open Debug to inspect and retry',

  console: 'Console',
} as const;
