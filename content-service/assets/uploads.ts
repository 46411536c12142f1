import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join } from "node:path";
import sharp, { type Metadata } from "sharp";
import { normalizeSlug } from "@sti-aware/contract/slug";
import { BodyTooLargeError, readRawBytes } from "@sti-aware/contract/raw-body";
import { StorageError, writeFileAtomic } from "../store/atomic-file";
import type { ContentEditor } from "../api/mutations/mutations";
import { publicOriginal, type UploadFormat } from "./public-original";
import type { Entry } from "../store/store";
import { svgRefusal } from "./svg-safety";

/**
 * Hygraph's asset upload endpoint (the content API's address + `/upload`): a multipart form
 * with the file as `fileUpload` (and, for this project's Asset model, its `alt` text), sent with
 * the editor token; the answer is the new Asset. The file is live at once under /images/ (no
 * restart) and the Asset is published with it, so a post can embed it (`{{embed Asset <id>}}`).
 *
 * What a file is comes from its bytes, never its name or declared type: only the raster formats
 * the site shows are accepted, and SVG drawings with nothing that can run or fetch (svg-safety.ts):
 * SVG is a document that can carry script.
 */

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/**
 * Decoded pixels of one image, every frame counted: 4096 × 4096 (16.8 megapixels). Checked on the
 * file's header before anything is decoded: a few kB of PNG can declare 40 megapixels, and each
 * rendition a visitor asks of it decodes them all (1.5–9.5 s each at 39.7 megapixels). This bound
 * takes a 12-megapixel phone photo (4032 × 3024) and a 16-megapixel camera's (4608 × 3456) as they
 * come, more than eight times the widest rendition the site asks (2000 px), and keeps a rendition's
 * decode within what bench/parts/renditions.ts measures (docs/security.md).
 */
export const MAX_UPLOAD_PIXELS = 4096 * 4096;
export const MAX_ALT_LENGTH = 500;

/** sharp's name for a format (from the file's content) → how the service stores and serves it. */
const ACCEPTED: Record<UploadFormat, { extension: string; mimeType: string }> = {
  png: { extension: "png", mimeType: "image/png" },
  jpeg: { extension: "jpg", mimeType: "image/jpeg" },
  webp: { extension: "webp", mimeType: "image/webp" },
  gif: { extension: "gif", mimeType: "image/gif" },
  avif: { extension: "avif", mimeType: "image/avif" },
};
const ACCEPTED_NAMES = "PNG, JPEG, WebP, AVIF or GIF";
const isAccepted = (format: string): format is UploadFormat => Object.hasOwn(ACCEPTED, format);

export class UploadError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", "x-content-type-options": "nosniff" });
  res.end(JSON.stringify(body));
}

/** The image format of these bytes, or why it is refused. */
async function imageFormat(bytes: Buffer): Promise<{ format: UploadFormat | "svg"; extension: string; mimeType: string; width: number; height: number }> {
  let metadata: Metadata;
  try {
    // The header only, nothing decoded: the size is checked below with a message that says it.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadError(415, `fileUpload: not an image (${ACCEPTED_NAMES} are accepted, recognised by their content, not their name)`);
  }
  if (metadata.format === "svg") {
    // A still drawing (the shipped illustrations, a hosted project's SVG assets on import) is kept; one that can run or fetch anything is not.
    const refusal = svgRefusal(bytes.toString("utf8"));
    if (refusal) throw new UploadError(415, `fileUpload: SVG is not accepted when it can carry script (it has ${refusal}); export it as PNG or WebP`);
    if (!metadata.width || !metadata.height) throw new UploadError(415, "fileUpload: the image has no size");
    const oversized = tooManyPixels(metadata);
    if (oversized) throw new UploadError(413, oversized);
    return { format: "svg", extension: "svg", mimeType: "image/svg+xml", width: metadata.width, height: metadata.height };
  }
  // AVIF is HEIF with AV1 compression; other HEIF (HEIC photos) browsers do not show.
  const format = metadata.format === "heif" && metadata.compression === "av1" ? "avif" : metadata.format;
  if (!isAccepted(format)) throw new UploadError(415, `fileUpload: ${String(metadata.format).toUpperCase()} is not accepted (${ACCEPTED_NAMES})`);
  const { width, height } = metadata;
  if (!width || !height) throw new UploadError(415, "fileUpload: the image has no size");
  const pixelRefusal = tooManyPixels(metadata);
  if (pixelRefusal) throw new UploadError(413, pixelRefusal);
  return { ...ACCEPTED[format], format, width, height };
}

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toFixed(1)} megapixels`;

/** Why an image decodes to too many pixels (an animation: all its frames), or null. */
function tooManyPixels({ width = 0, height = 0, pageHeight, pages = 1 }: Metadata): string | null {
  const frames = pageHeight ? pages : 1;
  const pixels = width * (pageHeight ?? height) * frames;
  if (pixels <= MAX_UPLOAD_PIXELS) return null;
  const size = `${width} × ${pageHeight ?? height} px${frames > 1 ? ` × ${frames} frames` : ""}`;
  return `fileUpload: the image is ${size}, ${megapixels(pixels)} once decoded; at most ${megapixels(MAX_UPLOAD_PIXELS)} (4096 × 4096 px) are accepted. Scale it down first: the site shows images at most 2000 px wide.`;
}

/** A multipart form of at most MAX_UPLOAD_BYTES (and its fields), its file in the field `field`. */
export async function readForm(req: IncomingMessage, field = "fileUpload"): Promise<FormData> {
  const type = req.headers["content-type"] ?? "";
  if (!type.startsWith("multipart/form-data")) throw new UploadError(400, `Send the file as multipart/form-data in the field ${field}`);
  let body: Buffer;
  try {
    body = await readRawBytes(req, MAX_UPLOAD_BYTES + 64 * 1024);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new UploadError(413, `${field}: larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    throw error;
  }
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    throw new UploadError(400, "The multipart form could not be read");
  }
}

