/** What a tenant's branding controls in every render of a quote (docs/decisions/0022-document-branding.md). */
export const DOCUMENT_SECTION_KEYS = ['summary', 'scope', 'pricing', 'terms', 'signature'] as const;
export type DocumentSectionKey = (typeof DOCUMENT_SECTION_KEYS)[number];

/** PDF standard fonts (no file to fetch); mirrors BRANDING_FONT_VALUES in @scopewright/db. */
export const DOCUMENT_FONTS = ['Helvetica', 'Times-Roman'] as const;
export type DocumentFont = (typeof DOCUMENT_FONTS)[number];

/** The workspace logo as renderers embed it: re-encoded PNG bytes as a data URI, never an address to fetch. */
export interface DocumentLogo {
  /** data:image/png;base64,… */
  dataUri: string;
  width: number;
  height: number;
}

export interface DocumentBranding {
  /** #rrggbb: headings, the cover band, table headers. */
  primaryColor: string;
  /** #rrggbb: rules, the totals box, highlights. */
  accentColor: string;
  font: DocumentFont;
  /** The cover page always comes first when it is on; the other sections follow `sections` in order. */
  coverPage: boolean;
  sections: readonly { key: DocumentSectionKey; visible: boolean }[];
  footerText: string;
  /** The validated, re-encoded logo; null prints the workspace name alone. */
  logo: DocumentLogo | null;
}

export const DEFAULT_DOCUMENT_BRANDING: DocumentBranding = {
  primaryColor: '#1e3a5f',
  accentColor: '#0e7c86',
  font: 'Helvetica',
  coverPage: true,
  sections: DOCUMENT_SECTION_KEYS.map((key) => ({ key, visible: true })),
  footerText: '',
  logo: null,
};
