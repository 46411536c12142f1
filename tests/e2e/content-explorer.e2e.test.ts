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

  it("keeps a bearer token typed into Headers for the page's life only: nothing in the origin's storage, gone after a reload", async () => {
    const { page, consoleErrors, requests: sent } = await openPage(browser);
    await page.goto(`${service.url}/graphiql`);
    await page.getByRole("button", { name: "Headers" }).click();
    const headers = page.locator(".graphiql-editor-tool .graphiql-editor").last();
    await headers.click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type('{"authorization": "Bearer typed-editor-token"');
    await page.locator(".graphiql-execute-button").click();
    await expect.poll(() => page.locator(".result-window").innerText(), { timeout: 20_000 }).toContain('"posts"');
    const stored = () => page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    // The token was typed and sent: what follows is about where it is kept.
    // Monaco shows spaces as no-break spaces.
    const headersShown = async () => (await page.locator(".graphiql-editor-tool").innerText()).replace(/\s/g, " ");
    expect(await headersShown()).toContain("Bearer typed-editor-token");
    expect(sent.some((request) => request.headers().authorization === "Bearer typed-editor-token")).toBe(true);
    expect(await stored()).not.toContain("typed-editor-token");
    await page.reload();
    await page.locator(".graphiql-execute-button").waitFor();
    expect(await stored()).not.toContain("typed-editor-token");
    await page.getByRole("button", { name: "Headers" }).click();
    expect(await headersShown()).not.toContain("typed-editor-token");
    expect(consoleErrors).toEqual([]);
  });

  it("removes a token an earlier version of the page kept", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${service.url}/graphiql`);
    await page.evaluate(() => {
      localStorage.setItem("graphiql:headers", '{"authorization": "Bearer kept-editor-token"}');
      localStorage.setItem("graphiql:tabState", JSON.stringify({ tabs: [{ id: "t", query: "{ posts { slug } }", headers: '{"authorization": "Bearer kept-editor-token"}' }], activeTabIndex: 0 }));
    });
    await page.reload();
    await page.locator(".graphiql-execute-button").waitFor();
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain("kept-editor-token");
  });
});
