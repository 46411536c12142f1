import { readFileSync } from "node:fs";
import type { Browser, Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CONSENT_KEY } from "@/lib/shared/privacy/consent";
import { formatDisplayDate } from "@/lib/shared/content/date";
import { addDays, localToday } from "@/lib/shared/content/when-to-test";
import { isLocal, launchBrowser, markDocument, openPage, sameDocument } from "./support/browser";
import { axeViolations } from "./support/axe";

/**
 * "When should I test?": the reader's dates are computed in the browser and sent nowhere; without
 * JavaScript the form is answered by the server from a POST body. Third-party tag hosts are
 * answered by local stand-ins that record every request.
 */
const siteUrl = inject("siteUrl");
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** A date some days before the browser's own today, as the date input takes it. */
const daysAgo = (page: Page, days: number) =>
  page.evaluate((back) => {
    const date = new Date();
    date.setDate(date.getDate() - back);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  }, days);

describe("with JavaScript", () => {
  it("shows each test's dates in the reader's calendar, and no request, URL, storage or analytics event carries the date", async () => {
    const { page, requests } = await openPage(browser, { width: 390, height: 844 });
    await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route: Route) => route.fulfill({ status: 200, contentType: "application/javascript", body: "" }));
    await page.addInitScript((key) => localStorage.setItem(key, "granted"), CONSENT_KEY);
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    const exposure = await daysAgo(page, 10);
    const before = requests.length;
    await page.getByLabel("Date of the possible exposure").fill(exposure);
    await page.getByRole("button", { name: "Show my test dates" }).click();
    const table = page.getByRole("table");
    await expect.poll(() => table.count()).toBe(1);
    const chlamydia = page.getByRole("row", { name: /Chlamydia/ });
    expect(await chlamydia.textContent()).toContain(formatDisplayDate(addDays(exposure, 14)));
    const hiv = page.getByRole("row", { name: /HIV.*Lab antigen\/antibody/ });
    expect(await hiv.textContent()).toContain(formatDisplayDate(addDays(exposure, 18)));
    expect(await hiv.textContent()).toContain(formatDisplayDate(addDays(exposure, 45)));
    expect(await page.getByRole("row", { name: /Chlamydia/ }).textContent()).not.toContain("you can test now");

    await page.waitForTimeout(500);
    const [year, month, day] = exposure.split("-");
    const traces = [exposure, `${year}${month}${day}`, `${month}/${day}/${year}`, formatDisplayDate(exposure)];
    for (const request of requests.slice(before)) {
      const sent = `${request.url()} ${request.postData() ?? ""}`;
      for (const trace of traces) expect(sent, request.url()).not.toContain(trace);
    }
    expect(page.url()).toBe(`${siteUrl}/when-to-test`);
    const stored = await page.evaluate(() => `${JSON.stringify(localStorage)} ${JSON.stringify(sessionStorage)} ${document.cookie}`);
    const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));
    for (const trace of traces) {
      expect(stored).not.toContain(trace);
      expect(dataLayer).not.toContain(trace);
    }
    expect(requests.map((request) => request.url()).filter((url) => !isLocal(url) && !url.startsWith("https://www.googletagmanager.com/"))).toEqual([]);
  });

  it("saves a calendar reminder made in the browser, under the reader's neutral title", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    const exposure = await daysAgo(page, 3);
    await page.getByLabel("Date of the possible exposure").fill(exposure);
    await page.getByRole("button", { name: "Show my test dates" }).click();
    await page.getByLabel(/Title for a calendar reminder/).fill("Call the dentist");
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: /Save the dates to my calendar/ }).click()]);
    const ics = readFileSync((await download.path()) ?? "", "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain(`DTSTART;VALUE=DATE:${addDays(exposure, 45).replaceAll("-", "")}`);
    expect(ics).toContain("SUMMARY:Call the dentist");
    expect(ics).not.toMatch(/HIV|Chlamydia|STI/);
    // Within 72 hours: PEP comes first in what to do now.
    expect(await page.getByText("Your possible exposure may be within the last 72 hours:").isVisible()).toBe(true);
  });

  it("explains a date it cannot use, next to the field", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    await page.getByLabel("Date of the possible exposure").fill(await daysAgo(page, -3));
    await page.getByRole("button", { name: "Show my test dates" }).click();
    expect(await page.getByRole("alert").filter({ hasText: /\S/ }).textContent()).toBe("The date cannot be in the future.");
    expect(await page.getByLabel("Date of the possible exposure").getAttribute("aria-invalid")).toBe("true");
  });
});

