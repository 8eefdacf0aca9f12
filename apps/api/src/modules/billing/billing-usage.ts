import { countAiGenerations, invitations, profiles, quotes, templates, type Tx } from '@scopewright/db';
import { SEAT_ROLES, type FeatureLimit } from '@scopewright/domain';
import { and, count, eq, gt, inArray } from 'drizzle-orm';

export interface UsageCount {
  used: number;
  /** False while the counted feature does not exist yet: the meter reads 0. */
  isTracked: boolean;
}

type Counter = (tx: Tx, tenantId: string, now: Date) => Promise<number>;

/** Members holding a seat (domain SEAT_ROLES); pending users take one only once an admin approves them. */
export async function countActiveMembers(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.role, SEAT_ROLES)));
  return row?.n ?? 0;
}

export async function countPendingInvitations(tx: Tx, tenantId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(invitations)
    .where(and(eq(invitations.tenantId, tenantId), eq(invitations.status, 'pending'), gt(invitations.expiresAt, now)));
  return row?.n ?? 0;
}

/**
 * maxQuotes counts every quote of the workspace, archived ones included: archiving hides a quote, it does not
 * free its slot (else archive → create → unarchive would pass the limit). Deleting one (admins) frees it.
 */
export async function countQuotes(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(quotes).where(eq(quotes.tenantId, tenantId));
  return row?.n ?? 0;
}

/** maxTemplates counts the workspace's own templates, archived ones included (as quotes); global ones are free. */
export async function countTemplates(tx: Tx, tenantId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(templates).where(eq(templates.tenantId, tenantId));
  return row?.n ?? 0;
}

/** aiGenerationsPerMonth: succeeded AI runs this UTC month, from the usage counter (failed calls never count). */
export const countAiGenerationsThisMonth: Counter = countAiGenerations;

/**
 * What each tier limit counts (docs/product-rules.md#tiers-and-limits): the single place the billing page and the limit checks read usage
 * from.
 */
export const USAGE_COUNTERS: Record<FeatureLimit, Counter | null> = {
  maxUsers: async (tx, tenantId, now) =>
    (await countActiveMembers(tx, tenantId)) + (await countPendingInvitations(tx, tenantId, now)),
  maxQuotes: (tx, tenantId) => countQuotes(tx, tenantId),
  maxTemplates: (tx, tenantId) => countTemplates(tx, tenantId),
  aiGenerationsPerMonth: countAiGenerationsThisMonth,
};

/** Usage of every limit, inside the caller's tenant transaction (one connection: counted one after another). */
export async function getTenantUsage(tx: Tx, tenantId: string, now: Date): Promise<Record<FeatureLimit, UsageCount>> {
  const usage = {} as Record<FeatureLimit, UsageCount>;
  for (const [key, counter] of Object.entries(USAGE_COUNTERS) as [FeatureLimit, Counter | null][]) {
    usage[key] = counter ? { used: await counter(tx, tenantId, now), isTracked: true } : { used: 0, isTracked: false };
  }
  return usage;
}
