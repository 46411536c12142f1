import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { graphql } from "./helpers";

/**
 * The embedded service's Hygraph Asset Management upload: createAsset answers a pending asset and
 * a signed policy for POST /asset-uploads; only that policy, unchanged, unexpired and used once,
 * with its fields before the file, lets a file in, and the file passes the upload pipeline's bounds.
 */

const TOKEN = "signed-upload-token";
const NOW = new Date("2026-11-28T10:00:00.000Z");
/** The clock upload policies expire by (the service's `now`). */
let clock = NOW;
let service: ContentService;
let contentDir: string;
let stateDir: string;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW, shouldAdvanceTime: true });
  contentDir = mkdtempSync(join(tmpdir(), "signed-upload-content-"));
  stateDir = mkdtempSync(join(tmpdir(), "signed-upload-state-"));
  service = await startContentService({ port: 0, contentDir, stateDir, token: TOKEN, uploadSecret: "test-secret", now: () => clock });
});

afterAll(async () => {
  await service?.close();
  vi.useRealTimers();
  rmSync(contentDir, { recursive: true, force: true });
  rmSync(stateDir, { recursive: true, force: true });
});

type PostData = { url: string; date: string; key: string; signature: string; algorithm: string; policy: string; credential: string; securityToken: string | null };
type Pending = { id: string; fileName: string; upload: { status: string; expiresAt: string; requestPostData: PostData } };

const CREATE = `mutation Create($data: AssetCreateInput!) { createAsset(data: $data) { id fileName upload { status expiresAt requestPostData { url date key signature algorithm policy credential securityToken } } } }`;
const STATUS = `query Status($id: ID!) { asset(where: { id: $id }, stage: DRAFT) { id url mimeType width height size alt upload { status requestPostData { url } } } }`;

async function createAsset(data: Record<string, unknown> = { fileName: "chart.png", alt: "A bar chart" }): Promise<Pending> {
  const { body } = await graphql<{ createAsset: Pending }>(service, CREATE, { data }, { token: TOKEN });
  if (!body.data?.createAsset) throw new Error(JSON.stringify(body.errors));
  return body.data.createAsset;
}

const png = (width = 64, height = 36) => sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();

/** The form as Hygraph's docs send it: every field, then the file; `change` alters it first. */
async function post(postData: PostData, file: Buffer | string, change: (fields: [string, string][]) => [string, string][] = (fields) => fields, fileFirst = false) {
  const fields: [string, string][] = change([
    ["X-Amz-Date", postData.date],
    ["key", postData.key],
    ["X-Amz-Signature", postData.signature],
    ["X-Amz-Algorithm", postData.algorithm],
    ["policy", postData.policy],
    ["X-Amz-Credential", postData.credential],
  ]);
  const form = new FormData();
  const blob = new Blob([typeof file === "string" ? file : new Uint8Array(file)]);
  if (fileFirst) form.append("file", blob, "chart.png");
  for (const [name, value] of fields) form.append(name, value);
  if (!fileFirst) form.append("file", blob, "chart.png");
  const response = await fetch(postData.url, { method: "POST", body: form });
  const text = await response.text();
  return { status: response.status, error: text ? (JSON.parse(text) as { error: string }).error : undefined };
}

const uploadedFiles = () => (existsSync(join(contentDir, "files")) ? readdirSync(join(contentDir, "files")) : []);
const assetStatus = async (id: string) => (await graphql<{ asset: Record<string, unknown> | null }>(service, STATUS, { id }, { token: TOKEN })).body.data?.asset ?? null;

