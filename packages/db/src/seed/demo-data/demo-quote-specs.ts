import type { DemoClientKey } from './demo-clients';
import type { DemoContent, DemoSection } from './demo-lines';
import type { DemoTemplateRef } from './demo-template-starts';

/** One version of a demo quote; days are counted back from the seed's `now`. */
export interface DemoVersionSpec {
  createdDaysAgo: number;
  sentDaysAgo?: number;
  viewedDaysAgo?: number;
  views?: number;
  acceptedDaysAgo?: number;
  declined?: { daysAgo: number; reason: string };
}

/**
 * A demo quote. The last version is current; earlier ones are superseded. Its status follows from the facts:
 * accepted / declined, else sent and past its validity → expired, else viewed, sent or draft.
 */
export interface DemoQuoteSpec {
  client: DemoClientKey;
  title: string;
  owner: 'admin' | 'user';
  /** Days a sent quote stays valid (default 30). */
  validForDays?: number;
  content: DemoContent;
  versions: [DemoVersionSpec, ...DemoVersionSpec[]];
  /** v2, v3 … from the previous version's content (stable ids kept). */
  revisions?: ((previous: DemoContent) => DemoContent)[];
  archivedDaysAgo?: number;
  tags?: string[];
  /** Started from one of the demo's templates (`templateStart`): v1 is created from it. */
  template?: DemoTemplateRef;
}

export const STANDARD_TERMS = [
  'Prices are in US dollars and valid until the date shown. Hardware prices are subject to distributor stock and pricing on the order date.',
  'Project work is invoiced 50% on acceptance and 50% on completion; monthly services are invoiced monthly in advance.',
  'Changes to the scope are agreed in writing through a change request before work starts.',
  'Hardware carries the manufacturer’s warranty; we handle warranty claims on your behalf during the agreement.',
].join('\n\n');

interface ContentOptions {
  summary: string;
  term?: number;
  taxRateBps?: number;
  discountPercent?: number;
  discountAmount?: number;
  pricingModel?: 'fixed_fee' | 'time_and_materials';
  clientNotes?: string;
  internalNotes?: string;
}

/** Denver's combined sales tax; services are non-taxable, hardware and licences are. */
export const DENVER_TAX_BPS = 881;

export const content = (sections: DemoSection[], options: ContentOptions): DemoContent => ({
  executiveSummary: options.summary,
  terms: STANDARD_TERMS,
  clientNotes: options.clientNotes ?? '',
  internalNotes: options.internalNotes ?? '',
  pricingModel: options.pricingModel ?? 'fixed_fee',
  contractTermMonths: options.term ?? 12,
  taxRateBps: options.taxRateBps ?? DENVER_TAX_BPS,
  ...(options.discountPercent
    ? { discountType: 'percent' as const, discountValue: Math.round(options.discountPercent * 100) }
    : options.discountAmount
      ? { discountType: 'amount' as const, discountValue: Math.round(options.discountAmount * 100) }
      : {}),
  sections,
});

/** A revision: a deep copy of the previous content, changed in place. Lines without an id get a new one. */
export const revise =
  (change: (draft: DemoContent) => void) =>
  (previous: DemoContent): DemoContent => {
    const draft = structuredClone(previous);
    change(draft);
    return draft;
  };