describe("without JavaScript", () => {
  it("answers the form on the server from the POST body, never the URL, and keeps the answer private", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const posts: { url: string; body: string | null }[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push({ url: request.url(), body: request.postData() });
    });
    await page.goto(`${siteUrl}/when-to-test`);
    const exposure = await daysAgo(page, 20);
    const [to] = [await daysAgo(page, 18)];
    await page.getByLabel("Date of the possible exposure").fill(exposure);
    await page.getByLabel("Last possible day (optional)").fill(to);
    const [response] = await Promise.all([page.waitForResponse((candidate) => candidate.request().method() === "POST"), page.getByRole("button", { name: "Show my test dates" }).click()]);
    await page.waitForLoadState();
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    expect(posts).toEqual([{ url: `${siteUrl}/when-to-test`, body: `from=${exposure}&to=${to}&prevention=none&hepatitisB=` }]);
    expect(page.url()).toBe(`${siteUrl}/when-to-test`);
    // Counted from the last possible day.
    expect(await page.getByRole("row", { name: /Chlamydia/ }).textContent()).toContain(formatDisplayDate(addDays(to, 14)));
    expect(await page.getByRole("row", { name: /Chlamydia/ }).textContent()).toContain("you can test now");
    await context.close();
  });

  it("answers the PEP follow-up too, and keeps the reader's answer when a date must be corrected", async () => {
    const exposure = addDays(localToday(), -5);
    const post = (body: string) => fetch(`${siteUrl}/when-to-test`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    const answer = await (await post(`from=${exposure}&to=&prevention=pep`)).text();
    expect(answer).toContain("HIV tests work differently");
    expect(answer).toContain(formatDisplayDate(addDays(exposure, 84)));
    expect(await (await post("from=2026-02-30&to=&prevention=pep")).text()).toMatch(/name="prevention" checked="" value="pep"/);
  });

  it("refuses a date that does not exist with the same sentence", async () => {
    const response = await fetch(`${siteUrl}/when-to-test`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "from=2026-02-30&to=" });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Enter the date as day, month and year");
  });

  it("answers an oversized or hostile form without failing", async () => {
    for (const body of ["from=" + "9".repeat(10_000), "from=%00%0d%0a<script>&to=../../etc", "a=".repeat(2000)]) {
      const response = await fetch(`${siteUrl}/when-to-test`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
      expect(response.status, body.slice(0, 20)).toBe(200);
      expect(await response.text()).not.toContain("<script>&");
    }
  });
});

