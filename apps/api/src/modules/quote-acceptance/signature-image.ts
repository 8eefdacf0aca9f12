import { PUBLIC_QUOTE_COPY as COPY, PUBLIC_QUOTE_LIMITS as LIMITS } from '@scopewright/domain';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';

const DATA_URL_PREFIX = 'data:image/png;base64,';
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** What is stored and printed: at most this wide and tall (a signature line is ~45 mm wide). */
const STORED_MAX_WIDTH = 1200;
const STORED_MAX_HEIGHT = 400;

const refuse = (message: string) =>
  new AppError('VALIDATION', message, { details: [{ path: 'signature.imagePng', message }] });

/**
 * A drawn signature (the image rules of docs/security.md#image-uploads): a PNG data URL, magic bytes checked, size and pixel caps,
 * then a fresh PNG from sharp, so what is stored is never the uploaded file (no metadata, no trailing bytes).
 */
export async function reencodeSignaturePng(dataUrl: string): Promise<Buffer> {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw refuse(COPY.signatureUnreadable);
  const bytes = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), 'base64');
  if (bytes.length > LIMITS.signatureImageMaxBytes) throw refuse(COPY.signatureTooLarge);
  if (bytes.length < PNG_MAGIC.length || !bytes.subarray(0, PNG_MAGIC.length).equals(PNG_MAGIC)) {
    throw refuse(COPY.signatureUnreadable);
  }
  const limitInputPixels = LIMITS.signatureImageMaxSide * LIMITS.signatureImageMaxSide;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels, failOn: 'error' }).metadata();
  } catch {
    throw refuse(COPY.signatureUnreadable);
  }
  const { format, width = 0, height = 0 } = metadata;
  if (format !== 'png' || width === 0 || height === 0) throw refuse(COPY.signatureUnreadable);
  if (width > LIMITS.signatureImageMaxSide || height > LIMITS.signatureImageMaxSide) {
    throw refuse(COPY.signatureTooLarge);
  }
  try {
    return await sharp(bytes, { limitInputPixels, failOn: 'error', animated: false })
      .resize(STORED_MAX_WIDTH, STORED_MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    throw refuse(COPY.signatureUnreadable);
  }
}