/**
 * An uploaded image stored: its file under files/ (without metadata), then its Asset entry (the
 * file is removed again when the entry cannot be written). Answers the Asset as Hygraph does.
 * Both upload addresses use it: the legacy `/upload` form and the signed upload (signed-uploads.ts).
 */
export async function storeImage(
  received: Buffer,
  name: string,
  asset: { id?: string; fields: Record<string, unknown>; published: boolean },
  options: { editor: ContentEditor; filesDir: string; baseUrl: string },
): Promise<Record<string, unknown>> {
  const image = await imageFormat(received);
  // Stored and served without its metadata (public-original.ts): what the asset's fields describe.
  // A still SVG drawing (svg-safety.ts) is text with no EXIF, XMP or IPTC: kept as it came.
  const { bytes, width, height } = image.format === "svg" ? { bytes: received, width: image.width, height: image.height } : await publicOriginal(received, image.format, MAX_UPLOAD_PIXELS);
  const handle = `${normalizeSlug(name.slice(0, -extname(name).length || undefined)).slice(0, 60) || "image"}-${randomBytes(3).toString("hex")}`;
  const fileName = `${handle}.${image.extension}`;
  const path = join(options.filesDir, fileName);
  writeFileAtomic(path, bytes);
  const now = new Date().toISOString();
  let entry: Entry;
  try {
    entry = await options.editor.createAsset({
      ...asset.fields,
      id: asset.id ?? `asset-${handle}`,
      createdAt: now,
      updatedAt: now,
      publishedAt: asset.published ? now : null,
      handle,
      fileName,
      mimeType: image.mimeType,
      width,
      height,
      size: bytes.length,
    });
  } catch (error) {
    rmSync(path, { force: true });
    throw error;
  }
  const { __typename, ...fields } = entry;
  void __typename;
  return { ...fields, url: `${options.baseUrl}/images/${encodeURIComponent(fileName)}` };
}

/** Stores an uploaded image and its Asset entry; answers the Asset as Hygraph's upload does. */
export async function handleUpload(req: IncomingMessage, res: ServerResponse, options: { editor: ContentEditor; filesDir: string; baseUrl: string; authorized: boolean }): Promise<void> {
  if (!options.authorized) return answer(res, 401, { error: "Unauthorized: uploads need the editor token (Authorization: Bearer …)" });
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return answer(res, 405, { error: `Method ${req.method} is not allowed` });
  }
  try {
    const form = await readForm(req);
    const file = form.get("fileUpload");
    if (!(file instanceof Blob)) throw new UploadError(400, "fileUpload: no file in the form");
    if (file.size > MAX_UPLOAD_BYTES) throw new UploadError(413, `fileUpload: larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`);
    const alt = String(form.get("alt") ?? "").trim();
    // The editors' check refuses an image without a text alternative, and an asset cannot be edited afterwards.
    if (!alt) throw new UploadError(400, "alt: describe the image for readers who cannot see it (--alt \"…\")");
    if (alt.length > MAX_ALT_LENGTH) throw new UploadError(400, `alt: longer than ${MAX_ALT_LENGTH} characters`);
    const name = "name" in file && typeof file.name === "string" ? file.name : "image";
    const asset = await storeImage(Buffer.from(await file.arrayBuffer()), name, { fields: { alt }, published: true }, options);
    answer(res, 200, asset);
  } catch (error) {
    if (error instanceof UploadError) return answer(res, error.status, { error: error.message });
    // The file or its Asset could not be written (a full disk: 507); neither is left behind.
    if (error instanceof StorageError) return answer(res, error.status, { error: error.message });
    throw error;
  }
}
