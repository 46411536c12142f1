import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { ANSWER_LIMITS, QUERY_LIMITS } from "@/content-service/api/limits/query-limits";
import { IMAGE_WIDTHS } from "@sti-aware/contract/image-widths";
import { generateWebhookSignature, SIGNATURE_HEADER } from "@sti-aware/contract/webhook-signature";
import { observatoryScore } from "./support/observatory";
import { e2eContentSettings, startContentProcess, stopContentProcess } from "./support/content-process";
import { E2E_SECRETS } from "./support/secrets";

/**
 * What one anonymous request could do to the site or its content service (issue "Safe in front
 * of the public"). After every case both still answer a health check within a second and no
 * content file has changed.
 */

const siteUrl = inject("siteUrl");
const contentUrl = inject("contentUrl");
const sentryUrl = inject("sentryUrl");
const contentPort = inject("contentPort");
const contentDir = inject("contentDir");
const previewId = (JSON.parse(readFileSync(".next-e2e/prerender-manifest.json", "utf8")) as { preview: { previewModeId: string } }).preview.previewModeId;

function contentFingerprint(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name !== ".service-pid") hash.update(relative(contentDir, path)).update(readFileSync(path));
    }
  };
  walk(contentDir);
  return hash.digest("hex");
}

let fingerprint: string;
beforeEach(() => {
  fingerprint = contentFingerprint();
});
afterEach(async () => {
  for (const url of [`${contentUrl}/healthz`, `${siteUrl}/robots.txt`]) {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    expect(response.status, url).toBe(200);
  }
  expect(contentFingerprint()).toBe(fingerprint);
});

type GraphQLAnswer = { status: number; message: string };

