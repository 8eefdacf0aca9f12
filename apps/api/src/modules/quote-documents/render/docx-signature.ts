import type { QuoteDocument } from '@scopewright/domain';
import { BorderStyle, ImageRun, Paragraph, TextRun, type FileChild } from 'docx';

const LINE = { bottom: { style: BorderStyle.SINGLE, size: 6, color: '1F2933', space: 1 } };
const SIGNATURE_HEIGHT_PX = 48;

/** Width and height from a PNG's IHDR chunk (the API re-encoded it, so the header is well formed). */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function signatureRun(signature: NonNullable<QuoteDocument['signature']['acceptance']>['signature']) {
  if (signature.kind === 'typed') {
    return new TextRun({ text: signature.text, italics: true, font: 'Times New Roman', size: 36 });
  }
  const data = Buffer.from(signature.pngBase64, 'base64');
  const { width, height } = pngSize(data);
  const scale = SIGNATURE_HEIGHT_PX / Math.max(height, 1);
  return new ImageRun({
    type: 'png',
    data,
    transformation: { width: Math.max(1, Math.round(width * scale)), height: SIGNATURE_HEIGHT_PX },
  });
}

/** The acceptance block in Word: lines to sign on, filled with the signer, title, date and signature once accepted. */
type Para = (value: string, options?: { size?: number; color?: string }) => Paragraph;

export function docxSignature(doc: QuoteDocument, para: Para): FileChild[] {
  const { acceptance } = doc.signature;
  const values = acceptance ? [acceptance.signerName, acceptance.signerTitle, acceptance.acceptedAt] : [];
  return [
    para(doc.signature.intro),
    ...doc.signature.fields.flatMap((field, i) => {
      const value = values[i];
      const children =
        i === 3 && acceptance ? [signatureRun(acceptance.signature)] : [new TextRun({ text: value ?? ' ', size: 19 })];
      return [
        new Paragraph({
          spacing: { before: value || (i === 3 && acceptance) ? 240 : 480, after: 60 },
          border: LINE,
          keepNext: true,
          children,
        }),
        para(field, { size: 16, color: '5F6B7A' }),
      ];
    }),
  ];
}
