import { SCOPE_COPY, SCOPE_DESCRIPTION_LIMITS } from './scope-copy';
import { z } from 'zod';
import type { Limit } from '../access/tiers';
import { BILLING_FREQUENCIES } from '../quotes/quote-enums';
import { CATALOG_ITEM_KINDS } from '../rate-card/catalog-item-schemas';

/**
 * The AI scoping assistant's contract (docs/decisions/0018-ai-scoping.md): `POST /api/ai/scope-suggestions`. Both engines (the
 * built-in one in `@scopewright/scoping`, the LLM one in the API) answer with this shape; the web reviews it and
 * turns accepted lines into quote lines (`source = 'ai'`, `sourceRef = runId`).
 */

const Description = z
  .string({ error: SCOPE_COPY.descriptionRequired })
  .trim()
  .min(1, { error: SCOPE_COPY.descriptionRequired })
  .min(SCOPE_DESCRIPTION_LIMITS.min, { error: SCOPE_COPY.descriptionTooShort })
  .max(SCOPE_DESCRIPTION_LIMITS.max, { error: SCOPE_COPY.descriptionTooLong });

/** Request body. `previousRunId` refines an earlier run ("add a third site", "remove Intune"). */
export const ScopeSuggestionInput = z.strictObject({
  description: Description,
  clientId: z.uuid().nullable().optional(),
  quoteId: z.uuid().nullable().optional(),
  previousRunId: z.uuid().nullable().optional(),
});
export type ScopeSuggestionInput = z.input<typeof ScopeSuggestionInput>;

export const SCOPE_UNITS = [
  'users',
  'devices',
  'mailboxes',
  'sites',
  'servers',
  'vms',
  'tb',
  'access_points',
  'switches',
  'firewalls',
  'printers',
  'phones',
  'circuits',
  'applications',
  'rooms',
] as const;
export type ScopeUnit = (typeof SCOPE_UNITS)[number];

export const SCOPE_UNIT_LABELS: Record<ScopeUnit, { one: string; many: string }> = {
  users: { one: 'user', many: 'users' },
  devices: { one: 'device', many: 'devices' },
  mailboxes: { one: 'mailbox', many: 'mailboxes' },
  sites: { one: 'site', many: 'sites' },
  servers: { one: 'server', many: 'servers' },
  vms: { one: 'VM', many: 'VMs' },
  tb: { one: 'TB', many: 'TB' },
  access_points: { one: 'access point', many: 'access points' },
  switches: { one: 'switch', many: 'switches' },
  firewalls: { one: 'firewall', many: 'firewalls' },
  printers: { one: 'printer', many: 'printers' },
  phones: { one: 'phone', many: 'phones' },
  circuits: { one: 'circuit', many: 'circuits' },
  applications: { one: 'application', many: 'applications' },
  rooms: { one: 'room', many: 'rooms' },
};

/** When a unit is not named, the unit it is usually counted with (one mailbox per user, one firewall per site). */
export const SCOPE_UNIT_FALLBACKS: Partial<Record<ScopeUnit, readonly ScopeUnit[]>> = {
  mailboxes: ['users'],
  users: ['mailboxes', 'devices', 'phones'],
  devices: ['users'],
  phones: ['users'],
  firewalls: ['sites'],
  circuits: ['sites'],
  switches: ['sites'],
};

/** A task's count when its unit is not the service's primary unit and nothing in the description counts it. */
export const SCOPE_UNIT_DEFAULTS: Record<ScopeUnit, number> = {
  users: 10,
  devices: 10,
  mailboxes: 10,
  sites: 1,
  servers: 1,
  vms: 2,
  tb: 1,
  access_points: 4,
  switches: 1,
  firewalls: 1,
  printers: 2,
  phones: 10,
  circuits: 1,
  applications: 3,
  rooms: 2,
};

export const ExtractedQuantity = z.object({
  value: z.number().nonnegative(),
  unit: z.enum(SCOPE_UNITS),
  /** The words it was read from, as typed ("a dozen laptops"). */
  text: z.string(),
});
export type ExtractedQuantity = z.infer<typeof ExtractedQuantity>;

export const SuggestedLine = z.object({
  /** Stable within a run: `${serviceId}:${taskKey}`, or `pm:…` for engine-added lines. */
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** The tenant's role name (rate card), or the library's role name when the rate card has no match. */
  role: z.string(),
  roleId: z.uuid().nullable(),
  hours: z.number().nonnegative(),
  /** The tenant's bill and cost rate per hour for that role (0 when unpriced). */
  billRateCents: z.number().int().nonnegative(),
  costRateCents: z.number().int().nonnegative(),
  /** hours × bill rate, rounded to cents. */
  priceCents: z.number().int().nonnegative(),
  deliverables: z.array(z.string()),
  assumptions: z.array(z.string()),
  outOfScope: z.array(z.string()),
  customerResponsibilities: z.array(z.string()).default([]),
  /** One line of why: "45 users × 0.5 h per mailbox". */
  rationale: z.string(),
  /** Library service this came from; null for engine-added project management and handover. */
  serviceId: z.string().nullable(),
});
export type SuggestedLine = z.infer<typeof SuggestedLine>;

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

