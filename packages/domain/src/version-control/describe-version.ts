import { formatMoney } from '../quotes/format-money';
import { FIGURE_LABELS } from '../quotes/quote-figures';
import type { VersionOrigin } from '../quotes/quote-enums';
import { VERSION_CONTROL_COPY as COPY } from './version-control-copy';

/** The headline figures a version's stored totals carry (null when the snapshot lacks them). */
export interface VersionFigures {
  oneTimeTotalCents: number | null;
  mrrCents: number | null;
}

export interface QuoteVersionEvent {
  versionNo: number;
  createdFrom: VersionOrigin;
  /** The version a restore copied (its number), when known. */
  restoredFromNo: number | null;
  figures: VersionFigures;
  /** The figures of the version before it; null for v1. */
  previousFigures: VersionFigures | null;
  currency: string;
}

function figureChanges(before: VersionFigures, after: VersionFigures, currency: string): string[] {
  const out: string[] = [];
  const pairs: [string, number | null, number | null][] = [
    [FIGURE_LABELS.dueOnAcceptance, before.oneTimeTotalCents, after.oneTimeTotalCents],
    [FIGURE_LABELS.mrr, before.mrrCents, after.mrrCents],
  ];
  for (const [label, was, now] of pairs) {
    if (was === null || now === null || was === now) continue;
    out.push(COPY.figureChange(label, formatMoney(was, currency), formatMoney(now, currency)));
  }
  return out;
}

/**
 * A quote version's line in the feed: how it came to be (created, revised, restored) and, against the version
 * before it, the headline figures that moved ("Revised v2 as v3 · MRR (excl. tax) $490.00 → $590.00").
 */
export function describeQuoteVersion(event: QuoteVersionEvent): string {
  const { versionNo, createdFrom } = event;
  const previousNo = versionNo - 1;
  const head =
    versionNo === 1
      ? (COPY.quoteCreated[createdFrom] ?? COPY.quoteCreated.blank!)
      : createdFrom === 'restore'
        ? COPY.quoteRestored(event.restoredFromNo, versionNo)
        : createdFrom === 'revision'
          ? COPY.quoteRevised(previousNo, versionNo)
          : COPY.quoteNewVersion(versionNo);
  const figures = event.previousFigures ? figureChanges(event.previousFigures, event.figures, event.currency) : [];
  return [head, ...figures].join(' · ');
}

export interface TemplateVersionEvent {
  versionNo: number;
  name: string;
  /** The name of the version before it; null for v1. */
  previousName: string | null;
}

/** A template save's line in the feed. */
export function describeTemplateVersion(event: TemplateVersionEvent): string {
  if (event.versionNo === 1 || event.previousName === null) return COPY.templateCreated(event.name);
  if (event.previousName !== event.name) return COPY.templateRenamed(event.previousName, event.name, event.versionNo);
  return COPY.templateSaved(event.name, event.versionNo);
}