/** A query to the e2e content service, whose reads need a token (its API is not public): the read token unless another is given. */
async function graphql(query: string, options: { path?: string; token?: string; variables?: Record<string, unknown> } = {}): Promise<GraphQLAnswer> {
  const token = options.token ?? E2E_SECRETS.contentReadToken;
  const response = await fetch(`${contentUrl}${options.path ?? "/graphql"}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables: options.variables }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  return { status: response.status, message: body.errors?.[0]?.message ?? "" };
}

/** `posts(first: 100) { author { posts { author { … } } } }`, `levels` relations deep. */
function nestedPostsQuery(levels: number): string {
  let selection = "id";
  for (let level = levels; level > 0; level--) selection = level % 2 === 1 ? `author { ${selection} }` : `posts { ${selection} }`;
  return `{ posts(first: 100) { ${selection} } }`;
}

/** Resident memory of the content service's process group (tsx and the node process it starts). */
function contentServiceRssBytes(): number {
  const leader = Number(readFileSync(join(contentDir, ".service-pid"), "utf8"));
  let total = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Field 5 of /proc/<pid>/stat is the process group; 24 the resident pages.
      if (Number(fields[2]) === leader) total += Number(fields[21]) * 4096;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

describe("the preview id never leaves the site", () => {
  it("is in no header or body of any route, including exit-preview, a wrong preview secret and a 404", async () => {
    const requests: [string, RequestInit?][] = [
      ["/"],
      ["/blog"],
      ["/blog/"],
      ["/blog/genital-herpes-facts"],
      ["/prevention/page/1"],
      ["/medical-team/amara-okafor"],
      ["/best-at-home-std-tests"],
      ["/no-such-page"],
      ["/sitemap.xml"],
      ["/rss.xml"],
      ["/robots.txt"],
      ["/go/testwise"],
      ["/go/no-such-brand"],
      ["/api/exit-preview"],
      ["/api/exit-preview?from=/blog"],
      ["/api/preview?secret=wrong&slug=about-us"],
      ["/api/preview?slug=about-us"],
      ["/api/revalidate"],
      ["/api/revalidate", { method: "POST", body: "{}" }],
    ];
    for (const [path, init] of requests) {
      const response = await fetch(`${siteUrl}${path}`, { redirect: "manual", ...init });
      const headers = [...response.headers.entries()].map(([name, value]) => `${name}: ${value}`).join("\n");
      expect(headers, path).not.toContain(previewId);
      expect(await response.text(), path).not.toContain(previewId);
    }
    // Nor in any file served from /_next/static.
    const staticDir = ".next-e2e/static";
    for (const file of readdirSync(staticDir, { recursive: true, encoding: "utf8" })) {
      const path = join(staticDir, file);
      if (!statSync(path).isDirectory()) expect(readFileSync(path, "latin1").includes(previewId), file).toBe(false);
    }
    const exit = await fetch(`${siteUrl}/api/exit-preview`, { redirect: "manual" });
    expect(exit.status).toBe(307);
    // The draft cookies are still cleared, with empty values.
    expect(exit.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^__prerender_bypass=;.*Expires=Thu, 01 Jan 1970/), expect.stringMatching(/^__next_preview_data=;/)]),
    );
  });
});

describe("GraphQL limits: refused with 400 before execution, saying which limit and by how much", () => {
  it("depth: nesting past the site's own deepest query", async () => {
    const answer = await graphql(nestedPostsQuery(9));
    expect(answer).toEqual({ status: 400, message: `Query depth limit of ${QUERY_LIMITS.depth} exceeded, found 11.` });
  });

  it("cost: a short query whose lists multiply (the 81-byte query that took the service down)", async () => {
    const query = nestedPostsQuery(5);
    expect(query.length).toBeLessThan(100);
    const answer = await graphql(query);
    expect(answer.status).toBe(400);
    // An author's posts without `first` are 10 to a page, as the resolvers serve them: the estimate
    // (32,200) passes, and the answer (22,200 objects) is refused at its size limit while it runs.
    expect(answer.message).toMatch(new RegExp(`^Answer size limit of ${ANSWER_LIMITS.objects} objects exceeded`));
  });

  it("cost counts `first` given in variables", async () => {
    const query = "query($n: Int) { posts(first: $n) { author { posts(first: $n) { author { posts(first: $n) { id } } } } } }";
    expect((await graphql(query, { variables: { n: 5 } })).status).toBe(200);
    expect((await graphql(query, { variables: { n: 100 } })).message).toMatch(/^Query cost limit of/);
  });

  it("aliases", async () => {
    const aliases = Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, index) => `a${index}: posts(first: 1) { id }`).join(" ");
    expect(await graphql(`{ ${aliases} }`)).toEqual({ status: 400, message: `Aliases limit of ${QUERY_LIMITS.aliases} exceeded, found ${QUERY_LIMITS.aliases + 1}.` });
  });

  it("tokens and size: refused before parsing; 80 distinct 1 MB alias documents leave memory flat", async () => {
    const manyTokens = `{ ${"__typename ".repeat(QUERY_LIMITS.tokens)} }`;
    expect((await graphql(manyTokens)).message).toMatch(new RegExp(`^Query token limit of ${QUERY_LIMITS.tokens} exceeded`));
    const before = contentServiceRssBytes();
    for (let index = 0; index < 80; index++) {
      const body = `{ ${Array.from({ length: 40_000 }, (_, alias) => `x${index}_${alias}: __typename`).join(" ")} }`.slice(0, 1_000_000);
      const answer = await graphql(body);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(new RegExp(`^Query size limit of ${QUERY_LIMITS.queryBytes} characters exceeded, found \\d+`));
    }
    expect(contentServiceRssBytes() - before).toBeLessThan(200 * 1024 * 1024);
  });

  it("a 20 MB body is refused as too large (413), not as bad JSON", async () => {
    const response = await fetch(`${contentUrl}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: "x".repeat(20 * 1024 * 1024) });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/larger than/);
  });
});

