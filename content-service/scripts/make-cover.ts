/**
 * Writes a cover image (shapes only: text in SVG would depend on the machine's fonts)
 * and its Asset entry for a post or page.
 *   tsx content-service/scripts/make-cover.ts <slug> <palette> "<alt text>"
 * palette: testing | infections | prevention | wellbeing | brand | page
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";

const PALETTES: Record<string, [string, string, string]> = {
  testing: ["#0b5d7a", "#38a3c4", "#e6f6fb"],
  infections: ["#5b3b8c", "#9a7fd1", "#f1ecfa"],
  prevention: ["#1f6f4a", "#4fb386", "#e8f6ef"],
  wellbeing: ["#9c3d54", "#e08aa0", "#fbedf1"],
  brand: ["#334155", "#94a3b8", "#f1f5f9"],
  page: ["#0f4c81", "#5b8fc7", "#eef4fb"],
};

/** Small deterministic PRNG so the same slug always draws the same picture. */
function seeded(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    return ((h ^= h >>> 16) >>> 0) / 4294967296;
  };
}

export function coverSvg(slug: string, palette: string, width = 1200, height = 480): string {
  const [dark, mid, light] = PALETTES[palette] ?? PALETTES.page;
  const rand = seeded(slug);
  const circles = Array.from({ length: 7 }, () => {
    const r = 30 + rand() * 140;
    return `<circle cx="${(rand() * width).toFixed(0)}" cy="${(rand() * height).toFixed(0)}" r="${r.toFixed(0)}" fill="${rand() > 0.5 ? mid : light}" fill-opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
  }).join("");
  const cx = width * (0.62 + rand() * 0.2);
  const cy = height / 2;
  // A medical cross motif: reads as "health" without any text.
  const s = 70;
  const cross = `<g transform="translate(${cx.toFixed(0)} ${cy.toFixed(0)})"><rect x="${-s * 1.6}" y="${-s * 1.6}" width="${s * 3.2}" height="${s * 3.2}" rx="48" fill="#ffffff" fill-opacity="0.92"/><rect x="${-s / 2}" y="${-s * 1.1}" width="${s}" height="${s * 2.2}" rx="10" fill="${dark}"/><rect x="${-s * 1.1}" y="${-s / 2}" width="${s * 2.2}" height="${s}" rx="10" fill="${dark}"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}${cross}</svg>\n`;
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].split("/").pop() ?? "");
if (isMain) {
  const [slug, palette = "page", alt = ""] = process.argv.slice(2);
  if (!slug) {
    console.error('usage: make-cover.ts <slug> <palette> "<alt text>"');
    process.exit(1);
  }
  const root = join(import.meta.dirname, "..", "content");
  const fileName = `cover-${slug}.svg`;
  const svg = coverSvg(slug, palette);
  writeFileSync(join(root, "files", fileName), svg);
  const asset = {
    id: `asset-cover-${slug}`,
    handle: `cover-${slug}`,
    fileName,
    mimeType: "image/svg+xml",
    width: 1200,
    height: 480,
    size: Buffer.byteLength(svg),
    alt: alt || `Illustration for ${slug.replace(/-/g, " ")}`,
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    publishedAt: "2025-01-01T00:00:00.000Z",
  };
  writeFileSync(join(root, "assets", `${asset.id}.json`), JSON.stringify(asset, null, 2) + "\n");
  console.log(`wrote ${fileName} and assets/${asset.id}.json`);
}
