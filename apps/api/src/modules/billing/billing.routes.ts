import { z } from '@hono/zod-openapi';
import {
  BILLING_INTERVALS,
  BILLING_PROVIDER_VALUES,
  BILLING_REQUIREMENT,
  ChangePlanInput,
  CheckoutInput,
  PAID_TIERS,
  SUBSCRIPTION_STATUS_VALUES,
} from '@scopewright/domain';
import { defineRoute, guarded, PUBLIC } from '../../platform/access/route-access';
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
    provider: z.enum(BILLING_PROVIDER_VALUES),
    subscription: z
      .object({
        status: z.enum(SUBSCRIPTION_STATUS_VALUES),
        tier: z.enum(PAID_TIERS),
        interval: z.enum(BILLING_INTERVALS),
        seats: z.number().int(),
        currentPeriodEnd: z.string().nullable(),
        cancelAtPeriodEnd: z.boolean(),
        scheduledChange: z
          .object({ tier: z.enum(PAID_TIERS), interval: z.enum(BILLING_INTERVALS), at: z.string().nullable() })
          .nullable()
          .openapi({ description: 'A downgrade chosen in the app, applied when the period ends.' }),
        pastDueSince: z.string().nullable(),
        suspensionDate: z
          .string()
          .nullable()
          .openapi({ description: 'While a renewal is unpaid: the day the workspace is suspended unless it is paid.' }),
        nextCharge: z
          .object({ amountCents: z.number().int(), currency: z.literal('USD'), date: z.string() })
          .nullable()
          .openapi({ description: 'The list price of the next renewal (none when the plan ends at the period end).' }),
        card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      })
      .nullable()
      .openapi({ description: 'The paid subscription at the payment provider; null under the manual provider.' }),
  })
  .openapi('BillingOverview');

const RedirectResponse = z
  .object({ url: z.string().openapi({ description: 'The payment provider’s hosted page to send the browser to.' }) })
  .openapi('BillingRedirect');

const HistoryItem = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('invoice'),
    id: z.string(),
    number: z.string().nullable(),
    date: z.string(),
    amountCents: z.number().int(),
    currency: z.string(),
    status: z.string(),
    hostedUrl: z.string().nullable(),
    pdfUrl: z.string().nullable(),
    periodStart: z.string().nullable(),
    periodEnd: z.string().nullable(),
  }),
  z.object({
    kind: z.literal('plan_change'),
    id: z.string(),
    date: z.string(),
    provider: z.enum(BILLING_PROVIDER_VALUES),
    fromTier: z.string(),
    toTier: z.enum(PAID_TIERS),
    interval: z.enum(BILLING_INTERVALS),
    seats: z.number().int(),
    amountCents: z.number().int(),
    chargedCents: z.number().int(),
    currency: z.string(),
  }),
]);

export const BillingHistoryResponse = z
  .object({
    items: z.array(HistoryItem),
    nextCursor: z.string().nullable(),
  })
  .openapi('BillingHistory');

export const UsageHistoryResponse = z
  .object({
    periodStart: z.string(),
    periodEnd: z.string(),
    series: z.array(
      z.object({
        key: z.enum(['maxQuotes', 'aiGenerationsPerMonth', 'maxUsers']),
        label: z.string(),
        points: z.array(z.object({ date: z.string(), used: z.number().int() })),
      }),
    ),
  })
  .openapi('BillingUsageHistory');

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
    503: errorResponse('The payment provider could not be reached or refused the change: nothing changed.'),
    ...denied,
  },
});

export const checkoutRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'post',
  path: '/api/billing/checkout',
  tags: ['billing'],
  summary:
    'Starts the payment provider’s hosted checkout for a plan, interval and seat count; answers the page to open. ' +
    'The plan changes only when the provider’s signed webhook says it was paid.',
  request: jsonBody(CheckoutInput),
  responses: {
    200: jsonContent(RedirectResponse, 'The checkout page.'),
    400: errorResponse('Malformed body or unknown fields.'),
    409: errorResponse(
      'No payment provider configured (plans change at once instead), a live plan already (change it instead), ' +
        'fewer seats than active members (details name both), or suspended by support.',
    ),
    422: errorResponse('Unknown tier or interval, or a seat count out of range.'),
    503: errorResponse('The payment provider could not be reached: nothing changed, try again.'),
    ...denied,
  },
});

