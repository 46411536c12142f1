/** @vitest-environment jsdom */
import type { NextApiRequest, NextApiResponse } from "next";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestService } from "../../content-service/helpers";

/**
 * "Load more" in Spanish, against the real content service: the browser's request to /api/posts is
 * handed to the site's own handler (the one the route runs), so the counts are the service's.
 */
let upstream: Awaited<ReturnType<typeof startTestService>>;

beforeAll(async () => {
  upstream = await startTestService(20);
  process.env.CONTENT_API_URL = `${upstream.service.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${upstream.service.url}/graphql/preview`;
  vi.resetModules();
  const { handleMorePosts } = await import("@/lib/server/api/more-posts");
  const network = globalThis.fetch;
  vi.stubGlobal("fetch", async (input: string | URL | Request, init?: RequestInit) => {
    // The content client's own requests go to the content service as they are.
    if (typeof input !== "string" || !input.startsWith("/api/")) return network(input, init);
    const query = Object.fromEntries(new URL(input, "http://localhost").searchParams);
    let status = 200;
    let body: unknown = null;
    const res = {
      setHeader: () => res,
      status(code: number) {
        status = code;
        return res;
      },
      json(value: unknown) {
        body = value;
        return res;
      },
    } as unknown as NextApiResponse;
    await handleMorePosts({ method: "GET", query } as unknown as NextApiRequest, res);
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  });
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await upstream.stop();
});

describe("Load more in Spanish", () => {
  it("says how many articles it added, then that the list has ended", { timeout: 20_000 }, async () => {
    const { default: SpanishMessages } = await import("@/components/i18n/SpanishMessages");
    const { LoadMorePosts } = await import("@/components/posts/LoadMorePosts");
    render(
      <SpanishMessages>
        <LoadMorePosts list={{ kind: "category" }} offset={9} pageSize={9} hasMore />
      </SpanishMessages>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Cargar más artículos" }));
    expect(await screen.findByText("Se cargaron 9 artículos más.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(9);

    fireEvent.click(screen.getByRole("button", { name: "Cargar más artículos" }));
    expect(await screen.findByText("Llegó al final de la lista.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(11);
    expect(screen.queryByRole("button", { name: "Cargar más artículos" })).toBeNull();
    // Each card's date in Spanish.
    expect(screen.getAllByRole("article")[0]).toHaveTextContent(/\d{1,2} de [a-z]+ de \d{4}/);
  });
});
