import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { transform } from "lightningcss";

/**
 * The site's one stylesheet, minified, for inlining into every page's <head> (pages/_document):
 * a separate stylesheet request shares the first round trips with the scripts, which delayed
 * the first paint by about a second on a throttled phone connection (README, Performance).
 * Read at build time by next.config.ts, which hands the text to the pages and its hash to the CSP.
 */
export const STYLESHEET_PATH = join("styles", "globals.css");

export function siteStylesheet(root = process.cwd()): string {
  const path = join(root, STYLESHEET_PATH);
  return Buffer.from(transform({ filename: path, code: readFileSync(path), minify: true }).code).toString("utf8");
}

/** The CSP source that allows exactly this <style> block and no other. */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
}
