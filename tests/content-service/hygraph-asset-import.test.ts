import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { runImport } from "@/content-service/hygraph/import";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { graphql } from "./helpers";

/**
 * The import puts each asset into an empty embedded service the way a Hygraph Asset Management
 * project takes it (docs/hygraph.md, "Assets"): createAsset, the multipart POST of the signed
 * form data with the file last, the upload status read until complete, then the entry showing the
 * asset connected to it. The source is a copy of one shipped author and the portrait it shows.
 */

const SHIPPED = join(import.meta.dirname, "..", "..", "content-service", "content");
const TOKEN = "asset-import-token";
const NOW = new Date("2026-11-28T10:00:00.000Z");
const dirs: string[] = [];
const temporary = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};

let sourceDir: string;
const portrait = JSON.parse(readFileSync(join(SHIPPED, "assets", "asset-author-amara-okafor.json"), "utf8")) as Record<string, unknown>;

beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"], now: NOW, shouldAdvanceTime: true });
  sourceDir = temporary("asset-import-source-");
  for (const folder of ["assets", "authors", "files"]) mkdirSync(join(sourceDir, folder));
  cpSync(join(SHIPPED, "assets", "asset-author-amara-okafor.json"), join(sourceDir, "assets", "asset-author-amara-okafor.json"));
  cpSync(join(SHIPPED, "authors", "author-amara-okafor.json"), join(sourceDir, "authors", "author-amara-okafor.json"));
  cpSync(join(SHIPPED, "files", String(portrait.fileName)), join(sourceDir, "files", String(portrait.fileName)));
});

