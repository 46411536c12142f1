import { describe, expect, it } from "vitest";
import { contentApiFor, endpointKind, highPerformanceFor } from "../hygraph/endpoints";
import { runImport } from "../hygraph/import";
import { runSetup } from "../hygraph/setup";

/**
 * Which Hygraph address each command takes, and the refusal of any other with the address to use:
 * the import's mutations go to the Content API (the High Performance endpoint is for reads), the
 * setup names the environment by either content address, never by the Management API's or the
 * upload address. Nothing is sent before the refusal.
 */

const CONTENT = "https://api-eu-west-2.hygraph.com/v2/cm7lst6j601e106ux6nfp97jn/master";
const HIGH_PERFORMANCE = "https://eu-west-2.cdn.hygraph.com/content/cm7lst6j601e106ux6nfp97jn/master";

function recordingFetch() {
  const sent: string[] = [];
  const fetchImpl = (async (url: string | URL | Request) => {
    sent.push(String(url));
    return new Response("{}", { status: 500 });
  }) as typeof fetch;
  return { sent, fetchImpl };
}

describe("Hygraph's addresses", () => {
  it("tells the Content API, the High Performance endpoint, the Management API and the upload address apart; any other host is not Hygraph's", () => {
    expect([CONTENT, HIGH_PERFORMANCE, "https://management-eu-west-2.hygraph.com/graphql", `${CONTENT}/upload`, "http://127.0.0.1:4000/graphql"].map(endpointKind)).toEqual([
      "content",
      "high-performance",
      "management",
      "upload",
      "other",
    ]);
    expect(contentApiFor(HIGH_PERFORMANCE)).toBe(CONTENT);
    expect(highPerformanceFor(CONTENT)).toBe(HIGH_PERFORMANCE);
  });
});

describe("each command refuses the wrong address, saying which to use", () => {
  it("the import refuses the High Performance endpoint for its mutations, naming the Content API address", async () => {
    await expect(runImport({ endpoint: HIGH_PERFORMANCE, token: "content-token", log: () => undefined })).rejects.toThrow(
      `HYGRAPH_ENDPOINT is ${HIGH_PERFORMANCE}, the High Performance Content API, which is for reads (Hygraph does not allow writes there). Use the Content API address, ${CONTENT} (Hygraph: Project settings > API Access > Endpoints, "Content API").`,
    );
  });

  it("the import refuses the upload address given as the endpoint", async () => {
    await expect(runImport({ endpoint: `${CONTENT}/upload`, token: "content-token", log: () => undefined })).rejects.toThrow(`HYGRAPH_ENDPOINT is ${CONTENT}/upload, the asset upload address. Give the environment's Content API address, ${CONTENT} (`);
  });

  it("the setup refuses the Management API's address and sends nothing; either content address is taken", async () => {
    const { sent, fetchImpl } = recordingFetch();
    await expect(runSetup({ endpoint: "https://management-eu-west-2.hygraph.com/graphql", token: "management-token" }, { dryRun: true, fetchImpl, log: () => undefined })).rejects.toThrow(
      "HYGRAPH_ENDPOINT is https://management-eu-west-2.hygraph.com/graphql, the Management API. Give the environment's Content API address, https://api-<region>.hygraph.com/v2/<project>/<environment>",
    );
    expect(sent).toEqual([]);
    for (const endpoint of [CONTENT, HIGH_PERFORMANCE]) {
      await expect(runSetup({ endpoint, token: "management-token" }, { dryRun: true, fetchImpl, log: () => undefined })).rejects.toThrow("Management API answered 500");
    }
    expect(sent).toEqual(["https://management-eu-west-2.hygraph.com/graphql", "https://management.hygraph.com/graphql"]);
  });
});
