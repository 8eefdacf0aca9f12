import { detectAvatarType, looksLikeSvg, type AvatarSourceType } from '@scopewright/domain';
import sharp, { type Metadata, type SharpOptions } from 'sharp';

export type ImageProblem = 'tooLarge' | 'svg' | 'unsupportedType' | 'tooManyPixels' | 'unreadable';

/** Why an upload was refused; each caller maps the problem to its own user-facing message. */
export class ImageProblemError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(`image refused: ${problem}`);
  }
}

export interface ImageLimits {
  maxBytes: number;
  /** Longest accepted side of the source; checked from the header, before anything is decoded. */
  maxSide: number;
}

export interface InspectedImage {
  bytes: Buffer;
  type: AvatarSourceType;
  width: number;
  height: number;
  /** Options for the caller's own sharp pipeline: the same pixel cap, strict decoding, first frame only. */
  decode: SharpOptions;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * The image-upload rules (docs/security.md#image-uploads), shared by every image upload: size cap, magic bytes (PNG, JPEG, WebP only; SVG named as such),
 * the header's pixel dimensions against a cap before decoding, and the decoded format matching the magic bytes.
 */
export async function inspectImageUpload(base64: string, limits: ImageLimits): Promise<InspectedImage> {
  const refuse = (problem: ImageProblem) => new ImageProblemError(problem);
  if (base64.length > Math.ceil(limits.maxBytes / 3) * 4) throw refuse('tooLarge');
  if (!BASE64.test(base64)) throw refuse('unreadable');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw refuse('unreadable');
  if (bytes.length > limits.maxBytes) throw refuse('tooLarge');
  const type = detectAvatarType(bytes);
  if (!type) throw refuse(looksLikeSvg(bytes) ? 'svg' : 'unsupportedType');

  const decode: SharpOptions = {
    limitInputPixels: limits.maxSide * limits.maxSide,
    failOn: 'error',
    animated: false,
  };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, decode).metadata();
  } catch (error) {
    throw refuse(error instanceof Error && /pixel limit/i.test(error.message) ? 'tooManyPixels' : 'unreadable');
  }
  if (metadata.format !== type) throw refuse('unreadable');
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw refuse('unreadable');
  if (width > limits.maxSide || height > limits.maxSide) throw refuse('tooManyPixels');
  return { bytes, type, width, height, decode };
}
