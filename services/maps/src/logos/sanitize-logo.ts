import sharp from 'sharp';
import { detectImageType, type ImageType } from './detect-image-type';
import { logoInvalidType } from './logo-errors';

/** Logos are shown small; anything larger is scaled down to fit this box. */
export const LOGO_MAX_DIMENSION = 1024;

/**
 * The pixel-flood guard: images declaring more pixels than this are refused before they are
 * decoded (a 5 MB file can declare billions of pixels). 40 megapixels covers any real photo.
 */
export const LOGO_MAX_INPUT_PIXELS = 40_000_000;

export interface SanitizedLogo {
  bytes: Buffer;
  type: ImageType;
}

/**
 * Turns uploaded bytes into a clean image: the type is proven by the magic numbers, then the image
 * is decoded and encoded again in the same family, oriented, within LOGO_MAX_DIMENSION, without
 * metadata (sharp drops EXIF, XMP and comments unless asked to keep them) and without anything
 * appended after the image data. Animated images keep their first frame only. Anything that is
 * not one of the four types, or that sharp cannot decode, answers the "Invalid file type" 400.
 */
export async function sanitizeLogo(input: Buffer): Promise<SanitizedLogo> {
  const type = detectImageType(input);
  if (!type) throw logoInvalidType();
  const pipeline = sharp(input, { limitInputPixels: LOGO_MAX_INPUT_PIXELS, animated: false, failOn: 'error' })
    .rotate()
    .resize({
      width: LOGO_MAX_DIMENSION,
      height: LOGO_MAX_DIMENSION,
      fit: 'inside',
      withoutEnlargement: true,
    });
  const encoded =
    type.mime === 'image/jpeg'
      ? pipeline.jpeg({ quality: 90 })
      : type.mime === 'image/png'
        ? pipeline.png()
        : type.mime === 'image/gif'
          ? pipeline.gif()
          : pipeline.webp({ quality: 90 });
  try {
    return { bytes: await encoded.toBuffer(), type };
  } catch {
    // Corrupt data, a format sharp disagrees with the signature about, or a pixel flood.
    throw logoInvalidType();
  }
}