describe("finding the planner, and reading it", () => {
  it("is linked from the header's testing menu and from articles on testing and exposures", async () => {
    const { page } = await openPage(browser);
    await page.goto(`${siteUrl}/blog/sti-window-periods-explained`, { waitUntil: "networkidle" });
    expect(await page.locator("main a[href='/when-to-test']").count()).toBe(1);
    // The planner is in the testing menu (a disclosure: its links are in the HTML, shown when it opens).
    await page.locator("header summary.nav__toggle", { hasText: "STI Testing" }).click();
    expect(await page.locator("header a[href='/when-to-test']").count()).toBe(1);
  });

  it("lists each timing's source and review, the same on a first load and after a client-side move to the planner", async () => {
    const sourcesOf = async (page: Page) => {
      const sources = page.getByRole("region", { name: "Where these timings come from" });
      await sources.waitFor();
      return { text: await sources.innerText(), items: await sources.getByRole("listitem").count() };
    };
    const { page, consoleErrors } = await openPage(browser);
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    // The sources are the server's HTML (not hydrated): they are there, with their reviews, once Next has run too.
    await page.waitForFunction(() => "next" in window);
    const firstLoad = await sourcesOf(page);
    expect(firstLoad.items).toBeGreaterThan(5);
    expect(firstLoad.text).toMatch(/Reviewed by .+? on [A-Z][a-z]{2} \d{2}, \d{4}\./);

    await page.goto(`${siteUrl}/blog/sti-window-periods-explained`, { waitUntil: "networkidle" });
    await page.waitForFunction(() => "next" in window);
    await markDocument(page);
    await page.locator("main a[href='/when-to-test']").click();
    await page.waitForURL(`${siteUrl}/when-to-test`);
    expect(await sameDocument(page)).toBe(true);
    expect(await sourcesOf(page)).toEqual(firstLoad);
    expect(consoleErrors).toEqual([]);
  });

  it.each([320, 390, 1280])("has no axe violations at %i px, with a result on screen", async (width) => {
    const { page } = await openPage(browser, { width, height: 900 });
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    await page.getByLabel("Date of the possible exposure").fill(await daysAgo(page, 12));
    await page.getByRole("button", { name: "Show my test dates" }).click();
    await page.getByRole("table").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/when-to-test-${width}.png`, fullPage: true });
  });
});

describe("what the reader took since the exposure (PEP, PrEP injections, or nothing)", () => {
  const plan = async (days: number, prevention: RegExp | null) => {
    const { page } = await openPage(browser, { width: 390, height: 844 });
    await page.goto(`${siteUrl}/when-to-test`, { waitUntil: "networkidle" });
    const exposure = await daysAgo(page, days);
    await page.getByLabel("Date of the possible exposure").fill(exposure);
    if (prevention) await page.getByRole("radio", { name: prevention }).check();
    await page.getByRole("button", { name: "Show my test dates" }).click();
    await expect.poll(() => page.getByRole("table").count()).toBe(1);
    const pep = (await page.locator(".planner__pep").textContent()) ?? "";
    return { page, exposure, pep };
  };

  it("without PEP, within 72 hours: usual HIV dates, hepatitis C RNA not final, and go now for PEP", async () => {
    const { page, exposure, pep } = await plan(1, null);
    expect(await page.getByRole("row", { name: /HIV.*Lab antigen\/antibody/ }).textContent()).not.toContain("Not final");
    expect(await page.getByRole("row", { name: /Hepatitis C.*RNA/ }).textContent()).toContain(`Final test: Antibody blood test from ${formatDisplayDate(addDays(exposure, 180))}`);
    expect(pep).toContain("ask for PEP");
    expect(await page.getByText("can be trusted").count()).toBe(0);
  });

  it("after PEP: CDC's follow-up, every HIV row final only at 12 weeks, and no call to go for PEP again", async () => {
    const { page, exposure, pep } = await plan(2, /^PEP/);
    const twelveWeeks = formatDisplayDate(addDays(exposure, 84));
    expect(await page.getByRole("region", { name: /HIV tests work differently/ }).textContent()).toContain(`on or after ${twelveWeeks}`);
    for (const test of [/HIV.*Lab antigen/, /HIV.*Antibody test/, /HIV.*Nucleic acid/]) expect(await page.getByRole("row", { name: test }).textContent()).toContain(`${twelveWeeks} Only with the final test: a lab antigen/antibody test and an HIV RNA test, 12 weeks after the exposure`);
    // Next's route announcer is an alert too: the PEP alert is the one that says to go for PEP.
    expect(await page.getByRole("alert").filter({ hasText: "Go now and ask for PEP" }).count()).toBe(0);
    expect(pep).toContain("Keep taking PEP");
    expect(pep).not.toContain("ask for PEP");
    expect(await axeViolations(page)).toEqual([]);
  });

  it("with PrEP injections, 3 weeks on: an HIV RNA test at the PrEP clinic, which sets the dates", async () => {
    const { page, pep } = await plan(21, /PrEP injections/);
    expect(await page.getByRole("region", { name: /HIV tests work differently/ }).textContent()).toContain("HIV RNA test");
    expect(await page.getByRole("row", { name: /HIV.*Lab antigen/ }).textContent()).toContain("Your PrEP clinic sets this date. Final test: an HIV RNA test with a lab antigen/antibody test, at your PrEP clinic");
    expect(pep).toContain("tell your PrEP clinic about this exposure");
  });
});

describe("an exposure yesterday, no PEP: the PEP alert comes first (fixed clock)", () => {
  // The browser's clock is fixed: "yesterday" is typed into the page's own date field.
  const today = new Date("2026-03-10T10:00:00");
  const yesterday = "2026-03-09";
  const languages = [
    { path: "/when-to-test", date: "Date of the possible exposure", submit: "Show my test dates", alert: "Go now and ask for PEP", limits: "as soon as possible, ideally within 24 hours, no later than 72 hours" },
    { path: "/es/when-to-test", date: "Fecha de la posible exposición", submit: "Ver mis fechas para la prueba", alert: "Vaya ahora y pida la PEP", limits: "lo antes posible, idealmente en un plazo de 24 horas y nunca después de 72 horas" },
  ];

  describe.each(languages)("$path", (language) => {
    it.each([320, 390, 1280])("at %i px: above the first table row, and the result's first item for a screen reader", async (width) => {
      const { page, consoleErrors } = await openPage(browser, { width, height: 900 });
      await page.clock.setFixedTime(today);
      // The consent question answered, so the screenshot shows the page, not the banner over it.
      await page.addInitScript((key) => localStorage.setItem(key, "denied"), CONSENT_KEY);
      await page.goto(`${siteUrl}${language.path}`, { waitUntil: "networkidle" });
      await page.getByLabel(language.date).fill(yesterday);
      await page.getByRole("button", { name: language.submit }).click();
      const alert = page.getByRole("alert").filter({ hasText: language.alert });
      await alert.waitFor();
      expect(await alert.textContent()).toContain(language.limits);
      // On screen, above the first row of dates.
      const firstRow = page.getByRole("table").locator("tbody tr").first();
      const [alertBox, rowBox] = [await alert.boundingBox(), await firstRow.boundingBox()];
      expect(alertBox && rowBox && alertBox.y + alertBox.height <= rowBox.y).toBe(true);
      expect(alertBox && alertBox.x >= 0 && alertBox.x + alertBox.width <= width).toBe(true);
      // To assistive technology: an alert, right after the result's heading, before the table.
      const tree = await page.locator(".planner__result").ariaSnapshot();
      const lines = tree.split("\n").map((line) => line.trim());
      expect(lines[0]).toMatch(/^- region ".+":$/);
      expect(lines[1]).toMatch(/^- heading ".+" \[level=2\]$/);
      expect(lines[2]).toMatch(/^- alert:?/);
      expect(lines.findIndex((line) => line.startsWith("- table"))).toBeGreaterThan(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      expect(consoleErrors).toEqual([]);
      // What the reader sees with the result's heading at the top of the screen.
      await page.locator(".planner__result h2").evaluate((heading) => heading.scrollIntoView());
      await page.screenshot({ path: `${process.env.SCREENSHOT_DIR ?? "/tmp"}/when-to-test-pep-alert${language.path.startsWith("/es") ? "-es" : ""}-${width}.png` });
      await page.context().close();
    });
  });
});
