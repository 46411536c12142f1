import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { parseArgs } from "node:util";
import { serviceJson } from "./editor-api";

/** `npm run content -- upload <file> --alt "…"`: an image as a new Asset, live at once, and how to use it. */

export const UPLOAD_HELP =
  'npm run content -- upload <image file> --alt "…"\n' +
  "  Uploads a PNG, JPEG, WebP, AVIF or GIF (at most 10 MB) as a new asset, live at once. The alt text describes the image\n" +
  "  for readers who cannot see it. Prints the asset's id: embed it in a post's Markdown on a line of its own as\n" +
  "  {{embed Asset <id>}}, or make it the cover with update post <slug> --cover-image <id>.";

type UploadedAsset = { id: string; fileName: string; mimeType: string; width: number; height: number; size: number; url: string };

export async function uploadCommand(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, options: { alt: { type: "string" } }, allowPositionals: true });
  const [file] = positionals;
  if (!file) throw new Error(UPLOAD_HELP);
  const form = new FormData();
  form.set("fileUpload", new Blob([readFileSync(file)]), basename(file));
  form.set("alt", values.alt ?? "");
  const asset = await serviceJson<UploadedAsset>("/graphql/upload", { method: "POST", body: form });
  console.log(`Uploaded ${asset.id} (${asset.mimeType}, ${asset.width}×${asset.height}, ${Math.ceil(asset.size / 1024)} KB): ${asset.url}`);
  console.log(`Embed it in a post's Markdown, on a line of its own:\n  {{embed Asset ${asset.id}}}`);
  console.log(`or make it a post's cover image:\n  npm run content -- update post <slug> --cover-image ${asset.id}`);
}
