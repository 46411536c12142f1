import { chromium, type Browser, type Page, type Request } from "playwright-core";
import { E2E_SECRETS } from "./secrets";

/** Debian's Chromium, headless, with no background traffic of its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}

export type PageRecorder = { page: Page; consoleErrors: string[]; requests: Request[] };

/** A fresh page that records console errors and every request it makes. */
export async function openPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<PageRecorder> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: options.height ?? 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const requests: Request[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  page.on("request", (request) => requests.push(request));
  return { page, consoleErrors, requests };
}

/** Marks the page's document, so that `sameDocument` tells a client-side navigation from a page load. */
export const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

export const isLocal = (url: string) => /^(https?:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/|data:|blob:)/.test(url);

/** Runs a GraphQL query against the content service directly, as a second source of truth. */
export async function contentQuery<T>(contentUrl: string, query: string, variables?: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${contentUrl}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${E2E_SECRETS.contentReadToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((error) => error.message).join(", "));
  return body.data;
}
