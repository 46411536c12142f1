/**
 * The only renditions the image CDN makes (`w`/`q`: docs/requirements.md, Constants): the site's image loader asks for
 * nothing else, and the content service answers anything else 400, so a stranger cannot make
 * it resize an image thousands of ways. The widths are the slots the pages render (120–1000 px),
 * twice each for dense screens, and common phone and desktop screen widths.
 */
export const IMAGE_WIDTHS: readonly number[] = [
  120, 160, 240, 256, 300, 320, 384, 400, 500, 600, 640, 700, 750, 800, 828, 1000, 1080, 1200, 1400, 1920, 2000,
];
export const IMAGE_QUALITIES: readonly number[] = [75];
/** The open-graph image (docs/requirements.md: Routes and page shell, Constants): pages declare this size, the CDN crops to it. */
export const OG_IMAGE_WIDTH = 400;
export const OG_IMAGE_HEIGHT = 250;
/** Exact w×h crops (`h` is refused otherwise): the open-graph image (docs/requirements.md, Constants). */
export const IMAGE_CROPS: readonly { width: number; height: number }[] = [{ width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT }];

/** The smallest allowed width at least `width` wide (the largest one for anything wider). */
export function allowedImageWidth(width: number): number {
  return IMAGE_WIDTHS.find((allowed) => allowed >= width) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1];
}
