import type { Browser, Page } from "playwright-core";
import { CONSENT_KEY } from "../../lib/shared/privacy/consent";
import { launchChromium } from "../chromium";
import { loadAverage } from "../machine";
import { TARGETS } from "../page-set";
import { median, round } from "../stats";

/**
 * The inp part: interaction latency in Chromium at 4× CPU throttling (Load more, mobile menu,
 * consent, FAQ), the median of `runs` fresh page loads each.
 */

/** Event Timing entries of real interactions, from the start of the page (an init script). */
const RECORD_INTERACTIONS = `
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) window.__interactions.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
`;

type Interaction = {
  name: string;
  path: string;
  /** A visitor who already chose (the banner would otherwise cover part of a 390 px screen). */
  consentChosen: boolean;
  target: (page: Page) => ReturnType<Page["locator"]>;
  /**
   * Called before the tap: starts waiting for the interaction's visible outcome. (Counting the
   * post cards after the tap raced a fast "Load more": its cards were already in the count.)
   */
  watch: (page: Page) => Promise<{ outcome: Promise<unknown> }>;
};

const INTERACTIONS: Interaction[] = [
  {
    name: "Load more (/blog)",
    path: "/blog",
    consentChosen: true,
    target: (page) => page.getByRole("button", { name: "Load more articles" }),
    watch: async (page) => {
      const before = await page.locator(".post-card").count();
      return { outcome: page.waitForFunction((count) => document.querySelectorAll(".post-card").length > count, before, { timeout: 30_000 }) };
    },
  },
  {
    name: "open mobile menu",
    path: "/",
    consentChosen: true,
    target: (page) => page.locator("summary.nav__menu-button"),
    watch: async (page) => ({ outcome: page.waitForSelector("details.nav__menu[open]", { timeout: 30_000 }) }),
  },
  {
    name: "accept consent",
    path: "/",
    consentChosen: false,
    target: (page) => page.getByRole("button", { name: "Accept analytics" }),
    watch: async (page) => ({ outcome: page.getByRole("button", { name: "Accept analytics" }).waitFor({ state: "detached", timeout: 30_000 }) }),
  },
  {
    name: "open FAQ (article)",
    path: "/blog/chlamydia-symptoms-testing-treatment",
    consentChosen: true,
    target: (page) => page.locator("details summary").first(),
    watch: async (page) => ({ outcome: page.waitForSelector("details[open]", { timeout: 30_000 }) }),
  },
];

type InpRow = { interaction: string; path: string; runs: number[]; medianMs: number; target: string; failedRuns?: string[] } | { interaction: string; path: string; error: string };

/** One fresh page load, the interaction, and its longest Event Timing entry in ms. */
async function measureInteraction(browser: Browser, siteUrl: string, interaction: Interaction): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: false });
  try {
    if (interaction.consentChosen) await context.addInitScript(`try { localStorage.setItem(${JSON.stringify(CONSENT_KEY)}, "denied"); } catch {}`);
    await context.addInitScript(RECORD_INTERACTIONS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${siteUrl}${interaction.path}`, { waitUntil: "load" });
    // Interactive: hydrated (Next's own measure; a page that never records it is given 30 s),
    // and the work right after hydration has settled.
    await page.waitForFunction(() => performance.getEntriesByName("Next.js-hydration").length > 0, undefined, { timeout: 30_000 }).catch(() => undefined);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(1_000);
    const target = interaction.target(page);
    // A visitor scrolls until the target is in view and taps a moment later. Regions below the fold
    // skip rendering until they near the viewport, so what renders on the way can move the target:
    // scroll again until it stays put.
    let box = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      await target.evaluate((element) => element.scrollIntoView({ block: "center" }));
      await page.waitForTimeout(500);
      box = await target.boundingBox();
      if (box && box.y >= 0 && box.y + box.height <= page.viewportSize()!.height) break;
    }
    if (!box) throw new Error(`${interaction.name}: target not visible`);
    const { outcome } = await interaction.watch(page);
    outcome.catch(() => undefined); // awaited below; handled here if the tap itself throws first
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await outcome;
    // Event Timing entries are delivered after the next paint.
    await page.waitForTimeout(500);
    const entries = await page.evaluate(() => (window as unknown as { __interactions: { duration: number }[] }).__interactions);
    return Math.max(0, ...entries.map((entry) => entry.duration));
  } finally {
    await context.close();
  }
}

/**
 * Interaction latency at a 390 × 844 viewport with Chromium's CPU throttled 4× (CDP), a fresh
 * browser context per run: the longest Event Timing entry of the interaction (what INP reports
 * for a page with one interaction). Entries under 16 ms are not reported by the browser: 0 then
 * means "under 16 ms".
 */
async function interactionLatency(siteUrl: string, runs = 3): Promise<InpRow[]> {
  const browser = await launchChromium();
  const rows: InpRow[] = [];
  try {
    for (const interaction of INTERACTIONS) {
      // Like a Lighthouse run, a run that fails is run again, twice at most, and reported: a page
      // whose markup changed loses its row after that, not the whole bench.
      const durations: number[] = [];
      const failedRuns: string[] = [];
      for (let attempt = 0; attempt < runs + 2 && durations.length < runs; attempt++) {
        try {
          durations.push(await measureInteraction(browser, siteUrl, interaction));
        } catch (error) {
          failedRuns.push(error instanceof Error ? error.message.split("\n")[0] : String(error));
          console.log(`INP ${interaction.name}: a run failed`, error);
        }
      }
      if (durations.length < runs) {
        rows.push({ interaction: interaction.name, path: interaction.path, error: failedRuns.join("; ") });
        continue;
      }
      const medianMs = median(durations);
      rows.push({ interaction: interaction.name, path: interaction.path, runs: durations, medianMs, target: `≤ ${TARGETS.inpMs} ms ${medianMs <= TARGETS.inpMs ? "pass" : "FAIL"}`, ...(failedRuns.length ? { failedRuns } : {}) });
      console.log(`INP ${interaction.name}: ${durations.join(", ")} ms → median ${medianMs} ms`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The inp part, on the site under test. */
export async function benchInp(siteUrl: string, runs: number) {
  const started = performance.now();
  const rows = await interactionLatency(siteUrl, runs);
  const result = { loadAverageAfter: loadAverage(), minutes: round((performance.now() - started) / 60_000), cpuThrottling: 4, viewport: "390x844", interactions: rows };
  console.log("\nInteraction latency (Chromium, 4× CPU throttling, median of the runs; target ≤ 100 ms; 0 = under 16 ms):");
  console.table(rows.map((row) => ("runs" in row ? { ...row, runs: row.runs.join(", ") } : row)));
  return result;
}
