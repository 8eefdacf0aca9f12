import sharp from 'sharp';

/** A 1 × 1 PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** A solid image of the given type and size, encoded by sharp; `withExif` adds a camera tag to strip. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp',
  width: number,
  height: number,
  options: { withExif?: boolean } = {},
): Promise<Buffer> {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } });
  if (options.withExif) image = image.withExif({ IFD0: { Make: 'CanaryCam', Artist: 'secret-exif-canary' } });
  return image.toFormat(format).toBuffer();
}
