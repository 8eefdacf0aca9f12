import {
  appLinks,
  describeAuditChange,
  describeQuoteVersion,
  describeTemplateVersion,
  formatQuoteNumber,
  hasPermission,
  VERSION_CONTROL_COPY as COPY,
  versionItemId,
  versionKindOfAction,
  type VersionActor,
  type VersionItem,
  type VersionObjectType,
} from '@scopewright/domain';
import type { Actor } from '../../platform/access/actor';
import { originOf, type FeedRow } from './version-feed.queries';

/** Whether the caller may restore each kind (the restore routes' own requirements, so the button never lies). */
export interface RestoreRights {
  quotes: boolean;
  templates: boolean;
}

export function restoreRightsOf(actor: Actor): RestoreRights {
  const role = actor.profile?.role ?? null;
  const features = actor.access?.features;
  return {
    quotes: features ? hasPermission(features, role, 'canEditQuotes') : false,
    // A super admin's template routes work on the global templates, not the workspace's.
    templates: !actor.isSuperAdmin && features ? hasPermission(features, role, 'canEditTemplates') : false,
  };
}

const toNumber = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

function actorOf(row: FeedRow): VersionActor | null {
  if (!row.actor_id && !row.actor_label) return null;
  return {
    id: row.actor_id,
    name: row.actor_name ?? null,
    email: row.actor_email ?? row.actor_label ?? null,
  };
}

const atOf = (row: FeedRow) => (row.at instanceof Date ? row.at : new Date(row.at)).toISOString();

function quoteItem(row: FeedRow, rights: RestoreRights): VersionItem {
  const versionNo = row.version_no ?? 1;
  const currency = row.quote_currency ?? row.currency;
  const quoteNumber = formatQuoteNumber(row.quote_number ?? 0);
  const isCurrent = row.quote_current_version_id === row.id;
  const canRestore =
    rights.quotes && !isCurrent && !row.quote_archived && row.quote_status !== 'accepted' && row.ref_id !== null;
  return {
    id: versionItemId('qv', row.id),
    kind: 'quote',
    at: atOf(row),
    actor: actorOf(row),
    object: {
      type: 'quote',
      id: row.ref_id,
      label: COPY.quoteLabel(quoteNumber, row.quote_title ?? '', versionNo),
      link: row.ref_id ? appLinks.quote(row.ref_id) : null,
    },
    summary: describeQuoteVersion({
      versionNo,
      createdFrom: originOf(row),
      restoredFromNo: toNumber(row.restored_from_no),
      figures: { oneTimeTotalCents: toNumber(row.one_time_cents), mrrCents: toNumber(row.mrr_cents) },
      previousFigures: row.has_previous
        ? { oneTimeTotalCents: toNumber(row.previous_one_time_cents), mrrCents: toNumber(row.previous_mrr_cents) }
        : null,
      currency,
    }),
    restorable: canRestore
      ? { type: 'quote', id: row.ref_id!, versionNo, currentVersionNo: row.quote_current_version_no ?? versionNo }
      : null,
  };
}

function templateItem(row: FeedRow, rights: RestoreRights): VersionItem {
  const versionNo = row.version_no ?? 1;
  const name = row.target_label ?? '';
  const current = row.template_current_version;
  const canRestore = rights.templates && current !== null && current !== versionNo && row.ref_id !== null;
  return {
    id: versionItemId('tv', row.id),
    kind: 'template',
    at: atOf(row),
    actor: actorOf(row),
    object: {
      type: 'template',
      id: row.ref_id,
      label: COPY.templateLabel(name, versionNo),
      link: row.ref_id ? appLinks.templateManagement(row.ref_id) : null,
    },
    summary: describeTemplateVersion({ versionNo, name, previousName: row.previous_template_name }),
    restorable: canRestore ? { type: 'template', id: row.ref_id!, versionNo, currentVersionNo: current } : null,
  };
}

const AUDIT_OBJECTS: Record<string, VersionObjectType> = {
  quote: 'quote',
  template: 'template',
  rate_card: 'labor_role',
  catalog: 'catalog_item',
  branding: 'branding',
};

function auditItem(row: FeedRow): VersionItem {
  const action = row.action ?? '';
  const kind = versionKindOfAction(action) ?? 'branding';
  const imported = kind === 'catalog' && typeof row.metadata?.imported === 'number';
  const type: VersionObjectType = imported ? 'catalog' : (AUDIT_OBJECTS[kind] ?? 'branding');
  const gone = action === 'quote.deleted' || action === 'template.deleted';
  const link =
    kind === 'rate_card'
      ? appLinks.rateCard()
      : kind === 'catalog'
        ? appLinks.catalog()
        : kind === 'branding'
          ? appLinks.branding()
          : null;
  const label =
    row.target_label ?? (kind === 'branding' ? COPY.branding : imported ? COPY.catalog : (row.target_id ?? ''));
  return {
    id: versionItemId('au', row.id),
    kind,
    at: atOf(row),
    actor: actorOf(row),
    object: { type, id: row.target_id, label, link: gone ? null : link },
    summary: describeAuditChange(
      { action, targetLabel: row.target_label, changes: row.changes, metadata: row.metadata },
      row.currency,
    ),
    restorable: null,
  };
}

/** A feed row as the API answers it: who, what, on which object (with its app path), and whether it restores. */
export function toVersionItem(row: FeedRow, rights: RestoreRights): VersionItem {
  if (row.source === 'qv') return quoteItem(row, rights);
  if (row.source === 'tv') return templateItem(row, rights);
  return auditItem(row);
}
