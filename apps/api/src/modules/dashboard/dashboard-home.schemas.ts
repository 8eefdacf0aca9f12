import { z } from '@hono/zod-openapi';
import { QUOTE_STATUSES } from '@scopewright/domain';

// GET /api/dashboard/home: what the home screen says to do today. The web reads its types from the generated
// OpenAPI document (apps/web/src/data/api-schema.gen.ts), so the schema lives here, beside the route.

const int = () => z.number().int();
const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const HomeQuote = z
  .object({
    id: z.string(),
    number: int(),
    title: z.string(),
    clientName: z.string(),
    status: z.enum(QUOTE_STATUSES),
    sentAt: z.string().nullable(),
    validUntil: isoDate().nullable(),
    viewCount: int().openapi({ description: "Times the client opened the current version's link." }),
    oneTimeTotalCents: int(),
    mrrCents: int(),
    currency: z.string(),
  })
  .openapi('HomeQuote');

const OverdueDeal = z
  .object({
    id: z.string(),
    name: z.string(),
    clientName: z.string(),
    stageName: z.string(),
    nextStep: z.string(),
    nextStepDate: isoDate(),
    valueCents: int(),
  })
  .openapi('HomeOverdueDeal');

const Pipeline = z
  .object({
    openCount: int(),
    openValueCents: int().openapi({ description: "Sum of the caller's open deals' values (TCV, else one-time)." }),
    weightedValueCents: int().openapi({
      description: 'Each open deal × its probability (its override, else its stage’s), rounded per deal.',
    }),
    overdue: z.array(OverdueDeal).openapi({ description: "The caller's open deals whose next step is past due." }),
    overdueCount: int(),
    quarterStart: isoDate(),
    wonCount: int(),
    lostCount: int(),
    winRateBps: int()
      .nullable()
      .openapi({ description: 'Won ÷ (won + lost), deals closed this quarter (UTC) in the workspace; null if none.' }),
  })
  .openapi('HomePipeline');

const ActivityEvent = z
  .object({
    id: z.string(),
    at: z.string(),
    subject: z.enum(['quote', 'opportunity']),
    subjectId: z.string(),
    label: z.string().openapi({ description: 'The quote (Q-1001 Title) or the deal name.' }),
    type: z.string().openapi({
      description:
        "A quote's activity type (created, sent, viewed, accepted, declined, revised, …), or a deal's " +
        'opened, moved, won or lost.',
    }),
    detail: z.string().nullable().openapi({ description: 'For a deal moved: "Scoping → Proposal Sent".' }),
    actorName: z.string().nullable().openapi({ description: 'Who did it; null for the client or the system.' }),
  })
  .openapi('HomeActivityEvent');

export const DashboardHome = z
  .object({
    currency: z.string(),
    today: isoDate(),
    pipeline: Pipeline.nullable().openapi({ description: 'Null when the workspace’s plan has no pipeline.' }),
    viewedQuotes: z.array(HomeQuote).openapi({ description: "The caller's quotes the client opened, not answered." }),
    expiringQuotes: z
      .array(HomeQuote)
      .openapi({ description: "The caller's sent or viewed quotes whose validity ends in the next 7 days." }),
    activity: z.array(ActivityEvent).openapi({ description: 'The workspace’s latest events, newest first (≤ 10).' }),
  })
  .openapi('DashboardHome');
export type DashboardHome = z.infer<typeof DashboardHome>;