describe("drafts need the preview token", () => {
  const draftQuery = '{ posts(first: 1, stage: DRAFT) { id } }';
  it("on the preview endpoint and through stage: DRAFT on the public one", async () => {
    expect((await graphql("{ posts(first: 1) { id } }", { path: "/graphql/preview" })).status).toBe(401);
    expect((await graphql("{ posts(first: 1) { id } }", { path: "/graphql/preview", token: "guess" })).status).toBe(401);
    expect((await graphql(draftQuery)).status).toBe(401);
    expect((await graphql("query($s: Stage) { posts(first: 1, stage: $s) { id } }", { variables: { s: "DRAFT" } })).status).toBe(401);
    expect((await graphql(draftQuery, { token: E2E_SECRETS.previewToken })).status).toBe(200);
    expect((await graphql("{ posts(first: 1) { id } }", { path: "/graphql/preview", token: E2E_SECRETS.previewToken })).status).toBe(200);
  });

  it("the site's preview still reads drafts with its token", async () => {
    const response = await fetch(`${siteUrl}/api/preview?secret=${E2E_SECRETS.preview}&slug=about-us`, { redirect: "manual" });
    expect(response.status).toBe(307);
    const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
    const page = await fetch(`${siteUrl}/about-us`, { headers: { cookie: cookies } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Preview");
  });
});

describe("cross-origin rules of the content API", () => {
  it("public reads for any origin without credentials; authorization is never allowed cross-origin", async () => {
    const preflight = await fetch(`${contentUrl}/graphql`, {
      method: "OPTIONS",
      headers: { origin: "null", "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
    });
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-headers")).not.toMatch(/authorization/i);
  });
});

describe("webhook replays in other spellings", () => {
  it("accepts a signature in canonical base64 only, and the same delivery once", async () => {
    const rawBody = JSON.stringify({ operation: "publish", data: { __typename: "Faq", id: "faq-topic-testing-basics-1", stage: "PUBLISHED" } });
    // A timestamp whose signature contains "+" or "/", so the URL-safe spelling differs.
    let timestamp = Date.now();
    let header = generateWebhookSignature({ rawBody, secret: E2E_SECRETS.webhook, timestamp });
    while (!/sign=[^,]*[+/]/.test(header)) header = generateWebhookSignature({ rawBody, secret: E2E_SECRETS.webhook, timestamp: --timestamp });
    const sign = /sign=([^,]+)/.exec(header)![1];
    const post = (signValue: string) =>
      fetch(`${siteUrl}/api/revalidate`, { method: "POST", headers: { "content-type": "application/json", [SIGNATURE_HEADER]: header.replace(sign, signValue) }, body: rawBody });
    expect((await post(sign)).status).toBe(202);
    // Sent again as it was: acknowledged (Hygraph's retry), nothing queued twice.
    const again = await post(sign);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    const spellings = [sign.replace(/\+/g, "-").replace(/\//g, "_"), sign.replace(/=+$/, ""), `${sign}AAAA`, `.${sign}`, `!${sign}`, `~${sign}`, `*${sign}`];
    for (const spelling of spellings) expect((await post(spelling)).status, spelling).toBe(401);
  });
});

describe("image CDN", () => {
  it("makes only the widths and qualities the site asks for", async () => {
    const image = `${contentUrl}/optimized/favicon.svg`;
    expect((await fetch(`${image}?w=${IMAGE_WIDTHS[0]}&q=75`)).status).toBe(200);
    for (const query of ["w=3840&q=75", "w=301&q=75", "w=300&q=74", "w=300&q=100"]) {
      const response = await fetch(`${image}?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/must be one of/);
    }
    expect((await fetch(`${image}?w=3839`)).status).toBe(400);
  });
});

describe("click-outs", () => {
  it("a disabled advertiser does not redirect", async () => {
    expect((await fetch(`${siteUrl}/go/shieldco`, { redirect: "manual" })).status).toBe(404);
    expect((await fetch(`${siteUrl}/go/testwise`, { redirect: "manual" })).status).toBe(302);
  });

  it("keep redirecting to the link last resolved for a name while the content service is down; other names and unknown pages are 503", async () => {
    expect((await fetch(`${siteUrl}/go/testwise`, { redirect: "manual" })).status).toBe(302);
    await stopContentProcess(contentDir, contentPort);
    try {
      const during = await fetch(`${siteUrl}/go/testwise`, { redirect: "manual" });
      expect(during.status).toBe(302);
      expect(during.headers.get("location")).toMatch(/^https:\/\/www\.testwise\.example\//);
      // Names that did not resolve just before (unknown, or a disabled advertiser's) cannot be checked now: never a redirect.
      for (const name of ["no-such-brand", "shieldco"]) {
        const unresolved = await fetch(`${siteUrl}/go/${name}`, { redirect: "manual" });
        expect(unresolved.status, name).toBe(503);
        expect(Number(unresolved.headers.get("retry-after")), name).toBeGreaterThan(0);
      }
      // A page never generated before cannot be built now: 503 with Retry-After, not a 500.
      const unknown = await fetch(`${siteUrl}/blog/never-generated-${Date.now()}`);
      expect(unknown.status).toBe(503);
      expect(Number(unknown.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await unknown.text()).toContain("Temporarily unavailable");
    } finally {
      await startContentProcess(e2eContentSettings(siteUrl, contentPort, contentDir));
    }
  });
});

describe("small things", () => {
  it("a listing page past any possible offset is a 404", async () => {
    expect((await fetch(`${siteUrl}/prevention/page/238609296`)).status).toBe(404);
    expect((await fetch(`${siteUrl}/prevention/page/99999999999999999999`)).status).toBe(404);
  });

  it("trailing-slash redirects go to the path without the slash, and carry the security headers", async () => {
    const response = await fetch(`${siteUrl}/blog/`, { redirect: "manual" });
    expect(response.status).toBe(308);
    expect(new URL(response.headers.get("location") ?? "", siteUrl).pathname).toBe("/blog");
    // Followed, it ends on the page (it once pointed back at itself: a redirect loop).
    const followed = await fetch(`${siteUrl}/medical-team/amara-okafor/`);
    expect([followed.status, new URL(followed.url).pathname]).toEqual([200, "/medical-team/amara-okafor"]);
    for (const name of ["content-security-policy", "strict-transport-security", "x-content-type-options", "cross-origin-opener-policy"]) {
      expect(response.headers.get(name), name).toBeTruthy();
    }
  });
});

describe("one address per page", () => {
  // The default language's prefix ("/en/blog"), "/es/" and dot segments are nginx's (tests/deploy/nginx.test.ts).
  it("answers every other spelling of a page with a 308 to its one address, query kept, with the security headers", async () => {
    for (const [spelling, canonical] of [
      ["/ES", "/es"],
      ["/ES?page=2", "/es?page=2"],
      ["/Es/blog", "/es/blog"],
      ["/Blog/What-Is-PrEP", "/blog/what-is-prep"],
      ["/EN/medical-team/", "/medical-team"],
      ["/es/blog/", "/es/blog"],
    ]) {
      const response = await fetch(`${siteUrl}${spelling}`, { redirect: "manual" });
      const location = new URL(response.headers.get("location") ?? "", siteUrl);
      expect([spelling, response.status, `${location.pathname}${location.search}`, location.origin]).toEqual([spelling, 308, canonical, siteUrl]);
      expect(response.headers.get("content-security-policy"), spelling).toBeTruthy();
    }
    // The one address itself answers, as before.
    for (const path of ["/", "/es", "/blog", "/es/blog"]) expect((await fetch(`${siteUrl}${path}`, { redirect: "manual" })).status, path).toBe(200);
  });

  it("answers RSC: 1 with the page itself, not a 307 to ?_rsc (no page here is a Server Component's)", async () => {
    for (const path of ["/", "/blog", "/es"]) {
      const response = await fetch(`${siteUrl}${path}`, { headers: { RSC: "1" }, redirect: "manual" });
      expect([path, response.status, response.headers.get("location")]).toEqual([path, 200, null]);
      expect(await response.text()).toContain("<html");
    }
  });
});

describe("security headers", () => {
  it("no CDN that serves any npm file, inline stylesheets allowed by their hashes and no other, COOP and CORP", async () => {
    const response = await fetch(`${siteUrl}/`);
    const policy = response.headers.get("content-security-policy") ?? "";
    const directive = (name: string) => policy.split(";").map((part) => part.trim()).find((part) => part.startsWith(`${name} `)) ?? "";
    expect(directive("script-src")).not.toContain("jsdelivr");
    // The page inlines the shell's sheet and its features' (no render-blocking request); the policy
    // allows those exact texts by their hashes and nothing else, so an injected <style> block would not apply.
    // A sheet may hold "<" (a media range, `width<=1023.98px`): a <style> ends only at its closing tag.
    const styles = [...(await response.text()).matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles.length).toBeGreaterThanOrEqual(1);
    expect(styles[0]).toContain(".site-header");
    const [name, self, ...hashes] = directive("style-src").split(" ");
    expect([name, self]).toEqual(["style-src", "'self'"]);
    expect(hashes.every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true);
    for (const style of styles) expect(hashes).toContain(`'sha256-${createHash("sha256").update(style, "utf8").digest("base64")}'`);
    expect(response.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    // Content images come from the CDN's origin and say they may be embedded elsewhere.
    expect((await fetch(`${contentUrl}/optimized/favicon.svg?w=${IMAGE_WIDTHS[0]}`)).headers.get("cross-origin-resource-policy")).toBe("cross-origin");
  });

  it("score A+ on the MDN HTTP Observatory's published scoring, with production (https) origins", async () => {
    const response = await fetch(`${siteUrl}/`);
    const html = await response.text();
    // The test servers listen on http loopback; in production both origins are https.
    const headers = new Headers();
    for (const [name, value] of response.headers) {
      headers.set(
        name,
        value
          .replaceAll(contentUrl, "https://content.stiaware.example")
          .replaceAll(siteUrl, "https://www.stiaware.example")
          // The error-reporting stand-in's origin; in production the DSN's host is Sentry's (https).
          .replaceAll(sentryUrl, "https://o0.ingest.sentry.io"),
      );
    }
    const result = observatoryScore(headers, html);
    expect(result.failures).toEqual([]);
    expect(result.grade).toBe("A+");
    // 100, minus 5 for the required "origin" referrer policy, plus every bonus headers can earn
    // here: CSP without unsafe sources (+5), frame-ancestors (+5), CORP same-origin (+10).
    expect(result.score).toBe(115);
  });
});
