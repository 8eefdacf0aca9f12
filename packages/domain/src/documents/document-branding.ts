/** What a tenant's branding controls in every render of a quote (data-model.md "branding"). */
export const DOCUMENT_SECTION_KEYS = ['summary', 'scope', 'pricing', 'terms', 'signature'] as const;
export type DocumentSectionKey = (typeof DOCUMENT_SECTION_KEYS)[number];

export const DOCUMENT_FONTS = ['Helvetica'] as const;
export type DocumentFont = (typeof DOCUMENT_FONTS)[number];

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
  /** The branding slice adds the validated, re-encoded logo here; null prints the workspace name instead. */
  logo: null;
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
