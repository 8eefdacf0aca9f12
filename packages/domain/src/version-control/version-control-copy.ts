import type { VersionChange, VersionKind } from './version-control-api';

const quoted = (text: string) => `“${text}”`;

/** Version Control's words: the API's messages, the feed's sentences and the screen's texts. */
export const VERSION_CONTROL_COPY = {
  // The API.
  unknownKind: (value: string, kinds: readonly string[]) => `Unknown kind "${value}": use one of ${kinds.join(', ')}.`,
  badItemId: 'An item id is its source and a UUID, as the feed gives it (for example qv_0190…).',
  itemNotFound: 'No such change in your workspace.',
  badCursor: 'This page link is no longer valid. Start from the first page.',

  // Quote versions.
  quoteCreated: {
    blank: 'Created the quote',
    template: 'Created the quote from a template',
    duplicate: 'Created the quote as a copy',
    ai: 'Created the quote with AI scoping',
    revision: 'Created the quote',
    restore: 'Created the quote',
  } as Record<string, string>,
  quoteRevised: (from: number, to: number) => `Revised v${String(from)} as v${String(to)}`,
  quoteRestored: (source: number | null, to: number) =>
    source === null ? `Restored an earlier version as v${String(to)}` : `Restored v${String(source)} as v${String(to)}`,
  quoteNewVersion: (to: number) => `Started v${String(to)}`,
  figureChange: (label: string, before: string, after: string) => `${label} ${before} → ${after}`,
  quoteLabel: (number: string, title: string, versionNo: number) => `${number} · ${title} · v${String(versionNo)}`,

  // Template versions.
  templateCreated: (name: string) => `Created template ${quoted(name)}`,
  templateRenamed: (from: string, to: string, versionNo: number) =>
    `Renamed template ${quoted(from)} to ${quoted(to)} (v${String(versionNo)})`,
  templateSaved: (name: string, versionNo: number) => `Saved v${String(versionNo)} of template ${quoted(name)}`,
  templateLabel: (name: string, versionNo: number) => `${name} · v${String(versionNo)}`,

  // Audit-sourced changes.
  roleAdded: (name: string, rate: string | null) =>
    rate ? `Added labour role ${quoted(name)} at ${rate}/hr` : `Added labour role ${quoted(name)}`,
  roleRemoved: (name: string) => `Removed labour role ${quoted(name)}`,
  roleArchived: (name: string) => `Archived labour role ${quoted(name)}`,
  roleUnarchived: (name: string) => `Brought back labour role ${quoted(name)}`,
  itemAdded: (name: string) => `Added catalog item ${quoted(name)}`,
  itemsImported: (count: number) =>
    `Imported ${count.toLocaleString('en-US')} catalog ${count === 1 ? 'item' : 'items'}`,
  itemRemoved: (name: string) => `Removed catalog item ${quoted(name)}`,
  itemArchived: (name: string) => `Archived catalog item ${quoted(name)}`,
  itemUnarchived: (name: string) => `Brought back catalog item ${quoted(name)}`,
  fieldChanged: (field: string, of: string, before: string, after: string) =>
    `Changed ${field} of ${of}: ${before} → ${after}`,
  fieldEdited: (field: string, of: string) => `Edited ${field} of ${of}`,
  fieldsChanged: (fields: string, of: string) => `Changed ${fields} of ${of}`,
  changedThing: (what: string, name: string) => `Changed ${what} ${quoted(name)}`,
  brandingChanged: (field: string, before: string, after: string) => `Changed branding: ${field} ${before} → ${after}`,
  brandingFieldsChanged: (fields: string) => `Changed branding: ${fields}`,
  brandingUpdated: 'Changed branding',
  logoChanged: 'Changed the logo',
  logoRemoved: 'Removed the logo',
  templateDeleted: (name: string) => `Deleted template ${quoted(name)}`,
  quoteDeleted: (label: string) => `Deleted quote ${label}`,
  labourRole: 'labour role',
  catalogItem: 'catalog item',
  branding: 'Branding',
  catalog: 'Catalog',
  none: 'none',
  yes: 'Yes',
  no: 'No',
  hidden: 'hidden',
  secretChanged: 'changed (hidden)',
  months: (n: number) => `${n.toLocaleString('en-US')} months`,
  /** "a, b and c"; more than `max` reads "a, b and 3 more". */
  list: (items: readonly string[], max = 3): string => {
    if (items.length <= 1) return items[0] ?? '';
    if (items.length > max) return `${items.slice(0, max - 1).join(', ')} and ${String(items.length - max + 1)} more`;
    return `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
  },

  // The screen.
  title: 'Version Control',
  intro:
    'Recent changes to quotes, templates, the rate card, the catalog and branding in your workspace: who changed what, what exactly changed, and a way back for versioned quotes and templates.',
  kindsLabel: 'Show changes to',
  kinds: {
    all: 'All',
    quote: 'Quotes',
    template: 'Templates',
    rate_card: 'Rate card',
    catalog: 'Catalog',
    branding: 'Branding',
  } satisfies Record<VersionKind | 'all', string>,
  kindBadges: {
    quote: 'Quote',
    template: 'Template',
    rate_card: 'Rate card',
    catalog: 'Catalog',
    branding: 'Branding',
  } satisfies Record<VersionKind, string>,
  timelineLabel: 'Changes, newest first',
  today: 'Today',
  yesterday: 'Yesterday',
  system: 'System',
  by: (who: string) => `by ${who}`,
  viewChanges: 'View changes',
  /** The button's name: its visible words first, then which change. */
  openLabel: (summary: string) => `View changes: ${summary}`,
  openObject: 'Open',
  objectGone: 'deleted',
  loadMore: 'Load more',
  loading: 'Loading the changes',
  fetchFailed: (message: string) => `Failed to load the changes: ${message}`,
  retry: 'Try again',
  emptyTitle: 'No changes yet',
  emptyBody:
    'When your team saves quotes and templates or changes the rate card, catalog or branding, every change shows here with who made it.',
  emptyFilteredTitle: 'No changes of this kind yet',
  emptyFilteredBody: 'Choose All to see every change in your workspace.',

  // The diff panel.
  diffTitle: 'What changed',
  diffLoading: 'Loading what changed',
  diffFailed: (message: string) => `Failed to load what changed: ${message}`,
  comparedWith: (before: string, after: string) => `${after} compared with ${before}`,
  firstVersion: (after: string) => `${after} is the first version: everything in it reads as added.`,
  notesHeading: 'Settings and details',
  sectionsHeading: 'Sections',
  linesHeading: 'Lines',
  totalsHeading: 'Totals',
  fieldsHeading: 'Fields',
  noDifferences: 'No differences in the content.',
  noFieldChanges: 'No field changes were recorded for this change.',
  changeLabels: { added: 'Added', removed: 'Removed', changed: 'Changed' } satisfies Record<VersionChange, string>,
  beforeLabel: 'Before',
  afterLabel: 'After',
  fieldLabel: 'Field',
  figureLabel: 'Figure',
  netLabel: 'Net',
  inSection: (section: string) => `in ${section}`,
  unchanged: 'unchanged',
  empty: '—',
  restore: 'Restore this version',
  restoreTitle: (label: string) => `Restore ${label}?`,
  restoreQuoteBody: (versionNo: number, current: number) =>
    `Its content becomes a new draft, v${String(current + 1)}, made from v${String(versionNo)}. v${String(current)} and every other version stay in the history: nothing is overwritten.`,
  restoreTemplateBody: (versionNo: number, current: number) =>
    `Its content is saved as version ${String(current + 1)}, made from version ${String(versionNo)}. Every version stays in the history: nothing is overwritten.`,
  restoreConfirm: 'Restore',
  restoring: 'Restoring…',
  cancel: 'Cancel',
  restored: (label: string, newVersion: number) => `${label} restored as v${String(newVersion)}.`,
  close: 'Close',
} as const;
