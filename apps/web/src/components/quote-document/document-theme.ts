import { DEFAULT_DOCUMENT_BRANDING, type DocumentBranding } from '@scopewright/domain';
import type { CSSProperties } from 'react';

const HEX = /^#[0-9a-f]{6}$/i;

const channel = (hex: string, offset: number) => {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of #rrggbb. */
export const luminance = (hex: string) =>
  0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** Black or white, whichever reads better on `hex`. */
export const inkOn = (hex: string) => (luminance(hex) > 0.179 ? '#111827' : '#ffffff');

/** A brand colour as text on white: too light a colour falls back to a dark ink (WCAG AA, 4.5:1). */
export const textColorOnWhite = (hex: string) => (1.05 / (luminance(hex) + 0.05) >= 4.5 ? hex : '#1f2937');

/**
 * The document's colours as CSS variables. Only #rrggbb passes: a stored colour never becomes arbitrary CSS.
 */
export function documentThemeStyle(branding: Pick<DocumentBranding, 'primaryColor' | 'accentColor'>): CSSProperties {
  const primary = HEX.test(branding.primaryColor) ? branding.primaryColor : DEFAULT_DOCUMENT_BRANDING.primaryColor;
  const accent = HEX.test(branding.accentColor) ? branding.accentColor : DEFAULT_DOCUMENT_BRANDING.accentColor;
  return {
    '--doc-primary': primary,
    '--doc-primary-ink': textColorOnWhite(primary),
    '--doc-on-primary': inkOn(primary),
    '--doc-accent': accent,
    '--doc-accent-ink': textColorOnWhite(accent),
  } as CSSProperties;
}
