import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { startContentService } from "@sti-aware/content-service";
import { MAX_UPLOAD_PIXELS } from "../../content-service/assets/uploads";
import { syntheticContent } from "../synthetic-content";
import { median, round } from "../stats";

/**
 * The renditions part: what an anonymous visitor's first (uncached) rendition of an image costs
 * the content service, at the sizes the upload bound lets through: a 12-megapixel phone photo,
 * the bound itself (4096 × 4096), and, refused since, the probe's 39.7-megapixel 5 kB PNG, timed
 * as it was rendered before (sharp directly, the same pipeline, the old 40-megapixel limit).
 */
const WIDTHS = [2000, 1200, 640];

type Image = { name: string; file: string; make: () => Promise<Buffer> };

const noise = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } });
const flat = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#ffffff" } }).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer();
const IMAGES: Image[] = [
  { name: "photo 4032 × 3024 JPEG (12.2 MP, a phone's)", file: "phone-photo-0a0a0a.jpg", make: () => noise(4032, 3024).jpeg({ quality: 85 }).toBuffer() },
  { name: "photo 4096 × 4096 JPEG (16.8 MP, the bound)", file: "bound-photo-0b0b0b.jpg", make: () => noise(4096, 4096).jpeg({ quality: 85 }).toBuffer() },
  { name: "flat 1-bit PNG 4096 × 4096 (16.8 MP, the bound)", file: "bound-flat-0c0c0c.png", make: () => flat(4096, 4096) },
  { name: "probe's flat 1-bit PNG 7300 × 5440 (39.7 MP, refused at upload)", file: "probe-0d0d0d.png", make: () => flat(7300, 5440) },
];

/** The content service's rendition pipeline (content-service/assets/asset-files.ts), with a given input limit. */
const render = (bytes: Buffer, width: number, limitInputPixels: number) =>
  sharp(bytes, { density: 144, limitInputPixels }).autoOrient().resize({ width, height: Math.floor(8_000_000 / width), fit: "inside" }).webp({ quality: 75 }).toBuffer();

export async function benchRenditions(scratch: string) {
  const contentDir = syntheticContent(scratch, 10);
  const service = await startContentService({ contentDir });
  const rows = [];
  try {
    for (const image of IMAGES) {
      const bytes = await image.make();
      writeFileSync(join(contentDir, "files", image.file), bytes);
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      const accepted = width * height <= MAX_UPLOAD_PIXELS;
      const times: number[] = [];
      const statuses: number[] = [];
      for (const w of WIDTHS) {
        const started = performance.now();
        if (accepted) {
          const response = await fetch(`${service.url}/optimized/${image.file}?w=${w}&q=75`);
          await response.arrayBuffer();
          statuses.push(response.status);
        } else {
          await render(bytes, w, 40_000_000);
        }
        times.push(performance.now() - started);
      }
      const row = { image: image.name, fileKB: round(bytes.length / 1024), accepted, firstRenditionMedianMs: round(median(times)), firstRenditionMaxMs: round(Math.max(...times)), statuses: statuses.join(",") || "not served" };
      console.log("rendition:", row);
      rows.push(row);
    }
  } finally {
    await service.close();
  }
  return rows;
}
