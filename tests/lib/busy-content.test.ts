import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestService } from "../content-service/helpers";
import { hangingEdge } from "../support/hanging-edge";

/**
 * A build on a loaded machine met the content service's "busy, retry shortly" (503, Retry-After: 1:
 * a listing query's filtering ran past its 1 s deadline) and failed: its client retried twice,
 * 250 and 500 ms later, while the service was still busy. The build's requests now wait what the
 * answer asks, doubling. Busy is injected at the edge, in front of the real content service.
 */
let upstream: Awaited<ReturnType<typeof startTestService>>;
let edge: Awaited<ReturnType<typeof hangingEdge>>;

beforeAll(async () => {
  upstream = await startTestService(20);
  edge = await hangingEdge(upstream.service.url);
  process.env.CONTENT_API_URL = `${edge.url}/graphql`;
  process.env.CONTENT_PREVIEW_API_URL = `${edge.url}/graphql/preview`;
  process.env.NEXT_PUBLIC_SITE_URL = "https://sti-aware.example";
  vi.resetModules();
});

afterAll(async () => {
  delete process.env.NEXT_PHASE;
  await edge.close();
  await upstream.stop();
});

describe("the build's content requests and a busy content service", () => {
  it("a listing query answered 'busy' for 2.5 s is retried after the wait the service asks, and the build gets its categories", { timeout: 30_000 }, async () => {
    process.env.NEXT_PHASE = "phase-production-build";
    const { contentSource } = await import("@/lib/server/content/source");
    const { getCategories } = await import("@/queries/categories");
    edge.state.busyUntil = Date.now() + 2_500;
    const categories = await getCategories(contentSource());
    expect(categories.map((category) => category.slug)).toContain("prevention");
    // Busy at the first attempt and the retry 1 s later; answered at the one 2 s after that.
    expect(edge.state.busyAnswers).toBe(2);
  });
});
