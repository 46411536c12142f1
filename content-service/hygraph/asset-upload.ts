import { setTimeout as sleep } from "node:timers/promises";
import { FORM_FIELDS, type RequestPostData } from "../api/upload-policy";
import { ContentApiError, type ContentApi } from "./content-api";

/**
 * How the import puts a file into a project (docs/hygraph.md, "Assets"):
 *
 * - `post-data` (Hygraph Asset Management, every project since early 2024): `createAsset` answers
 *   the asset pending with `upload.requestPostData`; the file is POSTed there as a multipart form,
 *   every requestPostData field first and the file last (S3 reads no field after the file), with
 *   no bearer token (the signed policy is the permission, and the address is not the project's);
 *   then the asset's `upload.status` is read until the upload is complete or failed.
 * - `remote-url`: `createAsset(data: { uploadUrl })`, the project fetching the file from a public
 *   address (`--asset-base-url` + the file's name), then the same wait.
 * - `legacy`: the project's `/upload` endpoint (content-api.ts), for projects on the legacy asset
 *   system: chosen by `--asset-upload legacy`, or detected, when the project's Asset has no `upload`.
 */

const MODES = ["post-data", "remote-url", "legacy"] as const;
export type AssetUploadMode = (typeof MODES)[number];
export type AssetUploadChoice = {
  /** How files are uploaded; detected from the project's schema when omitted. */
  assetUpload?: AssetUploadMode;
  /** For remote-url: the public address the files are served under (each at `<base>/<fileName>`). */
  assetBaseUrl?: string;
  /** Reads of an asset's upload status before giving up, the first at once, then with doubling delays. */
  uploadChecks?: number;
  uploadCheckDelayMs?: number;
};

type Created = { createAsset: { id: string; upload: { status: string | null; requestPostData: RequestPostData | null } | null } };
type Status = { asset: { id: string; upload: { status: string | null; error: { code: string; message: string } | null } | null } | null };

export const assetUploadOperations = {
  create: `mutation ImportCreateAsset($data: AssetCreateInput!) { createAsset(data: $data) { id upload { status requestPostData { url date key signature algorithm policy credential securityToken } } } }`,
  status: `query ImportAssetUpload($id: ID!) { asset(where: { id: $id }, stage: DRAFT) { id upload { status error { code message } } } }`,
  assetFields: `query ImportAssetSystem { __type(name: "Asset") { fields { name } } }`,
};

/** The docs name the end state ASSET_CREATE_COMPLETE; a generated schema's enum has ASSET_UPLOAD_COMPLETE: either is complete. */
const COMPLETE = new Set(["ASSET_UPLOAD_COMPLETE", "ASSET_CREATE_COMPLETE"]);
const FAILED = "ASSET_ERROR_UPLOAD";

/** Why an upload address refused a file: S3 answers XML (<Message>), the embedded service JSON ({ error }). */
function refusalReason(text: string): string {
  const s3 = /<Message>([^<]*)<\/Message>/.exec(text)?.[1];
  if (s3) return s3;
  try {
    const body = JSON.parse(text) as { error?: unknown };
    if (typeof body.error === "string") return body.error;
  } catch {
    // Neither: the text itself, cut short.
  }
  return text.slice(0, 200) || "no reason given";
}

export type AssetFile = { bytes: Uint8Array; fileName: string; mimeType: string; alt: string };

export class AssetUploader {
  private mode: Promise<AssetUploadMode> | undefined;

  constructor(
    private readonly api: ContentApi,
    private readonly options: AssetUploadChoice & { fetchImpl?: typeof fetch } = {},
  ) {
    if (options.assetUpload && !MODES.includes(options.assetUpload)) throw new Error(`--asset-upload ${String(options.assetUpload)}: expected one of ${MODES.join(", ")}`);
    if (options.assetUpload === "remote-url" && !options.assetBaseUrl) throw new Error("--asset-upload remote-url needs --asset-base-url: the public address the files are served under");
  }

