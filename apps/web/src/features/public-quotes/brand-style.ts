import type { CSSProperties } from 'react';

/** The sender's colour on the main actions (the primary colour passed the branding contrast check with white). */
export const BRAND_BUTTON: CSSProperties = { backgroundColor: 'var(--doc-primary)', color: 'var(--doc-on-primary)' };
