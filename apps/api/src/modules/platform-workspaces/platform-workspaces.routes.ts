import { z } from '@hono/zod-openapi';
import {
  PAID_TIERS,
  PLATFORM_OVERVIEW_RANGES,
  PlatformOverviewQuery,
  PlatformWorkspacesExportQuery,
  PlatformWorkspacesQuery,
  SORT_DIRECTIONS,
  WORKSPACE_PLANS,
  WORKSPACE_SORTS,
  WORKSPACE_STATES,
} from '@scopewright/domain';
import { defineRoute, SUPER_ADMIN } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonContent } from '../../platform/openapi';

const platform = { access: SUPER_ADMIN, tags: ['platform-console'] };
const denied = guardRefusals('Not a super admin.');
const badQuery = (rule: string) => ({
  400: errorResponse('Unknown query parameters.'),
  422: errorResponse(`A parameter breaks its rule, said in the message: ${rule}`),
});
const Iso = z.string().openapi({ format: 'date-time' });

const WorkspaceRowDoc = z
  .object({
    id: z.string(),
    name: z.string(),
    domain: z.string().nullable(),
    owner: z
      .object({ name: z.string().nullable(), email: z.string() })
      .nullable()
      .openapi({ description: 'The owner, else the first admin; null when the workspace has neither.' }),
    tier: z.enum(WORKSPACE_PLANS).nullable(),
    state: z.enum(WORKSPACE_STATES).openapi({
      description: 'From the access summary the workspace sees: an ended trial is trial_expired before any job runs.',
    }),
    trialEndDate: Iso.nullable(),
    members: z.number().int().openapi({ description: 'Members holding a seat (users and admins).' }),
    seats: z.number().int().nullable().openapi({
      description:
        'The live Stripe subscription’s seats; a plan paid without Stripe: its members at the plan’s minimum.',
    }),
    mrrCents: z.number().int().openapi({ description: 'Monthly recurring revenue, USD cents (annual ÷ 12).' }),
    billedByStripe: z.boolean(),
    createdAt: Iso,
    lastActiveAt: Iso.nullable().openapi({ description: 'When a member last signed in.' }),
  })
  .openapi('PlatformWorkspace');

const WorkspacePageDoc = z
  .object({
    items: z.array(WorkspaceRowDoc),
    page: z.number().int(),
    pageSize: z.number().int(),
    sort: z.enum(WORKSPACE_SORTS),
    dir: z.enum(SORT_DIRECTIONS),
    total: z.number().int().openapi({ description: 'Exact up to 10,000.' }),
    totalIsCapped: z.boolean().openapi({ description: 'More than 10,000 match: the screen reads "10,000+".' }),
  })
  .openapi('PlatformWorkspacePage');

const Figures = z.object({ workspaces: z.number().int(), seats: z.number().int(), mrrCents: z.number().int() });
const Rate = z.number().nullable().openapi({ description: 'A fraction from 0 to 1; null when nothing was sent.' });

const OverviewDoc = z
  .object({
    range: z.enum(PLATFORM_OVERVIEW_RANGES),
    from: Iso,
    to: Iso.openapi({ description: 'The end of the period, excluded.' }),
    workspaces: z.object({
      total: z.number().int(),
      trial: z.number().int(),
      paying: z.object({
        total: z.number().int(),
        essentials: z.number().int(),
        premium: z.number().int(),
        enterprise: z.number().int(),
      }),
      readOnly: z.object({ total: z.number().int(), trialExpired: z.number().int(), readOnly: z.number().int() }),
      suspended: z.number().int(),
    }),
    growth: z
      .object({
        granularity: z.enum(['day', 'week']),
        signups: z.number().int(),
        conversions: z.number().int(),
        series: z.array(z.object({ start: Iso, signups: z.number().int(), conversions: z.number().int() })),
      })
      .openapi({
        description:
          'Workspaces created and conversions per day (today, week) or per week from Monday. A conversion is a ' +
          'workspace’s first paid plan: its earliest plan_changed billing event (manual or Stripe).',
      }),
    revenue: z.object({
      currency: z.literal('USD'),
      plans: z.array(Figures.extend({ tier: z.enum(PAID_TIERS), stripe: Figures, manual: Figures })),
      total: Figures,
    }),
    usage: z.object({
      aiGenerations: z.number().int(),
      quotesSent: z.number().int(),
      series: z.array(z.object({ day: z.string(), aiGenerations: z.number().int(), quotesSent: z.number().int() })),
    }),
    email: z.object({
      sent: z.number().int(),
      delivered: z.number().int(),
      bounced: z.number().int(),
      deliveryRate: Rate,
      bounceRate: Rate,
    }),
    failedJobs: z.object({
      total: z.number().int(),
      byQueue: z.array(z.object({ queue: z.string(), count: z.number().int() })),
      latest: z.array(z.object({ id: z.string(), queue: z.string(), failedAt: Iso, error: z.string().nullable() })),
    }),
  })
  .openapi('PlatformOverview');

const FILTERS =
  'q (name, domain or a member’s email, any case), tier, state, trialEndsWithinDays (1–90), createdFrom/createdTo ' +
  '(UTC days), activeWithinDays / inactiveForDays (a member’s last sign-in; never signed in counts as inactive), ' +
  'sort (name, created, trialEnd, lastActive) and dir (asc, desc; each sort has its own default)';

export const platformOverviewRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/overview',
  summary:
    'Super admin → Overview: workspaces by state now, sign-ups and conversions, seats and MRR by plan, AI ' +
    'generations and quotes sent per day, email health and failed jobs, over the calendar period containing now (UTC).',
  request: { query: PlatformOverviewQuery },
  responses: {
    200: jsonContent(OverviewDoc, 'The overview.'),
    ...badQuery('an unknown range.'),
    ...denied,
  },
});

export const listPlatformWorkspacesRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/workspaces',
  summary: `Super admin → MSPs: every MSP workspace, filtered by ${FILTERS}; paged (50 a page, page 1 first) with the total.`,
  request: { query: PlatformWorkspacesQuery },
  responses: {
    200: jsonContent(WorkspacePageDoc, 'A page of workspaces.'),
    ...badQuery(
      'an unknown tier, state, sort or direction; days out of range; a date that is not YYYY-MM-DD or a start after ' +
        'the end; activeWithinDays not above inactiveForDays; a page below 1 or beyond the 10,000 counted matches.',
    ),
    ...denied,
  },
});

export const exportPlatformWorkspacesRoute = defineRoute({
  ...platform,
  method: 'get',
  path: '/api/platform/workspaces/export',
  summary:
    'The MSP list’s matches as CSV (UTF-8), in its order, 50,000 rows at most. Cells starting with = + - @ are ' +
    'prefixed with a quote so spreadsheets do not run them as formulas.',
  request: { query: PlatformWorkspacesExportQuery },
  responses: {
    200: { description: 'The CSV file (attachment).', content: { 'text/csv': { schema: z.string() } } },
    ...badQuery('as for the list.'),
    ...denied,
  },
});
