import { readFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname } from "node:path";
import { LRUCache } from "lru-cache";
import pLimit from "p-limit";
import sharp from "sharp";
import { IMAGE_CROPS, IMAGE_QUALITIES, IMAGE_WIDTHS } from "@sti-aware/contract/image-widths";
import { send } from "../api/http-replies";
import { fileInFolder } from "./file-names";
import { MAX_UPLOAD_PIXELS } from "./uploads";

/** The asset CDN: uploaded files as they are under /images/, resized webp renditions under /optimized/. */

const MIME_TYPES: Record<string, string> = {
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".avif": "image/avif",
};

/**
 * Uploads are served as inert files: no script, plugin, form or frame of theirs runs in this
 * origin (an SVG or an HTML file renamed .png), and browsers take the declared type as given.
 */
const UPLOAD_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  "X-Content-Type-Options": "nosniff",
};

/**
 * Pixels of one rendition. Without a height a rendition keeps the image's proportions, so a
 * 10 × 1000 px strip asked at the widest width would be 2000 × 200,000 px: a rendition is made
 * within `width` × (this / `width`) instead, as wide as asked for any ordinary picture.
 */
const MAX_RENDITION_PIXELS = 8_000_000;

/** Resized webp renditions, made once per file, width and quality; bounded in bytes. */
const renditions = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (buffer) => Math.max(1, buffer.length) });
/** Resizes in progress, shared by concurrent requests for the same rendition. */
const pendingRenditions = new Map<string, Promise<Buffer>>();
/** Resizing is CPU-bound: at most two at once, the rest wait their turn. */
const resizeSlots = pLimit(2);

function rendition(key: string, original: Buffer, size: { width: number; height: number | undefined; quality: number }): Promise<Buffer> {
  const done = renditions.get(key);
  if (done) return Promise.resolve(done);
  let pending = pendingRenditions.get(key);
  if (!pending) {
    // With a height, crop to exactly w×h around the centre (fit "cover"); without, keep the aspect ratio within the pixel bound.
    const resize = size.height
      ? { width: size.width, height: size.height, fit: "cover" as const, withoutEnlargement: false }
      : { width: size.width, height: Math.floor(MAX_RENDITION_PIXELS / size.width), fit: "inside" as const, withoutEnlargement: false };
    // Upright by the file's own orientation (files stored before uploads were rewritten may carry one); no metadata is written.
    pending = resizeSlots(() => sharp(original, { density: 144, limitInputPixels: MAX_UPLOAD_PIXELS }).autoOrient().resize(resize).webp({ quality: size.quality }).toBuffer());
    pendingRenditions.set(key, pending);
    pending.then((buffer) => renditions.set(key, buffer), () => undefined).finally(() => pendingRenditions.delete(key));
  }
  return pending;
}

export async function serveAsset(req: IncomingMessage, res: ServerResponse, filesDir: string, optimized: boolean): Promise<void> {
  const url = new URL(req.url ?? "/", "http://localhost");
  const prefix = optimized ? "/optimized/" : "/images/";
  let fileName: string;
  try {
    fileName = decodeURIComponent(url.pathname.slice(prefix.length));
  } catch {
    return send(res, 400, { error: "Bad file name" });
  }
  const path = fileInFolder(filesDir, fileName);
  if (!path) return send(res, 404, { error: "Not found" });
  let original: Buffer;
  try {
    original = await readFile(path);
  } catch {
    return send(res, 404, { error: "Not found" });
  }
  // Images are embedded by the site, which is another origin: say so explicitly.
  const cacheHeaders = {
    "Cache-Control": "public, max-age=31536000, immutable",
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
    ...UPLOAD_HEADERS,
    // An SVG is an active document: opened by itself it is downloaded, never run in this origin.
    ...(extname(fileName).toLowerCase() === ".svg" && !optimized ? { "Content-Disposition": `attachment; filename="${fileName}"` } : {}),
  };
  if (!optimized) {
    res.writeHead(200, { "content-type": MIME_TYPES[extname(fileName).toLowerCase()] ?? "application/octet-stream", ...cacheHeaders });
    return void res.end(original);
  }
  // Only the widths and qualities the site's image loader asks for (one shared list).
  const width = Number(url.searchParams.get("w"));
  const quality = url.searchParams.has("q") ? Number(url.searchParams.get("q")) : IMAGE_QUALITIES[0];
  const height = url.searchParams.has("h") ? Number(url.searchParams.get("h")) : undefined;
  if (!IMAGE_WIDTHS.includes(width)) return send(res, 400, { error: `w must be one of ${IMAGE_WIDTHS.join(", ")}` });
  if (height !== undefined && !IMAGE_CROPS.some((crop) => crop.width === width && crop.height === height)) {
    return send(res, 400, { error: `h is allowed only as one of the crops ${IMAGE_CROPS.map((crop) => `${crop.width}x${crop.height}`).join(", ")}` });
  }
  if (!IMAGE_QUALITIES.includes(quality)) return send(res, 400, { error: `q must be one of ${IMAGE_QUALITIES.join(", ")}` });
  try {
    const buffer = await rendition(`${fileName}:${width}:${height ?? ""}:${quality}`, original, { width, height, quality });
    res.writeHead(200, { "content-type": "image/webp", "content-length": String(buffer.length), ...cacheHeaders });
    res.end(buffer);
  } catch {
    send(res, 415, { error: "Not an image" });
  }
}
