// @vitest-environment jsdom
import type { Event } from "@sentry/nextjs";
import { afterEach, describe, expect, it } from "vitest";
import { scrubEvent } from "@/lib/shared/telemetry/monitoring";

type NextWindow = Window & { next?: { router?: { pathname?: string } } };

afterEach(() => {
  delete (window as NextWindow).next;
  window.history.replaceState(null, "", "/");
});

describe("a browser error report after a client-side navigation", () => {
  it("names the route it happened on, not the first page's (which __NEXT_DATA__ still names)", () => {
    // First load on the home page, then a client-side navigation to an article.
    window.__NEXT_DATA__ = { page: "/", props: {}, query: {}, buildId: "b" } as typeof window.__NEXT_DATA__;
    (window as NextWindow).next = { router: { pathname: "/blog/[slug]" } };
    window.history.pushState(null, "", "/blog/what-is-prep");
    const event: Event = {
      exception: { values: [{ type: "Error", value: "failed on /blog/what-is-prep" }] },
      request: { url: window.location.href },
    };
    const sent = scrubEvent(event);
    expect(sent.request?.url).toBe(`${window.location.origin}/blog/[slug]`);
    expect(JSON.stringify(sent)).not.toContain("what-is-prep");
  });
});
