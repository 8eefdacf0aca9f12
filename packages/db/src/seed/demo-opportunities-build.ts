import type { OpportunitySource } from '@scopewright/domain';

/**
 * The demo pipeline's plan, free of the database: which deals, in which stage, with which history. Deterministic:
 * one seeded generator and dates relative to the seed's `now` (docs/decisions/0047-opportunities-pipeline.md).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** mulberry32: a tiny seeded generator, the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

export const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
/** A working-hours-looking moment on the day `days` before `now` (09:00–17:00 UTC), never after `now`. */
function workingMoment(now: Date, days: number, random: Random): Date {
  const day = daysAgo(now, days);
  day.setUTCHours(between(random, 9, 16), between(random, 0, 59), 0, 0);
  return day.getTime() > now.getTime() ? new Date(now.getTime() - between(random, 5, 90) * 60_000) : day;
}

/** The short names the home screen and board show: "Harlow & Finch – M365 migration". */
export const DEMO_CLIENT_SHORT_NAMES: Record<string, string> = {
  dental: 'Bright Smile Dental',
  law: 'Harlow & Finch',
  manufacturer: 'Keystone Precision',
  nonprofit: 'Riverbend Food Bank',
  school: 'St. Brendan’s Academy',
  cpa: 'Maple & Vine CPAs',
  construction: 'Ironclad Builders',
  clinic: 'Lakeside Family Clinic',
  logistics: 'Northwind Logistics',
  vet: 'Cedar Ridge Vet',
  realty: 'Summit Realty',
  architects: 'Greenleaf Architects',
  creditunion: 'Pioneer Credit Union',
  seniorliving: 'Oakmont Senior Living',
};

/** The deal a demo quote is for, by the quote's title (demo-data/demo-quote-list.ts); else the title itself. */
const DEAL_NAMES_BY_QUOTE_TITLE: Record<string, string> = {
  'Google Workspace to Microsoft 365 migration (45 users)': 'M365 migration',
  'FortiGate 100F HA firewall refresh': 'Firewall refresh (HA pair)',
  'Managed services agreement — 4 practices (36 months)': 'Managed services 3-yr',
  'Windows Server 2025 and Hyper-V upgrade': 'Server 2025 upgrade',
  'Intune and Autopilot rollout (30 devices)': 'Intune rollout',
  'Datto SIRIS backup and disaster recovery': 'Backup & DR',
  'Security awareness training and phishing simulation': 'Security awareness programme',
  'Meraki network refresh — Aurora DC and office': 'Meraki network refresh',
  'Teams Phone migration from on-prem PBX': 'Teams Phone migration',
  'Boulder studio opening — network, desks and move day': 'Boulder studio opening',
  'Classroom Wi-Fi 6 refresh (18 classrooms)': 'Classroom Wi-Fi refresh',
  'Security assessment and vCIO programme': 'Security assessment + vCIO',
  'Managed services agreement (24 months)': 'Managed services 2-yr',
  'Nurse-call and resident Wi-Fi network segmentation': 'Network segmentation',
  'Shop-floor OT network segmentation': 'OT network segmentation',
  'Highlands Ranch practice build-out': 'Highlands Ranch build-out',
  'Email archiving and Microsoft 365 backup': 'M365 backup & archiving',
  'Tax season support block (40 hours)': 'Tax season support block',
  'Annual HIPAA security risk assessment': 'HIPAA risk assessment',
  'Managed services agreement — Aurora DC': 'Managed services – Aurora DC',
  'Job-site connectivity kits (Starlink + LTE)': 'Job-site connectivity kits',
  'Microsoft 365 nonprofit licensing and SharePoint move': 'M365 nonprofit licensing',
  'Managed services agreement': 'Managed services 3-yr',
  'Penetration test remediation': 'Pen-test remediation',
  'Server room refresh — Windows Server 2025': 'Server room refresh',
  'Staff laptops: Intune and Autopilot (60 devices)': 'Staff laptops – Intune',
  'Managed services proposal — two studios': 'Managed services – two studios',
  'Microsoft 365 security hardening': 'M365 security hardening',
};

