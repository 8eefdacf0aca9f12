import {
  calculateQuoteTotals,
  QuoteContentInput,
  templateSourceRef,
  type QuoteContent,
  type QuoteStatus,
  type QuoteTotals,
} from '@scopewright/domain';
import type { DemoContent } from './demo-data/demo-lines';
import type { DemoQuoteSpec, DemoVersionSpec } from './demo-data/demo-quote-specs';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_VALID_DAYS = 30;

export interface BuiltVersion {
  versionNo: number;
  status: QuoteStatus;
  createdFrom: 'blank' | 'revision' | 'template';
  /** The template (and its version) a quote's first version started from. */
  templateId: string | null;
  templateVersion: number | null;
  content: QuoteContent;
  totals: QuoteTotals;
  createdAt: Date;
  sentAt: Date | null;
  firstViewedAt: Date | null;
  viewCount: number;
  acceptedAt: Date | null;
  declinedAt: Date | null;
  declineReason: string | null;
}

export interface BuiltQuote {
  status: QuoteStatus;
  statusBeforeArchive: QuoteStatus | null;
  validUntil: string;
  versions: BuiltVersion[];
  createdAt: Date;
  updatedAt: Date;
  sentAt: Date | null;
  acceptedAt: Date | null;
  archivedAt: Date | null;
}

/** A moment `days` before `now`, at a working-hours-looking offset that is the same on every run. */
export const daysBefore = (now: Date, days: number, salt = 0): Date =>
  new Date(now.getTime() - days * DAY_MS - ((salt * 37) % 300) * 60_000);

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Every section and line without an id gets one; the result is validated like any saved content. */
export function withStableIds(
  content: DemoContent,
  newId: () => string,
  roleIds: ReadonlyMap<string, string>,
): QuoteContent {
  return QuoteContentInput.parse({
    ...content,
    sections: content.sections.map((section) => ({
      ...section,
      id: section.id ?? newId(),
      lines: section.lines.map((line) => ({
        ...line,
        id: line.id ?? newId(),
        roleId: line.roleName ? (roleIds.get(line.roleName) ?? null) : (line.roleId ?? null),
      })),
    })),
  });
}

const at = (now: Date, days: number | undefined, salt: number) =>
  days === undefined ? null : daysBefore(now, days, salt);

/** Never before `earlier` (+ a few minutes), never after now: the lifecycle reads in order on the timeline. */
const notBefore = (date: Date | null, earlier: Date | null, now: Date, minutes: number) =>
  date && earlier && date.getTime() < earlier.getTime() + minutes * 60_000
    ? new Date(Math.min(now.getTime(), earlier.getTime() + minutes * 60_000))
    : date;

/** Sent, first viewed, then accepted or declined — in that order even when they fall on the same day. */
function lifecycle(now: Date, version: DemoQuoteSpec['versions'][number], salt: number) {
  const sentAt = at(now, version.sentDaysAgo, salt + 1);
  const firstViewedAt = notBefore(at(now, version.viewedDaysAgo, salt + 2), sentAt, now, 25);
  const answeredAfter = firstViewedAt ?? sentAt;
  return {
    sentAt,
    firstViewedAt,
    acceptedAt: notBefore(at(now, version.acceptedDaysAgo, salt + 3), answeredAfter, now, 40),
    declinedAt: notBefore(at(now, version.declined?.daysAgo, salt + 3), answeredAfter, now, 40),
  };
}

/** The versions' contents, totals and lifecycle facts, and the quote's status derived from its last version. */
export function buildDemoQuote(
  spec: DemoQuoteSpec,
  {
    now,
    newId,
    roleIds,
    salt,
    templateIds = new Map(),
  }: {
    now: Date;
    newId: () => string;
    roleIds: ReadonlyMap<string, string>;
    salt: number;
    /** The demo templates' row ids, by key. */
    templateIds?: ReadonlyMap<string, string>;
  },
): BuiltQuote {
  const templateId = spec.template ? (templateIds.get(spec.template.key) ?? null) : null;
  if (spec.template && !templateId) throw new Error(`demo seed: “${spec.title}” needs template ${spec.template.key}`);
  const first = withStableIds(spec.content, newId, roleIds);
  const contents: QuoteContent[] = [
    spec.template && templateId ? withTemplateRef(first, templateSourceRef(templateId, spec.template.version)) : first,
  ];
  for (const revision of spec.revisions ?? []) contents.push(withStableIds(revision(contents.at(-1)!), newId, roleIds));
  if (contents.length !== spec.versions.length) {
    throw new Error(`demo seed: “${spec.title}” has ${spec.versions.length} versions but ${contents.length} contents`);
  }
  const last = spec.versions.at(-1)!;
  const lastCreated = daysBefore(now, last.createdDaysAgo, salt);
  const lastSent = at(now, last.sentDaysAgo, salt + 1);
  const validUntil = isoDate(
    new Date((lastSent ?? lastCreated).getTime() + (spec.validForDays ?? DEFAULT_VALID_DAYS) * DAY_MS),
  );
  const finalStatus = statusOf(last, validUntil < isoDate(now));

  const versions = spec.versions.map((version, index): BuiltVersion => {
    const isCurrent = index === spec.versions.length - 1;
    const content = contents[index]!;
    return {
      versionNo: index + 1,
      status: isCurrent ? finalStatus : 'superseded',
      createdFrom: index > 0 ? 'revision' : spec.template ? 'template' : 'blank',
      templateId: index === 0 ? templateId : null,
      templateVersion: index === 0 ? (spec.template?.version ?? null) : null,
      content,
      totals: calculateQuoteTotals(content),
      createdAt: daysBefore(now, version.createdDaysAgo, salt + index),
      ...lifecycle(now, version, salt + index),
      viewCount: version.viewedDaysAgo === undefined ? 0 : (version.views ?? 1),
      declineReason: version.declined?.reason ?? null,
    };
  });
  const archivedAt = at(now, spec.archivedDaysAgo, salt + 5);
  const moments = versions.flatMap((v) => [v.createdAt, v.sentAt, v.firstViewedAt, v.acceptedAt, v.declinedAt]);
  const updatedAt = new Date(
    Math.max(...[...moments, archivedAt].filter((d): d is Date => d !== null).map((d) => d.getTime())),
  );
  return {
    status: archivedAt ? 'archived' : finalStatus,
    statusBeforeArchive: archivedAt ? finalStatus : null,
    validUntil,
    versions,
    createdAt: versions[0]!.createdAt,
    updatedAt,
    sentAt: versions.find((v) => v.sentAt)?.sentAt ?? null,
    acceptedAt: versions.at(-1)!.acceptedAt,
    archivedAt,
  };
}

/** The lines the template gave (`source = template`) name the template and version they came from. */
const withTemplateRef = (content: QuoteContent, sourceRef: string): QuoteContent => ({
  ...content,
  sections: content.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => (line.source === 'template' ? { ...line, sourceRef } : line)),
  })),
});

function statusOf(version: DemoVersionSpec, isPastValidity: boolean): QuoteStatus {
  if (version.acceptedDaysAgo !== undefined) return 'accepted';
  if (version.declined) return 'declined';
  if (version.sentDaysAgo === undefined) return 'draft';
  if (isPastValidity) return 'expired';
  return version.viewedDaysAgo === undefined ? 'sent' : 'viewed';
}
