import { writeCsv, type CsvColumn } from '../csv/csv';
import { WORKSPACE_PLAN_LABELS, WORKSPACE_STATE_LABELS } from './platform-workspaces-copy';
import type { PlatformWorkspaceRow } from './platform-workspaces';

type Key =
  | 'id'
  | 'name'
  | 'domain'
  | 'ownerName'
  | 'ownerEmail'
  | 'plan'
  | 'state'
  | 'trialEnds'
  | 'members'
  | 'seats'
  | 'mrr'
  | 'billing'
  | 'created'
  | 'lastActive';

export const PLATFORM_WORKSPACES_CSV_COLUMNS: readonly CsvColumn<Key>[] = [
  { key: 'id', header: 'Workspace ID' },
  { key: 'name', header: 'Name' },
  { key: 'domain', header: 'Domain' },
  { key: 'ownerName', header: 'Owner' },
  { key: 'ownerEmail', header: 'Owner email' },
  { key: 'plan', header: 'Plan' },
  { key: 'state', header: 'State' },
  { key: 'trialEnds', header: 'Trial ends (UTC)' },
  { key: 'members', header: 'Members' },
  { key: 'seats', header: 'Seats' },
  { key: 'mrr', header: 'MRR (USD)' },
  { key: 'billing', header: 'Billed by' },
  { key: 'created', header: 'Created (UTC)' },
  { key: 'lastActive', header: 'Last active (UTC)' },
];

/** Cents as a plain amount with two decimals, without floats: 129000 → "1290.00". */
const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * The MSP list as CSV through the shared writer: a name, domain or owner that starts like a formula is neutralised
 * (docs/security.md#no-xss), times are ISO 8601 in UTC, MRR in dollars with cents.
 */
export function platformWorkspacesToCsv(rows: readonly PlatformWorkspaceRow[]): string {
  return writeCsv(
    PLATFORM_WORKSPACES_CSV_COLUMNS,
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      domain: row.domain ?? '',
      ownerName: row.owner?.name ?? '',
      ownerEmail: row.owner?.email ?? '',
      plan: row.tier ? WORKSPACE_PLAN_LABELS[row.tier] : '',
      state: WORKSPACE_STATE_LABELS[row.state],
      trialEnds: row.trialEndDate ?? '',
      members: String(row.members),
      seats: row.seats === null ? '' : String(row.seats),
      mrr: amount(row.mrrCents),
      billing: row.billedByStripe ? 'Stripe' : row.mrrCents > 0 ? 'Manual' : '',
      created: row.createdAt,
      lastActive: row.lastActiveAt ?? '',
    })),
  );
}