const services: ContentService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});
afterAll(() => {
  vi.useRealTimers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function emptyTarget(): Promise<ContentService> {
  const service = await startContentService({ port: 0, contentDir: temporary("asset-import-target-"), stateDir: temporary("asset-import-state-"), token: TOKEN });
  services.push(service);
  return service;
}

type Sent = { url: string; operation?: string; fields?: string[]; authorization?: string };

/** Every request the import sends, in order: GraphQL operations by name, forms by their field names. */
function recordingFetch(sent: Sent[]): typeof fetch {
  return async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const authorization = headers.get("authorization") ?? undefined;
    if (typeof init?.body === "string") sent.push({ url, authorization, operation: /(?:query|mutation) (\w+)/.exec((JSON.parse(init.body) as { query: string }).query)?.[1] });
    else if (init?.body instanceof FormData) sent.push({ url, authorization, fields: [...init.body.keys()] });
    return fetch(input, init);
  };
}

const AUTHOR_PICTURE = `query { author(where: { slug: "amara-okafor" }) { picture { key alt url mimeType width height size upload { status requestPostData { url } } } } }`;
type Picture = { key: string; alt: string; url: string; mimeType: string; width: number; height: number; size: number; upload: { status: string; requestPostData: null } };

describe("assets imported through Hygraph Asset Management's upload", () => {
  it("creates the asset, posts the signed form with the file last and no token, waits for it to complete, then connects the author's picture", async () => {
    const target = await emptyTarget();
    const sent: Sent[] = [];
    const summary = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => undefined, fetchImpl: recordingFetch(sent) });
    expect(summary.failed).toEqual([]);
    expect(summary.created).toBe(2);

    const create = sent.findIndex((request) => request.operation === "ImportCreateAsset");
    const post = sent.findIndex((request) => request.fields);
    const status = sent.findIndex((request) => request.operation === "ImportAssetUpload");
    const author = sent.findIndex((request) => request.operation === "ImportUpsert");
    expect([create, post, status].every((index) => index >= 0)).toBe(true);
    expect(create).toBeLessThan(post);
    expect(post).toBeLessThan(status);
    expect(status).toBeLessThan(author);
    // The fields in the order Hygraph's docs send them, the file last; the project's token stays with the project.
    expect(sent[post]).toEqual({ url: `${target.url}/asset-uploads`, authorization: undefined, fields: ["X-Amz-Date", "key", "X-Amz-Signature", "X-Amz-Algorithm", "policy", "X-Amz-Credential", "file"] });
    expect(sent.some((request) => request.url.endsWith("/graphql/upload"))).toBe(false);

    const { body } = await graphql<{ author: { picture: Picture } }>(target, AUTHOR_PICTURE);
    const picture = body.data?.author.picture;
    expect(picture).toMatchObject({ key: portrait.key, alt: portrait.alt, mimeType: portrait.mimeType, width: portrait.width, height: portrait.height, size: portrait.size, upload: { status: "ASSET_UPLOAD_COMPLETE", requestPostData: null } });
    const file = await fetch(String(picture?.url));
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(readFileSync(join(sourceDir, "files", String(portrait.fileName))));

    // A second run finds everything there and equal.
    const again = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => undefined });
    expect(again).toMatchObject({ created: 0, updated: 0, failed: [] });
  });

  it("uploads through the legacy /upload endpoint when told the project uses it", async () => {
    const target = await emptyTarget();
    const sent: Sent[] = [];
    const summary = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => undefined, fetchImpl: recordingFetch(sent), assetUpload: "legacy" });
    expect(summary.failed).toEqual([]);
    expect(sent.filter((request) => request.fields).map((request) => request.url)).toEqual([`${target.url}/graphql/upload`]);
    expect(sent.some((request) => request.operation === "ImportCreateAsset")).toBe(false);
    const { body } = await graphql<{ author: { picture: Picture } }>(target, AUTHOR_PICTURE);
    expect(body.data?.author.picture).toMatchObject({ key: portrait.key, mimeType: portrait.mimeType });
  });

  it("detects a legacy project by its Asset type lacking `upload`", async () => {
    const target = await emptyTarget();
    const sent: Sent[] = [];
    const legacyProject: typeof fetch = async (input, init) => {
      // A legacy project's schema: the Asset type without Hygraph Asset Management's upload field.
      if (typeof init?.body === "string" && init.body.includes("ImportAssetSystem")) return Response.json({ data: { __type: { fields: [{ name: "id" }, { name: "url" }, { name: "fileName" }] } } });
      return recordingFetch(sent)(input, init);
    };
    const summary = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => undefined, fetchImpl: legacyProject });
    expect(summary.failed).toEqual([]);
    expect(sent.filter((request) => request.fields).map((request) => request.url)).toEqual([`${target.url}/graphql/upload`]);
  });

  it("asks for a remote-URL upload when told to, which the embedded service refuses by name (it fetches no remote address)", async () => {
    const target = await emptyTarget();
    const summary = await runImport({
      endpoint: `${target.url}/graphql`,
      token: TOKEN,
      allowHttp: true,
      contentDir: sourceDir,
      log: () => undefined,
      assetUpload: "remote-url",
      assetBaseUrl: "https://assets.example.org/files",
    });
    expect(summary.failed).toContainEqual({ entry: `Asset ${String(portrait.key)}`, reason: expect.stringMatching(/^uploadUrl: the embedded content service does not fetch files from remote addresses/) });
    const { body } = await graphql<{ assets: unknown[] }>(target, `query { assets(stage: DRAFT) { id } }`, {}, { token: TOKEN });
    expect(body.data?.assets).toEqual([]);
  });

  it("names an upload that does not complete, with its asset id and last status", async () => {
    const target = await emptyTarget();
    // A project whose asset stays pending (its processing never finishes).
    const stuck: typeof fetch = async (input, init) => {
      if (typeof init?.body === "string" && init.body.includes("ImportAssetUpload")) {
        const { variables } = JSON.parse(init.body) as { variables: { id: string } };
        return Response.json({ data: { asset: { id: variables.id, upload: { status: "ASSET_CREATE_PENDING", error: null } } } });
      }
      return fetch(input, init);
    };
    const summary = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => undefined, fetchImpl: stuck, uploadChecks: 2, uploadCheckDelayMs: 1 });
    expect(summary.failed).toContainEqual({ entry: `Asset ${String(portrait.key)}`, reason: expect.stringMatching(/^upload of author-amara-okafor\.svg did not complete: asset asset-[\w-]+ still ASSET_CREATE_PENDING after 2 checks/) });
  });

  it("names an upload the project reports failed, with the project's code and message", async () => {
    const target = await emptyTarget();
    const failing: typeof fetch = async (input, init) => {
      if (typeof init?.body === "string" && init.body.includes("ImportAssetUpload")) {
        const { variables } = JSON.parse(init.body) as { variables: { id: string } };
        return Response.json({ data: { asset: { id: variables.id, upload: { status: "ASSET_ERROR_UPLOAD", error: { code: "FILE_CORRUPT", message: "The file could not be analysed" } } } } });
      }
      return fetch(input, init);
    };
    const summary = await runImport({ endpoint: `${target.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: sourceDir, log: () => undefined, fetchImpl: failing });
    expect(summary.failed).toContainEqual({
      entry: `Asset ${String(portrait.key)}`,
      reason: expect.stringMatching(/^upload of author-amara-okafor\.svg failed in the project \(ASSET_ERROR_UPLOAD: FILE_CORRUPT: The file could not be analysed\); asset asset-[\w-]+ is left there without a file$/),
    });
  });
});
