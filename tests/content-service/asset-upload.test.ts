import { writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { contentCli, graphql, withTestService } from "./helpers";

/** An editor uploads an image, live at once, and embeds it in an article. */
const TOKEN = "upload-token";
const test = withTestService(4, { token: TOKEN });
const content = contentCli(() => test.service, TOKEN);
const today = () => new Date().toISOString().slice(0, 10);

const image = (format: "png" | "jpeg" | "webp" | "gif" | "avif", width = 64, height = 36) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 90 } } }).toFormat(format).toBuffer();

function fileIn(name: string, bytes: Buffer | string): string {
  const path = join(test.contentDir, name);
  writeFileSync(path, bytes);
  return path;
}

async function upload(bytes: Buffer | string, name: string, alt = "A test image", token = TOKEN) {
  const form = new FormData();
  form.set("fileUpload", new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)]), name);
  form.set("alt", alt);
  const response = await fetch(`${test.service.url}/graphql/upload`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("uploading an image", () => {
  it("stores a new asset, served at once, and tells the editor how to embed it", async () => {
    const bytes = await image("png", 640, 360);
    const uploaded = await content("upload", fileIn("Testing kit.png", bytes), "--alt", "A home testing kit on a kitchen table");
    expect(uploaded.status).toBe(0);
    const [, id, url] = /^Uploaded (asset-testing-kit-[0-9a-f]{6}) \(image\/png, 640×360, \d+ KB\): (\S+)$/m.exec(uploaded.output) ?? [];
    expect(uploaded.output).toContain(`{{embed Asset ${id}}}`);

    const original = await fetch(url);
    expect(original.headers.get("content-type")).toBe("image/png");
    // Written again without metadata (upload-metadata.test.ts): the same pixels.
    const pixels = (file: Buffer) => sharp(file).raw().toBuffer();
    expect((await pixels(Buffer.from(await original.arrayBuffer()))).equals(await pixels(bytes))).toBe(true);
    expect((await fetch(`${url.replace("/images/", "/optimized/")}?w=640`)).headers.get("content-type")).toBe("image/webp");
    const asset = await graphql<{ asset: { url: string; alt: string; width: number; mimeType: string } }>(test.service, `{ asset(where: { id: "${id}" }) { url alt width mimeType } }`);
    expect(asset.body.data?.asset).toEqual({ url, alt: "A home testing kit on a kitchen table", width: 640, mimeType: "image/png" });
  });

  it("is embedded by a post's Markdown and shown by the published article", async () => {
    const { body } = await upload(await image("webp"), "diagram.webp", "Diagram of the testing window");
    const markdown = fileIn("with-image.md", `## Testing windows\n\nSee the diagram.\n\n{{embed Asset ${String(body.id)}}}\n`);
    const updated = await content("update", "post", "sample-article-1", "--file", markdown, "--reviewed-by", "priya-raman", "--reviewed-on", today(), "--change-note", "Diagram of the testing window added.");
    expect(updated.status).toBe(0);
    expect((await content("publish", "post", "sample-article-1")).status).toBe(0);
    const post = await graphql<{ post: { content: { references: { __typename: string; url: string; alt: string }[] } } }>(
      test.service,
      '{ post(where: { slug: "sample-article-1" }) { content { references { __typename ... on Asset { url alt } } } } }',
    );
    expect(post.body.data?.post.content.references).toContainEqual({ __typename: "Asset", url: body.url, alt: "Diagram of the testing window" });
  });

  it("accepts each format the site shows, recognised by its content", async () => {
    for (const [format, mimeType] of [["jpeg", "image/jpeg"], ["gif", "image/gif"], ["avif", "image/avif"], ["png", "image/png"]] as const) {
      // The name says nothing: the bytes decide.
      const { status, body } = await upload(await image(format), "photo.bin");
      expect(status).toBe(200);
      expect(body).toMatchObject({ mimeType, width: 64, height: 36 });
      expect(String(body.fileName)).toMatch(new RegExp(`^photo-[0-9a-f]{6}\\.${format === "jpeg" ? "jpg" : format}$`));
    }
  });

  it("keeps an SVG drawing, and refuses one with an event handler or a link to another document", async () => {
    const drawing = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect width="40" height="20" fill="url(#g)"/></svg>';
    const { status, body } = await upload(drawing, "drawing.svg");
    expect(status).toBe(200);
    expect(body).toMatchObject({ mimeType: "image/svg+xml", width: 40, height: 20 });
    expect((await upload('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" onload="alert(1)"/>', "a.svg")).body.error).toContain("it has the attribute onload");
    expect((await upload('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect fill="url(https://x.example/a)"/></svg>', "b.svg")).body.error).toContain("a reference to another document");
  });

  it("refuses what is not a raster image, whatever its name, and oversized files", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refusedSvg = await content("upload", fileIn("innocent.png", svg), "--alt", "Innocent");
    expect(refusedSvg.status).toBe(1);
    expect(refusedSvg.output).toContain("fileUpload: SVG is not accepted when it can carry script (it has the element <script>); export it as PNG or WebP");
    expect((await upload("<html><script>alert(1)</script></html>", "page.jpg")).body.error).toBe(
      "fileUpload: not an image (PNG, JPEG, WebP, AVIF or GIF are accepted, recognised by their content, not their name)",
    );
    expect((await upload(Buffer.concat([await image("png"), Buffer.alloc(11 * 1024 * 1024)]), "huge.png")).status).toBe(413);
    expect((await upload(await image("tiff" as "png"), "scan.tiff")).body.error).toBe("fileUpload: TIFF is not accepted (PNG, JPEG, WebP, AVIF or GIF)");
  });

  it("refuses an image that decodes to more than 16.8 megapixels, saying its size, however small its file; takes a 12-megapixel phone photo", async () => {
    // 7300 × 5440 px of one colour, two-colour palette: 39.7 megapixels in a few kB.
    const bomb = await sharp({ create: { width: 7300, height: 5440, channels: 3, background: { r: 255, g: 255, b: 255 } } })
      .png({ palette: true, colours: 2, compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(10 * 1024);
    const refused = await content("upload", fileIn("poster.png", bomb), "--alt", "A poster");
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(
      "fileUpload: the image is 7300 × 5440 px, 39.7 megapixels once decoded; at most 16.8 megapixels (4096 × 4096 px) are accepted. Scale it down first: the site shows images at most 2000 px wide.",
    );
    const photo = await sharp({ create: { width: 4032, height: 3024, channels: 3, background: { r: 120, g: 140, b: 160 } } }).jpeg().toBuffer();
    expect((await upload(photo, "phone.jpg")).body).toMatchObject({ mimeType: "image/jpeg", width: 4032, height: 3024 });
  });

  it("needs alt text and the editor token", async () => {
    const noAlt = await content("upload", fileIn("no-alt.png", await image("png")));
    expect(noAlt.output).toContain('alt: describe the image for readers who cannot see it (--alt "…")');
    expect((await upload(await image("png"), "a.png", "Alt", "")).status).toBe(401);
    expect((await upload(await image("png"), "a.png", "Alt", "wrong")).status).toBe(401);
  });
});
