import type { IncomingMessage, ServerResponse } from "node:http";
import type { ContentEditor } from "../api/mutations/mutations";
import { MutationInputError } from "../api/mutations/mutation-inputs";
import { StorageError } from "../store/atomic-file";
import { PolicyRefusal, verifyUploadPolicy } from "../api/upload-policy";
import { answer, readForm, storeImage, UploadError } from "./uploads";

/**
 * POST /asset-uploads: the upload address `createAsset` hands out (asset-mutations.ts), taking
 * the multipart form Hygraph's docs send to S3: every requestPostData field, then the file, last,
 * as `file`. Like a pre-signed S3 POST it needs no bearer token: the signed policy is the
 * permission (upload-policy.ts). The file goes through the same pipeline as every upload
 * (uploads.ts: its size, pixels and SVG safety), and the pending asset becomes complete: its
 * entry is written with the id createAsset answered, url, mimeType, size, width and height.
 * Answers 204 with no body, as S3 does; a refusal answers its reason as JSON.
 */

export const SIGNED_UPLOAD_PATH = "/asset-uploads";
export const FILE_FIELD = "file";

export type SignedUploadOptions = { editor: ContentEditor; filesDir: string; baseUrl: string; secret: string; now: () => Date };

/** The form's text fields by lower-case name, with the file, refused unless the file is the last entry and the only one. */
function splitForm(form: FormData): { fields: Map<string, string>; file: Blob } {
  const entries = [...form.entries()];
  const files = entries.filter(([, value]) => value instanceof Blob);
  const last = entries.at(-1);
  if (!files.length) throw new UploadError(400, `${FILE_FIELD}: no file in the form`);
  if (files.length > 1) throw new UploadError(400, `${FILE_FIELD}: one file per upload`);
  if (!last || last[0] !== FILE_FIELD || !(last[1] instanceof Blob)) {
    throw new UploadError(400, `${FILE_FIELD}: the file must be the form's last field, named "${FILE_FIELD}", after every requestPostData field (fields after it are not read)`);
  }
  const fields = new Map<string, string>();
  for (const [name, value] of entries.slice(0, -1)) fields.set(name.toLowerCase(), String(value));
  return { fields, file: last[1] };
}

export async function handleSignedUpload(req: IncomingMessage, res: ServerResponse, options: SignedUploadOptions): Promise<void> {
  if (req.method !== "POST") {
    res.setHeader("Allow", "POST");
    return answer(res, 405, { error: `Method ${req.method} is not allowed` });
  }
  try {
    const { fields, file } = splitForm(await readForm(req, FILE_FIELD));
    const policy = verifyUploadPolicy(options.secret, fields, options.now());
    if (file.size > policy.maxBytes) throw new UploadError(413, `${FILE_FIELD}: larger than the policy's ${policy.maxBytes} bytes`);
    // The first upload writes the asset's entry; the same policy again is a replay.
    if (options.editor.hasEntry(policy.assetId)) throw new UploadError(409, `This policy was used already: asset ${policy.assetId} has its file. Ask createAsset for a new asset.`);
    await storeImage(Buffer.from(await file.arrayBuffer()), policy.fileName, { id: policy.assetId, fields: policy.fields, published: false }, options);
    res.writeHead(204, { "cache-control": "no-store" });
    res.end();
  } catch (error) {
    if (error instanceof PolicyRefusal || error instanceof UploadError) return answer(res, error.status, { error: error.message.replace(/^fileUpload:/, `${FILE_FIELD}:`) });
    // Two uploads with one policy at once: the second finds the entry the first wrote (asset-mutations.ts).
    if (error instanceof MutationInputError) return answer(res, 409, { error: error.message });
    if (error instanceof StorageError) return answer(res, error.status, { error: error.message });
    throw error;
  }
}
