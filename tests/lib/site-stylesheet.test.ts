import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "@/lib/server/config/env";
import { contentSecurityPolicy } from "@/lib/server/config/security-headers";
import { STYLESHEET_NAMES, siteStylesheet, siteStylesheets, stylesheetPath, stylesheetsFor, styleHashSource } from "@/lib/server/document/site-stylesheet";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

/** A site folder whose sheets are empty but for the ones given. */
function siteWith(sheets: Partial<Record<(typeof STYLESHEET_NAMES)[number], string>>): string {
  const root = mkdtempSync(join(tmpdir(), "stylesheet-"));
  mkdirSync(join(root, "styles", "features"), { recursive: true });
  for (const name of STYLESHEET_NAMES) writeFileSync(join(root, stylesheetPath(name)), sheets[name] ?? "");
  return root;
}

const names = (sheets: { name: string }[]) => sheets.map((sheet) => sheet.name);

describe("the inlined stylesheets and their CSP hashes", () => {
  it("minifies each sheet: comments and spacing go, every rule stays, in the order of the sheets", () => {
    const root = siteWith({ base: "/* a note */\n.site-header {\n  color: #ffffff;\n}\n", faq: ".faq  >  p { margin : 0 }\n" });
    expect(siteStylesheet(root)).toBe(".site-header{color:#fff}.faq>p{margin:0}");
  });

  it("a page inlines the base sheet and each feature sheet one of whose selectors its classes can match", () => {
    const root = siteWith({
      base: "h1 { margin: 0 }",
      listing: ".post-card:hover .post-card__title a { color: red }",
      comparison: ".chart__list > li + li { color: red } .promotion .button--cta { color: blue }",
      "rich-text": ".rich-text > :is(ul, .rich-text__table):not(.plain) { color: red }",
    });
    const sheets = siteStylesheets(root);
    const page = (body: string) => names(stylesheetsFor(`<html><body>${body}</body></html>`, sheets));
    expect(page('<p class="intro">No feature</p>')).toEqual(["base"]);
    // Every class of a selector must be on the page: a card's title without the card matches nothing.
    expect(page('<h3 class="post-card__title">A</h3>')).toEqual(["base"]);
    expect(page('<li class="post-card x"><h3 class="post-card__title">A</h3></li>')).toEqual(["base", "listing"]);
    expect(page('<a class="button button--cta">Buy</a>')).toEqual(["base"]);
    expect(page('<article class="promotion"><a class="button button--cta">Buy</a></article>')).toEqual(["base", "comparison"]);
    // Classes under :not() and among :is() alternatives are not required.
    expect(page('<div class="rich-text"><ul></ul></div>')).toEqual(["base", "rich-text"]);
  });

  it("the site's sheets: the shell in base, each feature's rules apart, below-the-fold regions where the estimate holds", () => {
    const sheets = siteStylesheets();
    const css = Object.fromEntries(sheets.map((sheet) => [sheet.name, sheet.css]));
    expect(css.base).toContain(".site-header{");
    expect(css.base).toContain(".consent{");
    expect(css.base).not.toContain(".post-card");
    expect(css.listing).toContain(".post-card{");
    expect(css.comparison).toContain(".chart-table{");
    expect(css["rich-text"]).toContain("content-visibility:auto");
    // The footer's dark background and the article's foot just above it are laid out as they are.
    expect(siteStylesheet()).not.toMatch(/\.site-footer[^{]*\{[^}]*content-visibility/);
    expect(siteStylesheet()).not.toMatch(/\.related-reading[^{]*\{[^}]*content-visibility/);
    // A feature sheet every page would match belongs in base: none has a selector without a class.
    for (const sheet of sheets.filter((sheet) => sheet.name !== "base")) expect(sheet.selectorClasses.every((classes) => classes.length > 0), sheet.name).toBe(true);
  });

  it("_app imports the same sheets in the same order, so the whole stylesheet Next emits has the inlined rules' cascade", () => {
    const app = readFileSync("pages/_app.tsx", "utf8");
    expect([...app.matchAll(/^import "@\/(styles\/[^"]+\.css)";$/gm)].map(([, path]) => path)).toEqual(["styles/site.css"]);
    const imported = [...readFileSync("styles/site.css", "utf8").matchAll(/^@import "\.\/([^"]+\.css)";$/gm)].map(([, path]) => join("styles", path));
    expect(imported).toEqual(STYLESHEET_NAMES.map((name) => stylesheetPath(name)));
  });

  it("allows exactly those texts: each hash is SHA-256 of the UTF-8 bytes, and style-src lists them beside 'self' only", () => {
    const sheets = siteStylesheets();
    const sources = sheets.map((sheet) => styleHashSource(sheet.css));
    expect(sources[0]).toBe(`'sha256-${createHash("sha256").update(Buffer.from(sheets[0].css, "utf8")).digest("base64")}'`);
    expect(styleHashSource(`${sheets[0].css} `)).not.toBe(sources[0]);
    const policy = contentSecurityPolicy({ ...parseSiteEnv({}), inlineStyleHashes: sources });
    expect(directive(policy, "style-src")).toBe(`style-src 'self' ${sources.join(" ")}`);
    expect(directive(contentSecurityPolicy(parseSiteEnv({})), "style-src")).toBe("style-src 'self'");
  });
});
