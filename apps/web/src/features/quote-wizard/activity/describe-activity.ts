import { ACTIVITY_COPY as COPY, type QuoteActivityEntry, type QuoteActivityType } from '@scopewright/domain';

/** What the client does on their page has no user behind it; everything else without one is the system. */
const CLIENT_EVENTS: ReadonlySet<string> = new Set(['viewed', 'accepted', 'declined']);

export interface TimelineItem {
  id: string;
  type: QuoteActivityType;
  title: string;
  /** A second line: who it went to, view counts, a reason. */
  detail: string | null;
  actor: string;
  versionNo: number | null;
  at: string;
  /** Set on a collapsed `viewed` item. */
  views?: { count: number; first: string; last: string };
}

const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function titleOf(entry: QuoteActivityEntry): string {
  const meta = entry.metadata;
  switch (entry.type) {
    case 'sent': {
      const to = list(meta.to).join(', ');
      if (meta.resend === true) return COPY.resent(to);
      return meta.mode === 'link' ? COPY.sentLink : COPY.sent(to);
    }
    case 'reminded':
      return COPY.reminded(list(meta.to).join(', '));
    case 'accepted':
      return COPY.accepted(text(meta.signerName));
    case 'exported':
      return COPY.exported(text(meta.format));
    case 'link_revoked':
      return COPY.link_revoked(count(meta.count) || 1);
    case 'created':
    case 'ai_generated':
    case 'viewed':
    case 'declined':
    case 'revised':
    case 'restored':
    case 'duplicated':
    case 'archived':
    case 'unarchived':
    case 'expired':
      return COPY[entry.type];
  }
}

function detailOf(entry: QuoteActivityEntry): string | null {
  const cc = list(entry.metadata.cc);
  if (entry.type === 'sent' && cc.length > 0) return `Cc ${cc.join(', ')}`;
  if (entry.type === 'declined') return text(entry.metadata.reason) || null;
  return null;
}

/**
 * Activity entries (newest first) as timeline items: every `viewed` entry of one version collapses into one
 * item, placed at the latest view, with the count and the first and last time.
 */
export function describeActivity(entries: readonly QuoteActivityEntry[]): TimelineItem[] {
  const items: TimelineItem[] = [];
  const viewsByVersion = new Map<string, TimelineItem>();
  for (const entry of entries) {
    if (entry.type === 'viewed') {
      const key = String(entry.versionNo);
      const seen = viewsByVersion.get(key);
      if (seen?.views) {
        if (entry.metadata.viewCount === undefined) {
          seen.views.count += 1;
          seen.views.first = entry.createdAt;
        }
        continue;
      }
    }
    const item: TimelineItem = {
      id: entry.id,
      type: entry.type,
      title: titleOf(entry),
      detail: detailOf(entry),
      actor:
        entry.actor?.name ??
        (entry.apiKey ? COPY.apiKey(entry.apiKey.name) : CLIENT_EVENTS.has(entry.type) ? COPY.client : COPY.system),
      versionNo: entry.versionNo,
      at: entry.createdAt,
    };
    if (entry.type === 'viewed') {
      // The API adds every open of the page (quote_views) to the first-view entry.
      const meta = entry.metadata;
      item.views = {
        count: count(meta.viewCount) || 1,
        first: text(meta.firstViewedAt) || entry.createdAt,
        last: text(meta.lastViewedAt) || entry.createdAt,
      };
      viewsByVersion.set(String(entry.versionNo), item);
    }
    items.push(item);
  }
  return items;
}