export type DemoOwner = 'admin' | 'user';
type OpenStep = 0 | 1 | 2 | 3 | 4; // Lead, Qualified, Scoping, Proposal Sent, Negotiation (open stages by position)

/** A deal without a quote: typed values, a history of its own. */
interface HandDealSpec {
  client: string;
  deal: string;
  owner: DemoOwner;
  source: OpportunitySource;
  oneTimeCents: number;
  mrrCents: number;
  termMonths: number;
  outcome:
    | { status: 'open'; stage: OpenStep; createdDaysAgo: number }
    | { status: 'won'; reached: OpenStep; closedDaysAgo: number; cycleDays: number }
    | { status: 'lost'; reached: OpenStep; closedDaysAgo: number; cycleDays: number; reason: string };
}

/** Fourteen deals that never got (or have not yet got) a quote: early stages now, a year of closed ones before. */
const HAND_DEALS: HandDealSpec[] = [
  // Open, early: nothing to quote yet.
  d('law', 'Conditional Access for partners', 'admin', 'existing_client', 450_000, 0, 0, open(0, 6)),
  d('vet', 'Cloud phone system', 'user', 'existing_client', 380_000, 42_000, 36, open(0, 3)),
  d('school', 'Chromebook fleet management', 'admin', 'existing_client', 220_000, 31_000, 12, open(0, 11)),
  d('manufacturer', 'ERP server virtualisation', 'user', 'existing_client', 2_480_000, 0, 0, open(1, 19)),
  d('realty', 'Managed services 3-yr', 'admin', 'referral', 650_000, 485_000, 36, open(1, 24)),
  d('creditunion', 'Co-managed SOC 3-yr', 'user', 'partner', 900_000, 610_000, 36, open(2, 33)),
  d('clinic', 'Managed security (MDR) 3-yr', 'admin', 'existing_client', 300_000, 228_000, 36, open(2, 27)),
  // Closed over the last year (before the demo quotes begin).
  d('dental', 'Imaging workstation refresh', 'admin', 'existing_client', 3_260_000, 0, 0, won(4, 318, 41)),
  d('architects', 'Microsoft 365 setup', 'user', 'website', 840_000, 0, 0, won(3, 296, 27)),
  d('cpa', 'Managed services 2-yr', 'admin', 'referral', 180_000, 265_000, 24, won(4, 262, 63)),
  d('logistics', 'Warehouse Wi-Fi survey', 'user', 'inbound_call', 410_000, 0, 0, won(3, 221, 22)),
  d('realty', 'Backup & DR', 'user', 'outbound', 520_000, 39_000, 36, lost(3, 275, 48, 'Price')),
  d('school', 'Camera system upgrade', 'admin', 'event', 4_150_000, 0, 0, lost(4, 238, 70, 'Chose a competitor')),
  d(
    'manufacturer',
    'CMMC readiness assessment',
    'admin',
    'partner',
    1_250_000,
    0,
    0,
    lost(2, 184, 36, 'Scope not a fit'),
  ),
];

function d(
  client: string,
  deal: string,
  owner: DemoOwner,
  source: OpportunitySource,
  oneTimeCents: number,
  mrrCents: number,
  termMonths: number,
  outcome: HandDealSpec['outcome'],
): HandDealSpec {
  return { client, deal, owner, source, oneTimeCents, mrrCents, termMonths, outcome };
}
function open(stage: OpenStep, createdDaysAgo: number): HandDealSpec['outcome'] {
  return { status: 'open', stage, createdDaysAgo };
}
function won(reached: OpenStep, closedDaysAgo: number, cycleDays: number): HandDealSpec['outcome'] {
  return { status: 'won', reached, closedDaysAgo, cycleDays };
}
function lost(reached: OpenStep, closedDaysAgo: number, cycleDays: number, reason: string): HandDealSpec['outcome'] {
  return { status: 'lost', reached, closedDaysAgo, cycleDays, reason };
}

