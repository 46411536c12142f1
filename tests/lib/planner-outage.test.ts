import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { GetServerSidePropsContext } from "next";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { hangingEdge } from "../support/hanging-edge";

/**
 * "When should I test?" is the page for someone just exposed: it must answer while the content
 * service is out, as articles do from the page cache. The real content service (shipped content,
 * read only) behind a pass-through that can be told to hang (accept, never answer).
 */
let service: ContentService;
let edge: Awaited<ReturnType<typeof hangingEdge>>;
let distDir: string;

beforeAll(async () => {
  service = await startContentService({ port: 0 });
  edge = await hangingEdge(service.url);
  const url = edge.url;
  distDir = mkdtempSync(join(tmpdir(), "planner-dist-"));
  Object.assign(process.env, { CONTENT_API_URL: `${url}/graphql`, CONTENT_PREVIEW_API_URL: `${url}/graphql/preview`, NEXT_PUBLIC_SITE_URL: "https://sti-aware.example", NEXT_DIST_DIR: distDir });
});

afterAll(async () => {
  await edge.close();
  await service.close();
  delete process.env.NEXT_DIST_DIR;
  rmSync(distDir, { recursive: true, force: true });
});

/** A fresh instance of the page (its own memory, as a restarted process), asked as Next asks it. */
async function planner(method: "GET" | "POST", body = "") {
  vi.resetModules();
  const { whenToTestProps } = await import("@/lib/server/page-data/when-to-test");
  const headers: Record<string, string> = {};
  const req = Object.assign(Readable.from([Buffer.from(body)]), { method, headers: { "content-type": "application/x-www-form-urlencoded" } });
  const res = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value) };
  const started = performance.now();
  const { props } = await whenToTestProps({ req, res, query: {} } as unknown as GetServerSidePropsContext);
  return { props, headers, ms: performance.now() - started };
}

describe("the planner during a content outage", () => {
  it("answers with the table it last read, the form too, within the content deadline — a restarted instance as well", { timeout: 30_000 }, async () => {
    const fresh = await planner("GET");
    expect(fresh.props.planner.rows.length).toBeGreaterThan(3);

    edge.state.hanging = true;
    const during = await planner("GET");
    expect(during.props.planner).toEqual(fresh.props.planner);
    expect(during.props.shared).toEqual(fresh.props.shared);
    expect(during.ms).toBeLessThan(3_500);

    const from = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const answered = await planner("POST", new URLSearchParams({ from, to: from }).toString());
    expect(answered.props.answer && "tests" in answered.props.answer ? answered.props.answer.tests.length : 0).toBeGreaterThan(0);
    expect(answered.headers["cache-control"]).toBe("private, no-store");
  });
});
