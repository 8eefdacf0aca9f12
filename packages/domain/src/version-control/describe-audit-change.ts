import { BRANDING_COPY } from '../branding/branding-copy';
import { auditActionLabel } from '../platform-console/audit-actions';
import { formatHours, formatMoney, formatPercentBps } from '../quotes/format-money';
import { BILLING_FREQUENCY_LABELS, LINE_KIND_LABELS } from '../quotes/quote-enums';
import { CATALOG_ITEM_KIND_LABELS } from '../rate-card/catalog-item-schemas';
import type { VersionChange, VersionFieldChange } from './version-control-api';
import { VERSION_CONTROL_COPY as COPY } from './version-control-copy';

/** What the audit log keeps for a secret field (record-audit's REDACTED_CHANGE). */
const REDACTED = '[changed]';

/** The audit log's changes: `{ field: { before, after } }`. */
export type RecordedChanges = Record<string, { before: unknown; after: unknown }>;

/** What a recorded field is called in a sentence ("Changed bill rate of …"). */
export const RECORDED_FIELD_LABELS: Record<string, string> = {
  name: 'name',
  clientFacingName: 'client-facing name',
  description: 'description',
  billRateCents: 'bill rate',
  costRateCents: 'cost rate',
  position: 'position',
  archivedAt: 'archived',
  kind: 'kind',
  sku: 'SKU',
  manufacturer: 'manufacturer',
  unit: 'unit',
  unitPriceCents: 'unit price',
  unitCostCents: 'unit cost',
  frequency: 'billing',
  taxable: 'taxable',
  category: 'category',
  primaryColor: 'primary colour',
  accentColor: 'accent colour',
  font: 'font',
  coverPage: 'cover page',
  sections: 'document sections',
  defaultTerms: 'default terms',
  footerText: 'footer text',
  logo: 'logo',
  logoVersion: 'logo',
  logoWidth: 'logo width',
  logoHeight: 'logo height',
  title: 'title',
  tags: 'tags',
};

