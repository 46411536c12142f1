import { describe, expect, it } from "vitest";
import { canonicalPath } from "@/lib/server/routing/canonical-path";

describe("canonicalPath: one address per page", () => {
  it.each([
    ["/ES", "/es"],
    ["/Es/blog", "/es/blog"],
    ["/en", "/"],
    ["/EN/", "/"],
    ["/en/blog", "/blog"],
    ["/es/", "/es"],
    ["/es/%2e%2e/blog", "/blog"],
    ["/es/.%2E/blog", "/blog"],
    ["/es/./blog/../blog/", "/es/blog"],
    ["/../../blog", "/blog"],
    ["//blog//what-is-prep", "/blog/what-is-prep"],
    ["/Blog/What-Is-PrEP", "/blog/what-is-prep"],
    ["/en/en/blog", "/blog"],
  ])("%s → %s", (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it("leaves a canonical path as it is, percent escapes included", () => {
    for (const path of ["/", "/es", "/blog/what-is-prep", "/es/blog", "/medical-team/amara-okafor", "/sitemaps/posts-1.xml", "/search", "/blog/%C3%B1"]) {
      expect(canonicalPath(path)).toBe(path);
    }
    expect(canonicalPath("/blog/%c3%b1")).toBe("/blog/%C3%B1");
  });

  it("is idempotent", () => {
    for (const path of ["/EN/./Es/%2e%2e//X/", "/es/../../en/blog/", "/a/b/%2E./c", "/en/EN/en/blog", "/es/en"]) {
      expect(canonicalPath(canonicalPath(path))).toBe(canonicalPath(path));
    }
  });
});