/** A demo quote as the seed finds it in the database. */
export interface DemoQuoteFacts {
  id: string;
  clientKey: string;
  title: string;
  owner: DemoOwner;
  /** The status it shows (archived quotes: the one before archiving). */
  status: 'draft' | 'sent' | 'viewed' | 'accepted' | 'declined' | 'expired' | 'superseded';
  archivedAt: Date | null;
  versionNo: number;
  createdAt: Date;
  /** When its current version was created (a revision after the client's feedback). */
  currentCreatedAt: Date;
  sentAt: Date | null;
  viewedAt: Date | null;
  acceptedAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
  validUntil: string;
  oneTimeCents: number;
  mrrCents: number;
  tcvCents: number;
}

/** One stage change: an open stage by its step, or the won / lost stage. */
export interface PlannedChange {
  to: OpenStep | 'won' | 'lost';
  at: Date;
  /** Null: the client (an acceptance through the share link). */
  by: DemoOwner | null;
}

export interface PlannedDeal {
  name: string;
  clientKey: string;
  owner: DemoOwner;
  source: OpportunitySource;
  quoteId: string | null;
  status: 'open' | 'won' | 'lost';
  oneTimeCents: number;
  mrrCents: number;
  tcvCents: number;
  expectedCloseDate: string;
  probabilityOverrideBps: number | null;
  lossReason: string | null;
  lossNote: string;
  nextStep: string;
  nextStepDate: string | null;
  createdAt: Date;
  closedAt: Date | null;
  changes: PlannedChange[];
}

/** The workspace's loss reason a client's own words come closest to (the default list of ADR 0047). */
export function lossReasonFor(text: string | null): string {
  const words = (text ?? '').toLowerCase();
  if (/price|expensive|cost|cheaper/.test(words)) return 'Price';
  if (/budget|fiscal|next year|timing|later|defer/.test(words)) return 'Timing / budget';
  if (/went with|provider|competitor|another|in-house|their .* team/.test(words)) return 'Chose a competitor';
  if (/scope|fit/.test(words)) return 'Scope not a fit';
  return 'No decision / went quiet';
}

const NEXT_STEPS: Record<OpenStep, readonly string[]> = {
  0: ['Discovery call to confirm the problem', 'Send intro deck and book a call', 'Ask for their current IT invoice'],
  1: ['Site walk-through with the office manager', 'Confirm budget and decision date', 'Meet the owner for sign-off'],
  2: ['Finish the scope and price it', 'Check licence counts with the vendor', 'Review scope with engineering'],
  3: ['Follow up on the proposal', 'Walk the decision maker through the quote', 'Answer questions on the SLA'],
  4: ['Send revised terms', 'Agree the start date', 'Chase the signature'],
};

/**
 * Every deal of the demo pipeline: one per demo quote (its stage from the quote's status, its values from the
 * quote, won at the acceptance, lost at a decline with the client's words) and the hand-made ones.
 */
export function planDemoPipeline(quotes: readonly DemoQuoteFacts[], now: Date, seed = 19): PlannedDeal[] {
  const random = seededRandom(seed);
  const deals = [...quotes].map((quote) => planQuoteDeal(quote, now, random));
  for (const spec of HAND_DEALS) deals.push(planHandDeal(spec, now, random));
  // Open deals: next steps (every third overdue) and close dates over the next two quarters, later for earlier stages.
  let openIndex = 0;
  for (const deal of deals) {
    if (deal.status !== 'open') continue;
    const step = lastOpenStep(deal);
    const overdue = openIndex % 3 === 1;
    deal.nextStep = pick(random, NEXT_STEPS[step]);
    deal.nextStepDate = isoDate(daysAgo(now, overdue ? between(random, 1, 9) : -between(random, 0, 12)));
    const soonest = [150, 110, 75, 40, 14][step]!;
    deal.expectedCloseDate = isoDate(daysAgo(now, -(soonest + between(random, 0, 30))));
    if (step === 4 && openIndex % 2 === 0) deal.probabilityOverrideBps = 9_000;
    openIndex += 1;
  }
  return deals;
}