export const portalRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'post',
  path: '/api/billing/portal',
  tags: ['billing'],
  summary: 'Opens the payment provider’s billing portal (card on file, invoices) for this workspace.',
  responses: {
    200: jsonContent(RedirectResponse, 'The portal page.'),
    409: errorResponse('No payment provider configured, or the workspace has never paid (no customer yet).'),
    503: errorResponse('The payment provider could not be reached: try again.'),
    ...denied,
  },
});

export const cancelPlanRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'post',
  path: '/api/billing/cancel',
  tags: ['billing'],
  summary: 'Ends the paid plan at the end of the current period (it stays in force until then; data is kept).',
  responses: {
    200: jsonContent(BillingOverviewResponse, 'The billing overview after the change.'),
    409: errorResponse('No live paid plan at the payment provider, or it already ends at the period end.'),
    503: errorResponse('The payment provider could not be reached: nothing changed.'),
    ...denied,
  },
});

export const resumePlanRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'post',
  path: '/api/billing/resume',
  tags: ['billing'],
  summary: 'Keeps the current plan: undoes a cancellation or a scheduled downgrade before the period ends.',
  responses: {
    200: jsonContent(BillingOverviewResponse, 'The billing overview after the change.'),
    409: errorResponse('Nothing is set to end or change, or the plan has already ended.'),
    503: errorResponse('The payment provider could not be reached: nothing changed.'),
    ...denied,
  },
});

export const billingHistoryRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'get',
  path: '/api/billing/history',
  tags: ['billing'],
  summary: 'Invoices (payment provider) and plan changes, newest first, 50 a page.',
  request: { query: z.object({ cursor: z.string().max(200).optional() }) },
  responses: {
    200: jsonContent(BillingHistoryResponse, 'One page of history.'),
    400: errorResponse('The cursor is not one this endpoint gave.'),
    ...denied,
  },
});

export const usageHistoryRoute = defineRoute({
  access: guarded(BILLING_REQUIREMENT),
  method: 'get',
  path: '/api/billing/usage/history',
  tags: ['billing'],
  summary:
    'The meters day by day this billing period (the subscription’s period, else the calendar month): quotes ' +
    'created and AI generations, cumulative, and members.',
  responses: { 200: jsonContent(UsageHistoryResponse, 'The period and its series.'), ...denied },
});

export const STRIPE_WEBHOOK_PATH = '/api/billing/stripe/webhook';

export const stripeWebhookRoute = defineRoute({
  access: PUBLIC,
  method: 'post',
  path: STRIPE_WEBHOOK_PATH,
  tags: ['billing'],
  summary:
    'Stripe’s signed events (raw body, `Stripe-Signature`, 5-minute tolerance). Each event id is applied once, in ' +
    'the transaction of its effect; the subscription and invoice are read live from Stripe, so late or repeated ' +
    'events never move the state backwards.',
  request: {
    // Documented, not validated by the router: the signature covers the raw bytes, which are read as they came.
    body: {
      required: true,
      description: 'A Stripe event object, as Stripe sends it.',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['id', 'type', 'data'],
            properties: {
              id: { type: 'string', example: 'evt_1Q…' },
              type: { type: 'string', example: 'customer.subscription.updated' },
              created: { type: 'integer' },
              data: { type: 'object', properties: { object: { type: 'object' } } },
            },
          },
        },
      },
    },
  },
  responses: {
    200: jsonContent(
      z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('StripeWebhookAck'),
      'Applied, ignored (not a kind we act on) or already applied.',
    ),
    400: errorResponse('Missing or invalid signature, a timestamp outside the tolerance, or a body that is not JSON.'),
    404: errorResponse('Stripe is not configured on this server.'),
    413: errorResponse('The body is larger than 1 MB.'),
    503: errorResponse('Stripe could not be reached to read the live object: Stripe retries the event later.'),
  },
});