describe("createAsset and the signed upload address", () => {
  it("answers a pending asset with requestPostData for the service's own address; the file completes it", async () => {
    const pending = await createAsset();
    expect(pending.upload).toMatchObject({ status: "ASSET_CREATE_PENDING", expiresAt: "2026-11-28T11:00:00.000Z" });
    expect(pending.upload.requestPostData).toMatchObject({ url: `${service.url}/asset-uploads`, date: "20261128T100000Z", key: `uploads/${pending.id}`, algorithm: "HMAC-SHA256", securityToken: null });
    // No entry until the file arrives (docs/hygraph.md, "Assets").
    expect(await assetStatus(pending.id)).toBeNull();

    expect(await post(pending.upload.requestPostData, await png())).toEqual({ status: 204, error: undefined });
    const asset = await assetStatus(pending.id);
    expect(asset).toMatchObject({ mimeType: "image/png", width: 64, height: 36, alt: "A bar chart", upload: { status: "ASSET_UPLOAD_COMPLETE", requestPostData: null } });
    expect((await fetch(String(asset?.url))).headers.get("content-type")).toBe("image/png");
  });

  it("refuses a changed signature, a changed policy, another key, an expired policy and a second use", async () => {
    const pending = await createAsset();
    const postData = pending.upload.requestPostData;
    const image = await png();
    const before = uploadedFiles();

    const forged = await post(postData, image, (fields) => fields.map(([name, value]) => [name, name === "X-Amz-Signature" ? `${value.slice(0, -2)}00` : value]));
    expect(forged).toEqual({ status: 403, error: "X-Amz-Signature does not match the policy: the policy was changed, or this service did not issue it" });

    // A policy rewritten to allow a bigger file (or another asset) no longer matches its signature.
    const widened = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(postData.policy, "base64").toString("utf8")), maxBytes: 1e9 })).toString("base64");
    expect((await post(postData, image, (fields) => fields.map(([name, value]) => [name, name === "policy" ? widened : value]))).status).toBe(403);

    const otherKey = await post(postData, image, (fields) => fields.map(([name, value]) => [name, name === "key" ? "uploads/asset-someone-else" : value]));
    expect(otherKey).toEqual({ status: 403, error: "key is not the one the policy was issued for" });
    expect(uploadedFiles()).toEqual(before);

    clock = new Date(NOW.getTime() + 61 * 60 * 1000);
    try {
      expect(await post(postData, image)).toEqual({ status: 403, error: "The upload policy expired at 2026-11-28T11:00:00.000Z: ask createAsset for a new one" });
    } finally {
      clock = NOW;
    }
    expect(await assetStatus(pending.id)).toBeNull();

    expect((await post(postData, image)).status).toBe(204);
    const files = uploadedFiles();
    const replayed = await post(postData, await png(32, 32));
    expect(replayed).toEqual({ status: 409, error: `This policy was used already: asset ${pending.id} has its file. Ask createAsset for a new asset.` });
    expect(uploadedFiles()).toEqual(files);
    expect(await assetStatus(pending.id)).toMatchObject({ width: 64, height: 36 });
  });

  it("refuses a file sent before the fields, a form without the fields, and a file over 10 MB", async () => {
    const { id, upload } = await createAsset();
    const before = uploadedFiles();
    expect(await post(upload.requestPostData, await png(), undefined, true)).toEqual({
      status: 400,
      error: 'file: the file must be the form\'s last field, named "file", after every requestPostData field (fields after it are not read)',
    });
    expect(await post(upload.requestPostData, await png(), (fields) => fields.filter(([name]) => name !== "policy" && name !== "X-Amz-Signature"))).toEqual({
      status: 400,
      error: "The form lacks X-Amz-Signature, policy: send every requestPostData field before the file",
    });
    expect(await post(upload.requestPostData, Buffer.alloc(10 * 1024 * 1024 + 1024 * 1024, 1))).toEqual({ status: 413, error: "file: larger than 10 MB" });
    expect(uploadedFiles()).toEqual(before);
    expect(await assetStatus(id)).toBeNull();
  });

  it("puts the file through the upload pipeline's checks: no script-carrying SVG, no image of too many pixels", async () => {
    const { upload } = await createAsset();
    const script = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>`;
    expect(await post(upload.requestPostData, script)).toEqual({ status: 415, error: "file: SVG is not accepted when it can carry script (it has the element <script>); export it as PNG or WebP" });
    const huge = await createAsset();
    const result = await post(huge.upload.requestPostData, await png(5000, 4000));
    expect(result.status).toBe(413);
    expect(result.error).toMatch(/^file: the image is 5000 × 4000 px, 20\.0 megapixels once decoded/);
  });

  it("refuses a remote uploadUrl (the service fetches no address a request names), a key another asset has and an alt over 500 characters", async () => {
    const remote = await graphql(service, CREATE, { data: { uploadUrl: "http://169.254.169.254/latest/meta-data/" } }, { token: TOKEN });
    expect(remote.body.errors?.[0]?.message).toMatch(/^uploadUrl: the embedded content service does not fetch files from remote addresses/);
    const first = await createAsset({ fileName: "a.png", key: "asset-unique-key" });
    await post(first.upload.requestPostData, await png());
    const taken = await graphql(service, CREATE, { data: { fileName: "b.png", key: "asset-unique-key" } }, { token: TOKEN });
    expect(taken.body.errors?.[0]?.message).toBe('key: "asset-unique-key" is already used by another Asset');
    const long = await graphql(service, CREATE, { data: { fileName: "c.png", alt: "x".repeat(501) } }, { token: TOKEN });
    expect(long.body.errors?.[0]?.message).toBe("alt: longer than 500 characters");
  });

  it("needs the editor token for createAsset", async () => {
    const { status } = await graphql(service, CREATE, { data: { fileName: "x.png" } });
    expect(status).toBe(401);
  });
});
