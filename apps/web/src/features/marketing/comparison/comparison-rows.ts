import { COMPETITOR_NAME, PRODUCT_NAME } from '@scopewright/domain';

export interface ComparisonRow {
  topic: string;
  ours: string;
  theirs: string;
}

export const COLUMNS = { ours: PRODUCT_NAME, theirs: COMPETITOR_NAME } as const;

/** Kept to what each product is documented to do; where the competitor is strong, the table says so. */
export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    topic: 'Built around',
    ours: 'Services: phases, tasks, roles and hours for MSP projects',
    theirs: 'Products: a catalogue of items, bundles and proposals',
  },
  {
    topic: 'Starting a quote',
    ours: 'Describe the project in plain English; the AI assistant drafts the scope for review',
    theirs: 'Build from templates and catalogue items, line by line',
  },
  {
    topic: 'Labour pricing',
    ours: 'Role rate card with sell and cost rates; margin on every line',
    theirs: 'Labour added as priced items alongside products',
  },
  {
    topic: 'One-time and recurring',
    ours: 'Kept apart: one-time total, monthly recurring, annual and total contract value',
    theirs: 'Supports one-time and recurring items on a quote',
  },
  {
    topic: 'Distributor pricing',
    ours: 'Your own catalogue and rate card; no live distributor feeds today',
    theirs: 'Strong: live pricing and ordering through distributor integrations',
  },
  {
    topic: 'PSA integration',
    ours: 'Deep PSA integration: clients, opportunities and signed scopes as projects',
    theirs: 'Native integration with ConnectWise PSA',
  },
  {
    topic: 'Client acceptance',
    ours: 'Branded online quote, designed for phones, accepted with a signature',
    theirs: 'Branded online proposals with e-signature',
  },
  {
    topic: 'Published pricing',
    ours: '$99, $129 or $250 per user per month; 14-day trial, no credit card',
    theirs: 'Pricing by quote from ConnectWise',
  },
  {
    topic: 'Moving your templates',
    ours: 'Our professional services team recreates your existing templates',
    theirs: 'Not applicable',
  },
];
