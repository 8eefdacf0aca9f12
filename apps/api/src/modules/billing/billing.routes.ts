import { z } from '@hono/zod-openapi';
import { BILLING_INTERVALS, BILLING_REQUIREMENT, ChangePlanInput, PAID_TIERS } from '@scopewright/domain';
import { defineRoute, guarded } from '../../platform/access/route-access';
import { errorResponse, guardRefusals, jsonBody, jsonContent } from '../../platform/openapi';

const LimitSchema = z.union([z.number().int(), z.literal('unlimited')]);
const LIMIT_KEYS = ['maxUsers', 'maxQuotes', 'maxTemplates', 'aiGenerationsPerMonth'] as const;

export const BillingOverviewResponse = z
  .object({
    tenant: z.object({ id: z.string(), name: z.string() }),
    plan: z.object({
      activeTier: z.string(),
      selectedTier: z.string(),
      effectiveTier: z.string().nullable(),
      interval: z.enum(BILLING_INTERVALS).nullable(),
      isTrial: z.boolean(),
      isSuspended: z.boolean(),
      isSuspendedBySupport: z.boolean(),
      isReadOnly: z.boolean(),
      trialEndDate: z.string().nullable(),
      trialDaysRemaining: z.number().int(),
      accessLevel: z.enum(['full', 'limited', 'readonly', 'suspended']),
    }),
    usage: z.array(
      z.object({
        key: z.enum(LIMIT_KEYS),
        label: z.string(),
        used: z.number().int(),
        limit: LimitSchema,
        isTracked: z.boolean(),
      }),
    ),
    activeMembers: z.number().int(),
    estimate: z
      .object({
        seats: z.number().int(),
        amountCents: z.number().int(),
        interval: z.enum(BILLING_INTERVALS),
        currency: z.literal('USD'),
      })
      .nullable(),
    plans: z.array(
      z.object({
        tier: z.enum(PAID_TIERS),
        label: z.string(),
        isPopular: z.boolean(),
        minUsers: z.number().int(),
        monthlyPerUserCents: z.number().int(),
        annualPerUserCents: z.number().int(),
        limits: z.object({
          maxUsers: LimitSchema,
          maxQuotes: LimitSchema,
          maxTemplates: LimitSchema,
          aiGenerationsPerMonth: LimitSchema,
        }),
      }),
    ),
    provider: z.literal('manual'),
  })
  .openapi('BillingOverview');

const denied = guardRefusals("Not an admin of a workspace ('Required role(s): Admin').");

export const getBillingRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'get',
  path: '/api/billing',
  tags: ['billing'],
  summary:
    "The workspace's plan, trial and access level, usage against the tier limits and the plan catalogue. " +
    'Reachable while suspended, so an admin can resolve it.',
  responses: { 200: jsonContent(BillingOverviewResponse, 'The billing overview.'), ...denied },
});

export const changePlanRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'post',
  path: '/api/billing/plan',
  tags: ['billing'],
  summary:
    'Chooses a plan and billing interval. With no payment provider configured it applies at once at no charge ' +
    '(ends a trial, restores a read-only workspace) and emails the admins when it converts a trial.',
  request: jsonBody(ChangePlanInput),
  responses: {
    200: jsonContent(BillingOverviewResponse, 'The billing overview after the change.'),
    400: errorResponse('Malformed body or unknown fields (nothing changed).'),
    409: errorResponse(
      'Already on this plan and interval; more active members than the plan includes (details name the ' +
        'numbers); or suspended by support.',
    ),
    422: errorResponse('Unknown tier or interval.'),
    ...denied,
  },
});