/** "unitPriceCents" → "unit price" for a field the labels do not know. */
export function recordedFieldLabel(field: string): string {
  const known = RECORDED_FIELD_LABELS[field];
  if (known) return known;
  const words = field
    .replace(/(Cents|Bps|Minutes)$/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words || field;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function formatItem(item: unknown): string {
  if (item && typeof item === 'object' && 'key' in item && typeof item.key === 'string') {
    return 'visible' in item && item.visible === false ? `${item.key} (${COPY.hidden})` : item.key;
  }
  return typeof item === 'string' ? item : JSON.stringify(item);
}

/**
 * A recorded value as a person reads it: money in the workspace's currency, minutes as hours, basis points as a
 * percentage, yes/no, labels for known choices; null when there is nothing (null, empty).
 */
export function formatRecordedValue(field: string, value: unknown, currency: string): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === REDACTED) return COPY.secretChanged;
  if (typeof value === 'number') {
    if (/Cents$/.test(field)) return formatMoney(value, currency);
    if (/(^m|M)inutes$/.test(field)) return formatHours(value);
    if (/Bps$/.test(field)) return formatPercentBps(value);
    return value.toLocaleString('en-US');
  }
  if (typeof value === 'boolean') return value ? COPY.yes : COPY.no;
  if (typeof value === 'string') {
    if (field === 'frequency' && value in BILLING_FREQUENCY_LABELS)
      return BILLING_FREQUENCY_LABELS[value as keyof typeof BILLING_FREQUENCY_LABELS];
    if (field === 'kind' && value in CATALOG_ITEM_KIND_LABELS)
      return CATALOG_ITEM_KIND_LABELS[value as keyof typeof CATALOG_ITEM_KIND_LABELS];
    if (field === 'kind' && value in LINE_KIND_LABELS) return LINE_KIND_LABELS[value as keyof typeof LINE_KIND_LABELS];
    if (field === 'font') return BRANDING_COPY.fontNames[value] ?? value;
    if (ISO_TIME.test(value)) return value.slice(0, 10);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? null : value.map(formatItem).join(', ');
  return JSON.stringify(value);
}

const changeOf = (before: string | null, after: string | null): VersionChange =>
  before === null ? 'added' : after === null ? 'removed' : 'changed';

/** Each recorded field before and after, formatted; fields whose formatted values agree are left out. */
export function recordedFieldChanges(changes: RecordedChanges | null, currency: string): VersionFieldChange[] {
  if (!changes) return [];
  const fields: VersionFieldChange[] = [];
  for (const [field, { before, after }] of Object.entries(changes)) {
    const was = formatRecordedValue(field, before, currency);
    const now = formatRecordedValue(field, after, currency);
    if (was === now && was !== COPY.secretChanged) continue;
    fields.push({ field, label: recordedFieldLabel(field), change: changeOf(was, now), before: was, after: now });
  }
  return fields;
}

/** A value short enough to quote in a one-line summary. */
const SHORT = 40;
const isShort = (text: string | null) => text === null || (text.length <= SHORT && !text.includes('\n'));

/** "Changed bill rate of Senior Engineer: $150.00 → $165.00", or the fields' names when there are several. */
function describeFields(fields: VersionFieldChange[], of: string): string | null {
  if (fields.length === 0) return null;
  if (fields.length === 1) {
    const [field] = fields as [VersionFieldChange];
    if (!isShort(field.before) || !isShort(field.after)) return COPY.fieldEdited(field.label, of);
    return COPY.fieldChanged(field.label, of, field.before ?? COPY.none, field.after ?? COPY.none);
  }
  return COPY.fieldsChanged(COPY.list([...new Set(fields.map((f) => f.label))]), of);
}

/** Archived (or brought back) and nothing else: said as such rather than as a date. */
function archiveOnly(changes: RecordedChanges | null): 'archived' | 'unarchived' | null {
  if (!changes) return null;
  const keys = Object.keys(changes).filter((key) => key !== 'updatedAt');
  if (keys.length !== 1 || keys[0] !== 'archivedAt') return null;
  return changes.archivedAt!.after ? 'archived' : 'unarchived';
}

export interface AuditChangeInput {
  action: string;
  targetLabel: string | null;
  changes: RecordedChanges | null;
  metadata: Record<string, unknown> | null;
}

/** The feed's one-line summary of an audit-sourced change, built from its recorded fields. */
export function describeAuditChange(entry: AuditChangeInput, currency: string): string {
  const label = entry.targetLabel ?? '';
  const fields = recordedFieldChanges(entry.changes, currency);
  const after = (field: string) => fields.find((f) => f.field === field)?.after ?? null;
  const imported = entry.metadata?.imported;
  switch (entry.action) {
    case 'rate_card.role_created':
      return COPY.roleAdded(label || (after('name') ?? ''), after('billRateCents'));
    case 'rate_card.role_deleted':
      return COPY.roleRemoved(label);
    case 'rate_card.role_updated': {
      const archive = archiveOnly(entry.changes);
      if (archive) return archive === 'archived' ? COPY.roleArchived(label) : COPY.roleUnarchived(label);
      return describeFields(fields, label) ?? COPY.changedThing(COPY.labourRole, label);
    }
    case 'catalog.item_created':
      if (typeof imported === 'number') return COPY.itemsImported(imported);
      return COPY.itemAdded(label || (after('name') ?? ''));
    case 'catalog.item_deleted':
      return COPY.itemRemoved(label);
    case 'catalog.item_updated': {
      const archive = archiveOnly(entry.changes);
      if (archive) return archive === 'archived' ? COPY.itemArchived(label) : COPY.itemUnarchived(label);
      return describeFields(fields, label) ?? COPY.changedThing(COPY.catalogItem, label);
    }
    case 'branding.updated': {
      if (fields.length === 1) {
        const [field] = fields as [VersionFieldChange];
        if (isShort(field.before) && isShort(field.after))
          return COPY.brandingChanged(field.label, field.before ?? COPY.none, field.after ?? COPY.none);
      }
      return fields.length > 0
        ? COPY.brandingFieldsChanged(COPY.list([...new Set(fields.map((f) => f.label))]))
        : COPY.brandingUpdated;
    }
    case 'branding.logo_updated': {
      const logo = entry.changes ? Object.values(entry.changes)[0] : undefined;
      return logo && (logo.after === null || logo.after === false) ? COPY.logoRemoved : COPY.logoChanged;
    }
    case 'template.deleted':
      return COPY.templateDeleted(label);
    case 'quote.deleted':
      return COPY.quoteDeleted(label);
    default:
      return label ? `${auditActionLabel(entry.action)} ${label}` : auditActionLabel(entry.action);
  }
}
