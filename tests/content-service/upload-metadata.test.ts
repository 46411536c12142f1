import sharp, { type Metadata } from "sharp";
import { describe, expect, it } from "vitest";
import { IMAGE_WIDTHS } from "@sti-aware/contract/image-widths";
import { withTestService } from "./helpers";

/**
 * What is uploaded tells no more than the editor meant: a phone photo's EXIF (GPS position,
 * camera, owner), XMP and IPTC never reach the public original, and the photo still stands the
 * way it was taken. Each rendition a visitor can ask for has a bounded cost.
 */
const TOKEN = "upload-metadata-token";
const test = withTestService(1, { token: TOKEN });

const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Jane Doe</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/**
 * A 60 × 40 phone photo stored sideways (left half red, right half blue) with EXIF orientation 6
 * ("turn 90° clockwise to view"): seen upright it is 40 × 60, red above blue. It carries a GPS
 * position, the camera and its owner, in EXIF and in XMP.
 */
async function phonePhoto(format: "jpeg" | "png" | "webp" | "avif"): Promise<Buffer> {
  const red = { r: 255, g: 0, b: 0 };
  const blue = { r: 0, g: 0, b: 255 };
  const halves = await sharp({ create: { width: 60, height: 40, channels: 3, background: red } })
    .composite([{ input: { create: { width: 30, height: 40, channels: 3, background: blue } }, left: 30, top: 0 }])
    .png()
    .toBuffer();
  return sharp(halves)
    .toFormat(format, { quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12", Artist: "Jane Doe" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2615/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3954/100" },
    })
    .withXmp(XMP)
    .toBuffer();
}

async function upload(bytes: Buffer, name: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const form = new FormData();
  form.set("fileUpload", new Blob([new Uint8Array(bytes)]), name);
  form.set("alt", "A photo taken on a phone");
  const response = await fetch(`${test.service.url}/graphql/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${TOKEN}` } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const served = async (url: string) => Buffer.from(await (await fetch(url)).arrayBuffer());
const pixel = async (image: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at], data[at + 1], data[at + 2]];
};
const isRed = ([r, g, b]: number[]) => r > 200 && g < 60 && b < 60;
const isBlue = ([r, g, b]: number[]) => b > 200 && r < 60 && g < 60;
const tells = (metadata: Metadata) => ({ exif: metadata.exif !== undefined, xmp: metadata.xmp !== undefined, iptc: metadata.iptc !== undefined });

describe("an uploaded photo's public original", () => {
  it("the test photo carries what a phone writes (GPS, camera, owner, orientation)", async () => {
    const photo = await phonePhoto("jpeg");
    const metadata = await sharp(photo).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.exif?.includes("PhoneCo")).toBe(true);
    expect(photo.includes("Jane Doe")).toBe(true);
  });

  it.each(["jpeg", "png", "webp", "avif"] as const)("%s: served without EXIF, XMP or IPTC, upright, its size as shown", async (format) => {
    const { status, body } = await upload(await phonePhoto(format), `holiday.${format}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ width: 40, height: 60 });
    const original = await served(String(body.url));
    const metadata = await sharp(original).metadata();
    expect(tells(metadata)).toEqual({ exif: false, xmp: false, iptc: false });
    expect([undefined, 1]).toContain(metadata.orientation);
    for (const text of ["PhoneCo", "Pocket 12", "Jane Doe", "GPS"]) expect(original.includes(text), text).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([40, 60]);
    expect(isRed(await pixel(original, 20, 8))).toBe(true);
    expect(isBlue(await pixel(original, 20, 52))).toBe(true);
    expect(body.size).toBe(original.length);
  });

  it("gif: an animation is written again with every frame, and nothing else", async () => {
    const frame = (r: number) => sharp({ create: { width: 20, height: 10, channels: 3, background: { r, g: 0, b: 0 } } }).png().toBuffer();
    const animation = await sharp([await frame(255), await frame(0)], { join: { animated: true } }).gif().toBuffer();
    const { status, body } = await upload(animation, "blink.gif");
    expect(status).toBe(200);
    const original = await served(String(body.url));
    const metadata = await sharp(original).metadata();
    expect(metadata.pages).toBe(2);
    expect(tells(metadata)).toEqual({ exif: false, xmp: false, iptc: false });
    expect(metadata.comments ?? []).toEqual([]);
  });

  it("a resized rendition is upright and carries nothing either", async () => {
    const { body } = await upload(await phonePhoto("jpeg"), "rendition.jpg");
    const rendition = await served(`${String(body.url).replace("/images/", "/optimized/")}?w=${IMAGE_WIDTHS[0]}`);
    const metadata = await sharp(rendition).metadata();
    expect(tells(metadata)).toEqual({ exif: false, xmp: false, iptc: false });
    expect(metadata.height).toBeGreaterThan(metadata.width ?? 0);
  });
});

describe("the renditions a visitor can ask for", () => {
  it("a thin strip at the widest width is made within the pixel bound, not 2000 × 200,000", async () => {
    const strip = await sharp({ create: { width: 10, height: 1000, channels: 3, background: { r: 0, g: 128, b: 0 } } }).png().toBuffer();
    const { body } = await upload(strip, "strip.png");
    const widest = Math.max(...IMAGE_WIDTHS);
    const response = await fetch(`${String(body.url).replace("/images/", "/optimized/")}?w=${widest}`);
    expect(response.status).toBe(200);
    const { width = 0, height = 0 } = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(width * height).toBeLessThanOrEqual(8_000_000);
    expect(height / width).toBeCloseTo(100, 0);
  });

  it("only the listed widths, qualities and crops are made", async () => {
    const { body } = await upload(await phonePhoto("png"), "listed.png");
    const optimized = String(body.url).replace("/images/", "/optimized/");
    expect((await fetch(`${optimized}?w=123`)).status).toBe(400);
    expect((await fetch(`${optimized}?w=${IMAGE_WIDTHS[0]}&q=100`)).status).toBe(400);
    expect((await fetch(`${optimized}?w=${IMAGE_WIDTHS[0]}&h=77`)).status).toBe(400);
  });
});
