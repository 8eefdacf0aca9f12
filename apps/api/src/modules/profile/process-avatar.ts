import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SOURCE_SIDE,
  AVATAR_PROBLEM_MESSAGES,
  AVATAR_SIZE,
  type AvatarProblem,
} from '@scopewright/domain';
import sharp from 'sharp';
import { AppError } from '../../platform/errors';
import { ImageProblemError, inspectImageUpload, type InspectedImage } from '../../platform/images/inspect-image';

export interface ProcessedAvatar {
  image: Buffer;
  width: number;
  height: number;
}

const refuse = (problem: AvatarProblem) =>
  new AppError('VALIDATION', AVATAR_PROBLEM_MESSAGES[problem], {
    details: [{ path: 'image', message: AVATAR_PROBLEM_MESSAGES[problem] }],
  });

/**
 * The image-upload rules (docs/security.md#image-uploads) for profile photos: the shared upload checks (size, magic bytes, pixel cap before decoding),
 * then a fresh square WebP: re-encoding drops EXIF, XMP, ICC and any trailing bytes, and the stored file is
 * never the uploaded one.
 */
export async function processAvatar(base64: string): Promise<ProcessedAvatar> {
  let source: InspectedImage;
  try {
    source = await inspectImageUpload(base64, { maxBytes: AVATAR_MAX_BYTES, maxSide: AVATAR_MAX_SOURCE_SIDE });
  } catch (error) {
    if (!(error instanceof ImageProblemError)) throw error;
    throw refuse(error.problem === 'svg' ? 'unsupportedType' : error.problem);
  }
  try {
    const { data, info } = await sharp(source.bytes, source.decode)
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    throw refuse('unreadable');
  }
}
