import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { startContentService } from "@sti-aware/content-service";
import { CONSENT_KEY } from "../lib/shared/privacy/consent";
import { freePort, NEXT_BIN, NEXT_BUILD_ARGS, run, siteEnvironment, start, stop, waitForHttp } from "./lib/processes";

/**
 * `npm run screenshots -- --out docs/screenshots/after`: builds the site against the shipped
 * content (into .next-screenshots) and saves full-page JPEGs of the home page, the blog index, an
 * article and the comparison page, and of Spanish pages, at phone and desktop widths, for the
 * before/after pictures.
 * `--skip-build` reuses the last build.
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "blog", path: "/blog" },
  { name: "article", path: "/blog/how-at-home-sti-test-kits-work" },
  { name: "comparison", path: "/best-at-home-std-tests" },
  // The Spanish site: home, an urgent article with its help box, the planner, search by everyday spelling, the comparison.
  { name: "es-home", path: "/es" },
  { name: "es-urgent-article", path: "/es/blog/pep-despues-de-una-exposicion-al-vih" },
  { name: "es-planner", path: "/es/when-to-test" },
  { name: "es-search", path: "/es/search?q=sifilis" },
  { name: "es-comparison", path: "/es/mejores-pruebas-de-its-en-casa" },
];
const WIDTHS = [320, 390, 1280];

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: "string", default: "docs/screenshots" }, "skip-build": { type: "boolean", default: false } } });
  const outDir = values.out!;
  mkdirSync(outDir, { recursive: true });
  const [contentPort, sitePort] = [await freePort(), await freePort()];
  const content = await startContentService({ port: contentPort });
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const env = siteEnvironment(content.url, { NEXT_DIST_DIR: ".next-screenshots", NEXT_PUBLIC_SITE_URL: siteUrl });
  let server: ReturnType<typeof start> | undefined;
  try {
    if (!values["skip-build"]) await run(process.execPath, NEXT_BUILD_ARGS, { env, stdio: ["ignore", "ignore", "inherit"] });
    server = start(process.execPath, [NEXT_BIN, "start", "-p", String(sitePort), "-H", "127.0.0.1"], { env, stdio: "ignore" });
    await waitForHttp(`${siteUrl}/`);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      // A visitor who already answered the consent question: the banner would hide the page.
      await context.addInitScript((key) => window.localStorage.setItem(key, "denied"), CONSENT_KEY);
      const page = await context.newPage();
      for (const { name, path } of PAGES) {
        await page.goto(`${siteUrl}${path}`, { waitUntil: "networkidle", timeout: 120_000 });
        // A full-page capture does not scroll, so lazy images below the fold would be blank boxes.
        await page.evaluate(() =>
          Promise.all(
            Array.from(document.images, (image) => {
              image.loading = "eager";
              return image.decode().catch(() => undefined);
            }),
          ),
        );
        const file = join(outDir, `${name}-${width}.jpg`);
        await page.screenshot({ path: file, fullPage: true, type: "jpeg", quality: 70 });
        console.log(file);
      }
      await context.close();
    }
    await browser.close();
  } finally {
    await stop(server);
    await content.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