export const SuggestedSection = z.object({
  /** Phase name, e.g. "Discovery & Planning", "Migration", "Project Management". */
  name: z.string(),
  /** 0–1, with the level shown to the user. */
  confidence: z.number().min(0).max(1),
  confidenceLevel: z.enum(CONFIDENCE_LEVELS),
  lines: z.array(SuggestedLine),
});
export type SuggestedSection = z.infer<typeof SuggestedSection>;

/**
 * A product or recurring line from the workspace's own catalog (licences, managed services, hardware). Name,
 * unit, prices, cadence and tax come from the catalog item, never from an engine; the engine only says which
 * item, how many and why.
 */
export const SuggestedItem = z.object({
  /** Stable within a run: `catalog:${catalogItemId}`. */
  key: z.string(),
  catalogItemId: z.uuid(),
  kind: z.enum(CATALOG_ITEM_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  sku: z.string().nullable(),
  unit: z.string(),
  quantity: z.number().positive(),
  unitPriceCents: z.number().int().nonnegative(),
  unitCostCents: z.number().int().nonnegative(),
  /** one_time for hardware, monthly/annual for licences and managed services. */
  frequency: z.enum(BILLING_FREQUENCIES),
  taxable: z.boolean(),
  /** quantity × unit price, per cadence. */
  priceCents: z.number().int().nonnegative(),
  /** "20 users × Microsoft 365 Business Premium (catalog SKU CFQ7TTC0LCHC)". */
  rationale: z.string(),
  /** The words of the description it was read from ('' when a service brought it). */
  matchedText: z.string(),
  /** The library service whose quotes usually carry it; null when the description named the item itself. */
  serviceId: z.string().nullable().default(null),
});
export type SuggestedItem = z.infer<typeof SuggestedItem>;

export const SCOPE_SOURCES = ['builtin', 'llm'] as const;
export type ScopeSource = (typeof SCOPE_SOURCES)[number];

export interface AiUsage {
  used: number;
  limit: Limit;
}

export const ScopeSuggestionResponse = z.object({
  runId: z.uuid(),
  source: z.enum(SCOPE_SOURCES),
  fallbackReason: z.string().nullable(),
  quantities: z.array(ExtractedQuantity),
  sections: z.array(SuggestedSection),
  totalHours: z.number().nonnegative(),
  /** Sum of the lines' prices, cents, in the tenant's default currency. */
  totalPriceCents: z.number().int().nonnegative(),
  /** Shown above the suggestions: nothing recognised, unpriced roles, what a refinement changed. */
  message: z.string().nullable(),
  /** Parts of the description the engine did not understand, quoted back rather than guessed at. */
  notUnderstood: z.array(z.string()),
  /** What to ask the client before sending: the counts the scope assumed ("How many users? We assumed 25."). */
  questions: z.array(z.string()).default([]),
  /** Library services chosen (ids), in order: what a refinement starts from. */
  serviceIds: z.array(z.string()),
  /** Products and recurring services from the workspace's catalog; empty when nothing in the catalog matched. */
  items: z.array(SuggestedItem).default([]),
  usage: z.object({ used: z.number().int().nonnegative(), limit: z.union([z.number().int(), z.literal('unlimited')]) }),
});
export type ScopeSuggestionResponse = z.infer<typeof ScopeSuggestionResponse>;

/**
 * `POST /api/v1/quotes/from-description`: a quote made from a plain-English description by the scoping engine,
 * every suggested line on it. The title defaults to the description's first sentence.
 */
export const QuoteFromDescriptionInput = z.strictObject({
  description: Description,
  clientId: z.uuid(),
  contactId: z.uuid().nullable().optional(),
  title: z.string().trim().min(1).max(200).optional(),
  validUntil: z.iso.date().nullable().optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  opportunityId: z.uuid().nullable().optional(),
  newOpportunity: z.boolean().optional(),
});
export type QuoteFromDescriptionInput = z.input<typeof QuoteFromDescriptionInput>;

/** `POST /api/ai/runs/{id}/accepted`: which suggested line keys the user put on the quote. */
export const AcceptedLinesInput = z.strictObject({
  lineKeys: z.array(z.string().min(1).max(200)).min(1).max(500),
  quoteId: z.uuid().nullable().optional(),
});
export type AcceptedLinesInput = z.input<typeof AcceptedLinesInput>;