const lastOpenStep = (deal: PlannedDeal): OpenStep => {
  const last = deal.changes.at(-1)!.to;
  return typeof last === 'number' ? last : 0;
};

function dealName(clientKey: string, deal: string) {
  return `${DEMO_CLIENT_SHORT_NAMES[clientKey] ?? clientKey} – ${deal}`;
}

/** The open steps a deal passes through from its first stage to `reached`, one sometimes skipped. */
function pathTo(reached: OpenStep, random: Random): OpenStep[] {
  const start = random() < 0.7 ? 0 : 1;
  const steps: OpenStep[] = [];
  for (let step = Math.min(start, reached); step <= reached; step += 1) steps.push(step as OpenStep);
  // Now and then a deal jumps a stage (Qualified straight to Proposal Sent); never the first or last one.
  if (steps.length > 3 && random() < 0.25) steps.splice(between(random, 1, steps.length - 2), 1);
  return steps;
}

/** `count` moments from `from` to `to`, in order, spread with some jitter, all at least an hour apart. */
function spread(from: Date, to: Date, count: number, random: Random): Date[] {
  if (count <= 0) return [];
  const span = Math.max(0, to.getTime() - from.getTime());
  const moments: Date[] = [];
  for (let i = 0; i < count; i += 1) {
    const share = count === 1 ? 0 : (i + (random() - 0.5) * 0.5) / (count - 1);
    moments.push(new Date(from.getTime() + Math.max(0, Math.min(1, share)) * span));
  }
  moments[0] = from;
  for (let i = 1; i < moments.length; i += 1) {
    if (moments[i]!.getTime() <= moments[i - 1]!.getTime()) moments[i] = new Date(moments[i - 1]!.getTime() + HOUR_MS);
  }
  return moments;
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

function planQuoteDeal(quote: DemoQuoteFacts, now: Date, random: Random): PlannedDeal {
  const name = dealName(quote.clientKey, DEAL_NAMES_BY_QUOTE_TITLE[quote.title] ?? quote.title);
  const createdAt = new Date(
    quote.createdAt.getTime() - between(random, 6, 32) * DAY_MS - between(random, 1, 5) * HOUR_MS,
  );
  const scopingAt = new Date(quote.createdAt.getTime() - between(random, 2, 48) * HOUR_MS);
  const early = pathTo(2, random);
  const changes: PlannedChange[] = spread(createdAt, scopingAt, early.length, random).map((at, i) => ({
    to: early[i]!,
    at,
    by: quote.owner,
  }));
  const add = (to: PlannedChange['to'], at: Date, by: DemoOwner | null = quote.owner) => {
    const previous = changes.at(-1)!.at;
    changes.push({ to, at: new Date(Math.min(now.getTime(), later(at, minutesAfter(previous, 30)).getTime())), by });
  };

  const base = {
    name,
    clientKey: quote.clientKey,
    owner: quote.owner,
    source: (quote.clientKey === 'architects' || quote.clientKey === 'seniorliving'
      ? pick(random, ['referral', 'website', 'event'] as const)
      : 'existing_client') as OpportunitySource,
    quoteId: quote.id,
    oneTimeCents: quote.oneTimeCents,
    mrrCents: quote.mrrCents,
    tcvCents: quote.tcvCents,
    probabilityOverrideBps: null,
    lossReason: null,
    lossNote: '',
    nextStep: '',
    nextStepDate: null,
    createdAt,
  };
  if (quote.sentAt) add(3, quote.sentAt);
  // A revision after the client's feedback is a negotiation; so are some viewed quotes, before or after the answer.
  if (quote.versionNo > 1) add(4, quote.currentCreatedAt);
  else if (quote.viewedAt && quote.status === 'viewed' && random() < 0.5) {
    add(4, new Date(quote.viewedAt.getTime() + between(random, 2, 30) * HOUR_MS));
  } else if (quote.viewedAt && quote.acceptedAt && quote.acceptedAt.getTime() - quote.viewedAt.getTime() > DAY_MS) {
    // Midway between the first view and the signature, so the deal closes exactly when the client accepted.
    add(4, new Date((quote.viewedAt.getTime() + quote.acceptedAt.getTime()) / 2));
  }

  if (quote.status === 'accepted' && quote.acceptedAt) {
    add('won', quote.acceptedAt, null);
    const closedAt = changes.at(-1)!.at;
    return { ...base, status: 'won', expectedCloseDate: slipped(closedAt, random), closedAt, changes };
  }
  const lostAt =
    quote.status === 'declined'
      ? (quote.declinedAt ?? quote.currentCreatedAt)
      : quote.archivedAt
        ? quote.archivedAt
        : quote.status === 'expired'
          ? new Date(Date.parse(`${quote.validUntil}T00:00:00Z`) + between(random, 3, 10) * DAY_MS + 10 * HOUR_MS)
          : null;
  if (lostAt && lostAt.getTime() < now.getTime()) {
    add('lost', lostAt);
    const closedAt = changes.at(-1)!.at;
    return {
      ...base,
      status: 'lost',
      lossReason: lossReasonFor(quote.status === 'declined' ? quote.declineReason : null),
      lossNote:
        quote.status === 'declined'
          ? (quote.declineReason ?? '')
          : quote.status === 'expired'
            ? 'The quote expired without an answer.'
            : 'Shelved before it was sent.',
      expectedCloseDate: slipped(closedAt, random),
      closedAt,
      changes,
    };
  }
  return { ...base, status: 'open', expectedCloseDate: isoDate(now), closedAt: null, changes };
}

function planHandDeal(spec: HandDealSpec, now: Date, random: Random): PlannedDeal {
  const { outcome } = spec;
  const base = {
    name: dealName(spec.client, spec.deal),
    clientKey: spec.client,
    owner: spec.owner,
    source: spec.source,
    quoteId: null,
    oneTimeCents: spec.oneTimeCents,
    mrrCents: spec.mrrCents,
    tcvCents: spec.oneTimeCents + spec.mrrCents * spec.termMonths,
    probabilityOverrideBps: null,
    lossReason: null,
    lossNote: '',
    nextStep: '',
    nextStepDate: null,
  };
  if (outcome.status === 'open') {
    const createdAt = workingMoment(now, outcome.createdDaysAgo, random);
    const path = pathTo(outcome.stage, random);
    const lastMove = workingMoment(now, Math.max(1, Math.floor(outcome.createdDaysAgo / 4)), random);
    const changes = spread(createdAt, later(lastMove, createdAt), path.length, random).map((at, i) => ({
      to: path[i]!,
      at,
      by: spec.owner,
    }));
    return { ...base, status: 'open', expectedCloseDate: isoDate(now), createdAt, closedAt: null, changes };
  }
  const closedAt = workingMoment(now, outcome.closedDaysAgo, random);
  const createdAt = workingMoment(now, outcome.closedDaysAgo + outcome.cycleDays, random);
  const path = pathTo(outcome.reached, random);
  const lastMove = new Date(closedAt.getTime() - between(random, 3, 12) * DAY_MS);
  const changes: PlannedChange[] = spread(createdAt, lastMove, path.length, random).map((at, i) => ({
    to: path[i]!,
    at,
    by: spec.owner,
  }));
  changes.push({ to: outcome.status, at: closedAt, by: spec.owner });
  return {
    ...base,
    status: outcome.status,
    lossReason: outcome.status === 'lost' ? outcome.reason : null,
    expectedCloseDate: slipped(closedAt, random),
    createdAt,
    closedAt,
    changes,
  };
}

/** What the deal was forecast to close on: mostly right, sometimes a few weeks early (a slipped deal). */
function slipped(closedAt: Date, random: Random): string {
  const roll = random();
  const days = roll < 0.55 ? between(random, -5, 5) : roll < 0.85 ? between(random, 10, 35) : -between(random, 8, 20);
  return isoDate(new Date(closedAt.getTime() - days * DAY_MS));
}
