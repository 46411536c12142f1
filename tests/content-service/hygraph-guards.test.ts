import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runImport } from "@/content-service/hygraph/import";
import { runSetup } from "@/content-service/hygraph/setup";
import { graphql, startTestService } from "./helpers";

/**
 * What the Hygraph scripts send and read: a token never goes to a plain-http endpoint unless the
 * operator says so, and the import uploads only files of the content folder it was given.
 */
const TOKEN = "hygraph-guards-token";
let target: Awaited<ReturnType<typeof startTestService>>;
const dirs: string[] = [];

beforeAll(async () => {
  target = await startTestService(0, { token: TOKEN });
});
afterAll(async () => {
  await target.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every request a script makes, answered as a project that is not there would. */
function recordingFetch() {
  const sent: { url: string; authorization: string | null }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), authorization: new Headers(init?.headers).get("authorization") });
    return new Response("no project here", { status: 404 });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

describe("a token is not sent over plain http unless the operator says so", () => {
  it("setup refuses an http:// endpoint, even for a dry run, and sends nothing", async () => {
    const { sent, fetchImpl } = recordingFetch();
    const setup = runSetup({ endpoint: "http://api.example.net/v2/project/master", token: "management-token" }, { dryRun: true, fetchImpl, log: () => undefined });
    await expect(setup).rejects.toThrow(
      "HYGRAPH_ENDPOINT is http://api.example.net/v2/project/master: plain http, so the token would cross the network unencrypted. Use the project's https:// endpoint, or pass --allow-http if the service is on this machine or a network you trust.",
    );
    expect(sent).toEqual([]);
  });

  it("setup refuses a Management API address over http (MGMT_SERVER_URL)", async () => {
    const { sent, fetchImpl } = recordingFetch();
    process.env.MGMT_SERVER_URL = "http://management.example.net/graphql";
    try {
      const setup = runSetup({ endpoint: "https://api-eu-west-2.hygraph.example/v2/project/master", token: "management-token" }, { dryRun: true, fetchImpl, log: () => undefined });
      await expect(setup).rejects.toThrow(/^MGMT_SERVER_URL is http:\/\/management\.example\.net\/graphql: plain http/);
    } finally {
      delete process.env.MGMT_SERVER_URL;
    }
    expect(sent).toEqual([]);
  });

  it("setup with --allow-http goes ahead", async () => {
    const { sent, fetchImpl } = recordingFetch();
    const setup = runSetup({ endpoint: "http://api-eu-west-2.hygraph.example/v2/project/master", token: "management-token" }, { dryRun: true, allowHttp: true, fetchImpl, log: () => undefined });
    await expect(setup).rejects.toThrow();
    expect(sent).toEqual([{ url: "http://management-eu-west-2.hygraph.example/graphql", authorization: "Bearer management-token" }]);
  });

  it("the import refuses an http:// endpoint or upload address", async () => {
    await expect(runImport({ endpoint: `${target.service.url}/graphql`, token: TOKEN, log: () => undefined })).rejects.toThrow(/^HYGRAPH_ENDPOINT is http:\/\/127\.0\.0\.1:\d+\/graphql: plain http/);
    await expect(runImport({ endpoint: "https://api.example.net/v2/project/master", uploadUrl: "http://api.example.net/upload", token: TOKEN, log: () => undefined })).rejects.toThrow(
      /^HYGRAPH_UPLOAD_URL is http:\/\/api\.example\.net\/upload: plain http/,
    );
  });
});

describe("the import reads asset files from the content folder only", () => {
  it("an asset whose fileName leaves files/ is reported as failed, and nothing is uploaded", async () => {
    const root = mkdtempSync(join(tmpdir(), "import-confined-"));
    dirs.push(root);
    // A file beside the content folder that the service would take: an image, so only the name decides.
    writeFileSync(join(root, "outside.png"), await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } }).png().toBuffer());
    const source = join(root, "content");
    mkdirSync(join(source, "assets"), { recursive: true });
    mkdirSync(join(source, "files"));
    const asset = { id: "asset-outside", key: "asset-outside", createdAt: "2026-11-01T00:00:00.000Z", updatedAt: "2026-11-01T00:00:00.000Z", publishedAt: "2026-11-01T00:00:00.000Z", handle: "outside", fileName: "../outside.png", mimeType: "image/png", width: 10, height: 10, size: 40, alt: "An image" };
    writeFileSync(join(source, "assets", "asset-outside.json"), JSON.stringify(asset));

    const assetsThere = async () => (await graphql<{ assets: { fileName: string }[] }>(target.service, "{ assets(stage: DRAFT, first: 1000) { fileName } }", undefined, { token: TOKEN })).body.data?.assets;
    const before = await assetsThere();
    const summary = await runImport({ endpoint: `${target.service.url}/graphql`, token: TOKEN, allowHttp: true, contentDir: source, log: () => undefined });
    expect(summary.failed).toContainEqual({
      entry: "Asset asset-outside",
      reason: `fileName "../outside.png" is not a file name in the content folder's files/ (a plain name: no folders, no ..); nothing was uploaded`,
    });
    expect(summary.failed.every((failure) => failure.entry === "Asset asset-outside")).toBe(true);
    expect(await assetsThere()).toEqual(before);
  });
});
