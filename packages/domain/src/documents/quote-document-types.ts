import type { RecurringFrequency } from '../quotes/quote-enums';
import type { DocumentBranding, DocumentSectionKey } from './document-branding';

export type DocumentVariant = 'client' | 'internal';

/**
 * Cost, margin and internal notes of a line or section. Only the internal variant has them: in the client
 * variant every `internal` is null, so a renderer cannot print what the model does not hold.
 */
export interface InternalFigures {
  cost: string;
  margin: string;
  note: string;
}

export interface DocumentCover {
  workspaceName: string;
  title: string;
  clientName: string;
  /** "Q-1001 · Version 2" */
  reference: string;
  quoteNumber: string;
  versionLabel: string;
  issuedOn: string;
  validUntil: string;
  preparedBy: string;
}

export interface DocumentScopeList {
  heading: string;
  items: string[];
}

export interface DocumentTask {
  id: string;
  name: string;
  description: string;
  /** "12 h"; null where the section hides line prices (hours × a known rate would reveal them). */
  hours: string | null;
  optionalLabel: string | null;
  scopeLists: DocumentScopeList[];
  internal: InternalFigures | null;
}

export interface DocumentScopeSection {
  id: string;
  name: string;
  description: string;
  optionalLabel: string | null;
  showHours: boolean;
  tasks: DocumentTask[];
  internal: InternalFigures | null;
}

export interface DocumentPricingRow {
  kind: 'group' | 'line' | 'subtotal';
  id: string;
  name: string;
  quantity: string;
  /** Null where the section hides line prices. */
  unitPrice: string | null;
  amount: string | null;
  term: string | null;
  /** "Optional — not included in the totals" for an unselected optional line or section. */
  optionalLabel: string | null;
  internal: InternalFigures | null;
}

export interface DocumentPricingTable {
  key: 'one_time' | RecurringFrequency;
  title: string;
  /** Item, Qty, Unit price, Amount (+ Term for recurring); the internal variant adds Cost and Margin. */
  columns: string[];
  rows: DocumentPricingRow[];
}

export interface DocumentTotalRow {
  key: string;
  label: string;
  value: string;
  emphasis: boolean;
}

/** A typed signature prints in a script-like italic; a drawn one is the API's re-encoded PNG (base64, no URL). */
export type DocumentSignatureMark = { kind: 'typed'; text: string } | { kind: 'drawn'; pngBase64: string };

export interface DocumentAcceptance {
  signerName: string;
  signerTitle: string;
  /** "November 22, 2026, 15:04 UTC" */
  acceptedAt: string;
  /** The same instant as ISO 8601: the PDF's creation date, so a signed PDF renders to the same bytes again. */
  acceptedAtIso: string;
  signature: DocumentSignatureMark;
}

export interface DocumentSignature {
  intro: string;
  fields: readonly string[];
  /** Filled once the version is accepted: who accepted, when, with what signature. */
  acceptance: DocumentAcceptance | null;
}

export interface DocumentInternalSummary {
  rows: DocumentTotalRow[];
  notes: string[];
  belowCost: string[];
}

/** The one document model: every render (PDF, Word, HTML) prints exactly this, in `order`. */
export interface QuoteDocument {
  variant: DocumentVariant;
  branding: DocumentBranding;
  /** Base of download names: "Q-1001-v2-Contoso-Dental". */
  fileBaseName: string;
  headerText: string;
  footerText: string;
  cover: DocumentCover | null;
  /** Visible sections in print order, after the cover. The internal variant appends "internal" after pricing. */
  order: (DocumentSectionKey | 'internal')[];
  headings: Record<DocumentSectionKey | 'internal', string>;
  summary: string[];
  scope: DocumentScopeSection[];
  pricing: { tables: DocumentPricingTable[]; totals: DocumentTotalRow[]; optionalNote: string | null };
  terms: string[];
  signature: DocumentSignature;
  internal: DocumentInternalSummary | null;
}