  /** The upload system: as chosen, else Hygraph Asset Management unless the project's Asset lacks its `upload` field. */
  uploadMode(): Promise<AssetUploadMode> {
    this.mode ??= this.options.assetUpload
      ? Promise.resolve(this.options.assetUpload)
      : this.api.request<{ __type: { fields: { name: string }[] } | null }>(assetUploadOperations.assetFields).then(
          (data) => (data.__type?.fields.some((field) => field.name === "upload") ? "post-data" : "legacy"),
          // Introspection turned off: the current system is the safer guess (a legacy project names itself with --asset-upload legacy).
          () => "post-data" as const,
        );
    return this.mode;
  }

  async upload(file: AssetFile): Promise<{ id: string }> {
    const mode = await this.uploadMode();
    if (mode === "legacy") return this.api.upload(file.bytes, file.fileName, file.mimeType, { alt: file.alt });
    const data = mode === "remote-url" ? { fileName: file.fileName, uploadUrl: `${String(this.options.assetBaseUrl).replace(/\/$/, "")}/${encodeURIComponent(file.fileName)}` } : { fileName: file.fileName };
    const { createAsset } = await this.api.request<Created>(assetUploadOperations.create, { data });
    if (mode === "post-data") {
      const postData = createAsset.upload?.requestPostData;
      if (!postData) throw new Error(`createAsset for ${file.fileName} answered no upload.requestPostData: is the project on the legacy asset system? (--asset-upload legacy)`);
      await this.post(postData, file);
    }
    await this.completed(createAsset.id, file.fileName);
    return { id: createAsset.id };
  }

  /** The multipart POST to the signed address: the fields in the docs' order, the file last, no token. */
  private async post(postData: RequestPostData, file: AssetFile): Promise<void> {
    const form = new FormData();
    for (const [name, field] of FORM_FIELDS) {
      const value = postData[field];
      // The security token is passed "only if it's not null" (the schema's own description).
      if (value !== null && value !== undefined) form.append(name, value);
    }
    form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.mimeType }), file.fileName);
    const response = await (this.options.fetchImpl ?? fetch)(postData.url, { method: "POST", body: form });
    if (response.ok) return;
    const reason = refusalReason(await response.text());
    throw new ContentApiError(`upload of ${file.fileName} to ${new URL(postData.url).host} answered ${response.status}: ${reason}`, response.status);
  }

  /** Reads the asset's upload status until it is complete (bounded, doubling delays), or names why not. */
  private async completed(id: string, fileName: string): Promise<void> {
    const checks = this.options.uploadChecks ?? 10;
    const baseDelay = this.options.uploadCheckDelayMs ?? 500;
    let last = "not visible yet";
    let waited = 0;
    for (let check = 0; check < checks; check++) {
      if (check > 0) {
        const delay = Math.min(baseDelay * 2 ** (check - 1), 8000);
        await sleep(delay);
        waited += delay;
      }
      const { asset } = await this.api.request<Status>(assetUploadOperations.status, { id });
      const status = asset?.upload?.status ?? null;
      if (status && COMPLETE.has(status)) return;
      if (status === FAILED) {
        const error = asset?.upload?.error;
        throw new Error(`upload of ${fileName} failed in the project (${FAILED}${error ? `: ${error.code}: ${error.message}` : ""}); asset ${id} is left there without a file`);
      }
      if (asset) last = status ?? "no status";
    }
    throw new Error(`upload of ${fileName} did not complete: asset ${id} still ${last} after ${checks} checks over ${Math.round(waited / 1000)} s; delete it in the project, then run the import again`);
  }
}

/** The operations the uploads send, named for the contract check. */
export function everyAssetUploadOperation(): { name: string; query: string }[] {
  return [
    { name: "import: createAsset", query: assetUploadOperations.create },
    { name: "import: asset upload status", query: assetUploadOperations.status },
    { name: "import: asset system", query: assetUploadOperations.assetFields },
  ];
}
