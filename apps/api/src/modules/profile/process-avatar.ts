import {
  AVATAR_MAX_BYTES,
  AVATAR_MAX_SOURCE_SIDE,
  AVATAR_PROBLEM_MESSAGES,
  AVATAR_SIZE,
  detectAvatarType,
  type AvatarProblem,
} from '@scopewright/domain';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../platform/errors';

export interface ProcessedAvatar {
  image: Buffer;
  width: number;
  height: number;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4;

const refuse = (problem: AvatarProblem) =>
  new AppError('VALIDATION', AVATAR_PROBLEM_MESSAGES[problem], {
    details: [{ path: 'image', message: AVATAR_PROBLEM_MESSAGES[problem] }],
  });

/**
 * Security #19 for profile photos: size cap, magic bytes (PNG, JPEG, WebP; SVG and everything else refused),
 * pixel cap read from the header before decoding, then a fresh square WebP: re-encoding drops EXIF, XMP, ICC
 * and any trailing bytes, and the stored file is never the uploaded one.
 */
export async function processAvatar(base64: string): Promise<ProcessedAvatar> {
  if (base64.length > BASE64_MAX) throw refuse('tooLarge');
  if (!BASE64.test(base64)) throw refuse('unreadable');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse('unreadable');
  if (bytes.length > AVATAR_MAX_BYTES) throw refuse('tooLarge');
  const type = detectAvatarType(bytes);
  if (!type) throw refuse('unsupportedType');

  const limitInputPixels = AVATAR_MAX_SOURCE_SIDE * AVATAR_MAX_SOURCE_SIDE;
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels, failOn: 'error' }).metadata();
  } catch {
    throw refuse('unreadable');
  }
  if (metadata.format !== type) throw refuse('unreadable');
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw refuse('unreadable');
  if (width > AVATAR_MAX_SOURCE_SIDE || height > AVATAR_MAX_SOURCE_SIDE) throw refuse('tooManyPixels');

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels, failOn: 'error', animated: false })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    return { image: data, width: info.width, height: info.height };
  } catch {
    throw refuse('unreadable');
  }
}
