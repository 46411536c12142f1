import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseSiteEnv } from "@/lib/server/config/env";
import { contentSecurityPolicy } from "@/lib/server/config/security-headers";
import { siteStylesheet, styleHashSource } from "@/lib/server/document/site-stylesheet";

const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `));

describe("the inlined stylesheet and its CSP hash", () => {
  it("minifies styles/globals.css: comments and spacing go, every rule stays", () => {
    const root = mkdtempSync(join(tmpdir(), "stylesheet-"));
    mkdirSync(join(root, "styles"));
    writeFileSync(join(root, "styles", "globals.css"), "/* a note */\n.site-header {\n  color: #ffffff;\n}\n\n.faq  >  p { margin : 0 }\n");
    expect(siteStylesheet(root)).toBe(".site-header{color:#fff}.faq>p{margin:0}");
  });

  it("the site's own stylesheet has the header, the layout and the below-the-fold regions", () => {
    const css = siteStylesheet();
    expect(css).toContain(".site-header{");
    expect(css).toContain("content-visibility:auto");
    expect(css).not.toContain("/*");
  });

  it("allows exactly that text: the hash is SHA-256 of the UTF-8 bytes, and style-src lists it beside 'self' only", () => {
    const css = siteStylesheet();
    const source = styleHashSource(css);
    expect(source).toBe(`'sha256-${createHash("sha256").update(Buffer.from(css, "utf8")).digest("base64")}'`);
    expect(styleHashSource(`${css} `)).not.toBe(source);
    const policy = contentSecurityPolicy({ ...parseSiteEnv({}), inlineStyleHashes: [source] });
    expect(directive(policy, "style-src")).toBe(`style-src 'self' ${source}`);
    expect(directive(contentSecurityPolicy(parseSiteEnv({})), "style-src")).toBe("style-src 'self'");
  });
});
