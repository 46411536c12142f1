import sharp, { type Sharp } from "sharp";

/**
 * What an uploaded image tells a visitor: only its pixels. A phone photo carries EXIF (GPS
 * position, camera, owner), XMP and IPTC; the file served as the public original is written
 * again without any of it. EXIF's orientation is applied to the pixels first, so the image
 * stands as it did on the phone without the tag.
 */

export type UploadFormat = "jpeg" | "png" | "webp" | "gif" | "avif";

/** sharp writes no metadata unless asked; lossy formats at a quality that keeps a photo as it was. */
const ENCODERS: Record<UploadFormat, (image: Sharp) => Sharp> = {
  jpeg: (image) => image.jpeg({ quality: 90 }),
  png: (image) => image.png(),
  webp: (image) => image.webp({ quality: 90 }),
  gif: (image) => image.gif(),
  avif: (image) => image.avif({ quality: 70 }),
};

export async function publicOriginal(bytes: Buffer, format: UploadFormat, maxPixels: number): Promise<{ bytes: Buffer; width: number; height: number }> {
  // Every frame of an animation is kept (an animation has no orientation to apply).
  const input = sharp(bytes, { animated: true, limitInputPixels: maxPixels });
  const { pages = 1 } = await input.metadata();
  const upright = pages > 1 ? input : input.autoOrient();
  const written = await ENCODERS[format](upright).toBuffer();
  const { width = 0, height = 0 } = await sharp(written).metadata();
  return { bytes: written, width, height };
}
