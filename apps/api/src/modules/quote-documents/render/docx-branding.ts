import type { DocumentBranding, DocumentLogo } from '@scopewright/domain';
import { ImageRun, Paragraph } from 'docx';

/** Word names for the bundled PDF fonts (Word has no "Times-Roman"). */
const WORD_FONTS: Record<DocumentBranding['font'], string> = {
  Helvetica: 'Helvetica',
  'Times-Roman': 'Times New Roman',
};

export const docxFont = (font: DocumentBranding['font']) => WORD_FONTS[font] ?? 'Helvetica';

/** The logo as an embedded PNG paragraph, scaled to fit a box in pixels (never enlarged); null without a logo. */
export function docxLogo(logo: DocumentLogo | null, box: { width: number; height: number }, spacingAfter = 0) {
  if (!logo) return null;
  const scale = Math.min(box.width / logo.width, box.height / logo.height, 1);
  const data = Buffer.from(logo.dataUri.slice(logo.dataUri.indexOf(',') + 1), 'base64');
  return new Paragraph({
    spacing: { after: spacingAfter },
    children: [
      new ImageRun({
        type: 'png',
        data,
        transformation: { width: Math.round(logo.width * scale), height: Math.round(logo.height * scale) },
        altText: { name: 'Logo', description: 'Logo', title: 'Logo' },
      }),
    ],
  });
}
