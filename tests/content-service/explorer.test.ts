import { describe, expect, it } from "vitest";
import { withTestService } from "./helpers";

/** The GraphQL explorer is served by the content service itself: every file from its own origin, under its own policy. */
const test = withTestService(1);

describe("GraphQL explorer", () => {
  it("loads every script, style and worker from the service, under a policy that allows nothing else", async () => {
    const page = await fetch(`${test.service.url}/graphiql`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const csp = page.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    // No host in the policy: nothing off this origin may load.
    expect(csp).not.toMatch(/https?:|\*/);

    const html = await page.text();
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]+<\/script>|\son\w+=/);
    const urls = [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(urls).toEqual(["data:,", "/graphiql/assets/graphiql.css", "/graphiql/page.css", "/graphiql/assets/yoga-graphiql.umd.js", "/graphiql/start.js"]);
    const start = await (await fetch(`${test.service.url}/graphiql/start.js`)).text();
    const workers = [...start.matchAll(/"(\/graphiql\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(workers).toHaveLength(3);
    for (const url of [...urls.filter((url) => url.startsWith("/")), ...workers]) {
      const response = await fetch(`${test.service.url}${url}`);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-type"), url).toMatch(url.endsWith(".css") ? /^text\/css/ : /^text\/javascript/);
      expect(await response.text(), url).not.toMatch(/unpkg\.com|cdn\.jsdelivr|esm\.sh/);
    }
  });

  it("serves nothing but its own files", async () => {
    for (const path of ["/graphiql/../server.ts", "/graphiql/assets/../package.json", "/graphiql/assets/yoga-graphiql.es.js", "/graphiql/%2e%2e/server.ts"]) {
      expect((await fetch(`${test.service.url}${path}`)).status, path).toBe(404);
    }
  });
});
