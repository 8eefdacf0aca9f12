import {
  LOGO_BOX,
  LOGO_MAX_BYTES,
  LOGO_MAX_SOURCE_SIDE,
  LOGO_PROBLEM_MESSAGES,
  LOGO_STORED_MAX_BYTES,
  type LogoProblem,
} from '@scopewright/domain';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { ImageProblemError, inspectImageUpload, type InspectedImage } from '../../platform/images/inspect-image';

export interface ProcessedLogo {
  image: Buffer;
  width: number;
  height: number;
}

const refuse = (problem: LogoProblem) =>
  new AppError('VALIDATION', LOGO_PROBLEM_MESSAGES[problem], {
    details: [{ path: 'image', message: LOGO_PROBLEM_MESSAGES[problem] }],
  });

/**
 * The image-upload rules (docs/security.md#image-uploads) for the workspace logo: the shared upload checks, then a fresh PNG (react-pdf cannot embed WebP)
 * that fits 800 × 400: re-encoding drops EXIF, XMP, ICC and trailing bytes; the upload itself is never stored.
 */
export async function processLogo(base64: string): Promise<ProcessedLogo> {
  let source: InspectedImage;
  try {
    source = await inspectImageUpload(base64, { maxBytes: LOGO_MAX_BYTES, maxSide: LOGO_MAX_SOURCE_SIDE });
  } catch (error) {
    if (error instanceof ImageProblemError) throw refuse(error.problem);
    throw error;
  }
  let logo: ProcessedLogo;
  try {
    const { data, info } = await sharp(source.bytes, source.decode)
      .rotate()
      .resize(LOGO_BOX.width, LOGO_BOX.height, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9, adaptiveFiltering: true })
      .toBuffer({ resolveWithObject: true });
    logo = { image: data, width: info.width, height: info.height };
  } catch {
    throw refuse('unreadable');
  }
  if (logo.image.length > LOGO_STORED_MAX_BYTES) throw refuse('storedTooLarge');
  return logo;
}
