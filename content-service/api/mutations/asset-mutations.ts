import { randomUUID } from "node:crypto";
import { FIELDS } from "../../store/models";
import type { ContentStore, Entry } from "../../store/store";
import { signUploadPolicy } from "../upload-policy";
import { MutationInputError, type MutationData } from "./mutation-inputs";

/**
 * Hygraph Asset Management's `createAsset(data: AssetCreateInput!)`, as the embedded service
 * answers it: an Asset in ASSET_CREATE_PENDING whose `upload.requestPostData` is a signed policy
 * for the service's own upload address (assets/signed-uploads.ts), where the file completes it.
 * The entry itself is written when the file arrives (an entry without a file would be served to
 * readers and fail the content rules), so until then `asset(where: { id })` answers null where
 * Hygraph answers the pending asset; the import waits for either (hygraph/asset-upload.ts).
 *
 * `uploadUrl` (Hygraph fetches a file from a public address) is refused: a fetch of an address a
 * request names, from the machine the content service runs on, reaches what only that machine
 * can (a metadata service, an admin port, the private network): a server-side request forgery.
 */

/** The Asset fields Hygraph owns: set from the file, never written through createAsset. */
const ASSET_FILE_FIELDS = new Set(["handle", "fileName", "mimeType", "width", "height", "size"]);
/** The project's own Asset fields (key, alt): createAsset may set them. */
/** Longest value of an own field, as the legacy upload bounds `alt` (assets/uploads.ts): the policy carries them. */
const OWN_FIELD_LIMIT = 500;
const OWN_FIELDS = (FIELDS.get("Asset") ?? []).filter((field) => field.kind === "scalar" && !field.list && !ASSET_FILE_FIELDS.has(field.name));

export const ASSET_MUTATIONS_SDL = `
input AssetCreateInput { createdAt: DateTime updatedAt: DateTime fileName: String uploadUrl: String ${OWN_FIELDS.map((field) => `${field.name}: ${field.type}`).join(" ")} }
extend type Mutation {
  "Hygraph Asset Management: the Asset, pending, with upload.requestPostData for its file (a remote uploadUrl is refused)."
  createAsset(data: AssetCreateInput!): Asset
}`;

/** The upload secret, address and clock, and the largest file (the upload pipeline's bound): server.ts. */
export type AssetUploadSettings = { secret: string; url: string; now: () => Date; maxBytes: number };

export function createPendingAsset(store: ContentStore, settings: AssetUploadSettings, data: MutationData): Entry {
  if (data.uploadUrl !== undefined && data.uploadUrl !== null) {
    throw new MutationInputError(
      "uploadUrl: the embedded content service does not fetch files from remote addresses (a fetch the request names would run from the service's own network: server-side request forgery). Call createAsset without uploadUrl and send the file to upload.requestPostData.url.",
    );
  }
  const fields: Record<string, string> = {};
  for (const field of OWN_FIELDS) {
    const value = data[field.name];
    if (value === undefined || value === null) continue;
    if (typeof value !== "string") throw new MutationInputError(`${field.name}: expected a string`);
    if (value.length > OWN_FIELD_LIMIT) throw new MutationInputError(`${field.name}: longer than ${OWN_FIELD_LIMIT} characters`);
    if (field.unique && [...store.documents.values()].some(({ model, stored }) => model === "Asset" && stored[field.name] === value)) {
      throw new MutationInputError(`${field.name}: "${value}" is already used by another Asset`);
    }
    fields[field.name] = value;
  }
  const fileName = typeof data.fileName === "string" && data.fileName.trim() ? data.fileName.trim().slice(0, 200) : "image";
  const id = `asset-${randomUUID()}`;
  const now = settings.now();
  const { requestPostData, expiresAt } = signUploadPolicy(settings.secret, settings.url, { assetId: id, fileName, fields, maxBytes: settings.maxBytes }, now);
  const at = now.toISOString();
  return {
    __typename: "Asset",
    id,
    stage: "DRAFT",
    createdAt: at,
    updatedAt: at,
    publishedAt: null,
    handle: id,
    fileName,
    mimeType: null,
    width: null,
    height: null,
    size: null,
    ...fields,
    upload: { status: "ASSET_CREATE_PENDING", expiresAt, requestPostData, error: null },
  } as unknown as Entry;
}
