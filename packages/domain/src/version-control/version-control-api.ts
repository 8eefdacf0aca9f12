import { z } from 'zod';
import type { GuardRequirement } from '../access/guards';
import type { AuditAction } from '../platform-console/audit-actions';
import { VERSION_CONTROL_COPY as COPY } from './version-control-copy';

/**
 * Version Control (Admin → Version Control): one feed of a workspace's changes to quotes, templates, the rate card,
 * the catalog and branding, newest first, each with a readable diff and, where the object keeps versions, restore.
 */
export const VERSION_KINDS = ['quote', 'template', 'rate_card', 'catalog', 'branding'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/** The workspace's admins; a super admin needs a workspace like on every tenant route. */
export const VERSION_CONTROL_REQUIREMENT: GuardRequirement = { tenant: true, role: 'msp_admin' };

export const VERSION_FEED_PAGE_SIZE = 50;

/**
 * The audit entries the feed shows, per kind. Template saves and quote versions come from their own version tables
 * (template.created/updated/restored and quote.version_restored would repeat them), so only deletions come from
 * the audit log for those two.
 */
export const VERSION_AUDIT_ACTIONS = {
  quote: ['quote.deleted'],
  template: ['template.deleted'],
  rate_card: ['rate_card.role_created', 'rate_card.role_updated', 'rate_card.role_deleted'],
  catalog: ['catalog.item_created', 'catalog.item_updated', 'catalog.item_deleted'],
  branding: ['branding.updated', 'branding.logo_updated'],
} as const satisfies Record<VersionKind, readonly AuditAction[]>;

export type VersionAuditAction = (typeof VERSION_AUDIT_ACTIONS)[VersionKind][number];

export const ALL_VERSION_AUDIT_ACTIONS: readonly VersionAuditAction[] = VERSION_KINDS.flatMap(
  (kind) => VERSION_AUDIT_ACTIONS[kind],
);

/** The kind an audit action belongs to in the feed; null for actions the feed does not show. */
export function versionKindOfAction(action: string): VersionKind | null {
  for (const kind of VERSION_KINDS) {
    if ((VERSION_AUDIT_ACTIONS[kind] as readonly string[]).includes(action)) return kind;
  }
  return null;
}

/** Where an item comes from: a quote version, a template version, or an audit entry. */
export const VERSION_ITEM_SOURCES = ['qv', 'tv', 'au'] as const;
export type VersionItemSource = (typeof VERSION_ITEM_SOURCES)[number];

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
export const VERSION_ITEM_ID_PATTERN = new RegExp(`^(${VERSION_ITEM_SOURCES.join('|')})_(${UUID})$`, 'i');

/** `qv_<uuid>`: the row's id prefixed by its source, so one path reads any item. */
export const versionItemId = (source: VersionItemSource, id: string): string => `${source}_${id}`;

export function parseVersionItemId(itemId: string): { source: VersionItemSource; id: string } | null {
  const match = VERSION_ITEM_ID_PATTERN.exec(itemId);
  if (!match) return null;
  return { source: match[1]!.toLowerCase() as VersionItemSource, id: match[2]!.toLowerCase() };
}

export const ListVersionsQuery = z.strictObject({
  kind: z.enum(VERSION_KINDS, { error: (issue) => COPY.unknownKind(String(issue.input), VERSION_KINDS) }).optional(),
  /** Opaque: the `nextCursor` of the page before. */
  cursor: z.string().max(500).optional(),
});
export type ListVersionsQuery = z.input<typeof ListVersionsQuery>;

/** What an item is about; `link` is an app path, null when the object is gone. */
export type VersionObjectType = 'quote' | 'template' | 'labor_role' | 'catalog_item' | 'catalog' | 'branding';

export interface VersionActor {
  id: string | null;
  name: string | null;
  email: string | null;
}

export interface VersionRestorable {
  type: 'quote' | 'template';
  id: string;
  versionNo: number;
  /** The object's version now: a template's restore is based on it (a newer save meanwhile is a 409). */
  currentVersionNo: number;
}

export interface VersionItem {
  id: string;
  kind: VersionKind;
  at: string;
  actor: VersionActor | null;
  object: { type: VersionObjectType; id: string | null; label: string; link: string | null };
  summary: string;
  restorable: VersionRestorable | null;
}

export interface VersionPage {
  items: VersionItem[];
  nextCursor: string | null;
}

export type VersionChange = 'added' | 'removed' | 'changed';

/** One field before and after, as a person reads it (money, hours and percentages formatted). */
export interface VersionFieldChange {
  field: string;
  label: string;
  change: VersionChange;
  before: string | null;
  after: string | null;
}

export interface VersionSectionChange {
  key: string;
  name: string;
  change: VersionChange;
  /** The changed fields' labels. */
  fields: string[];
}

export interface VersionLineChange {
  key: string;
  name: string;
  sectionName: string;
  change: VersionChange;
  /** For a changed line: each changed field before and after. */
  fields: VersionFieldChange[];
  /** The line's net (formatted) before and after; null on the side where it does not exist. */
  beforeNet: string | null;
  afterNet: string | null;
}

export interface VersionTotalChange {
  key: string;
  label: string;
  before: string;
  after: string;
  changed: boolean;
}

/**
 * The readable diff of an item: for quotes and templates, the version against the one before it (sections, lines,
 * totals and sentences for the rest); for audit-sourced items, each recorded field before and after.
 */
export interface VersionDiff {
  /** "v2" and "v3"; `before` is null for a first version (everything reads as added). */
  compared: { before: string | null; after: string } | null;
  notes: string[];
  sections: VersionSectionChange[];
  lines: VersionLineChange[];
  totals: VersionTotalChange[];
  fields: VersionFieldChange[];
}

export interface VersionItemDetail {
  item: VersionItem;
  diff: VersionDiff;
}
