import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { startContentService, type ContentService } from "@/content-service/http/server";
import { launchBrowser, openPage } from "./support/browser";

/** The content service's GraphQL explorer in Chromium: it runs a query with nothing loaded from another origin. */
let browser: Browser;
let service: ContentService;

beforeAll(async () => {
  browser = await launchBrowser();
  service = await startContentService({ port: 0 });
});
afterAll(async () => {
  await browser?.close();
  await service?.close();
});

describe("GraphQL explorer", () => {
  it("loads from the service alone, within its policy, and runs a query", async () => {
    const { page, consoleErrors, requests } = await openPage(browser);
    await page.addInitScript(() => {
      const violations: string[] = [];
      (globalThis as { cspViolations?: string[] }).cspViolations = violations;
      document.addEventListener("securitypolicyviolation", (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    await page.goto(`${service.url}/graphiql`);
    await page.locator(".graphiql-execute-button").click();
    await expect.poll(() => page.locator(".result-window").innerText(), { timeout: 20_000 }).toContain('"posts"');
    expect(await page.evaluate(() => (globalThis as { cspViolations?: string[] }).cspViolations)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    const offOrigin = requests.map((request) => request.url()).filter((url) => !url.startsWith(`${service.url}/`) && !url.startsWith("data:") && !url.startsWith("blob:"));
    expect(offOrigin).toEqual([]);
    expect(requests.map((request) => new URL(request.url()).pathname)).toEqual(expect.arrayContaining(["/graphiql/assets/yoga-graphiql.umd.js", "/graphql"]));
  });
});
