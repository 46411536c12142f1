import { describe, expect, it } from "vitest";
import { safeLinkHref, safeMediaUrl, sameSitePath } from "@sti-aware/contract/url-targets";

/** Same-site, off-site and scheme questions are decided by the URL parser, on the value as the browser reads it. */
describe("link targets an editor may write", () => {
  it.each(["https://www.cdc.gov/std/", "http://example.org/a?b=c#d", "mailto:editors@stiaware.example", "/blog/what-is-prep", "/blog/a?x=1#faq", "#sources", "/%09/still-this-site"])(
    "keeps %s",
    (href) => {
      expect(safeLinkHref(href)).toBe(href);
    },
  );

  it.each([
    ["a tab the browser drops, making it //evil.example", "/\t/evil.example"],
    ["a newline the browser drops", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a scheme-relative URL", "//evil.example/x"],
    ["a backslash the browser reads as a slash", "/\\evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["javascript: split by a tab", "java\tscript:alert(1)"],
    ["javascript: in capitals with spaces around", "  JAVASCRIPT:alert(1) "],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a bare relative path", "blog/what-is-prep"],
    ["a NUL byte", "/blog\u0000x"],
  ])("refuses %s", (_name, href) => {
    expect(safeLinkHref(href)).toBeNull();
  });

  it("keeps media sources to http(s) URLs and paths, never anchors or mailto:", () => {
    expect(safeMediaUrl("/images/a.png")).toBe("/images/a.png");
    expect(safeMediaUrl("https://cdn.example/a.mp4")).toBe("https://cdn.example/a.mp4");
    for (const src of ["#x", "mailto:a@b.c", "/\t/evil.example/a.png", "//evil.example/a.png"]) expect(safeMediaUrl(src), src).toBeNull();
  });

  it("lets a redirect built from the request go only to a path on this site", () => {
    expect(sameSitePath("/blog/what-is-prep?x=1")).toBe("/blog/what-is-prep?x=1");
    for (const from of ["//evil.example", "/\t/evil.example", "/\\evil.example", "https://evil.example/", "#top", ["/a", "/b"], undefined]) {
      expect(sameSitePath(from), String(from)).toBeNull();
    }
  });
});
