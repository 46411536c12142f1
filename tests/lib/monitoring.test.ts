import type { Event } from "@sentry/nextjs";
import { describe, expect, it } from "vitest";
import { scrubBreadcrumb, scrubEvent, tracesSampler } from "@/lib/shared/telemetry/monitoring";
import { routeTemplateMatcher } from "@/lib/server/config/route-templates";

/** What Sentry's onRequestError hands beforeSend for an error while rendering an article (server side). */
function serverErrorEvent(): Event {
  return {
    message: "Failed to render /blog/hiv-window-period",
    transaction: "GET /blog/[slug]",
    request: { url: "http://127.0.0.1:3000/blog/hiv-window-period?email=me@mail.example", method: "GET", headers: { cookie: "a=b" }, cookies: { a: "b" } },
    user: { ip_address: "203.0.113.9" },
    contexts: {
      nextjs: { request_path: "/blog/hiv-window-period", router_kind: "Pages Router", router_path: "/blog/[slug]", route_type: "render" },
      trace: { trace_id: "t", span_id: "s", data: { "url.path": "/blog/hiv-window-period", "http.route": "/blog/[slug]", "client.address": "203.0.113.9" } },
    },
    breadcrumbs: [{ category: "navigation", data: { from: "/", to: "/blog/hiv-window-period" } }, { category: "fetch", data: { url: "http://content/graphql?x=1" } }],
  };
}

describe("error and trace reports name a page by its route template, never its address", () => {
  it("an error while rendering an article carries /blog/[slug] and nothing of the article's address, query, cookies or IP", () => {
    const sent = JSON.stringify(scrubEvent(serverErrorEvent()));
    expect(sent).toContain("/blog/[slug]");
    expect(sent).not.toMatch(/hiv-window-period|mail\.example|203\.0\.113\.9|cookie/);
    expect(sent).toContain("Failed to render /blog/[slug]");
  });

  it("survives the SDK's own cyclic processing metadata (an exception here would drop the report)", () => {
    const event = serverErrorEvent() as Event & { sdkProcessingMetadata: Record<string, unknown> };
    const cyclic: Record<string, unknown> = { path: "/blog/hiv-window-period" };
    cyclic.self = cyclic;
    event.sdkProcessingMetadata = { normalizedRequest: cyclic };
    expect(() => scrubEvent(event)).not.toThrow();
    expect(JSON.stringify({ ...scrubEvent(serverErrorEvent()) })).not.toContain("hiv-window-period");
  });

  it("an event whose route is unknown keeps no address either", () => {
    const event: Event = { message: "boom at /blog/herpes-symptoms", request: { url: "http://127.0.0.1:3000/blog/herpes-symptoms" }, contexts: { trace: { trace_id: "t", span_id: "s", data: { "url.path": "/blog/herpes-symptoms" } } } };
    const sent = JSON.stringify(scrubEvent(event));
    expect(sent).not.toContain("herpes-symptoms");
    expect(sent).toContain("(route)");
  });

  it("names an error thrown in getStaticProps (which carries only the path) by the build's route template", () => {
    // An excerpt of Next's routes-manifest.json, as the build writes it.
    const templateFor = routeTemplateMatcher({
      staticRoutes: [{ page: "/blog", regex: "^/blog(?:/)?$" }],
      dynamicRoutes: [
        { page: "/blog/[slug]", regex: "^/blog/([^/]+?)(?:/)?$" },
        { page: "/[slug]/page/[page]", regex: "^/([^/]+?)/page/([^/]+?)(?:/)?$" },
      ],
    });
    expect(templateFor("/blog")).toBe("/blog");
    expect(templateFor("/infections/page/2")).toBe("/[slug]/page/[page]");
    const event: Event = { transaction: "GET /blog/herpes-symptoms", request: { url: "http://127.0.0.1:3000/blog/herpes-symptoms?email=a@b.c", method: "GET" }, extra: { endpoint: "http://content/graphql" } };
    const sent = JSON.stringify(scrubEvent(event, templateFor));
    expect(sent).toContain('"transaction":"GET /blog/[slug]"');
    expect(sent).toContain('"url":"http://127.0.0.1:3000/blog/[slug]"');
    expect(sent).not.toMatch(/herpes-symptoms|b\.c/);
  });

  it("traces a server request only when the visitor's consent cookie says granted", () => {
    expect(tracesSampler({ normalizedRequest: { headers: { cookie: "sti_aware_session=x" } } })).toBe(0);
    expect(tracesSampler({})).toBe(0);
    expect(tracesSampler({ normalizedRequest: { headers: { cookie: "a=1; sti_aware_consent=granted" } } })).toBe(1);
    expect(tracesSampler({ normalizedRequest: { headers: { cookie: "sti_aware_consent=granted-not" } } })).toBe(0);
  });
});

describe("breadcrumbs that would name pages", () => {
  it("drops console lines (the publish worker's names every page it regenerated) and navigations; keeps the rest", () => {
    const line = 'revalidate webhook {"failed":[{"path":"/blog/pep-after-hiv-exposure","error":"Failed to revalidate /blog/pep-after-hiv-exposure: Invalid response 503"}]}';
    expect(scrubBreadcrumb({ category: "console", level: "error", message: line })).toBeNull();
    expect(scrubBreadcrumb({ category: "navigation", data: { from: "/", to: "/blog/what-is-prep" } })).toBeNull();
    expect(scrubBreadcrumb({ category: "fetch", data: { url: "/api/search" } })).toMatchObject({ category: "fetch" });
  });
});
