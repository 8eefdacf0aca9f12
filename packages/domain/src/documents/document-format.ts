import { formatMoney, formatPercentBps } from '../quotes/format-money';
import type { MarginFigures } from '../quotes/pricing-types';
import { DOCUMENT_COPY } from './document-copy';
import type { InternalFigures } from './quote-document-types';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "2026-12-31" or a Date → "December 31, 2026" (UTC: a date on a document never shifts by a time zone). */
export function formatDocumentDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : value;
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: 'UTC',
});

/** A Date → "November 22, 2026 at 15:04 UTC": when a quote was accepted, always in UTC. */
export function formatDocumentDateTime(value: Date): string {
  return Number.isNaN(value.getTime()) ? '' : `${dateTimeFormat.format(value)} UTC`;
}

/** Blank-line separated paragraphs; single newlines stay inside a paragraph. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

export const formatMargin = (bps: number | null) => (bps === null ? DOCUMENT_COPY.noMargin : formatPercentBps(bps));

export function internalFigures(figures: MarginFigures, currency: string, note = ''): InternalFigures {
  return { cost: formatMoney(figures.costCents, currency), margin: formatMargin(figures.marginBps), note };
}

/** "Q-1001-v2-Contoso-Dental": ASCII letters, digits and dashes only, so no header or path can be smuggled in. */
export function documentFileBaseName(quoteNumber: string, versionNo: number, clientName: string): string {
  const client = clientName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return [quoteNumber, `v${versionNo}`, client].filter(Boolean).join('-');
}
