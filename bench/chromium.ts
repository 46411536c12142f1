import { chromium, type Browser } from "playwright-core";

/** Headless Chromium for the bench's own measurements (the system's, or CHROMIUM_PATH), with nothing running in the background. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
}
